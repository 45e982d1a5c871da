import { Flex, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTestGenerationRuns } from '../api/list-test-generation-runs';
import { useStartTestGeneration } from '../api/start-test-generation';
import type { GenerateTestsScope } from '../annotate-scope';
import { AI_TEST_IDS } from '../test-ids';
import { useRunDialog } from '../use-run-dialog';
import { TestsRunView } from './tests-run-view';
import { TestsStartPanel } from './tests-start-panel';

// Wide: a case's body and assertions sit beside its actions.
const DIALOG_WIDTH = 880;
const CENTER = 'center';

export interface GenerateTestsDialogProps {
  projectId: string;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId?: string | undefined;
  scope: GenerateTestsScope;
  open: boolean;
  onClose: () => void;
}

/**
 * AI test generation for one endpoint (issue 24). It opens on the endpoint's latest run when it
 * is going or has cases waiting for review, else on the start of a new run. A started run is
 * followed here (it goes on when the dialog closes); its cases are reviewed under it, and the
 * accepted ones are written as a test scenario, one for the run however many times cases of it
 * are accepted.
 */
export function GenerateTestsDialog({
  projectId,
  teamId,
  scope,
  open,
  onClose,
}: GenerateTestsDialogProps) {
  const { t } = useTranslation();
  const runs = useTestGenerationRuns(projectId, scope.endpointId);
  const start = useStartTestGeneration(projectId);
  const { language, setLanguage, shown, startRun, newRun } = useRunDialog(
    runs,
    start,
    (language, idempotencyKey) => ({ endpointId: scope.endpointId, language, idempotencyKey }),
  );

  return (
    <Modal
      open={open}
      title={t('ai.tests.title', { name: scope.title })}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH}
    >
      <div data-testid={AI_TEST_IDS.testsDialog}>
        {shown === undefined ? (
          <Flex justify={CENTER} style={{ padding: 24 }}>
            <Spin aria-label={t('common.loading')} />
          </Flex>
        ) : shown.view === 'start' ? (
          <TestsStartPanel
            projectId={projectId}
            teamId={teamId}
            endpointId={scope.endpointId}
            title={scope.title}
            language={language}
            onLanguageChange={setLanguage}
            onStart={startRun}
            isStarting={start.isPending}
            startError={start.error}
            onClose={onClose}
          />
        ) : (
          <TestsRunView
            // A run shown after another starts afresh: no decision or link of the last.
            key={shown.run.id}
            projectId={projectId}
            teamId={teamId}
            title={scope.title}
            initial={shown.run}
            onNewRun={newRun}
            onClose={onClose}
          />
        )}
      </div>
    </Modal>
  );
}
