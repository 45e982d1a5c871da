import type { ReactNode } from 'react';
import { Flex, Tabs, Typography, theme } from 'antd';
import type { StepResult } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useFormatBytes } from '../../../lib/format-measures';
import { StepStatusMark } from './step-status-mark';

const SECONDARY = 'secondary';
const DANGER = 'danger';
const SMALL = 'small';
const PASSED = 'passed';
const FAILED = 'failed';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';

/** A titled part of the detail. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{title}</Typography.Text>
      {children}
    </Flex>
  );
}

/** Text as it was sent or received: monospaced, wrapped, scrolled past a height. */
function Block({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <pre
      style={{
        margin: 0,
        padding: 8,
        maxHeight: 320,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontFamily: MONO,
        fontSize: 12,
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadius,
      }}
    >
      {text}
    </pre>
  );
}

function Headers({ headers }: { headers: readonly { name: string; value: string }[] }) {
  const { t } = useTranslation();
  if (headers.length === 0) {
    return <Typography.Text type={SECONDARY}>{t('tests.run.detail.noHeaders')}</Typography.Text>;
  }
  return <Block text={headers.map((header) => `${header.name}: ${header.value}`).join('\n')} />;
}

/**
 * Everything a step's result holds: its error, each assertion with what was found and why it
 * failed, the values it extracted, the console, and the request and response in full (headers
 * and bodies), in tabs.
 */
export function StepResultDetail({ step }: { step: StepResult }) {
  const { t } = useTranslation();
  const formatBytes = useFormatBytes();
  const exchange = [
    step.request && {
      key: 'request',
      label: t('tests.run.detail.request'),
      children: (
        <Flex vertical gap={8}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {`${step.request.method} ${step.request.url}`}
          </Typography.Text>
          <Part title={t('tests.run.detail.headers')}>
            <Headers headers={step.request.headers} />
          </Part>
          <Part title={t('tests.run.detail.body')}>
            {step.request.body ? (
              <Block text={step.request.body} />
            ) : (
              <Typography.Text type={SECONDARY}>{t('tests.run.detail.noBody')}</Typography.Text>
            )}
          </Part>
        </Flex>
      ),
    },
    step.response && {
      key: 'response',
      label: t('tests.run.detail.response'),
      children: (
        <Flex vertical gap={8}>
          <Typography.Text>
            {`${step.response.status} ${step.response.statusText}`.trim()}
            {' · '}
            {`${t('tests.run.detail.size')}: ${formatBytes(step.response.sizeBytes)}`}
          </Typography.Text>
          <Part title={t('tests.run.detail.headers')}>
            <Headers headers={step.response.headers} />
          </Part>
          <Part title={t('tests.run.detail.body')}>
            {step.response.body ? (
              <Block text={step.response.body} />
            ) : (
              <Typography.Text type={SECONDARY}>{t('tests.run.detail.noBody')}</Typography.Text>
            )}
            {step.response.truncated && (
              <Typography.Text type={SECONDARY}>{t('tests.run.detail.truncated')}</Typography.Text>
            )}
          </Part>
        </Flex>
      ),
    },
  ].filter((item) => Boolean(item)) as { key: string; label: string; children: ReactNode }[];
  const isEmpty =
    !step.error &&
    step.assertions.length === 0 &&
    step.extracted.length === 0 &&
    step.console.length === 0 &&
    exchange.length === 0;

  return (
    <Flex vertical gap={12} style={{ padding: '4px 8px' }}>
      {step.error && (
        <Part title={t('tests.run.detail.error')}>
          <Typography.Text type={DANGER}>
            <Typography.Text code>{step.error.code}</Typography.Text> {step.error.message}
          </Typography.Text>
        </Part>
      )}
      {step.assertions.length > 0 && (
        <Part title={t('tests.run.detail.assertions')}>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
            {step.assertions.map((assertion, index) => (
              <li key={assertion.id ?? index} style={{ display: 'flex', gap: 8 }}>
                <StepStatusMark status={assertion.passed ? PASSED : FAILED} />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text style={{ wordBreak: 'break-word' }}>
                    {assertion.name}
                  </Typography.Text>
                  {assertion.actual !== null && (
                    <Typography.Text type={SECONDARY} style={{ wordBreak: 'break-word' }}>
                      {`${t('tests.run.detail.actual')}: `}
                      <Typography.Text code>{assertion.actual}</Typography.Text>
                    </Typography.Text>
                  )}
                  {assertion.message && (
                    <Typography.Text type={DANGER} style={{ wordBreak: 'break-word' }}>
                      {assertion.message}
                    </Typography.Text>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {step.extracted.length > 0 && (
        <Part title={t('tests.run.detail.extracted')}>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {step.extracted.map((value, index) => (
              <li key={`${value.variable}-${index}`}>
                <Typography.Text code>{value.variable}</Typography.Text>
                {' = '}
                {value.value === null ? (
                  <Typography.Text type={SECONDARY}>{t('tests.run.detail.notSet')}</Typography.Text>
                ) : (
                  <Typography.Text code style={{ wordBreak: 'break-all' }}>
                    {value.value}
                  </Typography.Text>
                )}{' '}
                <Typography.Text type={SECONDARY}>
                  ({t(`tests.extractions.scopes.${value.scope}`)})
                </Typography.Text>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {step.console.length > 0 && (
        <Part title={t('tests.run.detail.console')}>
          <Block text={step.console.join('\n')} />
        </Part>
      )}
      {exchange.length > 0 && <Tabs size={SMALL} items={exchange} />}
      {isEmpty && (
        <Typography.Text type={SECONDARY}>{t('tests.run.detail.nothing')}</Typography.Text>
      )}
    </Flex>
  );
}
