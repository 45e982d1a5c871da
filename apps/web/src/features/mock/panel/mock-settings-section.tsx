import { useId, useState, type ReactNode } from 'react';
import { App, Button, Flex, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGE_NATIVE_NAMES,
  MOCK_DELAY_MAX_MS,
  MOCK_LOCALES,
  MOCK_SEED_MAX_LENGTH,
  type MockSettings,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { validationMessage } from '../../../lib/contract-form';
import { useErrorMessage } from '../../../lib/error-message';
import {
  mockSettingsQuery,
  useRegenerateMockToken,
  useUpdateMockSettings,
} from '../api/mock-settings';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useReportUnsaved } from '../../../lib/unsaved-work';
import { ConflictNotice } from '../../../components/conflict-notice';
import { FieldMessage, invalidProps } from '../field-message';
import { MOCK_TEST_IDS } from '../test-ids';
import { MockAddress } from './mock-address';
import {
  settingsBodyOf,
  settingsDraftOf,
  settingsFieldOf,
  type SettingsDraft,
  type SettingsField,
} from './settings-draft';

const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const TITLE_LEVEL = 5;
const START = 'flex-start';
const OFF = 'off';
const LOCALE_OPTIONS = MOCK_LOCALES.map((value) => ({
  value,
  label: LANGUAGE_NATIVE_NAMES[value],
}));
const GRID = {
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  gap: '12px 16px',
  alignItems: 'start',
} as const;

export interface MockSettingsSectionProps {
  projectId: string;
  /** The settings as loaded now. */
  loaded: MockSettings;
  readOnly: boolean;
}

/** One setting: its name on the left; the control, a line of help and its error on the right. */
function Row({ label, help, children }: { label: string; help?: string; children: ReactNode }) {
  return (
    <>
      <Typography.Text strong>{label}</Typography.Text>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        {children}
        {help && <Typography.Text type={SECONDARY}>{help}</Typography.Text>}
      </Flex>
    </>
  );
}

/** What the person is changing, and the settings version the change started from. */
interface Edit {
  base: MockSettings;
  draft: SettingsDraft;
}

/**
 * The mock's address and its settings. Untouched, the form shows the settings as loaded (a
 * refetch shows through); once changed, it keeps the draft until it is saved or reloaded.
 */
export function MockSettingsSection({ projectId, loaded, readOnly }: MockSettingsSectionProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const update = useUpdateMockSettings();
  const regenerate = useRegenerateMockToken();
  const idPrefix = useId();
  const [edit, setEdit] = useState<Edit | null>(null);
  // Leaving the project with the settings changed and not saved asks first.
  useReportUnsaved(edit !== null && !readOnly);
  const [issues, setIssues] = useState<Partial<Record<SettingsField, string>>>({});
  const [isConflict, setIsConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);

  const draft = edit?.draft ?? settingsDraftOf(loaded);
  const change = (patch: Partial<SettingsDraft>) => {
    setEdit({ base: edit?.base ?? loaded, draft: { ...draft, ...patch } });
    setIssues((shown) => {
      const kept = { ...shown };
      for (const field of Object.keys(patch)) delete kept[field as SettingsField];
      return kept;
    });
  };

  const errorId = (field: SettingsField) => `${idPrefix}-${field}-error`;
  const fieldProps = (field: SettingsField) => invalidProps(errorId(field), issues[field]);
  const fieldMessage = (field: SettingsField) => (
    <FieldMessage id={errorId(field)} message={issues[field]} />
  );

  const setPrivate = (isPrivate: boolean) => change({ access: isPrivate ? 'private' : 'public' });
  const seedProps = fieldProps('seed');
  const seedMessage = fieldMessage('seed');
  const latencyProps = fieldProps('latencyMs');
  const latencyMessage = fieldMessage('latencyMs');

  const showIssues = (list: Array<{ field: SettingsField; message: string }>) =>
    setIssues(
      Object.fromEntries(list.map((issue) => [issue.field, validationMessage(t, issue.message)])),
    );

  const save = async () => {
    if (!edit) return;
    const result = settingsBodyOf(edit.draft, edit.base.version);
    if (result.issues) {
      showIssues(result.issues);
      return;
    }
    try {
      await update.mutateAsync({ projectId, body: result.body });
      setEdit(null);
      setIssues({});
      void message.success(t('success.settings'));
    } catch (error) {
      if (isEditConflict(error)) {
        setIsConflict(true);
        return;
      }
      const fields =
        error instanceof ApiError
          ? error.errors.flatMap((fieldError) => {
              const field = settingsFieldOf(fieldError.pointer);
              return field ? [{ field, message: fieldError.message }] : [];
            })
          : [];
      if (fields.length > 0) showIssues(fields);
      else void message.error(errorMessage(error));
    }
  };

  const reload = async () => {
    setIsReloading(true);
    try {
      await queryClient.fetchQuery({ ...mockSettingsQuery(projectId), staleTime: 0 });
      setEdit(null);
      setIssues({});
      setIsConflict(false);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setIsReloading(false);
    }
  };

  const regenerateToken = async () => {
    const replaced = loaded.version;
    try {
      const saved = await regenerate.mutateAsync({ projectId });
      // A change under way continues from the version the new token was written in, not from
      // the one it replaced (which would read as someone else's save).
      setEdit((current) =>
        current && current.base.version === replaced ? { ...current, base: saved } : current,
      );
      void message.success(t('mock.panel.tokenRegenerated'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={16}>
      <MockAddress
        settings={loaded}
        readOnly={readOnly}
        onRegenerate={() => void regenerateToken()}
        isRegenerating={regenerate.isPending}
      />
      <Typography.Title level={TITLE_LEVEL} style={{ margin: 0 }}>
        {t('mock.settings.title')}
      </Typography.Title>
      {isConflict && (
        <ConflictNotice
          message={t('mock.settings.conflict')}
          onReload={() => void reload()}
          isReloading={isReloading}
          data-testid={MOCK_TEST_IDS.conflict}
          reloadTestId={MOCK_TEST_IDS.reload}
        />
      )}
      <div style={GRID}>
        <Row label={t('mock.settings.private')} help={t('mock.settings.privateHelp')}>
          <Switch
            checked={draft.access === 'private'}
            disabled={readOnly}
            aria-label={t('mock.settings.private')}
            onChange={setPrivate}
            data-testid={MOCK_TEST_IDS.accessSwitch}
            style={{ alignSelf: START }}
          />
        </Row>
        <Row label={t('mock.settings.locale')} help={t('mock.settings.localeHelp')}>
          <Select
            value={draft.locale}
            options={LOCALE_OPTIONS}
            disabled={readOnly}
            aria-label={t('mock.settings.locale')}
            onChange={(locale) => change({ locale })}
            style={{ width: 220 }}
            data-testid={MOCK_TEST_IDS.locale}
          />
        </Row>
        <Row label={t('mock.settings.seed')} help={t('mock.settings.seedHelp')}>
          <Input
            value={draft.seed}
            maxLength={MOCK_SEED_MAX_LENGTH}
            disabled={readOnly}
            autoComplete={OFF}
            placeholder={t('mock.settings.seedPlaceholder')}
            aria-label={t('mock.settings.seed')}
            onChange={(event) => change({ seed: event.target.value })}
            data-testid={MOCK_TEST_IDS.seed}
            {...seedProps}
          />
          {seedMessage}
        </Row>
        <Row label={t('mock.settings.validate')} help={t('mock.settings.validateHelp')}>
          <Switch
            checked={draft.validateRequests}
            disabled={readOnly}
            aria-label={t('mock.settings.validate')}
            onChange={(validateRequests) => change({ validateRequests })}
            data-testid={MOCK_TEST_IDS.validateSwitch}
            style={{ alignSelf: START }}
          />
        </Row>
        <Row label={t('mock.settings.stateful')} help={t('mock.settings.statefulHelp')}>
          <Switch
            checked={draft.stateful}
            disabled={readOnly}
            aria-label={t('mock.settings.stateful')}
            onChange={(stateful) => change({ stateful })}
            data-testid={MOCK_TEST_IDS.statefulSwitch}
            style={{ alignSelf: START }}
          />
        </Row>
        <Row label={t('mock.settings.latency')} help={t('mock.settings.latencyHelp')}>
          <InputNumber<number>
            value={draft.latencyMs}
            min={0}
            max={MOCK_DELAY_MAX_MS}
            precision={0}
            disabled={readOnly}
            aria-label={t('mock.settings.latency')}
            onChange={(latencyMs) => change({ latencyMs })}
            style={{ width: 160 }}
            data-testid={MOCK_TEST_IDS.latency}
            {...latencyProps}
          />
          {latencyMessage}
        </Row>
      </div>
      <Button
        type={PRIMARY}
        icon={<SaveOutlined />}
        disabled={readOnly || edit === null}
        loading={update.isPending}
        onClick={() => void save()}
        style={{ alignSelf: START }}
        data-testid={MOCK_TEST_IDS.save}
      >
        {t('mock.settings.save')}
      </Button>
    </Flex>
  );
}
