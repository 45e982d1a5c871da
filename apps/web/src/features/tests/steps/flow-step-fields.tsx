import type { ReactNode } from 'react';
import { Flex, Input, InputNumber, Typography } from 'antd';
import type { TestStep } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { FOR_EACH_NAME_FIELD, variableNameIssue, type StepIssue } from '../lib/draft-issues';
import { issueText } from '../lib/issue-keys';
import { CodeField } from '../../debug';
import { ComparatorSelect, ExpectedValue, takesValue } from './comparison-fields';

const SECONDARY = 'secondary';
const DANGER = 'danger';
const ERROR = 'error';
const ALERT = 'alert';
const OFF = 'off';
const START = 'flex-start';
// The contract's bounds (scenario.ts).
const MAX_TIMES = 10_000;
const MAX_WAIT_MS = 600_000;
const SCRIPT_MIN_HEIGHT = 220;
// Examples in the syntax itself, the same in every language.
const LEFT_EXAMPLE = '{{status}}';
const LIST_EXAMPLE = '{{ids}}';
const VARIABLE_EXAMPLE = '{{token}}';
const SCRIPT_MAX_HEIGHT = '60vh';

type FlowStep = Exclude<TestStep, { type: 'request' }>;

export interface FlowStepFieldsProps {
  step: FlowStep;
  issues: readonly StepIssue[];
  readOnly: boolean;
  onChange: (step: TestStep) => void;
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Typography.Text strong>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** The fields of a step that is not a request: a condition, a loop, a wait, a script. */
export function FlowStepFields({ step, issues, readOnly, onChange }: FlowStepFieldsProps) {
  const { t } = useTranslation();
  switch (step.type) {
    case 'group':
      return <Typography.Text type={SECONDARY}>{t('tests.flow.groupHelp')}</Typography.Text>;
    case 'if': {
      const change = (patch: Partial<typeof step.condition>) =>
        onChange({ ...step, condition: { ...step.condition, ...patch } });
      return (
        <Flex vertical gap={8}>
          <Typography.Text type={SECONDARY}>
            {t('tests.flow.ifHelp', { example: VARIABLE_EXAMPLE })}
          </Typography.Text>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) 160px minmax(0, 1fr)',
              gap: 8,
              alignItems: START,
            }}
          >
            <Labelled label={t('tests.flow.left')}>
              <Input
                value={step.condition.left}
                disabled={readOnly}
                autoComplete={OFF}
                aria-label={t('tests.flow.left')}
                placeholder={LEFT_EXAMPLE}
                onChange={(event) => change({ left: event.target.value })}
              />
            </Labelled>
            <Labelled label={t('tests.flow.comparator')}>
              <ComparatorSelect
                value={step.condition.comparator}
                disabled={readOnly}
                ariaLabel={t('tests.flow.comparator')}
                onChange={(comparator) => change({ comparator })}
              />
            </Labelled>
            {takesValue(step.condition.comparator) && (
              <Labelled label={t('tests.flow.right')}>
                <ExpectedValue
                  comparator={step.condition.comparator}
                  value={step.condition.right}
                  disabled={readOnly}
                  ariaLabel={t('tests.flow.right')}
                  onChange={(right) => change({ right })}
                />
              </Labelled>
            )}
          </div>
        </Flex>
      );
    }
    case 'for-each': {
      const saved = issues.find((issue) => issue.field === FOR_EACH_NAME_FIELD)?.message;
      const issue = (step.as === '' ? null : variableNameIssue(step.as)) ?? saved ?? null;
      return (
        <Flex vertical gap={8}>
          <Labelled label={t('tests.flow.list')}>
            <Input
              value={step.list}
              disabled={readOnly}
              autoComplete={OFF}
              aria-label={t('tests.flow.list')}
              placeholder={t('tests.flow.listPlaceholder', { example: LIST_EXAMPLE })}
              onChange={(event) => onChange({ ...step, list: event.target.value })}
            />
          </Labelled>
          <Labelled label={t('tests.flow.itemName')}>
            <Input
              value={step.as}
              disabled={readOnly}
              autoComplete={OFF}
              aria-label={t('tests.flow.itemName')}
              status={issue ? ERROR : undefined}
              aria-invalid={issue ? true : undefined}
              onChange={(event) => onChange({ ...step, as: event.target.value })}
              style={{ maxWidth: 280 }}
            />
            {issue && (
              <Typography.Text type={DANGER} role={ALERT}>
                {issueText(t, issue)}
              </Typography.Text>
            )}
            <Typography.Text type={SECONDARY} style={{ fontSize: 12 }}>
              {t('tests.flow.itemHelp', { name: step.as })}
            </Typography.Text>
          </Labelled>
        </Flex>
      );
    }
    case 'repeat':
      return (
        <Labelled label={t('tests.flow.times')}>
          <InputNumber<number>
            value={step.times}
            min={1}
            max={MAX_TIMES}
            precision={0}
            disabled={readOnly}
            aria-label={t('tests.flow.times')}
            onChange={(times) => onChange({ ...step, times: times ?? 1 })}
            style={{ width: 160 }}
          />
        </Labelled>
      );
    case 'wait':
      return (
        <Labelled label={t('tests.flow.waitMs')}>
          <InputNumber<number>
            value={step.ms}
            min={0}
            max={MAX_WAIT_MS}
            precision={0}
            disabled={readOnly}
            aria-label={t('tests.flow.waitMs')}
            onChange={(ms) => onChange({ ...step, ms: ms ?? 0 })}
            style={{ width: 160 }}
          />
        </Labelled>
      );
    case 'script':
      return (
        <Flex vertical gap={4}>
          <Typography.Text type={SECONDARY}>{t('tests.flow.scriptHelp')}</Typography.Text>
          <CodeField
            value={step.code}
            readOnly={readOnly}
            ariaLabel={t('tests.flow.script')}
            minHeight={SCRIPT_MIN_HEIGHT}
            maxHeight={SCRIPT_MAX_HEIGHT}
            onChange={(code) => onChange({ ...step, code })}
          />
        </Flex>
      );
  }
}
