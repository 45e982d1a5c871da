import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  isImportRunning,
  type CommitImportBody,
  type ImportIssue,
  type ImportJob,
  type ImportPreviewEntry,
  type KnownImportIssue,
} from '@heron/contract';
import { importJobs } from '../../db/schema/design-transfer.js';
import { pointerOf } from '../../lib/json-values.js';
import { AppError } from '../../http/app-error.js';
import {
  decide,
  listProjectMemberIds,
  type ProjectAccess,
  requireProject,
  type WorkspaceContext,
} from '../access/index.js';
import type { User } from '../auth/index.js';
import {
  isLiveFolder,
  isModelNameViolation,
  loadItemContent,
  loadLiveNodes,
} from '../design/index.js';
import {
  WorkerBusyError,
  WorkerMemoryError,
  type WorkerPool,
  WorkerStoppedError,
  WorkerTimeoutError,
} from '../../workers/index.js';
import { rememberItemDataTexts } from './data-text.js';
import { parseInWorker } from './parse-in-worker.js';
import { writeImport } from './import-commit.js';
import { withStorableText } from './well-formed-text.js';
import {
  INTERRUPTED_ISSUE,
  JOB_COLUMNS,
  requireJob,
  settleInterrupted,
  toImportJob,
  type ImportJobRow,
} from './import-jobs.js';
import { matchBundle, previewOf } from './import-preview.js';
import {
  ImportCancelled,
  ServerStopping,
  type ImportRunner,
  type ImportWork,
} from './import-runner.js';
import {
  remoteFileReader,
  withoutStandInFile,
  type OutboundOptions,
  type ReceivedImport,
} from './import-source.js';
import { CONVERTED_FILE_NAME, MaterialNotConverted, quoteKeyOfEntry } from './material-import.js';

/**
 * Imports (issue 5): a source is received and a job made at once (202); parsing and the preview
 * run in the background; the person commits with choices, and the write runs in the background
 * too, in one transaction. Nothing is written to the design before the commit, and a failed or
 * cancelled commit writes nothing.
 *
 * Who may do what: starting, committing and cancelling need `project.edit`. A job may be read
 * by the person who started it, or by anyone who may write to the project (locked or frozen
 * projects included: watching an import is not a change), never by others.
 */

export interface ImportDeps {
  ctx: WorkspaceContext;
  runner: ImportRunner;
  outbound: OutboundOptions;
  log: FastifyBaseLogger;
  onDesignChanged?: ((projectId: string) => void) | undefined;
  /** Parsing runs on its `imports` lane, never on the thread that answers HTTP. */
  workers: WorkerPool;
  /** Wall-clock limit of one parse (IMPORT_TIMEOUT_MS); then its thread is killed. */
  importTimeoutMs: number;
}

/** The states a job can be cancelled in. */
const CANCELLABLE = ['parsing', 'ready', 'importing'];

/** More findings than this are summed up in one last issue. */
const MAX_ISSUES = 1000;

const isError = (issue: ImportIssue) => issue.severity === 'error';

/** The findings as stored: at most MAX_ISSUES, with no text the database refuses. */
function capIssues(issues: readonly ImportIssue[]): ImportIssue[] {
  if (issues.length <= MAX_ISSUES) return withStorableText(issues);
  // Errors first, so a cap never hides why an import failed.
  const ordered = [...issues.filter(isError), ...issues.filter((i) => !isError(i))];
  const more: KnownImportIssue = {
    severity: 'warning',
    code: 'TOO_MANY_ISSUES',
    message: `${issues.length - MAX_ISSUES} more findings are not listed.`,
  };
  return withStorableText([...ordered.slice(0, MAX_ISSUES), more]);
}

export async function startImport(
  deps: ImportDeps,
  user: User,
  projectId: string,
  receive: (access: ProjectAccess) => Promise<ReceivedImport>,
): Promise<ImportJob> {
  const { db } = deps.ctx;
  // Refused callers never get to make the server read a file or fetch a URL.
  const access = await requireProject(deps.ctx, db, user, projectId, 'project.edit');
  // A full queue is answered now (503 or 429), not as a job that fails later.
  deps.workers.checkRoom('imports', user.id);
  const received = await receive(access);
  const [row] = await db
    .insert(importJobs)
    .values({
      projectId,
      userId: user.id,
      status: 'parsing',
      format: received.format ?? null,
      sourceName: received.sourceName,
    })
    .returning(JOB_COLUMNS);
  const job = row!;
  deps.runner.run(
    job.id,
    'parsing',
    (work) => parseJob(deps, job.id, projectId, user.id, received, work),
    (error) => settleFailure(deps, job.id, 'parsing', error),
  );
  return toImportJob(job, deps.runner);
}

async function parseJob(
  deps: ImportDeps,
  jobId: string,
  projectId: string,
  userId: string,
  received: ReceivedImport,
  work: ImportWork,
): Promise<void> {
  const { db } = deps.ctx;
  // AI parsing import: the model reads the material first; its document is parsed like any.
  const converted = received.convert ? await received.convert(jobId, work.signal) : null;
  work.signal.throwIfAborted();
  const source = converted
    ? { files: [{ name: CONVERTED_FILE_NAME, text: converted.text }] }
    : received.source;
  const first = source.files[0];
  const { parsed, packing } = await parseInWorker(
    {
      source,
      format: received.format,
      isRemote: received.isRemote,
      memberIds: [...(await listProjectMemberIds(db, projectId))],
    },
    {
      workers: deps.workers,
      owner: userId,
      timeoutMs: deps.importTimeoutMs,
      signal: work.signal,
      onProgress: work.setProgress,
      fetchText: remoteFileReader(
        deps.outbound,
        Buffer.byteLength(first?.text ?? '', 'utf8'),
        work.signal,
      ),
    },
  );
  // Awaited below; if the preview throws first, its failure is the one reported.
  packing.catch(() => undefined);
  work.signal.throwIfAborted();
  const whileParsing = and(eq(importJobs.id, jobId), eq(importJobs.status, 'parsing'));
  const issues = capIssues([
    ...(converted?.issues ?? []),
    ...withoutStandInFile(parsed.issues, received),
  ]);
  const { bundle } = parsed;
  if (bundle === null) {
    await db
      .update(importJobs)
      .set({ status: 'failed', format: parsed.format, issues, finishedAt: new Date() })
      .where(whileParsing);
    return;
  }

  // Made while the worker packs the copy the job keeps.
  const live = await loadLiveNodes(db, projectId);
  const matches = matchBundle(bundle, live);
  const matchedIds = matches.flatMap((m) => (m.existing ? [m.existing.id] : []));
  const preview = previewOf(matches, await loadItemContent(db, projectId, matchedIds));
  const { packed, dataTexts } = await packing;
  if (dataTexts) rememberItemDataTexts(bundle, dataTexts);
  work.signal.throwIfAborted();
  const [ready] = await db
    .update(importJobs)
    .set({
      status: 'ready',
      format: parsed.format,
      issues,
      summary: preview.summary,
      entries: converted ? withQuotes(preview.entries, converted.quotes) : preview.entries,
      bundle: packed,
    })
    .where(whileParsing)
    .returning({ id: importJobs.id });
  // Not when a cancel got there first.
  if (ready) deps.runner.held.hold(jobId, bundle);
}

/** Each preview entry with the sentence of the material it came from, when the model gave one. */
function withQuotes(
  entries: readonly ImportPreviewEntry[],
  quotes: Readonly<Record<string, string>>,
): ImportPreviewEntry[] {
  return entries.map((entry) => {
    const key = quoteKeyOfEntry(entry);
    const quote = key === null ? undefined : quotes[key];
    return quote === undefined ? entry : { ...entry, quote };
  });
}

/** Records how a stage's work ended when it did not finish (nothing it began is kept). */
async function settleFailure(
  deps: ImportDeps,
  jobId: string,
  stage: 'parsing' | 'importing',
  error: unknown,
): Promise<void> {
  const inStage = and(eq(importJobs.id, jobId), eq(importJobs.status, stage));
  const finishedAt = new Date();
  deps.runner.held.drop(jobId);
  if (error instanceof ImportCancelled) {
    // The cancel route has usually marked it already; a cancel seen only here is marked now.
    await deps.ctx.db
      .update(importJobs)
      .set({ status: 'cancelled', finishedAt, bundle: null })
      .where(inStage);
    return;
  }
  const [row] = await deps.ctx.db
    .select({ issues: importJobs.issues })
    .from(importJobs)
    .where(eq(importJobs.id, jobId));
  let issue: KnownImportIssue;
  if (error instanceof MaterialNotConverted) {
    issue = error.issue;
  } else if (error instanceof ServerStopping || error instanceof WorkerStoppedError) {
    issue = INTERRUPTED_ISSUE;
  } else if (error instanceof WorkerTimeoutError) {
    issue = {
      severity: 'error',
      code: 'TOO_COMPLEX',
      message: `Reading the source took longer than the server allows (${Math.round(error.timeoutMs / 1000)} s), so it was stopped; nothing was written.`,
    };
  } else if (error instanceof WorkerMemoryError) {
    issue = {
      severity: 'error',
      code: 'TOO_COMPLEX',
      message: `Reading the source needed more memory than the server allows (${error.memoryMb} MB), so it was stopped; nothing was written.`,
    };
  } else if (error instanceof WorkerBusyError) {
    issue = {
      severity: 'error',
      code: 'INTERRUPTED',
      message: `The server had too much work waiting to read the source; nothing was written. Start it again in ${error.retryAfterSeconds} s.`,
    };
  } else if (isModelNameViolation(error)) {
    issue = {
      severity: 'error',
      code: 'MODEL_NAME_TAKEN',
      message:
        'A data model of the same name was created while the import was writing; nothing was written. Start the import again.',
    };
  } else {
    deps.log.error({ err: error, jobId }, 'import failed');
    issue = {
      severity: 'error',
      code: 'INTERNAL',
      message: 'The import stopped on an unexpected error; nothing was written.',
    };
  }
  await deps.ctx.db
    .update(importJobs)
    .set({
      status: 'failed',
      issues: [...((row?.issues as ImportIssue[] | undefined) ?? []), issue],
      finishedAt,
      bundle: null,
    })
    .where(inStage);
}

/** May this person write to the project, whatever its lock or plan state says today? */
function canWrite(access: ProjectAccess): boolean {
  return decide(access.actor, 'project.edit', {
    ...access.state,
    isLocked: false,
    isFrozen: false,
  });
}

/**
 * A job on another server process is not seen to settle here: a held read looks at its state
 * this often instead.
 */
const OTHER_SERVER_RECHECK_MS = 250;

/**
 * The job as its reader may see it. With `waitMs`, a running job is answered once it leaves the
 * state it was in, or when `waitMs` has passed, whichever is first; the access check is made again
 * then, as for a new read.
 */
export async function getImportJob(
  deps: ImportDeps,
  user: User,
  projectId: string,
  jobId: string,
  waitMs = 0,
): Promise<ImportJob> {
  const first = await readVisibleJob(deps, user, projectId, jobId);
  if (waitMs <= 0 || !isImportRunning(first.status)) return toImportJob(first, deps.runner);
  await waitWhileInState(deps, jobId, first.status, Date.now() + waitMs);
  return toImportJob(await readVisibleJob(deps, user, projectId, jobId), deps.runner);
}

async function readVisibleJob(
  deps: ImportDeps,
  user: User,
  projectId: string,
  jobId: string,
): Promise<ImportJobRow> {
  const { db } = deps.ctx;
  const access = await requireProject(deps.ctx, db, user, projectId, 'project.view');
  const row = await requireJob(db, projectId, jobId);
  if (row.userId !== user.id && !canWrite(access)) {
    throw new AppError('PERMISSION_DENIED', {
      detail: 'Only the person who started an import, or a member who may edit, can see it.',
    });
  }
  return settleInterrupted(db, deps.runner, row);
}

async function waitWhileInState(
  deps: ImportDeps,
  jobId: string,
  status: string,
  deadline: number,
): Promise<void> {
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0 || deps.runner.stopping) return;
    // Work running here ends with the job's state written; elsewhere, look again in a while.
    await deps.runner.settledWithin(
      jobId,
      deps.runner.isRunning(jobId) ? left : Math.min(left, OTHER_SERVER_RECHECK_MS),
    );
    const [row] = await deps.ctx.db
      .select({ status: importJobs.status })
      .from(importJobs)
      .where(eq(importJobs.id, jobId));
    if (row?.status !== status) return;
  }
}

export async function commitImport(
  deps: ImportDeps,
  user: User,
  projectId: string,
  jobId: string,
  body: CommitImportBody,
): Promise<ImportJob> {
  const { db } = deps.ctx;
  await requireProject(deps.ctx, db, user, projectId, 'project.edit');
  const job = await settleInterrupted(db, deps.runner, await requireJob(db, projectId, jobId));
  if (job.status !== 'ready') {
    throw new AppError('IMPORT_NOT_READY', { detail: `The import is ${job.status}.` });
  }
  const entries = job.entries as ImportPreviewEntry[];
  checkChoices(body, entries);
  if (body.targetFolderId !== null) await checkTargetFolder(deps, projectId, body.targetFolderId);

  const [moved] = await db
    .update(importJobs)
    .set({ status: 'importing' })
    .where(
      and(
        eq(importJobs.id, jobId),
        eq(importJobs.projectId, projectId),
        eq(importJobs.status, 'ready'),
      ),
    )
    // Not the bundle: the background write reads it.
    .returning({ id: importJobs.id });
  // Two commits at once: the first one moved it on.
  if (!moved) throw new AppError('IMPORT_NOT_READY', { detail: 'The import is already running.' });

  deps.runner.run(
    jobId,
    'importing',
    async (work) => {
      await writeImport(db, {
        jobId,
        projectId,
        parsed: deps.runner.held.take(jobId),
        authorId: user.id,
        entries,
        body,
        work,
        cancel: () => deps.runner.cancel(jobId),
      });
      deps.onDesignChanged?.(projectId);
    },
    (error) => settleFailure(deps, jobId, 'importing', error),
  );
  // As a read of the job would answer now: no entries once the choices are made.
  return toImportJob({ ...job, status: 'importing', entries: [] }, deps.runner);
}

function checkChoices(body: CommitImportBody, entries: readonly ImportPreviewEntry[]): void {
  const keys = new Set(entries.map((entry) => entry.key));
  const unknown = Object.keys(body.choices).filter((key) => !keys.has(key));
  if (unknown.length === 0) return;
  throw new AppError('VALIDATION_FAILED', {
    detail: `body/choices: no preview entry has the key ${JSON.stringify(unknown[0])}`,
    errors: unknown.slice(0, 50).map((key) => ({
      in: 'body' as const,
      pointer: pointerOf(['choices', key]),
      message: 'No preview entry has this key',
    })),
  });
}

async function checkTargetFolder(deps: ImportDeps, projectId: string, folderId: string) {
  if (!(await isLiveFolder(deps.ctx.db, projectId, folderId, 'api'))) {
    throw new AppError('VALIDATION_FAILED', {
      detail: 'body/targetFolderId: not a live folder of the API section of this project',
      errors: [
        {
          in: 'body',
          pointer: '/targetFolderId',
          message: 'Not a folder of the API section of this project',
        },
      ],
    });
  }
}

export async function cancelImport(
  deps: ImportDeps,
  user: User,
  projectId: string,
  jobId: string,
): Promise<ImportJob> {
  const { db } = deps.ctx;
  await requireProject(deps.ctx, db, user, projectId, 'project.edit');
  const job = await settleInterrupted(db, deps.runner, await requireJob(db, projectId, jobId));
  if (!CANCELLABLE.includes(job.status)) {
    throw new AppError('IMPORT_NOT_READY', { detail: `The import is ${job.status}.` });
  }
  // The switch first: on the embedded database a running write holds the only connection until
  // its transaction ends, so the update below waits for the write to see the switch and roll
  // back. (Its failure handler may then mark the job cancelled before the update does.)
  deps.runner.cancel(jobId);
  deps.runner.held.drop(jobId);
  const [cancelled] = await db
    .update(importJobs)
    .set({ status: 'cancelled', finishedAt: new Date(), bundle: null })
    .where(and(eq(importJobs.id, job.id), inArray(importJobs.status, CANCELLABLE)))
    .returning(JOB_COLUMNS);
  if (cancelled) return toImportJob(cancelled, deps.runner);
  const now = await requireJob(db, projectId, jobId);
  if (now.status === 'cancelled') return toImportJob(now, deps.runner);
  // The write ended before the switch was seen: it is done, and stays done.
  throw new AppError('IMPORT_NOT_READY', { detail: `The import is ${now.status}.` });
}
