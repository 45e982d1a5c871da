import { Flex, Table, Tag, Typography } from 'antd';
import type { ImportIssue } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../lib/api-client';
import { issueTitleKey } from '../lib/issue-title-key';
import { modelFailureCode } from '../lib/model-failure-code';

const SEVERITY_COLOR = { error: 'error', warning: 'warning', unsupported: 'default' } as const;
// Errors first (they are why an import failed), then warnings, then what is unsupported.
const SEVERITY_ORDER = { error: 0, warning: 1, unsupported: 2 } as const;
const TABLE_HEIGHT = 280;
const SMALL = 'small';
const SECONDARY = 'secondary';
const TEST_ID = 'import-issues';
// The engine words its findings in English; saying so lets a screen reader read them as English.
const DETAIL_LANGUAGE = 'en';
const PLACE_SEPARATOR = ' · ';
const COLUMN = { severity: 'severity', message: 'message', place: 'place' } as const;

type Row = ImportIssue & { key: number };

/** The place an issue points to: file, line:column, JSON pointer (whichever are known). */
export function IssuePlace({ issue }: { issue: ImportIssue }) {
  const { t } = useTranslation();
  const parts: React.ReactNode[] = [];
  if (issue.file) parts.push(<span key="file">{issue.file}</span>);
  if (issue.line !== undefined) {
    const column = issue.column ?? 1;
    parts.push(
      <abbr
        key="position"
        title={t('design.transfer.issues.lineColumn', { line: issue.line, column })}
      >{`${issue.line}:${column}`}</abbr>,
    );
  }
  if (issue.pointer !== undefined) {
    parts.push(
      <Typography.Text key="pointer" code>
        {issue.pointer || '/'}
      </Typography.Text>,
    );
  }
  return (
    <Typography.Text type={SECONDARY}>
      {parts.flatMap((part, index) => (index === 0 ? [part] : [PLACE_SEPARATOR, part]))}
    </Typography.Text>
  );
}

/**
 * A finding's problem: the translated title of its kind (by code), and under it the importer's
 * own detail, which quotes names and pointers from the source like a compiler's diagnostic and
 * is shown as written. A model's failure (AI parsing) also says why in the reader's language.
 */
function IssueProblem({ issue }: { issue: ImportIssue }) {
  const { t } = useTranslation();
  const modelFailure = modelFailureCode(issue);
  return (
    <Flex vertical>
      <Typography.Text>{t(issueTitleKey(issue.code))}</Typography.Text>
      {modelFailure && <Typography.Text>{t(errorMessageKey(modelFailure))}</Typography.Text>}
      <Typography.Text type={SECONDARY} lang={DETAIL_LANGUAGE}>
        {issue.message}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The findings of an import, each with its severity, problem and place. The problem is titled
 * in the reader's language by the finding's code; the importer's English detail stays beneath
 * it (see IssueProblem). Virtualized: a broken description can have thousands.
 */
export function IssueTable({ issues }: { issues: ImportIssue[] }) {
  const { t } = useTranslation();
  const rows: Row[] = issues
    .map((issue, key) => ({ ...issue, key }))
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.key - b.key);
  return (
    <Table<Row>
      data-testid={TEST_ID}
      virtual
      size={SMALL}
      pagination={false}
      scroll={{ y: TABLE_HEIGHT }}
      dataSource={rows}
      rowKey={(row) => row.key}
      columns={[
        {
          key: COLUMN.severity,
          title: t('design.transfer.issues.severity'),
          width: 120,
          render: (_, issue) => (
            <Tag color={SEVERITY_COLOR[issue.severity]}>
              {t(`design.transfer.issues.severities.${issue.severity}`)}
            </Tag>
          ),
        },
        {
          key: COLUMN.message,
          title: t('design.transfer.issues.message'),
          render: (_, issue) => <IssueProblem issue={issue} />,
        },
        {
          key: COLUMN.place,
          title: t('design.transfer.issues.place'),
          width: 260,
          render: (_, issue) => <IssuePlace issue={issue} />,
        },
      ]}
    />
  );
}
