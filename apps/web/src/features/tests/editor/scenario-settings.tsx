import { useId, useState, type ReactNode } from 'react';
import { Flex, InputNumber, Select, Typography, theme } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { MAX_ITERATIONS, ON_FAILURE, type ScenarioSettings } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { TESTS_TEST_IDS } from '../test-ids';
import { EnvironmentSelect, useScenarioEnvironment } from './environment-select';
import { IterationDataField } from './iteration-data-field';

const SECONDARY = 'secondary';
const BUTTON = 'button';
// The contract's bounds (scenarioSettingsSchema).
const MAX_DELAY_MS = 60_000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 300_000;
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '12px 16px',
  alignItems: 'start',
} as const;

export interface ScenarioSettingsPanelProps {
  projectId: string;
  scenarioId: string;
  settings: ScenarioSettings;
  readOnly: boolean;
  onChange: (settings: ScenarioSettings) => void;
}

/** One setting: its name over its control, and a line of help under it. */
function Field({
  id,
  label,
  help,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      {children}
      {help && (
        <Typography.Text type={SECONDARY} style={{ fontSize: 12 }}>
          {help}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * How the scenario runs: against which environment, what a failure does to the rest, the pause
 * between requests, how many times (or once per row of a data file), and each request's timeout.
 * Folded by default to a line that says the same, so the steps start high on the screen.
 */
export function ScenarioSettingsPanel({
  projectId,
  scenarioId,
  settings,
  readOnly,
  onChange,
}: ScenarioSettingsPanelProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  const change = (patch: Partial<ScenarioSettings>) => onChange({ ...settings, ...patch });
  const hasData = settings.data.kind !== 'none';
  const onFailureOptions = ON_FAILURE.map((value) => ({
    value,
    label: t(`tests.settings.onFailureOptions.${value}`),
  }));

  const [isOpen, setIsOpen] = useState(false);
  const { environments, environmentId } = useScenarioEnvironment(projectId, scenarioId);
  const environmentName =
    environments.data?.find((item) => item.id === environmentId)?.name ??
    t('tests.settings.noEnvironment');
  const summary = [
    environmentName,
    t(`tests.settings.onFailureOptions.${settings.onFailure}`),
    hasData
      ? (settings.data.kind !== 'none' && settings.data.fileName) || t('tests.settings.data')
      : t('tests.settings.iterationsSummary', { n: settings.iterations }),
  ].join(' · ');

  return (
    <section
      aria-labelledby={`${id}-title`}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <button
        type={BUTTON}
        aria-expanded={isOpen}
        aria-controls={`${id}-body`}
        onClick={() => setIsOpen(!isOpen)}
        data-testid={TESTS_TEST_IDS.settingsToggle}
        style={{
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '10px 16px',
          border: 0,
          background: 'none',
          cursor: 'pointer',
          font: 'inherit',
          textAlign: 'start',
          color: token.colorText,
        }}
      >
        {isOpen ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
        <Typography.Text strong id={`${id}-title`} style={{ flex: 'none' }}>
          {t('tests.settings.title')}
        </Typography.Text>
        {!isOpen && (
          <Typography.Text type={SECONDARY} ellipsis style={{ minWidth: 0 }}>
            {summary}
          </Typography.Text>
        )}
      </button>
      {isOpen && (
        <div id={`${id}-body`} style={{ ...GRID, padding: '4px 16px 16px' }}>
          <Field
            id={`${id}-environment`}
            label={t('tests.settings.environment')}
            help={t('tests.settings.environmentHelp')}
          >
            <EnvironmentSelect
              projectId={projectId}
              scenarioId={scenarioId}
              id={`${id}-environment`}
            />
          </Field>
          <Field id={`${id}-on-failure`} label={t('tests.settings.onFailure')}>
            <Select
              id={`${id}-on-failure`}
              value={settings.onFailure}
              options={onFailureOptions}
              disabled={readOnly}
              onChange={(onFailure) => change({ onFailure })}
              style={{ width: '100%' }}
              data-testid={TESTS_TEST_IDS.onFailure}
            />
          </Field>
          <Field id={`${id}-delay`} label={t('tests.settings.delay')}>
            <InputNumber<number>
              id={`${id}-delay`}
              value={settings.delayMs}
              min={0}
              max={MAX_DELAY_MS}
              precision={0}
              disabled={readOnly}
              onChange={(delayMs) => change({ delayMs: delayMs ?? 0 })}
              style={{ width: '100%' }}
              data-testid={TESTS_TEST_IDS.delay}
            />
          </Field>
          <Field
            id={`${id}-iterations`}
            label={t('tests.settings.iterations')}
            help={hasData ? t('tests.settings.iterationsFromData') : undefined}
          >
            <InputNumber<number>
              id={`${id}-iterations`}
              value={settings.iterations}
              min={1}
              max={MAX_ITERATIONS}
              precision={0}
              disabled={readOnly || hasData}
              onChange={(iterations) => change({ iterations: iterations ?? 1 })}
              style={{ width: '100%' }}
              data-testid={TESTS_TEST_IDS.iterations}
            />
          </Field>
          <Field id={`${id}-timeout`} label={t('tests.settings.timeout')}>
            <InputNumber<number>
              id={`${id}-timeout`}
              value={settings.timeoutMs}
              min={MIN_TIMEOUT_MS}
              max={MAX_TIMEOUT_MS}
              precision={0}
              disabled={readOnly}
              onChange={(timeoutMs) => change({ timeoutMs: timeoutMs ?? MIN_TIMEOUT_MS })}
              style={{ width: '100%' }}
              data-testid={TESTS_TEST_IDS.timeout}
            />
          </Field>
          <Field
            id={`${id}-data`}
            label={t('tests.settings.data')}
            help={t('tests.settings.dataHelp')}
          >
            <IterationDataField
              id={`${id}-data`}
              data={settings.data}
              readOnly={readOnly}
              onChange={(data) => change({ data })}
            />
          </Field>
        </div>
      )}
    </section>
  );
}
