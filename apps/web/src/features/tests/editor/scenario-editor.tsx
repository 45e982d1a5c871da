import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { App, Button, Flex, Input, Spin, Tabs, Tag, Typography, theme } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { TestScenario, TestStep } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/conflict-notice';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { testScenarioQuery, useTestScenario } from '../api/get-test-scenario';
import { useUpdateTestScenario } from '../api/update-test-scenario';
import {
  draftIssues,
  hasIssues,
  isChanged,
  NO_ISSUES,
  type DraftIssues,
} from '../lib/draft-issues';
import { issueText } from '../lib/issue-keys';
import { serverIssues } from '../lib/server-issues';
import { draftOf, saveBodyOf, type ScenarioDraft, type ScenarioEdit } from '../lib/scenario-draft';
import { SCENARIO_DESCRIPTION_MAX_LENGTH, SCENARIO_NAME_MAX_LENGTH } from '../lib/scenario-form';
import { stepIdsOf } from '../lib/step-tree';
import { RunHistory } from '../history/run-history';
import { MoreActions } from '../run/more-actions';
import { RunButton } from '../run/run-button';
import { PerformancePane } from '../performance/performance-pane';
import { RunPane } from '../run/run-pane';
import { ScheduleList } from '../schedules/schedule-list';
import { StepsWorkspace } from '../steps/steps-workspace';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { EnvironmentSelect } from './environment-select';
import { ScenarioSettingsPanel } from './scenario-settings';

const PRIMARY = 'primary';
const DANGER = 'danger';
const WARNING = 'warning';
const CENTER = 'center';
const LARGE = 'large';
const BORDERLESS = 'borderless';
const ERROR = 'error';
const ALERT = 'alert';
const NAME = 'name';
const DESCRIPTION = 'description';
const DESCRIPTION_ROWS = { minRows: 1, maxRows: 6 };
const ENVIRONMENT_WIDTH = 180;
/** The editor's tabs: the scenario's steps, its run (live or the one opened), history, schedules. */
const VIEWS = ['steps', 'run', 'history', 'performance', 'schedules'] as const;
type EditorView = (typeof VIEWS)[number];

export interface ScenarioEditorProps {
  projectId: string;
  scenarioId: string;
  readOnly: boolean;
  /** May start and stop runs (test.run): a reader sees runs but has no Run button. */
  canRun: boolean;
  /** The run the Run tab shows, kept by the section; null: the scenario's newest. */
  runId: string | null;
  onShowRun: (runId: string) => void;
  /** The section is on screen: only then does Ctrl/Cmd+S save. */
  isActive: boolean;
  /** The changes not saved yet, kept by the section; null when there are none. */
  edit: ScenarioEdit | null;
  onEdit: (edit: ScenarioEdit | null) => void;
}

/** Loads one scenario and edits it; see ScenarioForm. */
export function ScenarioEditor(props: ScenarioEditorProps) {
  const { t } = useTranslation();
  const scenario = useTestScenario(props.projectId, props.scenarioId);
  if (scenario.isPending) {
    return (
      <Flex flex={1} align={CENTER} justify={CENTER}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (scenario.isError) {
    return (
      <div style={{ padding: 16 }}>
        <ErrorAlert error={scenario.error} />
      </div>
    );
  }
  return <ScenarioForm {...props} loaded={scenario.data} />;
}

/**
 * A scenario's name, description, settings and steps. Untouched, the form shows the scenario as
 * loaded (a refetch shows through); once changed, it shows the draft until it is saved, and a
 * save sends it whole from the version it started at (a newer one is an edit conflict).
 */
function ScenarioForm({
  projectId,
  scenarioId,
  readOnly,
  canRun,
  runId,
  onShowRun,
  isActive,
  edit,
  onEdit,
  loaded,
}: ScenarioEditorProps & { loaded: TestScenario }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const update = useUpdateTestScenario();
  const [issues, setIssues] = useState<DraftIssues>(NO_ISSUES);
  const [isConflict, setIsConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [view, setView] = useState<EditorView>('steps');
  // The performance run shown in its tab; null: the scenario's newest.
  const [loadRunId, setLoadRunId] = useState<string | null>(null);
  // The edit as it is now, for a save that ends after further typing.
  const latest = useRef(edit);
  useEffect(() => {
    latest.current = edit;
  }, [edit]);

  const draft = edit?.draft ?? draftOf(loaded);
  const change = (next: ScenarioDraft) => {
    const baseVersion = edit?.baseVersion ?? loaded.version;
    const isBack = baseVersion === loaded.version && !isChanged(next, draftOf(loaded));
    onEdit(isBack ? null : { baseVersion, draft: next });
  };
  const changeSteps = (steps: TestStep[], changedId?: string) => {
    change({ ...draft, steps });
    if (changedId !== undefined && issues.steps[changedId]) {
      const { [changedId]: _, ...rest } = issues.steps;
      setIssues({ ...issues, steps: rest });
    }
  };
  const changeField = (field: 'name' | 'description', value: string) => {
    change({ ...draft, [field]: value });
    if (issues.fields[field]) {
      const { [field]: _, ...rest } = issues.fields;
      setIssues({ ...issues, fields: rest });
    }
  };

  const showIssues = (found: DraftIssues, steps: readonly TestStep[]) => {
    setIssues(found);
    const first = stepIdsOf(steps).find((id) => found.steps[id]);
    if (first) setSelectedId(first);
    void message.error(t('tests.editor.fixIssues'));
  };

  /** Saves the draft; true when it was saved (or there was nothing to save). */
  const save = async (): Promise<boolean> => {
    if (readOnly || update.isPending) return false;
    if (!edit) return true;
    const found = draftIssues(edit);
    if (hasIssues(found)) {
      setView('steps');
      showIssues(found, edit.draft.steps);
      return false;
    }
    try {
      const saved = await update.mutateAsync({ projectId, scenarioId, body: saveBodyOf(edit) });
      setIssues(NO_ISSUES);
      setIsConflict(false);
      // Typed on while the save was under way: that goes on from the version just saved.
      const now = latest.current;
      const isTypedOn = now !== null && now !== edit && isChanged(now.draft, draftOf(saved));
      onEdit(isTypedOn ? { baseVersion: saved.version, draft: now.draft } : null);
      void message.success(t('tests.editor.saved'));
      return true;
    } catch (error) {
      setView('steps');
      if (isEditConflict(error)) {
        setIsConflict(true);
        return false;
      }
      const server = serverIssues(error, edit.draft.steps);
      if (server) showIssues(server, edit.draft.steps);
      else void message.error(errorMessage(error));
      return false;
    }
  };

  const showRun = (shown: string) => {
    onShowRun(shown);
    setView('run');
  };

  const reload = async () => {
    setIsReloading(true);
    try {
      await queryClient.fetchQuery({ ...testScenarioQuery(projectId, scenarioId), staleTime: 0 });
      onEdit(null);
      setIssues(NO_ISSUES);
      setIsConflict(false);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setIsReloading(false);
    }
  };

  const onSaveKey = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
    // The browser's "save page" never helps here.
    event.preventDefault();
    void save();
  });
  useEffect(() => {
    if (!isActive || readOnly) return;
    const listener = (event: KeyboardEvent) => onSaveKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [isActive, readOnly]);

  const nameIssue = issues.fields.name;
  return (
    <Flex vertical style={{ flex: 1, minHeight: 0 }} data-testid={TESTS_TEST_IDS.editor}>
      <Flex
        align={CENTER}
        gap={12}
        style={{
          flex: 'none',
          padding: '10px 16px',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Input
            value={draft.name}
            size={LARGE}
            variant={BORDERLESS}
            readOnly={readOnly}
            maxLength={SCENARIO_NAME_MAX_LENGTH}
            aria-label={t('tests.editor.name')}
            placeholder={t('tests.editor.namePlaceholder')}
            status={nameIssue ? ERROR : undefined}
            onChange={(event) => changeField(NAME, event.target.value)}
            style={{ fontWeight: 600, paddingInline: 4 }}
            data-testid={TESTS_TEST_IDS.name}
          />
          {nameIssue && (
            <Typography.Text type={DANGER} role={ALERT} style={{ paddingInline: 4 }}>
              {issueText(t, nameIssue)}
            </Typography.Text>
          )}
        </Flex>
        {edit && !readOnly && (
          <Tag color={WARNING} data-testid={TESTS_TEST_IDS.unsaved} style={{ marginInlineEnd: 0 }}>
            {t('tests.editor.unsaved')}
          </Tag>
        )}
        {canRun && (
          <EnvironmentSelect
            projectId={projectId}
            scenarioId={scenarioId}
            ariaLabel={t('tests.run.environment')}
            testId={TESTS_TEST_IDS.runEnvironment}
            width={ENVIRONMENT_WIDTH}
          />
        )}
        {canRun && (
          <RunButton
            projectId={projectId}
            scenarioId={scenarioId}
            hasUnsaved={edit !== null}
            onSave={save}
            onStarted={showRun}
          />
        )}
        {!readOnly && (
          <Button
            type={PRIMARY}
            icon={<SaveOutlined />}
            disabled={edit === null}
            loading={update.isPending}
            onClick={() => void save()}
            title={t('tests.editor.saveKeys')}
            data-testid={TESTS_TEST_IDS.save}
          >
            {t('tests.editor.save')}
          </Button>
        )}
        <MoreActions projectId={projectId} scenarioId={scenarioId} />
      </Flex>
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key as EditorView)}
        items={VIEWS.map((key) => ({
          key,
          label: <span data-testid={testsTestIdOf.view(key)}>{t(`tests.run.views.${key}`)}</span>,
        }))}
        tabBarStyle={{ margin: 0, paddingInline: 16 }}
        style={{ flex: 'none' }}
        data-testid={TESTS_TEST_IDS.viewTabs}
      />
      {view === 'run' && (
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <RunPane projectId={projectId} scenarioId={scenarioId} runId={runId} canRun={canRun} />
        </div>
      )}
      {view === 'history' && (
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: 16 }}>
          <RunHistory projectId={projectId} scenarioId={scenarioId} onOpen={showRun} />
        </div>
      )}
      {view === 'performance' && (
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <PerformancePane
            projectId={projectId}
            scenarioId={scenarioId}
            runId={loadRunId}
            onShowRun={setLoadRunId}
            canRun={canRun}
            hasUnsaved={edit !== null}
            onSave={save}
          />
        </div>
      )}
      {view === 'schedules' && (
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: 16 }}>
          <ScheduleList
            projectId={projectId}
            scenarioId={scenarioId}
            canRun={canRun}
            onOpenRun={showRun}
          />
        </div>
      )}
      <div
        style={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          display: view === 'steps' ? 'block' : 'none',
        }}
      >
        <Flex vertical gap={16} style={{ padding: 16 }}>
          {isConflict && (
            <ConflictNotice
              message={t('tests.editor.conflict')}
              onReload={() => void reload()}
              isReloading={isReloading}
              data-testid={TESTS_TEST_IDS.conflict}
              reloadTestId={TESTS_TEST_IDS.reload}
            />
          )}
          <Input.TextArea
            value={draft.description}
            readOnly={readOnly}
            maxLength={SCENARIO_DESCRIPTION_MAX_LENGTH}
            autoSize={DESCRIPTION_ROWS}
            aria-label={t('tests.editor.description')}
            placeholder={readOnly ? undefined : t('tests.editor.descriptionPlaceholder')}
            onChange={(event) => changeField(DESCRIPTION, event.target.value)}
            data-testid={TESTS_TEST_IDS.description}
          />
          <ScenarioSettingsPanel
            projectId={projectId}
            scenarioId={scenarioId}
            settings={draft.settings}
            readOnly={readOnly}
            onChange={(settings) => change({ ...draft, settings })}
          />
          <StepsWorkspace
            projectId={projectId}
            steps={draft.steps}
            missing={loaded.missing}
            issues={issues.steps}
            readOnly={readOnly}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onChange={changeSteps}
          />
        </Flex>
      </div>
    </Flex>
  );
}
