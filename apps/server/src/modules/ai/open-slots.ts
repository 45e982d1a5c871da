import { and, eq, or } from 'drizzle-orm';
import type { AnnotationCoverage } from '@heron/contract';
import { annotationCoverage, type AnnotationAsk } from '@heron/engine';
import { aiProposals } from '../../db/schema/ai.js';
import type { Db } from '../access/index.js';
import { loadAnnotatable } from './annotation-items.js';

/**
 * What an annotation still has to ask for (issue 24): the slots of the items in scope, less the
 * places already proposed and waiting for review (and, for a run going on, every place it
 * proposed itself). Items are read and walked a slice at a time, yielding between slices, so a
 * project of thousands of items never holds the thread that answers everyone else.
 */

/** Items read and walked between two yields to the event loop. */
const SLICE = 50;

/** One place of one item, as the sets of places proposed hold it. */
export const placeKey = (itemId: string, kind: string, pointer: string) =>
  `${itemId}\u0000${kind}\u0000${pointer}`;

/** Places already proposed: pending anywhere in the project, or anything of `runId`. */
export async function proposedPlaces(
  db: Db,
  projectId: string,
  runId?: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ itemId: aiProposals.itemId, kind: aiProposals.kind, pointer: aiProposals.pointer })
    .from(aiProposals)
    .where(
      and(
        eq(aiProposals.projectId, projectId),
        runId === undefined
          ? eq(aiProposals.status, 'pending')
          : or(eq(aiProposals.status, 'pending'), eq(aiProposals.runId, runId)),
      ),
    );
  return new Set(rows.map((row) => placeKey(row.itemId, row.kind, row.pointer)));
}

const emptyCoverage = (): AnnotationCoverage => ({
  operations: { total: 0, described: 0, exemplified: 0 },
  parameters: { total: 0, described: 0, exemplified: 0 },
  fields: { total: 0, described: 0, exemplified: 0 },
});

function addCoverage(sum: AnnotationCoverage, part: AnnotationCoverage): void {
  for (const key of ['operations', 'parameters', 'fields'] as const) {
    sum[key].total += part[key].total;
    sum[key].described += part[key].described;
    sum[key].exemplified += part[key].exemplified;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function openAsks(
  db: Db,
  projectId: string,
  ids: readonly string[],
  proposed: ReadonlySet<string>,
): Promise<{ coverage: AnnotationCoverage; asks: AnnotationAsk[] }> {
  const coverage = emptyCoverage();
  const asks: AnnotationAsk[] = [];
  for (let from = 0; from < ids.length; from += SLICE) {
    if (from > 0) await nextTurn();
    const items = await loadAnnotatable(db, projectId, ids.slice(from, from + SLICE));
    const walked = annotationCoverage(items);
    addCoverage(coverage, walked.coverage);
    for (const item of items) {
      const slots = (walked.slots.get(item.id) ?? []).filter(
        (slot) => !proposed.has(placeKey(item.id, slot.kind, slot.pointer)),
      );
      if (slots.length > 0) asks.push({ item, slots });
    }
  }
  return { coverage, asks };
}
