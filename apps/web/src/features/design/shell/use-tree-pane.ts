import { useCallback } from 'react';
import { useSession } from '../../../lib/get-session';
import { useStoredValue } from '../../../lib/use-stored-value';

/** The tree's usual width, and the range a person may drag it within. */
export const TREE_PANE = { width: 300, min: 240, max: 640 } as const;

export interface TreePaneLayout {
  width: number;
  isCollapsed: boolean;
}

/**
 * Where a person's tree layout is kept: one key per signed-in account (several accounts can
 * share a browser), the same for all their projects.
 */
export function treePaneStorageKey(userId: string): string {
  return `heron.design.treePane.${userId}`;
}

/** A stored layout, held to the limits; the usual one when nothing (valid) is stored. */
function parseLayout(stored: unknown): TreePaneLayout {
  const { width, isCollapsed } = (stored ?? {}) as Partial<Record<keyof TreePaneLayout, unknown>>;
  return {
    width:
      typeof width === 'number' && Number.isFinite(width)
        ? Math.min(TREE_PANE.max, Math.max(TREE_PANE.min, Math.round(width)))
        : TREE_PANE.width,
    isCollapsed: isCollapsed === true,
  };
}

export interface TreePane extends TreePaneLayout {
  /** A new width; `isFinal` (a drag let go, a key press) is when it is remembered. */
  resize: (width: number, isFinal: boolean) => void;
  toggle: () => void;
  reset: () => void;
}

/**
 * The designer's tree pane (issue 21): its width, dragged between limits, and whether it is
 * collapsed, remembered per person in this browser.
 */
export function useTreePane(): TreePane {
  const { data: user } = useSession();
  const [layout, change] = useStoredValue(user ? treePaneStorageKey(user.id) : null, parseLayout);
  const resize = useCallback(
    (width: number, isFinal: boolean) => change((current) => ({ ...current, width }), isFinal),
    [change],
  );
  const toggle = useCallback(
    () => change((current) => ({ ...current, isCollapsed: !current.isCollapsed }), true),
    [change],
  );
  const reset = useCallback(
    () => change((current) => ({ ...current, width: TREE_PANE.width }), true),
    [change],
  );
  return { ...layout, resize, toggle, reset };
}
