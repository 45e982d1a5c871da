import { applyAnnotations, type AcceptedValue } from '@heron/engine';
import type { Db } from '../access/index.js';
import { parseItemData, readItemData } from './item-data.js';
import { saveNameAndData } from './item-service.js';
import { lockLiveItems } from './live-design.js';

/**
 * Saves the AI values a reviewer accepted (issue 24), inside the caller's transaction: each item
 * locked, its still-open places filled, and saved as one revision marked `ai` with the reviewer as
 * its author. A value whose place was filled or moved since is answered outdated, not written; so
 * is one whose item left the design.
 */
export async function saveAnnotations<V extends AcceptedValue & { itemId: string }>(
  tx: Db,
  projectId: string,
  authorId: string,
  values: readonly V[],
): Promise<{ applied: V[]; outdated: V[]; itemsSaved: number }> {
  const byItem = new Map<string, V[]>();
  for (const value of values) {
    const list = byItem.get(value.itemId) ?? [];
    list.push(value);
    byItem.set(value.itemId, list);
  }
  const rows = await lockLiveItems(tx, projectId, [...byItem.keys()]);
  const applied: V[] = [];
  const outdated: V[] = [];
  let itemsSaved = 0;
  for (const [itemId, accepted] of byItem) {
    const row = rows.get(itemId);
    if (!row || (row.kind !== 'endpoint' && row.kind !== 'model')) {
      outdated.push(...accepted);
      continue;
    }
    const data = readItemData(row.kind, row.data);
    const result = applyAnnotations(
      { id: row.id, kind: row.kind, name: row.name, data } as Parameters<
        typeof applyAnnotations
      >[0],
      accepted,
    );
    outdated.push(...result.outdated);
    if (result.applied.length === 0) continue;
    // Checked like any save: a value the design cannot hold is refused, not stored.
    const checked = parseItemData(row.kind, result.item.data);
    await saveNameAndData(tx, row, result.item.name, checked, { action: 'ai', authorId });
    applied.push(...result.applied);
    itemsSaved += 1;
  }
  return { applied, outdated, itemsSaved };
}
