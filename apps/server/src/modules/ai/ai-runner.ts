import { and, eq, lte, sql } from 'drizzle-orm';
import type { Language } from '@heron/contract';
import {
  ANNOTATION_ANSWER_SCHEMA,
  annotationMessages,
  estimateCallTokens,
  estimateTestGenerationTokens,
  planAnnotationCalls,
  readAnnotationAnswer,
  readTestCases,
  TEST_CASES_ANSWER_SCHEMA,
  testGenerationMessages,
  type ChatMessage,
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
import { AppError } from '../../http/app-error.js';
import { ModelCallError, type ModelClient } from './model-client.js';
import type { ModelResolver } from './model-resolver.js';
import { openAsks, placeKey, proposedPlaces } from './open-slots.js';
import { readRunRow, type RunRow } from './run-rows.js';
import { loadTestedEndpoint } from './tested-endpoint.js';

/**
 * Works AI runs in the background (issue 24): annotation and test generation. An annotation run
 * goes through its plan a group of items at a time: it asks the model for what is still open
 * there, checks each value, stores the ones that fit as proposals, and counts the tokens; a test
 * generation run makes one call for its endpoint and proposes the cases it gets. Before each call it checks the points left
 * can pay for it; when they cannot, it stops. When it ends, for whatever reason, what it used is
 * charged once. Everything it has done is written as it goes, so a run a stopped server left
 * behind goes on from the group it had reached.
 */

export interface RunnerDeps {
  db: Database;
  /** The model each run started on: the instance's, or its team's own. */
  models: ModelResolver;
  tokensPerPoint: number;
  log: FastifyBaseLogger;
}

/** A running run's heartbeat: how often it is written, and how old it may get. */
export const HEARTBEAT_MS = 30_000;
export const RUN_STALE_MS = 4 * HEARTBEAT_MS;

type Ending = { status: 'done' | 'failed' | 'stopped'; code: string | null };

/** A run being worked: its row as it started, the model, and the tokens used so far. */
interface CallState {
  row: RunRow;
  model: ModelClient;
  signal: AbortSignal;
  tokens: number;
}

interface NewProposal {
  itemId: string;
  pointer: string;
  kind: string;
  target: string;
  label: string;
  value: unknown;
}

export class AiRunner {
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
        this.deps.log.error({ err: error, runId }, 'an AI run failed');
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
    const model = await this.modelOf(row);
    if (!model) return this.end(runId, { status: 'failed', code: 'AI_NOT_CONFIGURED' });
    const state: CallState = { row, model, signal, tokens: row.tokensUsed };
    if (row.kind === 'tests') return this.workTests(state);
    const language = row.language as Language;
    const proposed = await proposedPlaces(db, row.projectId, runId);
    for (let group = row.done; group < row.plan.length; group += 1) {
      const { asks } = await openAsks(db, row.projectId, row.plan[group]!, proposed);
      // Each group of the plan is one call. An item split over several groups gives each its
      // next forty places; what a design grown since does not fit waits for a re-run.
      for (const call of planAnnotationCalls(asks).slice(0, 1)) {
        const answer = await this.call(state, {
          messages: annotationMessages(call, language),
          schema: ANNOTATION_ANSWER_SCHEMA,
          estimate: estimateCallTokens(call, language),
        });
        if (answer === null) return;
        const { values } = readAnnotationAnswer(answer.json, call);
        await this.propose(
          state,
          values.map(({ itemId, slot, value }) => ({ itemId, ...slot, value })),
        );
        for (const { itemId, slot } of values)
          proposed.add(placeKey(itemId, slot.kind, slot.pointer));
      }
      await this.groupDone(runId, group);
    }
    return this.end(runId, { status: 'done', code: null });
  }

  /** The run's model; null when it is gone (its team's removed, or its key unreadable). */
  private async modelOf(row: RunRow): Promise<ModelClient | null> {
    try {
      return await this.deps.models.forRun(row);
    } catch (error) {
      if (error instanceof AppError && error.code === 'AI_NOT_CONFIGURED') return null;
      throw error;
    }
  }

  /** Test generation: one call for the endpoint; each case it proposes waits for review. */
  private async workTests(state: CallState): Promise<void> {
    const { db } = this.deps;
    const { row } = state;
    const endpointId = row.plan[0]?.[0];
    const endpoint = endpointId ? await loadTestedEndpoint(db, row.projectId, endpointId) : null;
    if (!endpoint || row.done > 0) {
      // The endpoint left the design since the run started (or its one call is done).
      return this.end(row.id, {
        status: endpoint ? 'done' : 'failed',
        code: endpoint ? null : 'NOT_FOUND',
      });
    }
    const messages = testGenerationMessages(endpoint, endpoint.models, row.language as Language);
    const answer = await this.call(state, {
      messages,
      schema: TEST_CASES_ANSWER_SCHEMA,
      estimate: estimateTestGenerationTokens(messages),
    });
    if (answer === null) return;
    const { cases } = readTestCases(answer.json);
    await this.propose(
      state,
      cases.map((generated, index) => ({
        itemId: endpoint.id,
        pointer: `/cases/${index}`,
        kind: 'test-case',
        target: 'operation',
        label: generated.category,
        value: generated,
      })),
    );
    await this.groupDone(row.id, 0);
    return this.end(row.id, { status: 'done', code: null });
  }

  /**
   * One call to the model, checked first against what the points (and the project's cap) can
   * pay for; its tokens counted whatever happens. Null when the run ended instead (stopped, out
   * of points, or the call failed).
   */
  private async call(
    state: CallState,
    ask: { messages: ChatMessage[]; schema: { name: string; schema: object }; estimate: number },
  ): Promise<{ json: unknown } | null> {
    const { db } = this.deps;
    const { row, signal } = state;
    if (signal.aborted) {
      await this.endUnlessClosing(row.id, signal);
      return null;
    }
    if (row.chargesPoints) {
      // What the run owes with this call, less what earlier parts of it were charged.
      const owed =
        pointsForTokens(state.tokens + ask.estimate, this.deps.tokensPerPoint) - row.chargedPoints;
      const refusal = aiFundsRefusal(await aiFunds(db, useOf(row)), owed);
      if (refusal) {
        await this.end(row.id, { status: 'stopped', code: refusal.code });
        return null;
      }
    }
    try {
      const answer = await state.model.complete({
        messages: ask.messages,
        schema: ask.schema as { name: string; schema: Record<string, unknown> },
        // Streamed: a slow model writing a long answer is limited by its silences, not its length.
        stream: true,
        signal,
      });
      state.tokens += answer.usage.promptTokens + answer.usage.completionTokens;
      return { json: answer.json };
    } catch (error) {
      if (error instanceof ModelCallError && error.usage) {
        state.tokens += error.usage.promptTokens + error.usage.completionTokens;
      }
      await db.update(aiRuns).set({ tokensUsed: state.tokens }).where(eq(aiRuns.id, row.id));
      if (signal.aborted) {
        await this.endUnlessClosing(row.id, signal);
        return null;
      }
      if (error instanceof ModelCallError) {
        await this.end(row.id, { status: 'failed', code: error.code });
        return null;
      }
      throw error;
    }
  }

  /** Stores a call's proposals and the tokens used so far, together. */
  private async propose(state: CallState, proposals: NewProposal[]): Promise<void> {
    const { row } = state;
    await this.deps.db.transaction(async (tx) => {
      if (proposals.length > 0) {
        await tx.insert(aiProposals).values(
          proposals.map(({ value, itemId, pointer, kind, target, label }) => ({
            runId: row.id,
            projectId: row.projectId,
            itemId,
            pointer,
            kind,
            target,
            label,
            value: { v: value },
          })),
        );
      }
      await tx
        .update(aiRuns)
        .set({ tokensUsed: state.tokens, heartbeatAt: new Date() })
        .where(eq(aiRuns.id, row.id));
    });
    this.changed(row.id);
  }

  private async groupDone(runId: string, group: number): Promise<void> {
    await this.deps.db
      .update(aiRuns)
      .set({ done: group + 1, heartbeatAt: new Date() })
      .where(eq(aiRuns.id, runId));
    this.changed(runId);
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
    function: row.kind === 'tests' ? 'aiTests' : 'aiAnnotation',
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
