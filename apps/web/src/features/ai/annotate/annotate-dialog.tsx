import { useState } from 'react';
import { Flex, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAnnotationRuns } from '../api/list-annotation-runs';
import { useStartAnnotation } from '../api/start-annotation';
import type { AnnotateScope } from '../annotate-scope';
import { AnnotationReview } from '../review/annotation-review';
import { AI_TEST_IDS } from '../test-ids';
import { useRunDialog } from '../use-run-dialog';
import { PreviewPanel } from './preview-panel';
import { RunPanel } from './run-panel';

const DIALOG_WIDTH = 720;
const CENTER = 'center';

export interface AnnotateDialogProps {
  projectId: string;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId?: string | undefined;
  scope: AnnotateScope;
  open: boolean;
  onClose: () => void;
}

/**
 * AI annotation of the scope (issue 24). It opens on the project's run when one is going or has
 * proposals waiting for review, else on the preview of a new run: coverage, cost and Start.
 * A started run is followed here (it goes on when the dialog closes), and its proposals are
 * reviewed in a drawer, which hides the dialog until it closes.
 */
export function AnnotateDialog({ projectId, teamId, scope, open, onClose }: AnnotateDialogProps) {
  const { t } = useTranslation();
  const runs = useAnnotationRuns(projectId);
  const start = useStartAnnotation(projectId);
  const { language, setLanguage, shown, startRun, newRun } = useRunDialog(
    runs,
    start,
    (language, idempotencyKey) => ({ itemIds: scope.itemIds, language, idempotencyKey }),
  );
  const [isReviewing, setIsReviewing] = useState(false);

  return (
    <>
      <Modal
        open={open && !isReviewing}
        title={t('ai.annotate.title', { name: scope.title })}
        onCancel={onClose}
        footer={null}
        width={DIALOG_WIDTH}
      >
        <div data-testid={AI_TEST_IDS.dialog}>
          {shown === undefined ? (
            <Flex justify={CENTER} style={{ padding: 24 }}>
              <Spin aria-label={t('common.loading')} />
            </Flex>
          ) : shown.view === 'start' ? (
            <PreviewPanel
              projectId={projectId}
              teamId={teamId}
              scope={scope}
              language={language}
              onLanguageChange={setLanguage}
              onStart={startRun}
              isStarting={start.isPending}
              startError={start.error}
              onClose={onClose}
            />
          ) : (
            <RunPanel
              // A run shown after another starts afresh: no stop or resume error of the last.
              key={shown.run.id}
              projectId={projectId}
              teamId={teamId}
              initial={shown.run}
              onReview={() => setIsReviewing(true)}
              onNewRun={newRun}
              onClose={onClose}
            />
          )}
        </div>
      </Modal>
      {shown?.view === 'run' && (
        <AnnotationReview
          projectId={projectId}
          runId={shown.run.id}
          open={open && isReviewing}
          onClose={() => setIsReviewing(false)}
        />
      )}
    </>
  );
}
