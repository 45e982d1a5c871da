import { Flex, Typography } from 'antd';
import type { SendResult } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../request/code-block';
import { RequestLine } from '../request/request-line';
import { HeadersTable } from './response-headers';
import { RESPONSE_TEST_IDS } from './test-ids';

const SECONDARY = 'secondary';
const BODY_MAX_HEIGHT = 360;

/** The request as it went out (after the pre-request script and auth), secrets masked. */
export function SentRequestView({ sent }: { sent: NonNullable<SendResult['sent']> }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={10} data-testid={RESPONSE_TEST_IDS.sent}>
      <RequestLine method={sent.method} url={sent.url} />
      <Typography.Text strong>{t('debug.response.sent.headers')}</Typography.Text>
      <HeadersTable headers={sent.headers} />
      <Typography.Text strong>{t('debug.response.sent.body')}</Typography.Text>
      {sent.bodyText === '' ? (
        <Typography.Text type={SECONDARY}>{t('debug.response.sent.noBody')}</Typography.Text>
      ) : (
        <CodeBlock maxHeight={BODY_MAX_HEIGHT}>{sent.bodyText}</CodeBlock>
      )}
      <Typography.Text type={SECONDARY}>{t('debug.response.sent.masked')}</Typography.Text>
    </Flex>
  );
}
