import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_RUNNING_STATUSES,
  isImportRunning,
  type ImportFormat,
  type ImportIssue,
  type ImportJob,
  type ImportPreviewEntry,
  type KnownImportIssue,
} from '@heron/contract';
import { importJobs } from '../../db/schema/design-transfer.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../access/index.js';
import type { ImportRunner } from './import-runner.js';

/** Import job rows: reading them as the API answers them, and what a restart left behind. */

// Everything but the parsed bundle (megabytes, read only by the write): jobs are polled. The
// preview entries only while the job is ready, the one state in which they are chosen from:
// afterwards a running write is polled every 300 ms, and Kubernetes' 1,894 entries are 350 kB
// an answer, 15 ms of the embedded database's time each, taken from the write it reports on.
const { bundle: _bundle, ...jobColumns } = getTableColumns(importJobs);
export const JOB_COLUMNS = {
  ...jobColumns,
  entries: sql<unknown>`case when ${importJobs.status} = 'ready' then ${importJobs.entries} else '[]'::jsonb end`,
};

export type ImportJobRow = Omit<typeof importJobs.$inferSelect, 'bundle'>;

const RUNNING = [...IMPORT_RUNNING_STATUSES];

export const INTERRUPTED_ISSUE: KnownImportIssue = {
  severity: 'error',
  code: 'INTERRUPTED',
  message: 'The server stopped while this import was running; nothing was written. Start it again.',
};

export function toImportJob(row: ImportJobRow, runner: ImportRunner): ImportJob {
  const live = runner.progressOf(row.id);
  const result = row.result as ImportJob['result'];
  let progress = { done: 0, total: 0 };
  if (live && live.stage === row.status) progress = { done: live.done, total: live.total };
  else if (result) {
    const count = result.created + result.updated + result.skipped;
    progress = { done: count, total: count };
  }
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status as ImportJob['status'],
    format: row.format as ImportFormat | null,
    sourceName: row.sourceName,
    progress,
    issues: row.issues as ImportIssue[],
    summary: row.summary as ImportJob['summary'],
    entries: row.entries as ImportPreviewEntry[],
    result,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The project's job, or NOT_FOUND (also for a job of another project). */
export async function requireJob(db: Db, projectId: string, jobId: string): Promise<ImportJobRow> {
  const [row] = await db
    .select(JOB_COLUMNS)
    .from(importJobs)
    .where(and(eq(importJobs.projectId, projectId), eq(importJobs.id, jobId)));
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such import.' });
  return row;
}

/**
 * A job still marked running that no work of this process drives, and that began before this
 * process started, was cut off by a restart: it becomes `failed` (INTERRUPTED). Its write, if it
 * had begun, was rolled back with the connection. A job begun after this start and not running
 * here belongs to another server process and is left as it is.
 */
export async function settleInterrupted(
  db: Db,
  runner: ImportRunner,
  row: ImportJobRow,
): Promise<ImportJobRow> {
  if (!isImportRunning(row.status) || runner.isRunning(row.id)) return row;
  if (row.createdAt >= runner.startedAt) return row;
  const [failed] = await db
    .update(importJobs)
    .set({
      status: 'failed',
      issues: [...(row.issues as ImportIssue[]), INTERRUPTED_ISSUE],
      finishedAt: new Date(),
      bundle: null,
    })
    .where(and(eq(importJobs.id, row.id), inArray(importJobs.status, RUNNING)))
    .returning(JOB_COLUMNS);
  return failed ?? (await requireJob(db, row.projectId, row.id));
}
