import {
  secretHider,
  versionFields,
  type FieldLabel,
  type FieldValue,
  type FieldWords,
  type VersionField,
  type VersionSide,
} from './version-fields';

export type FieldChange = 'added' | 'removed' | 'changed' | 'same';

export interface FieldComparison {
  id: string;
  label: FieldLabel;
  change: FieldChange;
  /** The older version's value; null when it had none. */
  before: FieldValue | null;
  after: FieldValue | null;
}

/**
 * The fields of both versions in one order: the newer version's, with a field only the older
 * had put back after the field it followed there.
 */
function mergedOrder(older: readonly VersionField[], newer: readonly VersionField[]): string[] {
  const order = newer.map((field) => field.id);
  let anchor = -1;
  for (const field of older) {
    const at = order.indexOf(field.id);
    if (at !== -1) anchor = at;
    else order.splice(++anchor, 0, field.id);
  }
  return order;
}

function changeOf(before: FieldValue | null, after: FieldValue | null): FieldChange {
  if (before === null) return 'added';
  if (after === null) return 'removed';
  return before.text === after.text ? 'same' : 'changed';
}

/**
 * Two versions of an item, field by field: what was added, removed or changed, and what stayed.
 * A field neither version sets is left out.
 */
export function compareVersions(
  older: VersionSide,
  newer: VersionSide,
  words: FieldWords,
): FieldComparison[] {
  const hide = secretHider(words);
  const before = versionFields(older, words, hide);
  const after = versionFields(newer, words, hide);
  const byId = (fields: VersionField[]) => new Map(fields.map((field) => [field.id, field]));
  const olderById = byId(before);
  const newerById = byId(after);
  return mergedOrder(before, after).flatMap((id) => {
    const was = olderById.get(id);
    const is = newerById.get(id);
    const label = (is ?? was)!.label;
    const beforeValue = was?.value ?? null;
    const afterValue = is?.value ?? null;
    if (beforeValue === null && afterValue === null) return [];
    return [
      {
        id,
        label,
        change: changeOf(beforeValue, afterValue),
        before: beforeValue,
        after: afterValue,
      },
    ];
  });
}
