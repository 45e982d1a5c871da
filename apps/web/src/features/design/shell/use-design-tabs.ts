import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameter of the open item: reloads and shared links open it again. */
export const ITEM_PARAM = 'item';

const storageKey = (projectId: string) => `heron.design.tabs.${projectId}`;

function readStoredTabs(projectId: string): string[] {
  try {
    const stored: unknown = JSON.parse(
      window.sessionStorage.getItem(storageKey(projectId)) ?? '[]',
    );
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export interface DesignTabs {
  /** The open items, in tab order. */
  openIds: readonly string[];
  /** The item shown, from the address. */
  activeId: string | null;
  open: (id: string) => void;
  /** Closes tabs; when the shown one closes, its neighbour shows. */
  close: (ids: readonly string[]) => void;
}

/**
 * The designer's open tabs. The shown item is in the address (`?item=<id>`); the list of open
 * tabs is kept for the browser tab's session, so a reload gives back the same tabs.
 */
export function useDesignTabs(projectId: string): DesignTabs {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeId = searchParams.get(ITEM_PARAM);
  const [stored, setStored] = useState<string[]>(() => readStoredTabs(projectId));
  // An item named in the address is open even before anyone clicked it (a link, a reload).
  const openIds = useMemo(
    () => (activeId && !stored.includes(activeId) ? [...stored, activeId] : stored),
    [stored, activeId],
  );

  useEffect(() => {
    window.sessionStorage.setItem(storageKey(projectId), JSON.stringify(openIds));
  }, [projectId, openIds]);

  const show = useCallback(
    (id: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(ITEM_PARAM, id);
          else next.delete(ITEM_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const open = useCallback(
    (id: string) => {
      setStored(openIds.includes(id) ? [...openIds] : [...openIds, id]);
      show(id);
    },
    [openIds, show],
  );

  const close = useCallback(
    (ids: readonly string[]) => {
      const remaining = openIds.filter((id) => !ids.includes(id));
      setStored(remaining);
      if (activeId && ids.includes(activeId)) {
        const at = openIds.indexOf(activeId);
        const neighbour = remaining[Math.min(at, remaining.length - 1)] ?? null;
        show(neighbour);
      }
    },
    [openIds, activeId, show],
  );

  return { openIds, activeId, open, close };
}
