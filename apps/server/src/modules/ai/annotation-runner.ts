import { and, eq, lte, sql } from 'drizzle-orm';
import type { Language } from '@heron/contract';
import {
  ANNOTATION_ANSWER_SCHEMA,
  annotationMessages,
  estimateCallTokens,
  planAnnotationCalls,
  readAnnotationAnswer,
} from '@heron/engine';
import type { FastifyBaseLogger } from 'fastify';
import { aiProposals, aiRuns } from '../../db/schema/ai.js';
import type { Database } from '../../db/client.js';
import {
  aiFunds,
  aiFundsRefusal,
  chargeAiUse,
  pointsForTokens,
  type AiUse,
} from '../points/index.js';
import { ModelCallError, type ModelClient } from './model-client.js';
import { openAsks, placeKey, proposedPlaces } from './open-slots.js';
import { readRunRow, type RunRow } from './run-rows.js';

/**
 * Works AI annotation runs in the background (issue 24). A run goes through its plan a group of
 * items at a time: it asks the model for what is still open there, checks each value, stores the
 * ones that fit as proposals, and counts the tokens. Before each call it checks the points left
 * can pay for it; when they cannot, it stops. When it ends, for whatever reason, what it used is
 * charged once. Everything it has done is written as it goes, so a run a stopped server left
 * behind goes on from the group it had reached.
 */

export interface RunnerDeps {
  db: Database;
  /** The instance's model; null when none is configured. */
  model: () => ModelClient | null;
  tokensPerPoint: number;
  log: FastifyBaseLogger;
}

/** A running run's heartbeat: how often it is written, and how old it may get. */
export const HEARTBEAT_MS = 30_000;
export const RUN_STALE_MS = 4 * HEARTBEAT_MS;

type Ending = { status: 'done' | 'failed' | 'stopped'; code: string | null };

export class AnnotationRunner {
  private readonly active = new Map<string, { stop: AbortController; ended: Promise<void> }>();
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(private readonly deps: RunnerDeps) {}

  isActive(runId: string): boolean {
    return this.active.has(runId);
  }

  /** Starts working `runId` here, unless it already is. */
  start(runId: string): void {
    if (this.active.has(runId)) return;
    const stop = new AbortController();
    const beat = setInterval(() => {
      void this.deps.db
        .update(aiRuns)
        .set({ heartbeatAt: new Date() })
        .where(eq(aiRuns.id, runId))
        .catch(() => {});
    }, HEARTBEAT_MS);
    beat.unref();
    const ended = this.work(runId, stop.signal)
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, runId }, 'an AI annotation run failed');
        return this.end(runId, { status: 'failed', code: 'INTERNAL_ERROR' }).catch(() => {});
      })
      .finally(() => {
        clearInterval(beat);
        this.active.delete(runId);
        this.changed(runId);
      });
    this.active.set(runId, { stop, ended });
  }

  /** Stops a run worked here after the call in flight; resolves when it has ended. */
  async stop(runId: string): Promise<boolean> {
    const entry = this.active.get(runId);
    if (!entry) return false;
    entry.stop.abort();
    await entry.ended;
    return true;
  }

  /** Stops every run of this server (it is closing); each goes on when a server starts again. */
  async close(): Promise<void> {
    const entries = [...this.active.values()];
    for (const entry of entries) entry.stop.abort(new Error('closing'));
    await Promise.all(entries.map((entry) => entry.ended));
  }

  /** Resolves when the run moves on, or after `ms`. */
  waitForChange(runId: string, ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const set = this.listeners.get(runId) ?? new Set();
      this.listeners.set(runId, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0) this.listeners.delete(runId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  private changed(runId: string): void {
    for (const listener of [...(this.listeners.get(runId) ?? [])]) listener();
  }

  private async work(runId: string, signal: AbortSignal): Promise<void> {
    const { db } = this.deps;
    const row = await readRunRow(db, runId);
    if (!row || row.status !== 'running') return;
    const model = this.deps.model();
    if (!model) return this.end(runId, { status: 'failed', code: 'AI_NOT_CONFIGURED' });
    const language = row.language as Language;
    const proposed = await proposedPlaces(db, row.projectId, runId);
    let tokens = row.tokensUsed;
    for (let group = row.done; group < row.plan.length; group += 1) {
      const { asks } = await openAsks(db, row.projectId, row.plan[group]!, proposed);
      // Each group of the plan is one call. An item split over several groups gives each its
      // next forty places; what a design grown since does not fit waits for a re-run.
      for (const call of planAnnotationCalls(asks).slice(0, 1)) {
        if (signal.aborted) return this.endUnlessClosing(runId, signal);
        if (row.chargesPoints) {
          // What the run owes with this call, less what earlier parts of it were charged.
          const owed =
            pointsForTokens(tokens + estimateCallTokens(call, language), this.deps.tokensPerPoint) -
            row.chargedPoints;
          const refusal = aiFundsRefusal(await aiFunds(db, useOf(row)), owed);
          if (refusal) return this.end(runId, { status: 'stopped', code: refusal.code });
        }
        let json: unknown;
        try {
          const answer = await model.complete({
            messages: annotationMessages(call, language),
            schema: ANNOTATION_ANSWER_SCHEMA as unknown as {
              name: string;
              schema: Record<string, unknown>;
            },
            signal,
          });
          tokens += answer.usage.promptTokens + answer.usage.completionTokens;
          json = answer.json;
        } catch (error) {
          if (error instanceof ModelCallError && error.usage) {
            tokens += error.usage.promptTokens + error.usage.completionTokens;
          }
          await db.update(aiRuns).set({ tokensUsed: tokens }).where(eq(aiRuns.id, runId));
          if (signal.aborted) return this.endUnlessClosing(runId, signal);
          if (error instanceof ModelCallError) {
            return this.end(runId, { status: 'failed', code: error.code });
          }
          throw error;
        }
        const { values } = readAnnotationAnswer(json, call);
        await db.transaction(async (tx) => {
          if (values.length > 0) {
            await tx.insert(aiProposals).values(
              values.map(({ itemId, slot, value }) => ({
                runId,
                projectId: row.projectId,
                itemId,
                pointer: slot.pointer,
                kind: slot.kind,
                target: slot.target,
                label: slot.label,
                value: { v: value },
              })),
            );
          }
          await tx
            .update(aiRuns)
            .set({ tokensUsed: tokens, heartbeatAt: new Date() })
            .where(eq(aiRuns.id, runId));
        });
        for (const { itemId, slot } of values)
          proposed.add(placeKey(itemId, slot.kind, slot.pointer));
        this.changed(runId);
      }
      await db
        .update(aiRuns)
        .set({ done: group + 1, heartbeatAt: new Date() })
        .where(eq(aiRuns.id, runId));
      this.changed(runId);
    }
    return this.end(runId, { status: 'done', code: null });
  }

  /** A stop asked for by a person ends the run; a server closing leaves it to go on later. */
  private async endUnlessClosing(runId: string, signal: AbortSignal): Promise<void> {
    if (signal.reason instanceof Error && signal.reason.message === 'closing') return;
    return this.end(runId, { status: 'stopped', code: null });
  }

  /** Ends the run: charges what it used (once, whatever the reason) and writes how it ended. */
  async end(runId: string, ending: Ending): Promise<void> {
    await endRun(this.deps, runId, ending);
    this.changed(runId);
  }
}

function useOf(row: RunRow): AiUse & { userId: string } {
  return {
    userId: row.userId ?? '',
    teamId: row.teamId,
    projectId: row.projectId,
    function: 'aiAnnotation',
  };
}

/**
 * Charges a run for the tokens it used beyond what it was charged before (a resumed run is
 * charged again for its new part only), interrupted unless its work was done, then writes its
 * end. The key names the run and what was charged before, so a retry charges nothing twice.
 */
export async function endRun(
  deps: Pick<RunnerDeps, 'db' | 'tokensPerPoint'>,
  runId: string,
  ending: Ending,
): Promise<void> {
  const row = await readRunRow(deps.db, runId);
  if (!row || row.status !== 'running') return;
  let charged = row.chargedPoints;
  if (row.chargesPoints && row.tokensUsed > 0 && row.userId !== null) {
    const owed = pointsForTokens(row.tokensUsed, deps.tokensPerPoint) - charged;
    if (owed > 0) {
      const spend = await chargeAiUse(deps.db, useOf(row), {
        points: owed,
        idempotencyKey: `ai-run:${runId}:${charged}`,
        isInterrupted: ending.status !== 'done',
      });
      charged += spend?.consumption.amount ?? 0;
    }
  }
  await deps.db
    .update(aiRuns)
    .set({
      status: ending.status,
      ended: ending.code === null ? null : { code: ending.code },
      chargedPoints: charged,
      finishedAt: new Date(),
    })
    .where(and(eq(aiRuns.id, runId), eq(aiRuns.status, 'running')));
}

/**
 * Claims the runs left `running` by a server that stopped (on the only server, every one at
 * start; otherwise those whose heartbeat is older than RUN_STALE_MS) so this one goes on with them.
 */
export async function claimLeftRuns(db: Database, quietForMs: number): Promise<string[]> {
  const claimed = await db
    .update(aiRuns)
    .set({ heartbeatAt: new Date() })
    .where(
      and(
        eq(aiRuns.status, 'running'),
        lte(aiRuns.heartbeatAt, sql`now() - ${`${quietForMs} milliseconds`}::interval`),
      ),
    )
    .returning({ id: aiRuns.id });
  return claimed.map((row) => row.id);
}
