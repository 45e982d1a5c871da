import { Alert, Flex, Typography } from 'antd';
import { SEND_ERROR_CODES, type SendErrorCode, type SendResult } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../request/problem-text';
import { useWhereLabel } from '../request/where-label';
import { RESPONSE_TEST_IDS } from './test-ids';

const ERROR = 'error';
const SECONDARY = 'secondary';

const isSendError = (code: string): code is SendErrorCode =>
  (SEND_ERROR_CODES as readonly string[]).includes(code);

/** Faults of the request itself: nothing was sent; each is shown with where it is. */
export function RequestProblems({ problems }: { problems: SendResult['problems'] }) {
  const { t } = useTranslation();
  const whereLabel = useWhereLabel();
  const problemText = useProblemText();
  return (
    <Alert
      type={ERROR}
      showIcon
      data-testid={RESPONSE_TEST_IDS.problems}
      title={t('debug.response.problems.title', { n: problems.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {problems.map((problem, i) => (
            <li key={i} data-where={problem.where}>
              {t('debug.response.problems.item', {
                where: whereLabel(problem.where),
                problem: problemText(problem),
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * Why there is no response: the exchange failed or the pre-request script stopped it. The
 * server's sentence follows ours: it names the host, the certificate fault, the time limit.
 */
export function SendErrorView({ error }: { error: NonNullable<SendResult['error']> }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={ERROR}
      showIcon
      data-testid={RESPONSE_TEST_IDS.error}
      data-code={error.code}
      title={
        isSendError(error.code)
          ? t(`debug.response.errors.${error.code}`)
          : t('debug.response.errors.other')
      }
      description={
        <Flex vertical gap={4}>
          <Typography.Text>{error.message}</Typography.Text>
          {error.code === 'SCRIPT_FAILED' && (
            <Typography.Text type={SECONDARY}>
              {t('debug.response.errors.seeConsole')}
            </Typography.Text>
          )}
        </Flex>
      }
    />
  );
}
