import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Environment } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import {
  environmentsQuery,
  useCreateEnvironment,
  useDeleteEnvironment,
  useUpdateEnvironment,
} from '../api/environments';
import { ConflictNotice } from '../../../components/conflict-notice';
import { DEBUG_ENV_TEST_IDS } from './test-ids';
import { useSavedDraft } from './use-saved-draft';
import {
  variableInputsOf,
  variableIssues,
  variableRowsOf,
  type VariableRow,
} from './variable-rows';
import { VariablesTable } from './variables-table';

const ENVIRONMENT_NAME_MAX_LENGTH = 100;
const BASE_URL_MAX_LENGTH = 2000;
const PRIMARY = 'primary';
const DANGER = 'danger';
const SECONDARY = 'secondary';
const ERROR = 'error';
const OFF = 'off';
const CENTER = 'center';
const SPACE_BETWEEN = 'space-between';
const TITLE_LEVEL = 5;

export interface EnvironmentFormProps {
  projectId: string;
  /** The environment as loaded; null for a new one, which the first save creates. */
  environment: Environment | null;
  /** The names of the project's other environments, which this one's must differ from. */
  otherNames: readonly string[];
  readOnly: boolean;
  /** After a save; a new environment is created and should be shown by its id from now on. */
  onSaved: (environment: Environment) => void;
  /** After it was deleted here, or found deleted by someone else on a reload. */
  onGone: () => void;
  /** Whether there are changes not saved yet, so the drawer can ask before dropping them. */
  onDirtyChange: (isDirty: boolean) => void;
}

interface Draft {
  name: string;
  baseUrl: string;
  rows: VariableRow[];
}

function draftOf(environment: Environment | null): Draft {
  return environment
    ? {
        name: environment.name,
        baseUrl: environment.baseUrl,
        rows: variableRowsOf(environment.variables),
      }
    : { name: '', baseUrl: '', rows: [] };
}

/**
 * One environment: its name, base URL and variables. The draft starts from the environment as
 * loaded and is not replaced by a refetch while editing; only a save or a reload replaces it.
 */
export function EnvironmentForm({
  projectId,
  environment,
  otherNames,
  readOnly,
  onSaved,
  onGone,
  onDirtyChange,
}: EnvironmentFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useCreateEnvironment();
  const update = useUpdateEnvironment();
  const remove = useDeleteEnvironment();
  const { base, draft, isDirty, showIssues, isConflict, isReloading, feedback, ...form } =
    useSavedDraft({ loaded: environment, draftOf, readOnly, onDirtyChange });

  const name = draft.name.trim();
  const nameIssue =
    name === ''
      ? t('validation.required')
      : otherNames.includes(name)
        ? t('errors.ENVIRONMENT_NAME_TAKEN')
        : undefined;
  const rowIssues = variableIssues(draft.rows);
  const hasIssues = nameIssue !== undefined || rowIssues.size > 0;

  const edit = (patch: Partial<Draft>) => form.edit({ ...draft, ...patch });

  const save = () =>
    form.save(hasIssues, async () => {
      const body = {
        name,
        baseUrl: draft.baseUrl.trim(),
        variables: variableInputsOf(draft.rows),
      };
      if (base === null) {
        const created = await create.mutateAsync({ projectId, body });
        form.markSaved();
        feedback.succeed('create');
        onSaved(created);
        return;
      }
      const saved = await update.mutateAsync({
        projectId,
        environmentId: base.id,
        body: { ...body, baseVersion: base.version },
      });
      form.reset(saved);
      feedback.succeed('edit');
      onSaved(saved);
    });

  const reload = async () => {
    if (base === null) return;
    await form.reload(async () => {
      const items = await queryClient.fetchQuery({ ...environmentsQuery(projectId), staleTime: 0 });
      const current = items.find((item) => item.id === base.id);
      if (current) {
        form.reset(current);
      } else {
        feedback.warn(t('debug.env.gone'));
        onGone();
      }
    });
  };

  const deleteEnvironment = async () => {
    if (base === null) return;
    try {
      await remove.mutateAsync({ projectId, environmentId: base.id });
      feedback.succeed('delete');
      onGone();
    } catch (error) {
      feedback.fail(error);
    }
  };

  return (
    <Flex vertical gap={16} data-testid={DEBUG_ENV_TEST_IDS.form}>
      <Flex gap={8} align={CENTER} justify={SPACE_BETWEEN}>
        {readOnly ? (
          <Typography.Title level={TITLE_LEVEL} style={{ margin: 0 }}>
            {draft.name}
          </Typography.Title>
        ) : (
          <Flex vertical gap={2} style={{ flex: 1 }}>
            <Input
              value={draft.name}
              maxLength={ENVIRONMENT_NAME_MAX_LENGTH}
              placeholder={t('debug.env.namePlaceholder')}
              status={showIssues && nameIssue ? ERROR : undefined}
              autoComplete={OFF}
              aria-label={t('debug.env.name')}
              onChange={(event) => edit({ name: event.target.value })}
            />
            {showIssues && nameIssue && (
              <Typography.Text type={DANGER}>{nameIssue}</Typography.Text>
            )}
          </Flex>
        )}
        {!readOnly && (
          <Flex gap={8}>
            {base !== null && (
              <Popconfirm
                title={t('debug.env.deleteTitle', { name: base.name })}
                description={t('debug.env.deleteContent')}
                okText={t('debug.env.deleteOk')}
                okButtonProps={{ danger: true }}
                cancelText={t('debug.env.cancel')}
                onConfirm={() => deleteEnvironment()}
              >
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  loading={remove.isPending}
                  data-testid={DEBUG_ENV_TEST_IDS.delete}
                >
                  {t('debug.env.delete')}
                </Button>
              </Popconfirm>
            )}
            <Button
              type={PRIMARY}
              // A new environment can be saved as it is (the name check says what is missing).
              disabled={base !== null && !isDirty}
              loading={create.isPending || update.isPending}
              onClick={() => void save()}
              data-testid={DEBUG_ENV_TEST_IDS.save}
            >
              {t('debug.env.save')}
            </Button>
          </Flex>
        )}
      </Flex>
      {isConflict && (
        <ConflictNotice
          message={t('debug.env.conflictEnvironment')}
          onReload={() => void reload()}
          isReloading={isReloading}
          data-testid={DEBUG_ENV_TEST_IDS.conflict}
          reloadTestId={DEBUG_ENV_TEST_IDS.reload}
        />
      )}
      <Flex vertical gap={4}>
        <Typography.Text strong>{t('debug.env.baseUrl')}</Typography.Text>
        {readOnly ? (
          <Typography.Text code={draft.baseUrl !== ''}>{draft.baseUrl}</Typography.Text>
        ) : (
          <Input
            value={draft.baseUrl}
            maxLength={BASE_URL_MAX_LENGTH}
            placeholder={t('debug.env.baseUrlPlaceholder')}
            autoComplete={OFF}
            aria-label={t('debug.env.baseUrl')}
            onChange={(event) => edit({ baseUrl: event.target.value })}
          />
        )}
        <Typography.Text type={SECONDARY}>{t('debug.env.baseUrlHelp')}</Typography.Text>
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text strong>{t('debug.env.variables')}</Typography.Text>
        <VariablesTable
          rows={draft.rows}
          onChange={(rows) => edit({ rows })}
          issues={showIssues ? rowIssues : new Map()}
          readOnly={readOnly}
        />
      </Flex>
      {showIssues && hasIssues && (
        <Typography.Text type={DANGER}>{t('debug.env.fixIssues')}</Typography.Text>
      )}
    </Flex>
  );
}
