import { App, Button, Flex, Form, InputNumber, Segmented, Typography } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOAD_LIMITS, LOAD_MODES, type LoadMode, type LoadSettings } from '@heron/contract';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useStartLoadRun } from '../api/start-load-run';
import { useScenarioEnvironment } from '../editor/environment-select';
import { TESTS_TEST_IDS } from '../test-ids';

const INLINE = 'inline';
/** Names the inputs' ids (`load-settings_virtualUsers`), so each label points at its input. */
const FORM_NAME = 'load-settings';
const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const SUBMIT = 'submit';
const FIELDS = ['virtualUsers', 'durationSeconds', 'iterations', 'rampUpSeconds'] as const;
type NumberField = (typeof FIELDS)[number];
const [USERS, DURATION, ITERATIONS, RAMP_UP] = FIELDS;
const MODE = 'mode';
/** The largest value each field takes here; the team's plan may allow less (the server says). */
const MAX: Record<NumberField, number> = {
  virtualUsers: LOAD_LIMITS.maxVirtualUsers,
  durationSeconds: LOAD_LIMITS.maxDurationSeconds,
  iterations: LOAD_LIMITS.maxIterations,
  rampUpSeconds: LOAD_LIMITS.maxRampUpSeconds,
};
const MIN: Record<NumberField, number> = {
  virtualUsers: 1,
  durationSeconds: 1,
  iterations: 1,
  rampUpSeconds: 0,
};
/** Starter's limits fit these: ten users for thirty seconds. */
const INITIAL: LoadSettings = {
  virtualUsers: 5,
  mode: 'duration',
  durationSeconds: 30,
  iterations: 10,
  rampUpSeconds: 0,
};

export interface LoadSettingsFormProps {
  projectId: string;
  scenarioId: string;
  hasUnsaved: boolean;
  onSave: () => Promise<boolean>;
  onStarted: (runId: string) => void;
}

/** The pointer's field for a setting the server refused (`/load/virtualUsers`). */
function refusedField(pointer: string): NumberField | undefined {
  const field = /^\/load\/(\w+)$/.exec(pointer)?.[1];
  return FIELDS.find((name) => name === field);
}

/**
 * How a performance run puts load on the scenario: how many virtual users, for a duration or a
 * number of iterations each, started over a ramp-up. A setting past the team's plan comes back
 * from the server on its field.
 */
export function LoadSettingsForm({
  projectId,
  scenarioId,
  hasUnsaved,
  onSave,
  onStarted,
}: LoadSettingsFormProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [form] = Form.useForm<LoadSettings>();
  const mode = (Form.useWatch(MODE, form) ?? INITIAL.mode) as LoadMode;
  const { environmentId } = useScenarioEnvironment(projectId, scenarioId);
  const start = useStartLoadRun();

  const run = async (load: LoadSettings) => {
    try {
      onStarted(await start.mutateAsync({ projectId, scenarioId, environmentId, load }));
    } catch (error) {
      const refused =
        error instanceof ApiError && error.code === 'VALIDATION_FAILED'
          ? error.errors.flatMap((fieldError) => refusedField(fieldError.pointer) ?? [])
          : [];
      if (refused.length > 0) {
        form.setFields(
          refused.map((name) => ({ name, errors: [t('tests.performance.overPlan')] })),
        );
      } else void message.error(errorMessage(error));
    }
  };

  const onFinish = () => {
    // The whole store: the field of the mode not chosen is not shown but keeps its value.
    const load = { ...INITIAL, ...(form.getFieldsValue(true) as Partial<LoadSettings>) };
    if (!hasUnsaved) return void run(load);
    void modal.confirm({
      title: t('tests.run.unsavedTitle'),
      content: t('tests.run.unsavedContent'),
      okText: t('tests.performance.saveAndStart'),
      cancelText: t('tests.common.cancel'),
      onOk: async () => {
        if (await onSave()) await run(load);
      },
    });
  };

  const numberField = (name: NumberField) => (
    <Form.Item
      name={name}
      label={t(`tests.performance.settings.${name}`)}
      rules={[{ required: true, message: t('validation.required') }]}
    >
      <InputNumber min={MIN[name]} max={MAX[name]} precision={0} style={{ width: 110 }} />
    </Form.Item>
  );

  return (
    <Flex vertical gap={8}>
      <Typography.Text type={SECONDARY}>{t('tests.performance.intro')}</Typography.Text>
      <Form
        form={form}
        name={FORM_NAME}
        layout={INLINE}
        initialValues={INITIAL}
        onFinish={onFinish}
        style={{ rowGap: 8 }}
        data-testid={TESTS_TEST_IDS.loadSettings}
      >
        {numberField(USERS)}
        <Form.Item name={MODE} label={t('tests.performance.settings.mode')}>
          <Segmented
            options={LOAD_MODES.map((value) => ({
              value,
              label: t(`tests.performance.modes.${value}`),
            }))}
          />
        </Form.Item>
        {mode === 'duration' ? numberField(DURATION) : numberField(ITERATIONS)}
        {numberField(RAMP_UP)}
        <Form.Item>
          <Button
            type={PRIMARY}
            htmlType={SUBMIT}
            icon={<ThunderboltOutlined />}
            loading={start.isPending}
            data-testid={TESTS_TEST_IDS.loadStart}
          >
            {t('tests.performance.start')}
          </Button>
        </Form.Item>
      </Form>
    </Flex>
  );
}
