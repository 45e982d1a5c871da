import type { DocChange } from '@heron/contract';
import { sortChanges, subjectKindOf, type ChangeSubjectKind } from './sort-changes.js';

/** The changes of one endpoint, model or page (or of the design as a whole), as one section. */
export interface ChangeGroup {
  kind: ChangeSubjectKind;
  endpoint: DocChange['endpoint'];
  item: string | null;
  changes: DocChange[];
}

function groupKey(change: DocChange): string {
  const kind = subjectKindOf(change);
  if (kind === 'endpoint') return `endpoint\n${change.endpoint!.method}\n${change.endpoint!.path}`;
  return `${kind}\n${change.item ?? ''}`;
}

/**
 * The changes by what they are in. Groups holding a breaking change come first (each change is
 * in one group only, so the list's "breaking first" becomes "groups with breaking changes
 * first"); within a group, breaking changes come first, then by location.
 */
export function groupChanges(changes: readonly DocChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of sortChanges(changes)) {
    const key = groupKey(change);
    let group = groups.get(key);
    if (!group) {
      group = {
        kind: subjectKindOf(change),
        endpoint: change.endpoint,
        item: change.item,
        changes: [],
      };
      groups.set(key, group);
    }
    group.changes.push(change);
  }
  return [...groups.values()];
}
