import { Table, Tag } from 'antd';
import type { SentResponse } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { RESPONSE_TEST_IDS } from './test-ids';
import { withKeys } from '../request/table-rows';

const SMALL = 'small';
const YES_COLOUR = 'green';
const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 };

export interface HeadersTableProps {
  headers: SentResponse['headers'];
  'data-testid'?: string;
}

/** Headers in the order they came or went, repeated names and all, in a monospace font. */
export function HeadersTable({ headers, 'data-testid': testId }: HeadersTableProps) {
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
    <Table
      size={SMALL}
      pagination={false}
      dataSource={withKeys(headers)}
      data-testid={testId}
      locale={{ emptyText: t('debug.response.headers.none') }}
      columns={columns}
    />
  );
}

/** The response headers. */
export function ResponseHeaders({ headers }: { headers: SentResponse['headers'] }) {
  return <HeadersTable headers={headers} data-testid={RESPONSE_TEST_IDS.headers} />;
}

/** The cookies the response set, with their attributes. */
export function ResponseCookies({ cookies }: { cookies: SentResponse['cookies'] }) {
  const { t } = useTranslation();
  const flag = (isSet: boolean) =>
    isSet ? <Tag color={YES_COLOUR}>{t('debug.response.cookies.yes')}</Tag> : null;
  const cookieColumns = [
    { title: t('debug.response.cookies.name'), dataIndex: 'name' },
    {
      title: t('debug.response.cookies.value'),
      dataIndex: 'value',
      render: (value: string) => <span style={{ wordBreak: 'break-all' }}>{value}</span>,
    },
    { title: t('debug.response.cookies.domain'), dataIndex: 'domain' },
    { title: t('debug.response.cookies.path'), dataIndex: 'path' },
    { title: t('debug.response.cookies.expires'), dataIndex: 'expires' },
    {
      title: t('debug.response.cookies.httpOnly'),
      dataIndex: 'httpOnly',
      render: flag,
    },
    { title: t('debug.response.cookies.secure'), dataIndex: 'secure', render: flag },
    { title: t('debug.response.cookies.sameSite'), dataIndex: 'sameSite' },
  ];
  return (
    <Table
      size={SMALL}
      pagination={false}
      dataSource={withKeys(cookies)}
      data-testid={RESPONSE_TEST_IDS.cookies}
      locale={{ emptyText: t('debug.response.cookies.none') }}
      scroll={{ x: true }}
      columns={cookieColumns}
    />
  );
}
