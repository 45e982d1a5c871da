import { useRef, useState } from 'react';
import { App, Button, Flex, Modal, Steps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportJob } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { cancelImport, useCancelImport } from './api/cancel-import';
import { useCommitImport } from './api/commit-import';
import { followImportJob } from './api/follow-import-job';
import { useImportJob } from './api/get-import-job';
import { designKeys } from '../../../lib/design/design-keys';
import { useStartImport, type ImportSourceInput } from './api/start-import';
import { DoneStep } from './import/done-step';
import { FailedStep } from './import/failed-step';
import { PreviewStep } from './import/preview-step';
import { ProgressStep } from './import/progress-step';
import { SourceStep } from './import/source-step';
import { EMPTY_DRAFT, type ImportDraft } from './lib/import-draft';
import { useNumberFormat } from '../../../lib/use-number-format';

const DIALOG_WIDTH = 920;
const SMALL = 'small';
const ERROR = 'error';
const END = 'end';
const TEST_ID = 'import-dialog';

export interface ImportDialogProps {
  projectId: string;
  /** The team whose points a purchase tops up (AI parsing); none: the personal space. */
  teamId?: string | undefined;
  open: boolean;
  onClose(): void;
}

type Stage = 'source' | 'parsing' | 'failed' | 'preview' | 'importing' | 'done' | 'lost';

/** Where the dialog is, from the job (there is no job before the source is sent). */
function stageOf(jobId: string | undefined, job: ImportJob | undefined, isLost: boolean): Stage {
  if (!jobId) return 'source';
  if (isLost) return 'lost';
  switch (job?.status) {
    case undefined:
    case 'parsing':
      return 'parsing';
    case 'ready':
      return 'preview';
    case 'importing':
      return 'importing';
    case 'done':
      return 'done';
    case 'failed':
      return 'failed';
    case 'cancelled':
      // Back to the source, with what was entered, to try again.
      return 'source';
  }
}

const STEP_OF_STAGE: Record<Stage, number> = {
  source: 0,
  parsing: 1,
  failed: 1,
  lost: 1,
  preview: 2,
  importing: 3,
  done: 3,
};

/**
 * Import into the project's design (issue 5), like Apifox and Postman: choose the source, the
 * server reads and checks it in a job (progress, cancel), a preview shows what would be added,
 * changed and left alone with a choice per conflict, then the import is written in one
 * transaction (progress, cancel) and the designer refreshes. Nothing is written before the
 * person confirms the preview, and a refused source writes nothing. AI parsing (issue 24) is one
 * more source: the job's model reads the material first, and the preview quotes it.
 */
export function ImportDialog({ projectId, teamId, open, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const number = useNumberFormat();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string>();
  const [draft, setDraft] = useState<ImportDraft>(EMPTY_DRAFT);
  // Goes up each time the dialog lets go of its import: a start that answers after that (the
  // dialog was closed meanwhile) started a job nobody follows, which is cancelled.
  const session = useRef(0);
  const start = useStartImport(projectId);
  const commit = useCommitImport(projectId);
  const cancel = useCancelImport(projectId);
  const jobQuery = useImportJob(projectId, jobId);
  const job = jobQuery.data?.id === jobId ? jobQuery.data : undefined;
  const stage = stageOf(jobId, job, jobQuery.isError && !job);

  const refreshDesigner = () =>
    void queryClient.invalidateQueries({ queryKey: designKeys.project(projectId) });

  const forget = () => {
    session.current += 1;
    setJobId(undefined);
    setDraft(EMPTY_DRAFT);
    start.reset();
    commit.reset();
    cancel.reset();
  };

  const startImport = (source: ImportSourceInput) => {
    commit.reset();
    cancel.reset();
    const startedIn = session.current;
    start.mutateAsync(source).then(
      (started) => {
        if (session.current === startedIn) setJobId(started.id);
        else void cancelImport(projectId, started.id).catch(() => undefined);
      },
      // Shown from the mutation's state by the source step.
      () => undefined,
    );
  };

  const cancelJob = () => {
    if (jobId) cancel.mutate(jobId);
  };

  // An import being written goes on after the dialog closes; the designer refreshes when it ends.
  const followInBackground = (id: string) => {
    void message.info(t('design.transfer.import.continuesInBackground'));
    void followImportJob(projectId, id, (ended) => {
      if (ended?.status === 'done') {
        refreshDesigner();
        const result = ended.result ?? { created: 0, updated: 0, skipped: 0 };
        void message.success(
          t('design.transfer.import.finishedInBackground', {
            created: number(result.created),
            updated: number(result.updated),
            skipped: number(result.skipped),
          }),
        );
      } else if (ended?.status === 'failed') {
        void message.error(t('design.transfer.import.failedInBackground'));
      }
    });
  };

  const close = () => {
    if (jobId && job?.status === 'importing') followInBackground(jobId);
    // A job nobody will confirm is cancelled rather than left waiting on the server.
    else if (jobId && (job === undefined || job.status === 'parsing' || job.status === 'ready')) {
      void cancelImport(projectId, jobId).catch(() => undefined);
    }
    if (job?.status === 'done') refreshDesigner();
    forget();
    onClose();
  };

  const stepItems = [
    { title: t('design.transfer.import.steps.source') },
    { title: t('design.transfer.import.steps.parse') },
    { title: t('design.transfer.import.steps.preview') },
    { title: t('design.transfer.import.steps.import') },
  ];

  return (
    <Modal
      open={open}
      title={t('design.transfer.import.title')}
      onCancel={close}
      footer={null}
      width={DIALOG_WIDTH}
      maskClosable={false}
      destroyOnHidden
    >
      <div data-testid={TEST_ID}>
        <Steps
          size={SMALL}
          current={STEP_OF_STAGE[stage]}
          status={stage === 'failed' || stage === 'lost' ? ERROR : undefined}
          items={stepItems}
          style={{ marginBottom: 24 }}
        />
        {stage === 'source' && (
          <SourceStep
            projectId={projectId}
            draft={draft}
            onDraftChange={setDraft}
            onStart={startImport}
            onCancel={close}
            isStarting={start.isPending}
            error={start.error}
            teamId={teamId}
            wasCancelled={job?.status === 'cancelled'}
          />
        )}
        {(stage === 'parsing' || stage === 'importing') && (
          <>
            <ErrorAlert error={cancel.error} />
            <ProgressStep
              stage={stage}
              isReadByAi={draft.tab === 'ai'}
              job={job}
              onCancel={cancelJob}
              isCancelling={cancel.isPending}
            />
          </>
        )}
        {stage === 'failed' && job && <FailedStep job={job} onBack={() => setJobId(undefined)} />}
        {stage === 'lost' && (
          <>
            <ErrorAlert error={jobQuery.error} />
            <Flex justify={END}>
              <Button onClick={() => setJobId(undefined)}>
                {t('design.transfer.import.back')}
              </Button>
            </Flex>
          </>
        )}
        {stage === 'preview' && job && (
          <PreviewStep
            projectId={projectId}
            job={job}
            onCommit={(body) => commit.mutate({ jobId: job.id, body })}
            onCancel={cancelJob}
            isCommitting={commit.isPending}
            isCancelling={cancel.isPending}
            error={commit.error ?? cancel.error}
          />
        )}
        {stage === 'done' && job && <DoneStep job={job} onClose={close} />}
      </div>
    </Modal>
  );
}
