import { and, asc, eq, isNull, like, or, type SQL } from 'drizzle-orm';
import { designItems } from '../../db/schema/design.js';
import type { Db } from '../access/index.js';
import type { ItemRow } from './item-rows.js';

/** A LIKE pattern matching text that contains `text` anywhere (its `\`, `%`, `_` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The live items of a project whose stored JSON text contains one of `texts`, locked for the
 * transaction. For renames: the text narrows the rows to read, a parsed walk of each decides.
 * Locked in id order, so two renames at once cannot deadlock over the same rows.
 */
export async function lockItemsMentioning(
  tx: Db,
  projectId: string,
  texts: readonly string[],
  narrower?: SQL,
): Promise<ItemRow[]> {
  if (texts.length === 0) return [];
  return tx
    .select()
    .from(designItems)
    .where(
      and(
        eq(designItems.projectId, projectId),
        isNull(designItems.deletedAt),
        or(...texts.map((text) => like(designItems.data, containsPattern(text)))),
        narrower,
      ),
    )
    .orderBy(asc(designItems.id))
    .for('update');
}
