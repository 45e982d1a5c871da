import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { AI_PROPOSAL_PAGE_MAX } from '@heron/contract';
import { readTestCases } from '@heron/engine';
import type {
  AiProposal,
  AiProposalPage,
  AiProposalStatus,
  AnnotationKind,
  AnnotationTarget,
  DecideProposalsBody,
  DesignItemKind,
  ProposalDecisions,
} from '@heron/contract';
import { aiProposals, aiRuns } from '../../db/schema/ai.js';
import { AppError } from '../../http/app-error.js';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import { loadLiveNodes, saveAnnotations } from '../design/index.js';
import type { AiDeps } from './ai-deps.js';
import { findRun, toAiRun } from './run-rows.js';
import { saveTestCases } from './save-test-cases.js';

/**
 * The review of an AI annotation run (issue 24): its proposals a page at a time, and the
 * reviewer's decisions. Accepted values (as proposed or as the reviewer edited them) are saved
 * into the design in one transaction, one revision per item marked `ai`; a value whose place was
 * filled since is marked outdated and not written.
 */

type ProposalRow = typeof aiProposals.$inferSelect;

export async function listProposals(
  deps: AiDeps,
  user: User,
  projectId: string,
  runId: string,
  query: { status?: AiProposalStatus | undefined; page: number; size: number },
): Promise<AiProposalPage> {
  const { db } = deps.workspace;
  await requireProject(deps.workspace, db, user, projectId, 'project.view');
  await findRun(db, projectId, runId);
  const where = and(
    eq(aiProposals.runId, runId),
    query.status ? eq(aiProposals.status, query.status) : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(aiProposals)
    .where(where);
  const rows = await db
    .select()
    .from(aiProposals)
    .where(where)
    // In the order they were proposed: item by item, place by place.
    .orderBy(asc(aiProposals.createdAt), asc(aiProposals.itemId), asc(aiProposals.pointer))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const nodes = new Map((await loadLiveNodes(db, projectId)).map((node) => [node.id, node]));
  return {
    items: rows.map((row) => toProposal(row, nodes.get(row.itemId))),
    total,
    page: query.page,
    size: query.size,
  };
}

function toProposal(
  row: ProposalRow,
  node: { name: string; kind: string } | undefined,
): AiProposal {
  return {
    id: row.id,
    itemId: row.itemId,
    // An item in the trash keeps its proposals; accepting them answers outdated.
    itemName: node?.name ?? '',
    itemKind: (node?.kind ?? 'endpoint') as DesignItemKind,
    pointer: row.pointer,
    kind: row.kind as AnnotationKind,
    target: row.target as AnnotationTarget,
    label: row.label,
    value: row.value.v,
    status: row.status as AiProposalStatus,
  };
}

/**
 * An edited value must still be what its place holds: text for a summary or a description, a
 * whole case for a test case.
 */
function checkEdited(row: ProposalRow, value: unknown, index: number): void {
  if (row.kind === 'test-case') {
    if (readTestCases({ cases: [value] }).cases.length !== 1) {
      throw new AppError('VALIDATION_FAILED', {
        detail: `body/accept/${index}/value: not a test case (name, category, request changes and assertions).`,
        errors: [{ in: 'body', pointer: `/accept/${index}/value`, message: 'validation.invalid' }],
      });
    }
    return;
  }
  if (row.kind !== 'example' && (typeof value !== 'string' || value.trim() === '')) {
    throw new AppError('VALIDATION_FAILED', {
      detail: `body/accept/${index}/value: a ${row.kind} is a text that is not empty.`,
      errors: [{ in: 'body', pointer: `/accept/${index}/value`, message: 'validation.required' }],
    });
  }
}

export async function decideProposals(
  deps: AiDeps,
  user: User,
  projectId: string,
  runId: string,
  body: DecideProposalsBody,
): Promise<ProposalDecisions> {
  const { db } = deps.workspace;
  const outcome = await db.transaction(async (tx) => {
    const access = await requireProject(deps.workspace, tx, user, projectId, 'project.edit');
    // Locked: two decisions on a run's test cases at once add to one scenario, not make two.
    const run = await findRun(tx, projectId, runId, true);
    const named = [...body.accept.map((a) => a.id), ...body.reject];
    const waiting = and(eq(aiProposals.runId, runId), eq(aiProposals.status, 'pending'));
    const pending =
      named.length === 0
        ? []
        : await tx
            .select()
            .from(aiProposals)
            .where(and(waiting, inArray(aiProposals.id, named)))
            .for('update');
    if (body.rest !== undefined) {
      // `rest` takes a page of the other pending ones a request: each request's work has a
      // bound, and the run's pending count tells the caller to go on.
      pending.push(
        ...(await tx
          .select()
          .from(aiProposals)
          .where(and(waiting, named.length > 0 ? notInArray(aiProposals.id, named) : undefined))
          .orderBy(asc(aiProposals.createdAt), asc(aiProposals.itemId), asc(aiProposals.pointer))
          .limit(AI_PROPOSAL_PAGE_MAX)
          .for('update')),
      );
    }
    const byId = new Map(pending.map((row) => [row.id, row]));
    const missing = named.find((id) => !byId.has(id));
    if (missing !== undefined) {
      throw new AppError('NOT_FOUND', {
        detail: `Proposal ${missing} is not waiting for review in this run.`,
      });
    }
    const accepted = new Map<string, unknown>();
    body.accept.forEach(({ id, value }, index) => {
      const row = byId.get(id)!;
      if (value !== undefined) checkEdited(row, value, index);
      accepted.set(id, value === undefined ? row.value.v : value);
    });
    const rejected = new Set(body.reject);
    for (const row of pending) {
      if (accepted.has(row.id) || rejected.has(row.id)) continue;
      if (body.rest === 'accept') accepted.set(row.id, row.value.v);
      else if (body.rest === 'reject') rejected.add(row.id);
    }
    const acceptedValues = [...accepted].map(([id, value]) => {
      const row = byId.get(id)!;
      return {
        id,
        itemId: row.itemId,
        pointer: row.pointer,
        kind: row.kind as AnnotationKind,
        label: row.label,
        value,
      };
    });
    const saved =
      run.kind === 'tests'
        ? await saveTestCases(
            { ...deps.workspace, db: tx },
            user,
            projectId,
            acceptedValues,
            run.scenarioId,
          )
        : {
            ...(await saveAnnotations(tx, projectId, user.id, acceptedValues)),
            scenarioId: null,
          };
    const now = new Date();
    const mark = async (ids: string[], status: AiProposalStatus) => {
      if (ids.length === 0) return;
      await tx
        .update(aiProposals)
        .set({ status, decidedBy: user.id, decidedAt: now })
        .where(inArray(aiProposals.id, ids));
    };
    await mark(
      saved.applied.map((v) => v.id),
      'accepted',
    );
    await mark(
      saved.outdated.map((v) => v.id),
      'outdated',
    );
    await mark([...rejected], 'rejected');
    if (saved.scenarioId !== null && saved.scenarioId !== run.scenarioId) {
      await tx.update(aiRuns).set({ scenarioId: saved.scenarioId }).where(eq(aiRuns.id, runId));
    }
    // An edited value is kept as the reviewer wrote it.
    for (const { id, value } of body.accept) {
      if (value === undefined || !saved.applied.some((v) => v.id === id)) continue;
      await tx
        .update(aiProposals)
        .set({ value: { v: value } })
        .where(eq(aiProposals.id, id));
    }
    return {
      accepted: saved.applied.length,
      rejected: rejected.size,
      outdated: saved.outdated.length,
      itemsSaved: saved.itemsSaved,
      scenarioId: saved.scenarioId,
      teamId: access.team.id,
    };
  });
  const { teamId, ...counts } = outcome;
  return { ...counts, run: await toAiRun(db, teamId, await findRun(db, projectId, runId)) };
}
