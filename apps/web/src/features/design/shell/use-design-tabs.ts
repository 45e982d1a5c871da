import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/get-session';
import { useStoredValue, writeStoredValue } from '../../../lib/use-stored-value';
import { isScratchId } from '../../debug';
import { ITEM_PARAM } from './item-param';

/** How many closed tabs "reopen closed tab" can bring back, most recent first. */
const REOPEN_DEPTH = 20;

/**
 * Where a person's open tabs of one project are kept (issue 21): in localStorage, so they come
 * back after a reload and in a new browser tab; per account, as several can share a browser.
 */
export function designTabsStorageKey(userId: string, projectId: string): string {
  return `heron.design.tabs.${userId}.${projectId}`;
}

interface StoredTabs {
  openIds: string[];
  /** The tab last shown: it shows again when the designer is opened without an item named. */
  activeId: string | null;
}

function parseTabs(stored: unknown): StoredTabs {
  const value = (stored ?? {}) as { openIds?: unknown; activeId?: unknown };
  const openIds = Array.isArray(value.openIds)
    ? [...new Set(value.openIds.filter((id): id is string => typeof id === 'string'))]
    : [];
  const activeId =
    typeof value.activeId === 'string' && openIds.includes(value.activeId) ? value.activeId : null;
  return { openIds, activeId };
}

export interface DesignTabs {
  /** The open items, in tab order. */
  openIds: readonly string[];
  /** The item shown, from the address. */
  activeId: string | null;
  open: (id: string) => void;
  /**
   * Closes tabs; when the shown one closes, its neighbour shows. Closed tabs can be reopened,
   * unless `isGone` (their items were deleted).
   */
  close: (ids: readonly string[], options?: { isGone?: boolean }) => void;
  /** Opens the tab closed last again (and the one before, on the next call). */
  reopen: () => void;
  /** Puts `id` where the tab `replaced` is, and shows it (a blank request saved as an endpoint). */
  replace: (replaced: string, id: string) => void;
  canReopen: boolean;
}

/**
 * The designer's open tabs. The shown item is in the address (`?item=<id>`); the list of open
 * tabs and the last shown one are kept per person and project, so a reload, a new browser tab
 * or a return from another section of the workspace gives back the same tabs. While the
 * designer is hidden (`isVisible` false: another section is shown, and the address names no
 * item) nothing is written.
 */
export function useDesignTabs(projectId: string, isVisible = true): DesignTabs {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressId = searchParams.get(ITEM_PARAM);
  const { data: user } = useSession();
  const key = user ? designTabsStorageKey(user.id, projectId) : null;
  const [stored, change] = useStoredValue(key, parseTabs);
  const [closed, setClosed] = useState<string[]>([]);

  // An item named in the address is open even before anyone clicked it (a link, a reload).
  const openIds = useMemo(
    () =>
      addressId && !stored.openIds.includes(addressId)
        ? [...stored.openIds, addressId]
        : stored.openIds,
    [stored.openIds, addressId],
  );

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

  // The designer opened without an item named (the APIs section's bare address, a reload of
  // it): the tab shown last shows again, at once (the address follows).
  const lastActive = stored.activeId;
  const activeId = isVisible ? (addressId ?? lastActive) : null;
  useEffect(() => {
    if (isVisible && addressId === null && lastActive !== null) show(lastActive);
  }, [isVisible, addressId, lastActive, show]);

  useEffect(() => {
    if (!isVisible) return;
    writeStoredValue(key, { openIds, activeId: addressId ?? lastActive } satisfies StoredTabs);
  }, [isVisible, key, openIds, addressId, lastActive]);

  const open = useCallback(
    (id: string) => {
      change(
        () => ({ openIds: openIds.includes(id) ? [...openIds] : [...openIds, id], activeId: id }),
        false,
      );
      setClosed((current) => current.filter((other) => other !== id));
      show(id);
    },
    [openIds, change, show],
  );

  const close = useCallback(
    (ids: readonly string[], { isGone = false }: { isGone?: boolean } = {}) => {
      const remaining = openIds.filter((id) => !ids.includes(id));
      const closing = openIds.filter((id) => ids.includes(id));
      let neighbour = addressId;
      if (addressId && ids.includes(addressId)) {
        const at = openIds.indexOf(addressId);
        neighbour = remaining[Math.min(at, remaining.length - 1)] ?? null;
        show(neighbour);
      }
      change(() => ({ openIds: remaining, activeId: neighbour }), false);
      // A blank request is never saved: reopening it could only give a blank one.
      const reopenable = isGone ? [] : closing.filter((id) => !isScratchId(id));
      setClosed((current) =>
        [...reopenable.reverse(), ...current.filter((id) => !ids.includes(id))].slice(
          0,
          REOPEN_DEPTH,
        ),
      );
    },
    [openIds, addressId, change, show],
  );

  const reopen = useCallback(() => {
    const [last] = closed;
    if (last !== undefined) open(last);
  }, [closed, open]);

  const replace = useCallback(
    (replaced: string, id: string) => {
      const others = openIds.filter((other) => other !== id);
      const at = others.indexOf(replaced);
      const next = at < 0 ? [...others, id] : [...others.slice(0, at), id, ...others.slice(at + 1)];
      change(() => ({ openIds: next, activeId: id }), false);
      setClosed((current) => current.filter((other) => other !== id));
      show(id);
    },
    [openIds, change, show],
  );

  return { openIds, activeId, open, close, reopen, replace, canReopen: closed.length > 0 };
}
