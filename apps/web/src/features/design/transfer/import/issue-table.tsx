import { Table, Tag, Typography } from 'antd';
import type { ImportIssue } from '@heron/contract';
import { useTranslation } from 'react-i18next';

const SEVERITY_COLOR = { error: 'error', warning: 'warning', unsupported: 'default' } as const;
// Errors first (they are why an import failed), then warnings, then what is unsupported.
const SEVERITY_ORDER = { error: 0, warning: 1, unsupported: 2 } as const;
const TABLE_HEIGHT = 280;
const SMALL = 'small';
const SECONDARY = 'secondary';
const TEST_ID = 'import-issues';
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
 * The findings of an import, each with its severity, message and place. The messages are the
 * importer's own words about the source (like a compiler's), shown as they are; what kind of
 * finding it is, is translated. Virtualized: a broken description can have thousands.
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
          render: (_, issue) => issue.message,
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
