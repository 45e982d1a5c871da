import { useState } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesignMeta, ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import {
  getDesignMeta,
  useDesignMeta,
  type DesignMetaState,
} from '../../../lib/design/get-design-meta';
import { designKeys } from '../../../lib/design/design-keys';
import { useUpdateDesignMeta } from '../api/update-design-meta';
import { ConflictModal } from '../shell/conflict-modal';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useDesignFeedback } from '../shell/use-design-feedback';
import { prettyJson } from '../shell/use-drafts';
import { DefaultSecuritySelect } from './default-security-select';
import { SchemeEditor } from './scheme-editor';
import { ServersEditor } from './servers-editor';
import {
  emptySchemeRow,
  metaOf,
  renamedSchemesOf,
  settingsDraftOf,
  settingsIssues,
  type SettingsDraft,
} from './settings-draft';
import { DESIGN_TEST_IDS } from '../shell/test-ids';
import { useReportUnsaved } from '../../../lib/unsaved-work';

const PRIMARY = 'primary';
const DASHED = 'dashed';
const SECONDARY = 'secondary';
const DANGER = 'danger';
const SECTION_LEVEL = 5;

export interface DesignSettingsPanelProps {
  project: ProjectSummary;
}

/**
 * The project's design settings: servers, security schemes and the default security. A page of
 * the workspace's Settings section (issue 21), beside the environments; read-only for those who
 * may not edit the design (the server refuses too).
 */
export function DesignSettingsPanel({ project }: DesignSettingsPanelProps) {
  const { t } = useTranslation();
  const meta = useDesignMeta(project.id);
  return (
    <>
      <ErrorAlert error={meta.error} />
      {meta.data && (
        <SettingsForm loaded={meta.data} projectId={project.id} readOnly={!project.can.edit} />
      )}
      {meta.isPending && <Spin aria-label={t('common.loading')} />}
    </>
  );
}

/** What a settings compare shows: only the parts this form edits. */
function settingsText(meta: DesignMeta): string {
  return prettyJson({
    servers: meta.servers,
    securitySchemes: meta.securitySchemes,
    security: meta.security,
  });
}

// The draft starts from the settings as loaded and is not replaced by a refetch while editing:
// it is replaced only by a save, or by taking the other person's version in a conflict.
function SettingsForm({
  loaded,
  projectId,
  readOnly,
}: {
  loaded: DesignMetaState;
  projectId: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const feedback = useDesignFeedback();
  const queryClient = useQueryClient();
  const update = useUpdateDesignMeta();
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(loaded.meta));
  const [isDirty, setIsDirty] = useState(false);
  // Leaving the project with the servers or schemes changed and not saved asks first.
  useReportUnsaved(isDirty);
  const [showIssues, setShowIssues] = useState(false);
  const [isConflict, setIsConflict] = useState(false);
  const [keepError, setKeepError] = useState<unknown>();
  const issues = settingsIssues(draft);
  const shownIssues = showIssues ? issues : new Map();

  const current = useQuery({
    queryKey: [...designKeys.meta(projectId), 'conflict'],
    queryFn: ({ signal }) => getDesignMeta(projectId, signal),
    enabled: isConflict,
    staleTime: 0,
    gcTime: 0,
  });
  const theirs = isConflict && current.data && !current.isFetching ? current.data : null;

  const edit = (next: SettingsDraft) => {
    setDraft(next);
    setIsDirty(true);
  };
  const reset = (state: DesignMetaState) => {
    setBase(state);
    setDraft(settingsDraftOf(state.meta));
    setIsDirty(false);
    setShowIssues(false);
  };

  const write = async (over: DesignMetaState) => {
    const saved = await update.mutateAsync({
      projectId,
      body: {
        baseVersion: over.version,
        meta: metaOf(over.meta, draft),
        renamedSchemes: renamedSchemesOf(over.meta, draft),
      },
    });
    reset(saved);
    feedback.succeed('settings');
  };

  const save = async () => {
    if (issues.size > 0) {
      setShowIssues(true);
      return;
    }
    try {
      await write(base);
    } catch (error) {
      if (isEditConflict(error)) setIsConflict(true);
      else feedback.fail(error);
    }
  };

  const keepMine = async () => {
    if (!theirs) return;
    setKeepError(undefined);
    try {
      // Mine goes over theirs: what this form does not edit stays as they saved it.
      await write(theirs);
      setIsConflict(false);
    } catch (error) {
      setKeepError(error);
      if (isEditConflict(error)) await current.refetch();
    }
  };

  return (
    <Flex vertical gap={16} data-testid={DESIGN_TEST_IDS.settingsPanel}>
      <Flex vertical gap={8}>
        <Typography.Title level={SECTION_LEVEL} style={{ margin: 0 }}>
          {t('design.settings.servers')}
        </Typography.Title>
        <Typography.Text type={SECONDARY}>{t('design.settings.serversHelp')}</Typography.Text>
        <ServersEditor
          rows={draft.servers}
          onChange={(servers) => edit({ ...draft, servers })}
          issues={shownIssues}
          readOnly={readOnly}
        />
      </Flex>
      <Flex vertical gap={8}>
        <Typography.Title level={SECTION_LEVEL} style={{ margin: 0 }}>
          {t('design.settings.schemes')}
        </Typography.Title>
        {draft.schemes.map((row) => (
          <SchemeEditor
            key={row.key}
            row={row}
            issues={shownIssues}
            readOnly={readOnly}
            onChange={(next) =>
              edit({
                ...draft,
                schemes: draft.schemes.map((other) => (other.key === row.key ? next : other)),
              })
            }
            onRemove={() =>
              edit({
                ...draft,
                schemes: draft.schemes.filter((other) => other.key !== row.key),
                // A requirement naming a removed scheme could never be met.
                security: draft.security.filter(
                  (requirement) => !requirement.some((part) => part.ref === row.key),
                ),
              })
            }
          />
        ))}
        {!readOnly && (
          <Button
            type={DASHED}
            icon={<PlusOutlined />}
            onClick={() => edit({ ...draft, schemes: [...draft.schemes, emptySchemeRow()] })}
            data-testid={DESIGN_TEST_IDS.settingsAddScheme}
          >
            {t('design.settings.addScheme')}
          </Button>
        )}
      </Flex>
      <Flex vertical gap={8}>
        <Typography.Title level={SECTION_LEVEL} style={{ margin: 0 }}>
          {t('design.settings.defaultSecurity')}
        </Typography.Title>
        <Typography.Text type={SECONDARY}>
          {t('design.settings.defaultSecurityHelp')}
        </Typography.Text>
        <DefaultSecuritySelect
          schemes={draft.schemes}
          value={draft.security}
          onChange={(security) => edit({ ...draft, security })}
          readOnly={readOnly}
        />
      </Flex>
      {showIssues && issues.size > 0 && (
        <Typography.Text type={DANGER}>{t('design.settings.fixIssues')}</Typography.Text>
      )}
      {!readOnly && (
        <Button
          type={PRIMARY}
          disabled={!isDirty}
          loading={update.isPending}
          onClick={() => void save()}
          style={{ alignSelf: 'flex-start' }}
          data-testid={DESIGN_TEST_IDS.settingsSave}
        >
          {t('design.settings.save')}
        </Button>
      )}
      <ConflictModal
        open={isConflict}
        explanation={
          theirs ? t('design.settings.conflictExplanation', { version: theirs.version }) : null
        }
        theirs={theirs ? settingsText(theirs.meta) : null}
        mine={settingsText(metaOf(base.meta, draft))}
        error={keepError ?? current.error}
        isKeeping={update.isPending}
        onKeepMine={() => void keepMine()}
        onTakeTheirs={() => {
          if (theirs) {
            queryClient.setQueryData(designKeys.meta(projectId), theirs);
            reset(theirs);
          }
          setIsConflict(false);
        }}
        onCancel={() => {
          setKeepError(undefined);
          setIsConflict(false);
        }}
      />
    </Flex>
  );
}
