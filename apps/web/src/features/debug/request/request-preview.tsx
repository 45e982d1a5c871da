import { Alert, Flex, Table, Typography } from 'antd';
import type { ResolveResult } from '@heron/engine/debug';
import { useTranslation } from 'react-i18next';
import { useFormatBytes } from '../../../lib/format-measures';
import { previewBodyText, previewHeaders } from './preview-text';
import { CodeBlock } from './code-block';
import { ProblemList } from './problem-list';
import { RequestLine } from './request-line';
import { REQUEST_TEST_IDS } from './test-ids';
import { templateOf } from './variable-marks';
import { useWhereLabel } from './where-label';
import { withKeys } from './table-rows';

const SMALL = 'small';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const ERROR = 'error';
const BODY_MAX_HEIGHT = 320;

// Auth that needs a round trip or a clock: the server adds it when it sends.
const ADDED_WHEN_SENT = new Set(['digest', 'oauth2', 'awsv4']);

export interface RequestPreviewProps {
  resolution: ResolveResult;
}

/**
 * The request as it will go out, resolved in the browser with the variables it knows: secrets
 * read as the mask, the pre-request script has not run yet.
 */
export function RequestPreview({ resolution }: RequestPreviewProps) {
  const { t } = useTranslation();
  const whereLabel = useWhereLabel();
  const formatBytes = useFormatBytes();
  const { request, problems, unknownVariables, auth } = resolution;

  const columns = [
    { title: t('debug.request.preview.name'), dataIndex: 'name', width: '35%' },
    { title: t('debug.request.preview.value'), dataIndex: 'value' },
  ];
  return (
    <Flex vertical gap={12} data-testid={REQUEST_TEST_IDS.previewPanel}>
      {problems.length > 0 && (
        <Alert
          type={ERROR}
          showIcon
          title={t('debug.request.preview.problems')}
          description={<ProblemList problems={problems} />}
        />
      )}
      {unknownVariables.length > 0 && (
        <Alert
          type={WARNING}
          showIcon
          title={t('debug.request.preview.unknown', {
            list: unknownVariables
              .map((v) => `${templateOf(v.name)} (${whereLabel(v.where)})`)
              .join(', '),
          })}
        />
      )}
      {request && (
        <>
          <RequestLine method={request.method} url={request.url} />
          <Typography.Text strong>{t('debug.request.preview.headers')}</Typography.Text>
          <Table
            size={SMALL}
            pagination={false}
            dataSource={withKeys(previewHeaders(request.headers))}
            locale={{ emptyText: t('debug.request.preview.noHeaders') }}
            columns={columns}
          />
          {ADDED_WHEN_SENT.has(auth.type) && (
            <Typography.Text type={SECONDARY}>
              {t('debug.request.preview.authAddedWhenSent', {
                auth: t(`debug.request.auth.types.${auth.type}`),
              })}
            </Typography.Text>
          )}
          <Typography.Text strong>{t('debug.request.preview.body')}</Typography.Text>
          {request.body.kind === 'none' ? (
            <Typography.Text type={SECONDARY}>{t('debug.request.preview.noBody')}</Typography.Text>
          ) : (
            <CodeBlock maxHeight={BODY_MAX_HEIGHT}>
              {previewBodyText(request.body, formatBytes)}
            </CodeBlock>
          )}
        </>
      )}
      <Typography.Text type={SECONDARY}>{t('debug.request.preview.note')}</Typography.Text>
    </Flex>
  );
}
