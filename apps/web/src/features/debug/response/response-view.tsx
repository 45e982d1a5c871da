import { useState, type ReactNode } from 'react';
import { Alert, Empty as AntdEmpty, Badge, Flex, Spin, Tabs, Typography } from 'antd';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { SendResult } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/empty';
import { ErrorAlert } from '../../../components/error-alert';
import { templateOf } from '../request/variable-marks';
import { useWhereLabel } from '../request/where-label';
import { ResponseBody } from './response-body';
import { ResponseCheckView } from './response-check-view';
import { ResponseCookies, ResponseHeaders } from './response-headers';
import { ResponseSummary } from './response-summary';
import { ScriptConsole } from './script-console';
import { ScriptTests, testCounts } from './script-tests';
import { RequestProblems, SendErrorView } from './send-faults';
import { SentRequestView } from './sent-request-view';
import { RESPONSE_TEST_IDS, responseTestIdOf } from './test-ids';

const SMALL = 'small';
const CENTER = 'center';
const SECONDARY = 'secondary';
const COUNT_COLOUR = '#835CFF';
const FAIL_COLOUR = '#F04438';
const PASS_COLOUR = '#12B76A';
const DANGER = 'danger';
const WARNING = 'warning';
const CONSOLE_TAB = 'console';
const SUCCESS = 'success';

export interface ResponseViewProps {
  /** The last answer; null before the first send. */
  result: SendResult | null;
  isSending?: boolean;
  /** The send itself failed (Heron did not answer, or refused): shown instead of a result. */
  failure?: unknown;
}

function CheckIcon({ result }: { result: NonNullable<SendResult['check']>['result'] }) {
  switch (result) {
    case 'match':
      return <CheckCircleFilled style={{ color: PASS_COLOUR }} />;
    case 'mismatch':
    case 'invalid-json':
      return <CloseCircleFilled style={{ color: FAIL_COLOUR }} />;
    case 'undeclared-status':
    case 'undeclared-type':
      return <ExclamationCircleFilled style={{ color: '#DC6803' }} />;
    case 'not-checked':
      return <InfoCircleFilled style={{ color: '#98A2B3' }} />;
  }
}

/**
 * The answer to a send (issue 6): status, time and size, then the body, headers, cookies, tests,
 * script output, the check against the design and the request as sent. A request that could not
 * be sent shows only why; a failed exchange shows a clear message.
 */
export function ResponseView({ result, isSending = false, failure }: ResponseViewProps) {
  const { t } = useTranslation();
  const whereLabel = useWhereLabel();
  // The tab the person chose stays chosen from one answer to the next, when the answer has it.
  const [chosenTab, setChosenTab] = useState('body');

  /** One tab: its title, with a count or a mark beside it when there is one to show. */
  const tab = (key: string, title: string, children: ReactNode, extra?: ReactNode) => ({
    key,
    label: (
      <Flex gap={6} align={CENTER} data-testid={responseTestIdOf.tab(key)}>
        {title}
        {extra}
      </Flex>
    ),
    children,
  });
  const count = (n: number, colour = COUNT_COLOUR) =>
    n > 0 ? <Badge count={n} color={colour} size={SMALL} overflowCount={999} /> : null;

  const body = () => {
    if (isSending) {
      return (
        <Flex justify={CENTER} style={{ padding: 32 }} data-testid={RESPONSE_TEST_IDS.sending}>
          <Spin tip={t('debug.response.sending')}>
            <div style={{ width: 120, height: 40 }} />
          </Spin>
        </Flex>
      );
    }
    if (failure) return <ErrorAlert error={failure} />;
    if (!result) {
      return (
        <Empty
          data-testid={RESPONSE_TEST_IDS.empty}
          description={t('debug.response.empty')}
          image={AntdEmpty.PRESENTED_IMAGE_SIMPLE}
        />
      );
    }
    if (result.problems.length > 0) return <RequestProblems problems={result.problems} />;

    const { response, scripts, sent } = result;
    const tests = testCounts([scripts.preRequest, scripts.postResponse]);
    const consoleLines =
      (scripts.preRequest?.console.length ?? 0) + (scripts.postResponse?.console.length ?? 0);
    const hasScriptError = Boolean(scripts.preRequest?.error || scripts.postResponse?.error);
    const items = [
      ...(response
        ? [
            tab('body', t('debug.response.tabs.body'), <ResponseBody body={response.body} />),
            tab(
              'headers',
              t('debug.response.tabs.headers'),
              <ResponseHeaders headers={response.headers} />,
              count(response.headers.length),
            ),
            tab(
              'cookies',
              t('debug.response.tabs.cookies'),
              <ResponseCookies cookies={response.cookies} />,
              count(response.cookies.length),
            ),
          ]
        : []),
      tab(
        'tests',
        t('debug.response.tabs.tests'),
        <ScriptTests preRequest={scripts.preRequest} postResponse={scripts.postResponse} />,
        tests.total > 0 ? (
          <Typography.Text type={tests.failed > 0 ? DANGER : SUCCESS}>
            {t('debug.response.tests.ratio', { passed: tests.passed, total: tests.total })}
          </Typography.Text>
        ) : null,
      ),
      tab(
        'console',
        t('debug.response.tabs.console'),
        <ScriptConsole preRequest={scripts.preRequest} postResponse={scripts.postResponse} />,
        hasScriptError ? <CloseCircleFilled style={{ color: FAIL_COLOUR }} /> : count(consoleLines),
      ),
      ...(response
        ? [
            tab(
              'check',
              t('debug.response.tabs.check'),
              <ResponseCheckView
                check={result.check}
                status={response.status}
                contentType={response.body.contentType}
              />,
              result.check ? <CheckIcon result={result.check.result} /> : null,
            ),
          ]
        : []),
      ...(sent
        ? [tab('sent', t('debug.response.tabs.sent'), <SentRequestView sent={sent} />)]
        : []),
    ];

    return (
      <Flex vertical gap={8}>
        {result.error && <SendErrorView error={result.error} />}
        {result.unknownVariables.length > 0 && (
          <Alert
            type={WARNING}
            showIcon
            data-testid={RESPONSE_TEST_IDS.unknownVariables}
            title={t('debug.response.unknownVariables', {
              list: result.unknownVariables
                .map((v) => `${templateOf(v.name)} (${whereLabel(v.where)})`)
                .join(', '),
            })}
          />
        )}
        {response && <ResponseSummary response={response} />}
        <Tabs
          size={SMALL}
          activeKey={
            items.some((item) => item.key === chosenTab)
              ? chosenTab
              : // A failed exchange opens on what explains it: the script output or the request.
                hasScriptError
                ? CONSOLE_TAB
                : items.at(-1)!.key
          }
          onChange={setChosenTab}
          items={items}
        />
      </Flex>
    );
  };

  return (
    <Flex vertical gap={8} data-testid={RESPONSE_TEST_IDS.view}>
      <Typography.Text strong type={result || isSending ? undefined : SECONDARY}>
        {t('debug.response.title')}
      </Typography.Text>
      {body()}
    </Flex>
  );
}
