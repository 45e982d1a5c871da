import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { theme } from 'antd';
import type { MoveItemBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { canDrop, dropPlaceAt, moveForDrop, type DropPlace } from './drop-target';
import { MORE_CLASS } from './node-title';
import { RowMenu, type RowMenuPlace } from './row-menu';
import { keyAction } from './tree-keys';
import { CARET_CLASS, ROW_HEIGHT, rowElementId, TreeRowView } from './tree-row';
import { visibleRows, type TreeRow } from './tree-rows';
import { scrollTopToShow } from './tree-window';
import { VirtualRows } from './virtual-rows';
import { isSectionKey, type TreeIndex, type TreeSearch } from '../../../lib/design/tree-index';
import './design-tree.css';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

const TREE_CLASS = 'heron-design-tree';
const NO_TOKENS: readonly string[] = [];
const TREE_ROLE = 'tree';
// How long a dragged row rests on a closed folder before the folder opens to take it deeper.
const OPEN_ON_HOVER_MS = 600;

export interface DesignTreeProps {
  index: TreeIndex;
  search: TreeSearch | null;
  activeId: string | null;
  /** Pixels: the tree draws only the rows in view (thousands of items stay smooth). */
  height: number;
  readOnly: boolean;
  expandedKeys: readonly string[];
  onExpand: (keys: string[]) => void;
  onOpen: (id: string) => void;
  onMove: (itemId: string, body: MoveItemBody) => void;
}

interface DragState {
  key: string;
  over: { key: string; place: DropPlace } | null;
}

/** The row element an event happened in, and its key. */
function rowOf(event: { target: EventTarget }): { element: HTMLElement; key: string } | null {
  const element = (event.target as HTMLElement).closest<HTMLElement>('[data-key]');
  const key = element?.dataset['key'];
  return element && key ? { element, key } : null;
}

/**
 * The design tree: both sections with their folders, drawn as a virtual list of rows (thousands of
 * items scroll smoothly), searched, expanded by arrow, opened by click or keyboard, reordered by
 * drag and drop within a section, with one menu for all rows. It follows the tree pattern for
 * assistive technology: one tab stop, the arrows move between rows (aria-activedescendant).
 */
export function DesignTree({
  index,
  search,
  activeId,
  height,
  readOnly,
  expandedKeys,
  onExpand,
  onOpen,
  onMove,
}: DesignTreeProps) {
  const { t } = useTranslation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const expanded = useMemo(() => new Set(expandedKeys), [expandedKeys]);
  const rows = useMemo(
    () => visibleRows(index, search?.visible ?? null, expanded),
    [index, search, expanded],
  );
  const tokens = search?.tokens ?? NO_TOKENS;
  const [menu, setMenu] = useState<RowMenuPlace | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const openTimer = useRef<{ key: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  // The theme's colours reach the rows' plain elements through variables, set once here.
  const { token } = theme.useToken();
  const colours = useMemo(
    () =>
      ({
        '--heron-tree-secondary': token.colorTextSecondary,
        '--heron-tree-hover': token.colorFillSecondary,
        '--heron-tree-row-hover': token.controlItemBgHover,
        '--heron-tree-selected': token.controlItemBgActive,
        '--heron-tree-accent': token.colorPrimary,
        '--heron-tree-drop-inside': token.colorPrimaryBg,
        '--heron-tree-radius': `${token.borderRadiusSM}px`,
        '--heron-tree-background': token.colorBgContainer,
      }) as CSSProperties,
    [token],
  );

  const scrollToRow = (at: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const top = scrollTopToShow(at, scroller.scrollTop, height, ROW_HEIGHT);
    if (top !== null) scroller.scrollTop = top;
  };

  // The open item scrolls into view once it is drawn (opened from a link, a tab, or created).
  const activeAt = activeId === null ? -1 : rows.findIndex((row) => row.key === activeId);
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (activeId === null || activeAt === -1) {
      scrolledFor.current = null;
      return;
    }
    if (scrolledFor.current === activeId) return;
    scrolledFor.current = activeId;
    const scroller = scrollerRef.current;
    const top = scroller && scrollTopToShow(activeAt, scroller.scrollTop, height, ROW_HEIGHT);
    if (scroller && top !== null) scroller.scrollTop = top;
  }, [activeId, activeAt, height]);

  useEffect(() => () => clearTimeout(openTimer.current?.timer), []);

  const toggle = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row?.canExpand) return;
    onExpand(row.expanded ? expandedKeys.filter((open) => open !== key) : [...expandedKeys, key]);
  };
  const activate = (key: string) => (isSectionKey(key) ? toggle(key) : onOpen(key));
  const menuUnder = (key: string, anchor: HTMLElement) => {
    const box = anchor.getBoundingClientRect();
    setMenu({ key, x: box.left, y: box.bottom });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const hit = rowOf(event);
    if (!hit) return;
    setFocusedKey(hit.key);
    const target = event.target as HTMLElement;
    const more = target.closest<HTMLElement>(`.${MORE_CLASS}`);
    if (more) menuUnder(hit.key, more);
    else if (target.closest(`.${CARET_CLASS}`)) toggle(hit.key);
    else activate(hit.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(rows, focusedKey ?? activeId, event.key, event.shiftKey);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') {
      setFocusedKey(action.key);
      scrollToRow(rows.findIndex((row) => row.key === action.key));
    } else if (action.type === 'expand' || action.type === 'collapse') {
      toggle(action.key);
    } else if (action.type === 'activate') {
      setFocusedKey(action.key);
      activate(action.key);
    } else {
      const element = document.getElementById(rowElementId(action.key));
      if (element) menuUnder(action.key, element);
    }
  };

  const stopOpenTimer = () => {
    clearTimeout(openTimer.current?.timer);
    openTimer.current = null;
  };
  const endDrag = () => {
    stopOpenTimer();
    setDrag(null);
  };
  // A closed folder a dragged row rests on opens, so the row can go deeper.
  const openWhileHovered = (row: TreeRow | undefined, place: DropPlace) => {
    if (!row || place !== 'inside' || !row.canExpand || row.expanded) return stopOpenTimer();
    if (openTimer.current?.key === row.key) return;
    stopOpenTimer();
    openTimer.current = {
      key: row.key,
      timer: setTimeout(() => {
        openTimer.current = null;
        toggle(row.key);
      }, OPEN_ON_HOVER_MS),
    };
  };

  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    const hit = rowOf(event);
    if (!hit || readOnly || isSectionKey(hit.key)) return event.preventDefault();
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', index.byId.get(hit.key)?.name ?? '');
    setMenu(null);
    setDrag({ key: hit.key, over: null });
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!drag) return;
    const hit = rowOf(event);
    const row = hit ? rows.find((candidate) => candidate.key === hit.key) : undefined;
    let over: DragState['over'] = null;
    if (hit && row) {
      const box = hit.element.getBoundingClientRect();
      const place = dropPlaceAt(event.clientY - box.top, box.height, {
        isSection: row.node === null,
        isFolder: row.node?.kind === 'folder',
      });
      if (canDrop(index, drag.key, hit.key, place)) over = { key: hit.key, place };
    }
    openWhileHovered(row, over?.place ?? 'before');
    if (over) {
      // Taking the event says "this can drop here"; a refused place shows the no-drop cursor.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    }
    if (over?.key !== drag.over?.key || over?.place !== drag.over?.place) {
      setDrag({ key: drag.key, over });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const done = drag;
    endDrag();
    if (!done?.over) return;
    const move = moveForDrop(index, done.key, done.over.key, done.over.place);
    if (move) onMove(done.key, move);
  };

  const focusedShown = focusedKey !== null && rows.some((row) => row.key === focusedKey);
  return (
    <>
      <VirtualRows
        scrollerRef={scrollerRef}
        rows={rows}
        rowHeight={ROW_HEIGHT}
        height={height}
        role={TREE_ROLE}
        tabIndex={0}
        aria-label={t('design.tree.label')}
        aria-activedescendant={focusedShown ? rowElementId(focusedKey) : undefined}
        className={TREE_CLASS}
        style={colours}
        data-testid={DESIGN_TEST_IDS.tree}
        onClick={onClick}
        // The tree keeps the keyboard focus when a row's "more" button is pressed.
        onMouseDown={(event) => {
          if ((event.target as HTMLElement).closest(`.${MORE_CLASS}`)) event.preventDefault();
        }}
        onKeyDown={onKeyDown}
        onDoubleClick={(event) => {
          const hit = rowOf(event);
          if (hit && index.byId.get(hit.key)?.kind === 'folder') toggle(hit.key);
        }}
        onContextMenu={(event) => {
          const hit = rowOf(event);
          if (!hit) return;
          event.preventDefault();
          setFocusedKey(hit.key);
          setMenu({ key: hit.key, x: event.clientX, y: event.clientY });
        }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDrop={onDrop}
        onDragEnd={endDrag}
        renderRow={(row, at, moving) => (
          <TreeRowView
            key={row.key}
            row={row}
            at={at}
            selected={row.key === activeId}
            focused={row.key === focusedKey}
            dropPlace={drag?.over?.key === row.key ? drag.over.place : null}
            dragging={drag?.key === row.key}
            readOnly={readOnly}
            tokens={tokens}
            markHits={!moving}
            menuOpen={menu?.key === row.key}
            t={t}
          />
        )}
      />
      <RowMenu place={menu} index={index} onClose={() => setMenu(null)} />
    </>
  );
}
