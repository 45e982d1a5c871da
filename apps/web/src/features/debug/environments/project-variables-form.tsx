import { useEffect, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectVariables } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import {
  isEditConflict,
  projectVariablesQuery,
  useUpdateProjectVariables,
} from '../api/environments';
import { ConflictNotice } from './conflict-notice';
import { DEBUG_ENV_TEST_IDS } from './test-ids';
import { useSaveFeedback } from './use-save-feedback';
import {
  variableInputsOf,
  variableIssues,
  variableRowsOf,
  type VariableRow,
} from './variable-rows';
import { VariablesTable } from './variables-table';

const PRIMARY = 'primary';
const DANGER = 'danger';
const SECONDARY = 'secondary';
const CENTER = 'center';
const SPACE_BETWEEN = 'space-between';
const TITLE_LEVEL = 5;

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
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const update = useUpdateProjectVariables();
  const [base, setBase] = useState(loaded);
  const [rows, setRows] = useState<VariableRow[]>(() => variableRowsOf(loaded.variables));
  const [isDirty, setIsDirty] = useState(false);
  const [showIssues, setShowIssues] = useState(false);
  const [isConflict, setIsConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);
  const issues = variableIssues(rows);

  useEffect(() => {
    onDirtyChange(isDirty && !readOnly);
  }, [isDirty, readOnly, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const reset = (next: ProjectVariables) => {
    setBase(next);
    setRows(variableRowsOf(next.variables));
    setIsDirty(false);
    setShowIssues(false);
    setIsConflict(false);
  };

  const save = async () => {
    if (issues.size > 0) {
      setShowIssues(true);
      return;
    }
    try {
      const saved = await update.mutateAsync({
        projectId,
        body: { baseVersion: base.version, variables: variableInputsOf(rows) },
      });
      reset(saved);
      feedback.succeed('edit');
    } catch (error) {
      if (isEditConflict(error)) setIsConflict(true);
      else feedback.fail(error);
    }
  };

  const reload = async () => {
    setIsReloading(true);
    try {
      reset(await queryClient.fetchQuery({ ...projectVariablesQuery(projectId), staleTime: 0 }));
    } catch (error) {
      feedback.fail(error);
    } finally {
      setIsReloading(false);
    }
  };

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
        />
      )}
      <VariablesTable
        rows={rows}
        onChange={(next) => {
          setRows(next);
          setIsDirty(true);
        }}
        issues={showIssues ? issues : new Map()}
        readOnly={readOnly}
      />
      {showIssues && issues.size > 0 && (
        <Typography.Text type={DANGER}>{t('debug.env.fixIssues')}</Typography.Text>
      )}
    </Flex>
  );
}
