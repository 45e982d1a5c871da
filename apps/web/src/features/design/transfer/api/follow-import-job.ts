import { isImportRunning, type ImportJob } from '@heron/contract';
import { getImportJob, IMPORT_REASK_MS } from './get-import-job';

/** A background follower needs no progress: each read is held until the job moves on, or this. */
const FOLLOW_WAIT_MS = 5_000;

/**
 * Follows a job after its dialog closed (an import goes on in the background) until it stops
 * running, then hands over its last state; `undefined` when the job could no longer be read.
 */
export async function followImportJob(
  projectId: string,
  jobId: string,
  onEnd: (job: ImportJob | undefined) => void,
): Promise<void> {
  for (;;) {
    let job: ImportJob;
    try {
      job = await getImportJob(projectId, jobId, { waitMs: FOLLOW_WAIT_MS });
    } catch {
      onEnd(undefined);
      return;
    }
    if (!isImportRunning(job.status)) {
      onEnd(job);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, IMPORT_REASK_MS));
  }
}
