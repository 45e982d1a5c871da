import { Button, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectVariables } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { projectVariablesQuery, useUpdateProjectVariables } from '../api/environments';
import { ConflictNotice } from '../../../components/conflict-notice';
import { DEBUG_ENV_TEST_IDS } from './test-ids';
import { useSavedDraft } from './use-saved-draft';
import { variableInputsOf, variableIssues, variableRowsOf } from './variable-rows';
import { VariablesTable } from './variables-table';

const PRIMARY = 'primary';
const DANGER = 'danger';
const SECONDARY = 'secondary';
const CENTER = 'center';
const SPACE_BETWEEN = 'space-between';
const TITLE_LEVEL = 5;

const rowsOf = (variables: ProjectVariables) => variableRowsOf(variables.variables);

export interface ProjectVariablesFormProps {
  projectId: string;
  /** The variables as loaded, with their version (0 = never saved). */
  loaded: ProjectVariables;
  readOnly: boolean;
  /** Whether there are changes not saved yet, so the drawer can ask before dropping them. */
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * The project-wide variables every environment sees. As with an environment, the draft is
 * replaced only by a save or a reload, never by a refetch while editing.
 */
export function ProjectVariablesForm({
  projectId,
  loaded,
  readOnly,
  onDirtyChange,
}: ProjectVariablesFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateProjectVariables();
  const {
    base,
    draft: rows,
    isDirty,
    showIssues,
    isConflict,
    isReloading,
    feedback,
    ...form
  } = useSavedDraft({ loaded, draftOf: rowsOf, readOnly, onDirtyChange });
  const issues = variableIssues(rows);

  const save = () =>
    form.save(issues.size > 0, async () => {
      const saved = await update.mutateAsync({
        projectId,
        body: { baseVersion: base.version, variables: variableInputsOf(rows) },
      });
      form.reset(saved);
      feedback.succeed('edit');
    });

  const reload = () =>
    form.reload(async () => {
      form.reset(
        await queryClient.fetchQuery({ ...projectVariablesQuery(projectId), staleTime: 0 }),
      );
    });

  return (
    <Flex vertical gap={16} data-testid={DEBUG_ENV_TEST_IDS.form}>
      <Flex gap={8} align={CENTER} justify={SPACE_BETWEEN}>
        <Typography.Title level={TITLE_LEVEL} style={{ margin: 0 }}>
          {t('debug.env.projectVariables')}
        </Typography.Title>
        {!readOnly && (
          <Button
            type={PRIMARY}
            disabled={!isDirty}
            loading={update.isPending}
            onClick={() => void save()}
            data-testid={DEBUG_ENV_TEST_IDS.save}
          >
            {t('debug.env.save')}
          </Button>
        )}
      </Flex>
      <Typography.Text type={SECONDARY}>{t('debug.env.projectVariablesHelp')}</Typography.Text>
      {isConflict && (
        <ConflictNotice
          message={t('debug.env.conflictVariables')}
          onReload={() => void reload()}
          isReloading={isReloading}
          data-testid={DEBUG_ENV_TEST_IDS.conflict}
          reloadTestId={DEBUG_ENV_TEST_IDS.reload}
        />
      )}
      <VariablesTable
        rows={rows}
        onChange={form.edit}
        issues={showIssues ? issues : new Map()}
        readOnly={readOnly}
      />
      {showIssues && issues.size > 0 && (
        <Typography.Text type={DANGER}>{t('debug.env.fixIssues')}</Typography.Text>
      )}
    </Flex>
  );
}
