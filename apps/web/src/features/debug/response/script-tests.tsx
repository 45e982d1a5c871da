import { Flex, Tag, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { ScriptReport } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { RESPONSE_TEST_IDS } from './test-ids';

const SECONDARY = 'secondary';
const DANGER = 'danger';
const CENTER = 'center';
const START = 'flex-start';
const PASS_COLOUR = 'green';
const FAIL_COLOUR = 'red';

type Tests = ScriptReport['tests'];

/** How many tests of both scripts passed and failed. */
export function testCounts(reports: readonly (ScriptReport | null)[]) {
  const tests = reports.flatMap((report) => report?.tests ?? []);
  const passed = tests.filter((test) => test.passed).length;
  return { passed, failed: tests.length - passed, total: tests.length };
}

function TestList({ title, tests }: { title: string; tests: Tests }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>{title}</Typography.Text>
      {tests.map((test, i) => (
        <Flex key={i} gap={8} align={START} data-passed={String(test.passed)}>
          {test.passed ? (
            <CheckCircleFilled style={{ color: '#12B76A', marginTop: 4 }} />
          ) : (
            <CloseCircleFilled style={{ color: '#F04438', marginTop: 4 }} />
          )}
          <Flex vertical>
            <Flex gap={8} align={CENTER}>
              <Tag color={test.passed ? PASS_COLOUR : FAIL_COLOUR}>
                {test.passed ? t('debug.response.tests.pass') : t('debug.response.tests.fail')}
              </Tag>
              <Typography.Text>{test.name}</Typography.Text>
            </Flex>
            {test.error && <Typography.Text type={DANGER}>{test.error}</Typography.Text>}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

export interface ScriptTestsProps {
  preRequest: ScriptReport | null;
  postResponse: ScriptReport | null;
}

/** The results of `pm.test` in both scripts, with how many passed and failed. */
export function ScriptTests({ preRequest, postResponse }: ScriptTestsProps) {
  const { t } = useTranslation();
  const counts = testCounts([preRequest, postResponse]);
  return (
    <Flex vertical gap={12} data-testid={RESPONSE_TEST_IDS.tests}>
      {counts.total === 0 ? (
        <Typography.Text type={SECONDARY}>{t('debug.response.tests.none')}</Typography.Text>
      ) : (
        <Typography.Text data-testid={RESPONSE_TEST_IDS.testsSummary}>
          {t('debug.response.tests.summary', {
            passed: counts.passed,
            failed: counts.failed,
            total: counts.total,
          })}
        </Typography.Text>
      )}
      {postResponse && postResponse.tests.length > 0 && (
        <TestList title={t('debug.response.tests.postResponse')} tests={postResponse.tests} />
      )}
      {preRequest && preRequest.tests.length > 0 && (
        <TestList title={t('debug.response.tests.preRequest')} tests={preRequest.tests} />
      )}
    </Flex>
  );
}
