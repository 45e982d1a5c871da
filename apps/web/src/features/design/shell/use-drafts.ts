import { useCallback, useMemo, useState } from 'react';
import type { DesignItem } from '@heron/contract';

/** What a person changed in an open item and has not saved yet. */
export interface Draft {
  /** The version the changes started from: a save names it, so a newer save is never lost. */
  baseVersion: number;
  name: string;
  data: DesignItem['data'];
}

export interface Drafts {
  byId: Readonly<Record<string, Draft>>;
  /** Whether any open item has unsaved changes. */
  hasUnsaved: boolean;
  put: (id: string, draft: Draft) => void;
  /** Changes one draft from its latest state (a save may have finished in between). */
  update: (id: string, change: (draft: Draft | undefined) => Draft | undefined) => void;
  remove: (ids: readonly string[]) => void;
}

/**
 * The unsaved changes of every open tab. They live above the tabs, so a tab that is not shown
 * (or an editor that reloads) keeps its changes, and the tab strip and the leave warning can
 * see which are dirty.
 */
export function useDrafts(): Drafts {
  const [byId, setById] = useState<Record<string, Draft>>({});

  const update = useCallback(
    (id: string, change: (draft: Draft | undefined) => Draft | undefined) =>
      setById((current) => {
        const next = change(current[id]);
        if (next === current[id]) return current;
        const copy = { ...current };
        if (next) copy[id] = next;
        else delete copy[id];
        return copy;
      }),
    [],
  );
  const put = useCallback((id: string, draft: Draft) => update(id, () => draft), [update]);
  const remove = useCallback(
    (ids: readonly string[]) =>
      setById((current) => {
        if (!ids.some((id) => id in current)) return current;
        const copy = { ...current };
        for (const id of ids) delete copy[id];
        return copy;
      }),
    [],
  );

  return useMemo(
    () => ({ byId, hasUnsaved: Object.keys(byId).length > 0, put, update, remove }),
    [byId, put, update, remove],
  );
}

/** JSON with object keys sorted, so two equal contents compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(
      Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      ),
    );
  });
}

/** Whether a draft holds the same content as the saved item (then it is not a change). */
export function isSameContent(
  a: { name: string; data: unknown },
  b: { name: string; data: unknown },
): boolean {
  return a.name === b.name && stableJson(a.data) === stableJson(b.data);
}

/** The content shown when comparing two versions: pretty JSON, keys in their written order. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
