import type { ImportJob } from '@heron/contract';
import { getImportJob, IMPORT_POLL_MS, isImportRunning } from './get-import-job';

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
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
    let job: ImportJob;
    try {
      job = await getImportJob(projectId, jobId);
    } catch {
      onEnd(undefined);
      return;
    }
    if (!isImportRunning(job.status)) {
      onEnd(job);
      return;
    }
  }
}
