import { Flex, Table, Tag, Typography } from 'antd';
import type { SendResult } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { RESPONSE_TEST_IDS } from './test-ids';
import { withKeys } from '../request/table-rows';

const SMALL = 'small';
const SECONDARY = 'secondary';
const CENTER = 'center';
const METHOD_COLOUR = 'purple';
const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 };
const PRE_STYLE = {
  ...MONO,
  margin: 0,
  padding: 8,
  background: 'rgba(0, 0, 0, 0.03)',
  borderRadius: 4,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  maxHeight: 360,
  overflow: 'auto',
} as const;

/** The request as it went out (after the pre-request script and auth), secrets masked. */
export function SentRequestView({ sent }: { sent: NonNullable<SendResult['sent']> }) {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('debug.response.headers.name'),
      dataIndex: 'name',
      width: '30%',
      render: (name: string) => <span style={MONO}>{name}</span>,
    },
    {
      title: t('debug.response.headers.value'),
      dataIndex: 'value',
      render: (value: string) => <span style={{ ...MONO, wordBreak: 'break-all' }}>{value}</span>,
    },
  ];
  return (
    <Flex vertical gap={10} data-testid={RESPONSE_TEST_IDS.sent}>
      <Flex gap={8} align={CENTER} style={{ minWidth: 0 }}>
        <Tag color={METHOD_COLOUR}>{sent.method}</Tag>
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
          {sent.url}
        </Typography.Text>
      </Flex>
      <Typography.Text strong>{t('debug.response.sent.headers')}</Typography.Text>
      <Table
        size={SMALL}
        pagination={false}
        dataSource={withKeys(sent.headers)}
        locale={{ emptyText: t('debug.response.headers.none') }}
        columns={columns}
      />
      <Typography.Text strong>{t('debug.response.sent.body')}</Typography.Text>
      {sent.bodyText === '' ? (
        <Typography.Text type={SECONDARY}>{t('debug.response.sent.noBody')}</Typography.Text>
      ) : (
        <pre style={PRE_STYLE}>{sent.bodyText}</pre>
      )}
      <Typography.Text type={SECONDARY}>{t('debug.response.sent.masked')}</Typography.Text>
    </Flex>
  );
}
