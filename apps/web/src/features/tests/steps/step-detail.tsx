import { Alert, Flex, Input, Switch, Typography, theme } from 'antd';
import type { TestStep, TreeNode } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { FOR_EACH_NAME_FIELD, METHOD_FIELD, type StepIssue } from '../lib/draft-issues';
import { issueText } from '../lib/issue-keys';
import { TESTS_TEST_IDS } from '../test-ids';
import { FlowStepFields } from './flow-step-fields';
import { RequestStepEditor } from './request-step-editor';
import { StepIcon } from './step-icon';

const SECONDARY = 'secondary';
const ERROR = 'error';
const WARNING = 'warning';
const CENTER = 'center';
const OFF = 'off';
// The contract's bound of a step's name.
const STEP_NAME_MAX_LENGTH = 200;

export interface StepDetailProps {
  projectId: string;
  /** The selected step; null when none is. */
  step: TestStep | null;
  /** Its endpoint or case was deleted since the scenario was saved. */
  isMissing: boolean;
  issues: readonly StepIssue[];
  endpoints: ReadonlyMap<string, TreeNode>;
  readOnly: boolean;
  onChange: (step: TestStep) => void;
}

/** Whether an issue is shown beside its own field, rather than in the step's list of issues. */
function isShownInPlace(issue: StepIssue): boolean {
  return (
    issue.field === FOR_EACH_NAME_FIELD ||
    issue.field === METHOD_FIELD ||
    /^extractions\/[^/]+\/variable$/.test(issue.field)
  );
}

/** The selected step's editor: its name, whether it runs, and the fields of its kind. */
export function StepDetail({
  projectId,
  step,
  isMissing,
  issues,
  endpoints,
  readOnly,
  onChange,
}: StepDetailProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const box = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: '12px 16px 16px',
    minWidth: 0,
  };
  if (!step) {
    return (
      <section style={box} data-testid={TESTS_TEST_IDS.stepDetail}>
        <Typography.Text type={SECONDARY}>{t('tests.steps.noneSelected')}</Typography.Text>
      </section>
    );
  }
  const listed = issues.filter((issue) => !isShownInPlace(issue));
  const kind =
    step.type === 'request'
      ? t(`tests.steps.kinds.${step.source.kind}`)
      : t(`tests.steps.kinds.${step.type}`);

  return (
    <section
      aria-label={t('tests.steps.detail')}
      style={box}
      data-testid={TESTS_TEST_IDS.stepDetail}
    >
      <Flex vertical gap={12}>
        <Flex align={CENTER} gap={8}>
          <Typography.Text type={SECONDARY} style={{ flex: 'none' }}>
            <StepIcon type={step.type} /> {kind}
          </Typography.Text>
          <Input
            value={step.name}
            disabled={readOnly}
            autoComplete={OFF}
            maxLength={STEP_NAME_MAX_LENGTH}
            aria-label={t('tests.steps.name')}
            placeholder={t('tests.steps.namePlaceholder')}
            onChange={(event) => onChange({ ...step, name: event.target.value })}
            data-testid={TESTS_TEST_IDS.stepName}
          />
          <Switch
            checked={step.enabled}
            disabled={readOnly}
            checkedChildren={t('tests.steps.on')}
            unCheckedChildren={t('tests.steps.off')}
            aria-label={t('tests.steps.enabled')}
            onChange={(enabled) => onChange({ ...step, enabled })}
            style={{ flex: 'none' }}
          />
        </Flex>
        {isMissing && step.type === 'request' && (
          <Alert
            type={WARNING}
            showIcon
            title={
              step.source.kind === 'case'
                ? t('tests.steps.missingCaseDetail')
                : t('tests.steps.missingEndpointDetail')
            }
          />
        )}
        {listed.length > 0 && (
          <Alert
            type={ERROR}
            showIcon
            title={
              listed.length === 1 ? (
                issueText(t, listed[0]!.message)
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {listed.map((issue, index) => (
                    <li key={index}>{issueText(t, issue.message)}</li>
                  ))}
                </ul>
              )
            }
          />
        )}
        {step.type === 'request' ? (
          <RequestStepEditor
            projectId={projectId}
            step={step}
            endpoints={endpoints}
            issues={issues}
            readOnly={readOnly}
            onChange={onChange}
          />
        ) : (
          <FlowStepFields step={step} issues={issues} readOnly={readOnly} onChange={onChange} />
        )}
      </Flex>
    </section>
  );
}
