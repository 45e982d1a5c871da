import { Alert, Flex, Typography } from 'antd';
import type { ScriptReport } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { RESPONSE_TEST_IDS } from './test-ids';

const SECONDARY = 'secondary';
const ERROR = 'error';
const LEVEL_COLOURS = { log: undefined, info: '#2E90FA', warn: '#DC6803', error: '#D92D20' };
const LINE_STYLE = {
  margin: 0,
  padding: '2px 8px',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  borderBottom: '1px solid rgba(0, 0, 0, 0.04)',
} as const;

const PHASES = { pre: 'preRequest', post: 'postResponse' } as const;
type Phase = (typeof PHASES)[keyof typeof PHASES];

function ScriptOutput({ phase, report }: { phase: Phase; report: ScriptReport }) {
  const { t } = useTranslation();
  const error = report.error;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t(`debug.response.console.${phase}`)}</Typography.Text>
      {error && (
        <Alert
          type={ERROR}
          showIcon
          title={
            error.line === undefined
              ? t(`debug.response.console.errorKinds.${error.kind}`)
              : t('debug.response.console.errorAtLine', {
                  kind: t(`debug.response.console.errorKinds.${error.kind}`),
                  line: error.line,
                })
          }
          description={error.message}
        />
      )}
      {report.console.length === 0 && !error ? (
        <Typography.Text type={SECONDARY}>{t('debug.response.console.noOutput')}</Typography.Text>
      ) : (
        <div>
          {report.console.map((line, i) => (
            <pre
              key={i}
              style={{ ...LINE_STYLE, color: LEVEL_COLOURS[line.level] }}
              data-level={line.level}
            >
              {line.text}
            </pre>
          ))}
        </div>
      )}
    </Flex>
  );
}

export interface ScriptConsoleProps {
  preRequest: ScriptReport | null;
  postResponse: ScriptReport | null;
}

/** What both scripts printed (`console.log` …), and where a script stopped. */
export function ScriptConsole({ preRequest, postResponse }: ScriptConsoleProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid={RESPONSE_TEST_IDS.console}>
      {!preRequest && !postResponse && (
        <Typography.Text type={SECONDARY}>{t('debug.response.console.noScripts')}</Typography.Text>
      )}
      {preRequest && <ScriptOutput phase={PHASES.pre} report={preRequest} />}
      {postResponse && <ScriptOutput phase={PHASES.post} report={postResponse} />}
    </Flex>
  );
}
