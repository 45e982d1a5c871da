import { isRecord } from '../../design/import/import-context.js';

/**
 * newman's `--folder NAME` (repeatable): which folders or requests run. A name matches an item's
 * name or its id, anywhere in the tree. With one name newman takes the first match nearest the
 * top (the collection's own items first, then each folder's in turn); with several it walks the
 * tree in order, each name taking its first match, and runs what was found in collection order.
 * An item inside one already chosen runs as part of it, once.
 */
export type FolderSelection =
  { ok: true; selected: ReadonlySet<Record<string, unknown>> } | { ok: false; missing: string };

export function selectFolders(
  items: readonly unknown[],
  names: readonly string[],
): FolderSelection {
  const wanted = [...new Set(names)];
  if (wanted.length === 1) {
    const found = findNearest(items, wanted[0]!);
    return found === undefined
      ? { ok: false, missing: wanted[0]! }
      : { ok: true, selected: new Set([found]) };
  }
  const left = new Set(wanted);
  const selected = new Set<Record<string, unknown>>();
  const walk = (list: readonly unknown[], isInsideSelected: boolean): void => {
    for (const item of list) {
      if (left.size === 0) return;
      if (!isRecord(item)) continue;
      const name = matchedName(item, left);
      if (name !== undefined) {
        left.delete(name);
        if (!isInsideSelected) selected.add(item);
      }
      if (Array.isArray(item.item)) walk(item.item, isInsideSelected || name !== undefined);
    }
  };
  walk(items, false);
  const missing = wanted.find((name) => left.has(name));
  return missing === undefined ? { ok: true, selected } : { ok: false, missing };
}

/** newman's single-name lookup: a level's own items first, then each sub-folder's, in order. */
function findNearest(items: readonly unknown[], name: string): Record<string, unknown> | undefined {
  const wanted = new Set([name]);
  for (const item of items) {
    if (isRecord(item) && matchedName(item, wanted) !== undefined) return item;
  }
  for (const item of items) {
    if (!isRecord(item) || !Array.isArray(item.item)) continue;
    const found = findNearest(item.item, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The wanted name an item answers to: its id first (v2.1 `id`, v2.0 `_postman_id`), then its name. */
function matchedName(
  item: Record<string, unknown>,
  wanted: ReadonlySet<string>,
): string | undefined {
  for (const key of ['id', '_postman_id', 'name'] as const) {
    const value = item[key];
    if (typeof value === 'string' && wanted.has(value)) return value;
  }
  return undefined;
}
