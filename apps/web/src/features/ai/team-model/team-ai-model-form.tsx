import { Alert, App, Button, Checkbox, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { setTeamAiModelBody, type TeamAiModelView } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useNumberFormat } from '../../../lib/use-number-format';
import { AiError } from '../ai-error';
import { useCheckTeamAiModel, useDeleteTeamAiModel, useSetTeamAiModel } from '../api/team-ai-model';
import { AI_TEST_IDS } from '../test-ids';
import { teamAiModelBody, type TeamAiModelValues } from './team-ai-model-body';

const VERTICAL = 'vertical';
const PRIMARY = 'primary';
const SUBMIT = 'submit';
const SECONDARY = 'secondary';
const SUCCESS = 'success';
const CHECKED = 'checked';
const POLITE = 'polite';
// antd names the inputs after the form: `team-ai-model_baseUrl` …, which their labels point to.
const FORM_NAME = 'team-ai-model';
const FIELD = {
  baseUrl: 'baseUrl',
  model: 'model',
  apiKey: 'apiKey',
  removeKey: 'removeKey',
} as const satisfies Record<keyof TeamAiModelValues, keyof TeamAiModelValues>;
const URL_INPUT = { inputMode: 'url', autoComplete: 'off', spellCheck: false } as const;
const MODEL_INPUT = { autoComplete: 'off', spellCheck: false } as const;
// Never offered the person's own password by the browser, nor saved as one.
const KEY_INPUT = { autoComplete: 'new-password' } as const;
const REMOVE_OK_PROPS = { danger: true, 'data-testid': AI_TEST_IDS.teamModelRemoveOk };
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export interface TeamAiModelFormProps {
  teamId: string;
  /** The stored model, if any: its values fill the form; its key shows only as its hint. */
  view: TeamAiModelView;
}

/**
 * A team admin's form of the team's model: its address, model name and key, checked with one
 * short call before it is saved, and removed after a confirmation. The stored key is never in
 * the form: left empty, it stays.
 */
export function TeamAiModelForm({ teamId, view }: TeamAiModelFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, rule, parse, error, fail, clearError } = useContractForm(setTeamAiModelBody);
  const save = useSetTeamAiModel(teamId);
  const remove = useDeleteTeamAiModel(teamId);
  const check = useCheckTeamAiModel(teamId);
  const stored = view.model;
  const keyHint = stored?.keyHint ?? null;
  const isKeyRemoved = Form.useWatch(FIELD.removeKey, form) === true;
  const initialValues: TeamAiModelValues = {
    baseUrl: stored?.baseUrl ?? '',
    model: stored?.model ?? '',
    apiKey: '',
    removeKey: false,
  };

  const bodyOf = (values: TeamAiModelValues) => {
    const parsed = parse({ ...values });
    return parsed && teamAiModelBody(parsed, values, keyHint !== null);
  };

  const submit = async (values: TeamAiModelValues) => {
    const body = bodyOf(values);
    if (!body) return;
    clearError();
    try {
      // The section starts the form afresh with what was saved: nothing to reset here.
      await save.mutateAsync(body);
      void message.success(t('ai.teamModel.saved'));
    } catch (failure) {
      fail(failure);
    }
  };

  const runCheck = () => {
    const body = bodyOf(form.getFieldsValue(true) as TeamAiModelValues);
    if (body) check.mutate(body);
  };

  const removeModel = () =>
    remove
      .mutateAsync()
      .then(() => void message.success(t('ai.teamModel.removed')))
      // Shown below from the mutation's own error.
      .catch(() => undefined);

  return (
    <Form<TeamAiModelValues>
      form={form}
      name={FORM_NAME}
      layout={VERTICAL}
      initialValues={initialValues}
      // A check answers for the values it was sent, not for the ones typed since.
      onValuesChange={() => check.reset()}
      onFinish={(values) => void submit(values)}
    >
      <ErrorAlert error={error} />
      <Form.Item
        name={FIELD.baseUrl}
        label={t('ai.teamModel.baseUrl')}
        rules={[rule(FIELD.baseUrl)]}
        normalize={trimmed}
      >
        <Input
          {...URL_INPUT}
          placeholder={t('ai.teamModel.baseUrlPlaceholder')}
          data-testid={AI_TEST_IDS.teamModelBaseUrl}
        />
      </Form.Item>
      <Form.Item name={FIELD.model} label={t('ai.teamModel.model')} rules={[rule(FIELD.model)]}>
        <Input
          {...MODEL_INPUT}
          placeholder={t('ai.teamModel.modelPlaceholder')}
          data-testid={AI_TEST_IDS.teamModelName}
        />
      </Form.Item>
      <Form.Item
        name={FIELD.apiKey}
        label={t('ai.teamModel.apiKey')}
        rules={[rule(FIELD.apiKey)]}
        style={keyHint === null ? undefined : { marginBottom: 8 }}
      >
        <Input.Password
          {...KEY_INPUT}
          disabled={isKeyRemoved}
          placeholder={
            keyHint === null
              ? t('ai.teamModel.keyNonePlaceholder')
              : t('ai.teamModel.keyStoredPlaceholder', { hint: keyHint })
          }
          data-testid={AI_TEST_IDS.teamModelKey}
        />
      </Form.Item>
      {keyHint !== null && (
        <Form.Item name={FIELD.removeKey} valuePropName={CHECKED}>
          <Checkbox data-testid={AI_TEST_IDS.teamModelRemoveKey}>
            {t('ai.teamModel.removeKey')}
          </Checkbox>
        </Form.Item>
      )}
      <Flex vertical gap={12}>
        <Typography.Text type={SECONDARY}>{t('ai.teamModel.formNote')}</Typography.Text>
        <Flex gap={8} wrap>
          <Button
            onClick={runCheck}
            loading={check.isPending}
            data-testid={AI_TEST_IDS.teamModelCheck}
          >
            {t('ai.teamModel.check')}
          </Button>
          <Button
            type={PRIMARY}
            htmlType={SUBMIT}
            loading={save.isPending}
            data-testid={AI_TEST_IDS.teamModelSave}
          >
            {t('ai.teamModel.save')}
          </Button>
          {stored && (
            <Popconfirm
              title={t('ai.teamModel.removeConfirm')}
              description={
                view.hasInstanceModel
                  ? t('ai.teamModel.removeConfirmInstance')
                  : t('ai.teamModel.removeConfirmNoInstance')
              }
              okText={t('ai.teamModel.remove')}
              cancelText={t('ai.teamModel.cancel')}
              okButtonProps={REMOVE_OK_PROPS}
              onConfirm={removeModel}
            >
              <Button danger loading={remove.isPending} data-testid={AI_TEST_IDS.teamModelRemove}>
                {t('ai.teamModel.remove')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <CheckResult check={check} teamId={teamId} />
        <ErrorAlert error={remove.error} />
      </Flex>
    </Form>
  );
}

/** What the last check answered: how long the model took, or why it failed, by its code. */
function CheckResult({
  check,
  teamId,
}: {
  check: ReturnType<typeof useCheckTeamAiModel>;
  teamId: string;
}) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  if (!check.isSuccess && !check.isError) return null;
  return (
    <div data-testid={AI_TEST_IDS.teamModelCheckResult} aria-live={POLITE}>
      {check.isSuccess ? (
        <Alert
          type={SUCCESS}
          showIcon
          title={t('ai.teamModel.checkOk', { ms: number(check.data.tookMs) })}
          description={t('ai.teamModel.checkTokens', { tokens: number(check.data.tokens) })}
        />
      ) : (
        <AiError error={check.error} teamId={teamId} />
      )}
    </div>
  );
}
