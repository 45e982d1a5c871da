import { Alert, Flex, Table, Typography } from 'antd';
import type { SendResult } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { RESPONSE_TEST_IDS } from './test-ids';
import { withKeys } from '../request/table-rows';

const SMALL = 'small';
const SUCCESS = 'success';
const WARNING = 'warning';
const ERROR = 'error';
const INFO = 'info';
const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 };

type Check = NonNullable<SendResult['check']>;

export interface ResponseCheckViewProps {
  check: SendResult['check'];
  /** The response's status and content type, to say what was not declared. */
  status: number;
  contentType: string;
}

/** The response checked against the endpoint's design: a match, or each mismatch with its place. */
export function ResponseCheckView({ check, status, contentType }: ResponseCheckViewProps) {
  const { t } = useTranslation();
  const list = (values: readonly string[] | undefined) =>
    values && values.length > 0 ? values.join(', ') : t('debug.response.check.nothingDeclared');
  const alert = (type: 'success' | 'warning' | 'error' | 'info', title: string) => (
    <Alert type={type} showIcon title={title} />
  );

  const mismatchColumns = [
    {
      title: t('debug.response.check.path'),
      dataIndex: 'path',
      width: '35%',
      render: (path: string) => (
        <span style={MONO}>{path === '' ? t('debug.response.check.root') : path}</span>
      ),
    },
    { title: t('debug.response.check.message'), dataIndex: 'message' },
  ];

  const content = (c: Check) => {
    switch (c.result) {
      case 'match':
        return alert(
          SUCCESS,
          t('debug.response.check.match', {
            status: c.declaredStatus ?? '',
            contentType: c.contentType ?? contentType,
          }),
        );
      case 'mismatch':
        return (
          <Flex vertical gap={8}>
            {alert(
              ERROR,
              t('debug.response.check.mismatch', {
                n: c.mismatches?.length ?? 0,
                status: c.declaredStatus ?? '',
              }),
            )}
            <Table
              size={SMALL}
              pagination={false}
              dataSource={withKeys(c.mismatches ?? [])}
              columns={mismatchColumns}
            />
          </Flex>
        );
      case 'undeclared-status':
        return alert(
          WARNING,
          t('debug.response.check.undeclaredStatus', {
            status,
            declared: list(c.declaredStatuses),
          }),
        );
      case 'undeclared-type':
        return alert(
          WARNING,
          t('debug.response.check.undeclaredType', {
            contentType: contentType || '—',
            status: c.declaredStatus ?? String(status),
            declared: list(c.declaredTypes),
          }),
        );
      case 'not-checked':
        return alert(
          INFO,
          c.reason === 'not-json'
            ? t('debug.response.check.notJson', { status: c.declaredStatus ?? '' })
            : t('debug.response.check.noSchema', { status: c.declaredStatus ?? '' }),
        );
      case 'invalid-json':
        return (
          <Alert
            type={ERROR}
            showIcon
            title={t('debug.response.check.invalidJson')}
            description={c.message}
          />
        );
    }
  };

  return (
    <Flex vertical gap={8} data-testid={RESPONSE_TEST_IDS.check} data-result={check?.result}>
      {check ? (
        content(check)
      ) : (
        <Typography.Text>{t('debug.response.check.noEndpoint')}</Typography.Text>
      )}
    </Flex>
  );
}
