import { useState } from 'react';
import { Flex, Modal, Spin } from 'antd';
import { FALLBACK_LANGUAGE, normalizeLanguage, type AiRun, type Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useAnnotationRuns } from '../api/list-annotation-runs';
import { useStartAnnotation } from '../api/start-annotation';
import type { AnnotateScope } from '../annotate-scope';
import { AnnotationReview } from '../review/annotation-review';
import { AI_TEST_IDS } from '../test-ids';
import { currentRun } from './current-run';
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

/** What the dialog shows: the preview of a new run, or a run. */
type Shown = { view: 'preview' } | { view: 'run'; run: AiRun };

const newKey = () => crypto.randomUUID();

/**
 * AI annotation of the scope (issue 24). It opens on the project's run when one is going or has
 * proposals waiting for review, else on the preview of a new run: coverage, cost and Start.
 * A started run is followed here (it goes on when the dialog closes), and its proposals are
 * reviewed in a drawer, which hides the dialog until it closes.
 */
export function AnnotateDialog({ projectId, teamId, scope, open, onClose }: AnnotateDialogProps) {
  const { t, i18n } = useTranslation();
  const runs = useAnnotationRuns(projectId);
  const start = useStartAnnotation(projectId);
  const [language, setLanguage] = useState<Language>(
    () => normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE,
  );
  // One key for every start of one run, so a retried click answers the run the first started;
  // a new one once that run is left for a new preview.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [shown, setShown] = useState<Shown>();
  const [isReviewing, setIsReviewing] = useState(false);

  // The list as it is now (not one held from an earlier opening) decides where the dialog opens;
  // later lists, refreshed after a start, stop or review, do not move it. A list that cannot be
  // read leaves the preview.
  if (shown === undefined && runs.isFetchedAfterMount) {
    const going = runs.data ? currentRun(runs.data) : undefined;
    setShown(going ? { view: 'run', run: going } : { view: 'preview' });
  }

  const startRun = () =>
    start.mutate(
      { itemIds: scope.itemIds, language, idempotencyKey },
      { onSuccess: (run) => setShown({ view: 'run', run }) },
    );

  const newRun = () => {
    setIdempotencyKey(newKey());
    start.reset();
    setShown({ view: 'preview' });
  };

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
          ) : shown.view === 'preview' ? (
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
