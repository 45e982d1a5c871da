import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-rows.js';
import { AppError } from '../../http/app-error.js';
import { WorkerMemoryError, WorkerTimeoutError, type WorkerPool } from '../../workers/index.js';
import type { WorkspaceContext } from '../access/index.js';
import { designStamp, readProjectDesign, type ProjectDesign } from '../design/index.js';
import { findBuild, saveBuild, type BuildRow, type BuildSource } from './build-store.js';
import type { DocsTaskInput, DocsTaskOutput } from './docs-task.js';

const DOCS_TASK = new URL('./docs-task.js', import.meta.url).href;

export interface DocsWork {
  ctx: WorkspaceContext;
  /** Builds, comparisons and downloads run on its `imports` lane. */
  workers: WorkerPool;
  /** Wall-clock limit of one (IMPORT_TIMEOUT_MS); then its thread is killed. */
  timeoutMs: number;
}

/** Runs docs work on a worker thread, in turn with the project's other docs work. */
export async function runDocsTask<K extends DocsTaskOutput['kind']>(
  work: DocsWork,
  owner: string,
  input: DocsTaskInput & { kind: K },
): Promise<DocsTaskOutput & { kind: K }> {
  try {
    return await work.workers.run<DocsTaskOutput & { kind: K }>(
      'imports',
      { module: DOCS_TASK, payload: input },
      { owner, timeoutMs: work.timeoutMs },
    );
  } catch (error) {
    if (error instanceof WorkerTimeoutError) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `Building these docs took longer than the server allows (${Math.round(error.timeoutMs / 1000)} s), so it was stopped.`,
      });
    }
    if (error instanceof WorkerMemoryError) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `Building these docs needed more memory than the server allows (${error.memoryMb} MB), so it was stopped.`,
      });
    }
    throw error;
  }
}

/** The design's stamp: it changes whenever an item or the design settings change. */
export async function currentStamp(db: WorkspaceContext['db'], projectId: string): Promise<string> {
  const rows = await rowsOf<{ stamp: string | null }>(
    db,
    sql`select ${designStamp(projectId)} as stamp`,
  );
  return rows[0]?.stamp ?? '';
}

/**
 * Builds of the live design (a site in live mode, share links), kept up to date: a reader gets
 * the stored build at once when the design has not changed since; when it has, the build is
 * made again in the background and the reader still gets the older one (the next reader gets
 * the new one), unless there is none yet. One build at a time per source, however many readers
 * ask: a reader cannot make the server build more than once per change of the design.
 */
export class LiveBuilds {
  private readonly running = new Map<string, Promise<BuildRow>>();

  constructor(private readonly work: DocsWork) {}

  async get(
    projectId: string,
    source: Exclude<BuildSource, 'version'>,
    sourceKey: string,
    itemIds: string[] | null,
  ): Promise<BuildRow> {
    const { db } = this.work.ctx;
    const [stamp, stored] = await Promise.all([
      currentStamp(db, projectId),
      findBuild(db, projectId, source, sourceKey),
    ]);
    const wanted = stampOf(stamp, itemIds);
    if (stored && stored.stamp === wanted) return stored;
    const building = this.build(projectId, source, sourceKey, itemIds, wanted);
    if (stored) {
      // Stale but readable: the reader is not kept waiting for the rebuild.
      building.catch(() => undefined);
      return stored;
    }
    return building;
  }

  /**
   * A published version's build: stored when it was published, made again from its snapshot
   * only if it is missing (a build lost, a version published before its pages were kept).
   */
  async version(
    projectId: string,
    number: number,
    snapshot: () => Promise<ProjectDesign | undefined>,
  ): Promise<BuildRow | undefined> {
    const { db } = this.work.ctx;
    const stored = await findBuild(db, projectId, 'version', String(number));
    if (stored) return stored;
    const key = `${projectId}:version:${number}`;
    const running = this.running.get(key);
    if (running) return running;
    const design = await snapshot();
    if (!design) return undefined;
    const promise = (async () => {
      const { site } = await runDocsTask(this.work, `docs:${projectId}`, {
        kind: 'build',
        design,
        itemIds: null,
      });
      return saveBuild(
        db,
        { projectId, source: 'version', sourceKey: String(number), stamp: '' },
        site,
      );
    })().finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }

  /** Waits for builds in progress (tests, and a clean stop). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  private build(
    projectId: string,
    source: Exclude<BuildSource, 'version'>,
    sourceKey: string,
    itemIds: string[] | null,
    stamp: string,
  ): Promise<BuildRow> {
    const key = `${projectId}:${source}:${sourceKey}`;
    const running = this.running.get(key);
    if (running) return running;
    const promise = (async () => {
      const { db } = this.work.ctx;
      const design: ProjectDesign = await readProjectDesign(db, projectId);
      const { site } = await runDocsTask(this.work, `docs:${projectId}`, {
        kind: 'build',
        design,
        itemIds,
      });
      return saveBuild(db, { projectId, source, sourceKey, stamp }, site);
    })().finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }
}

/** A share link's build depends on its choice of items as well as on the design. */
function stampOf(stamp: string, itemIds: string[] | null): string {
  return itemIds === null ? stamp : `${stamp}#${[...itemIds].sort().join(',')}`;
}
