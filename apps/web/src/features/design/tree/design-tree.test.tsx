import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { TreeNode } from '@heron/contract';
import '../../../app/i18n';
import {
  ADMIN,
  ERROR_MODEL,
  GUIDE,
  HEALTH,
  LIST_PETS,
  PETS,
  TREE_NODES,
} from '../../../test/design-fixtures';
import { DesignTree, type DesignTreeProps } from './design-tree';
import { buildTreeIndex, searchTree, SECTION_KEYS } from '../../../lib/design/tree-index';
import { SETTLE_MS } from './virtual-rows';

// The row menu reads the designer's context; the designer's own tests cover it.
vi.mock('./row-menu', () => ({ RowMenu: () => null }));

const ROW = 28;

function renderTree(overrides: Partial<DesignTreeProps> = {}) {
  const props: DesignTreeProps = {
    index: buildTreeIndex(TREE_NODES),
    search: null,
    activeId: null,
    height: 280,
    readOnly: false,
    expandedKeys: [SECTION_KEYS.api, SECTION_KEYS.model],
    onExpand: vi.fn(),
    onOpen: vi.fn(),
    onMove: vi.fn(),
    ...overrides,
  };
  render(<DesignTree {...props} />);
  return props;
}

const treeItem = (id: string) =>
  screen.getByTestId(`design-node-${id}`).closest<HTMLElement>('[role="treeitem"]') as HTMLElement;

/** Pretends the row is laid out `ROW` pixels tall at the top of the window (jsdom lays out nothing). */
function laidOut(element: HTMLElement) {
  element.getBoundingClientRect = () => new DOMRect(0, 0, 300, ROW);
  return element;
}

/** A drag event that lands `offsetY` pixels down its row. */
function dragAt(type: 'dragOver' | 'drop', element: HTMLElement, offsetY: number) {
  const event = new MouseEvent(type.toLowerCase(), {
    bubbles: true,
    cancelable: true,
    clientY: offsetY,
  });
  Object.defineProperty(event, 'dataTransfer', { value: { dropEffect: 'none' } });
  fireEvent(element, event);
  return event;
}

function manyEndpoints(count: number): TreeNode[] {
  return Array.from({ length: count }, (_, at) => ({
    ...(TREE_NODES.find((node) => node.id === HEALTH) as TreeNode),
    id: `b0000000-0000-4000-8000-${String(at).padStart(12, '0')}`,
    name: `Endpoint ${at}`,
    sort: at,
  }));
}

describe('DesignTree', () => {
  it('draws only the rows in view out of thousands, and the next ones as it scrolls', () => {
    renderTree({ index: buildTreeIndex(manyEndpoints(2_000)) });
    const tree = screen.getByRole('tree');
    const drawn = () => tree.querySelectorAll('[role="treeitem"]');
    // 10 rows fill 280 px; a few more are drawn each side.
    expect(drawn().length).toBeLessThan(30);
    expect(screen.getByText('Endpoint 0')).toBeTruthy();
    expect(screen.queryByText('Endpoint 1500')).toBeNull();

    tree.scrollTop = 1_500 * ROW;
    fireEvent.scroll(tree);
    expect(screen.getByText('Endpoint 1500')).toBeTruthy();
    expect(screen.queryByText('Endpoint 0')).toBeNull();
    expect(drawn().length).toBeLessThan(30);
    // Each row sits at its own place in the whole list's height.
    const row = screen.getByText('Endpoint 1500').closest<HTMLElement>('[role="treeitem"]');
    expect(row?.style.top).toBe(`${(1_500 + 1) * ROW}px`);
  });

  it('draws the rows a scroll brings in during the scroll event itself, not a frame later', () => {
    renderTree({ index: buildTreeIndex(manyEndpoints(2_000)) });
    const tree = screen.getByRole('tree');
    tree.scrollTop = 800 * ROW;
    // Dispatched by hand, outside act(): a plain state update would not be drawn until React's
    // next task, after the browser had painted the frame with a blank strip.
    tree.dispatchEvent(new Event('scroll'));
    expect(screen.getByText('Endpoint 800')).toBeTruthy();
  });

  it('marks the search in rows that scroll in once the scroll rests, and keeps the marks in view', () => {
    vi.useFakeTimers();
    try {
      const index = buildTreeIndex(manyEndpoints(2_000));
      renderTree({ index, search: searchTree(index, 'endpoint') });
      const tree = screen.getByRole('tree');
      const marked = (name: string) => {
        const at = Number(name.split(' ')[1]);
        const row = screen.getByTestId(`design-node-${manyEndpoints(at + 1)[at]?.id}`);
        expect(row.textContent).toBe(`GET${name}`);
        return row.querySelector('mark')?.textContent;
      };
      expect(marked('Endpoint 3')).toBe('Endpoint');

      // A fast scroll: the rows coming in are drawn plain, the ones drawn before keep their marks.
      tree.scrollTop = 12 * ROW;
      fireEvent.scroll(tree);
      expect(marked('Endpoint 20')).toBeUndefined();
      expect(marked('Endpoint 12')).toBe('Endpoint');
      tree.scrollTop = 40 * ROW;
      fireEvent.scroll(tree);
      expect(marked('Endpoint 45')).toBeUndefined();

      act(() => vi.advanceTimersByTime(SETTLE_MS - 1));
      expect(marked('Endpoint 45')).toBeUndefined();
      act(() => vi.advanceTimersByTime(1));
      expect(marked('Endpoint 45')).toBe('Endpoint');
      expect(marked('Endpoint 40')).toBe('Endpoint');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells assistive technology each row’s level, place and state', () => {
    renderTree({ expandedKeys: [SECTION_KEYS.api, PETS], activeId: LIST_PETS });
    expect(treeItem(PETS).getAttribute('aria-level')).toBe('2');
    expect(treeItem(PETS).getAttribute('aria-expanded')).toBe('true');
    expect(treeItem(ADMIN).getAttribute('aria-expanded')).toBe('false');
    expect(treeItem(LIST_PETS).getAttribute('aria-level')).toBe('3');
    expect(treeItem(LIST_PETS).getAttribute('aria-selected')).toBe('true');
    expect(treeItem(LIST_PETS).getAttribute('aria-expanded')).toBeNull();
    expect(treeItem(GUIDE).getAttribute('aria-posinset')).toBe('2');
    expect(treeItem(GUIDE).getAttribute('aria-setsize')).toBe('3');
  });

  it('opens an item on click and a folder by its arrow or a double click', () => {
    const props = renderTree();
    fireEvent.click(screen.getByText('Health'));
    expect(props.onOpen).toHaveBeenCalledWith(HEALTH);
    fireEvent.click(treeItem(PETS).querySelector('.heron-tree-caret') as HTMLElement);
    expect(props.onExpand).toHaveBeenLastCalledWith([SECTION_KEYS.api, SECTION_KEYS.model, PETS]);
    fireEvent.doubleClick(screen.getByText('Pets'));
    expect(props.onExpand).toHaveBeenCalledTimes(2);
    // A section's row opens and closes its section instead.
    fireEvent.click(screen.getByText('Data models'));
    expect(props.onExpand).toHaveBeenLastCalledWith([SECTION_KEYS.api]);
  });

  it('is worked by keyboard: arrows move, right opens a folder, Enter opens the item', () => {
    const props = renderTree({ activeId: PETS });
    const tree = screen.getByRole('tree');
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(props.onExpand).toHaveBeenLastCalledWith([SECTION_KEYS.api, SECTION_KEYS.model, PETS]);
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    expect(tree.getAttribute('aria-activedescendant')).toBe(treeItem(GUIDE).id);
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(props.onOpen).toHaveBeenCalledWith(GUIDE);
  });

  it('moves a dragged row into a folder dropped on its middle', () => {
    const props = renderTree();
    fireEvent.dragStart(treeItem(HEALTH), { dataTransfer: { setData: vi.fn() } });
    const target = laidOut(treeItem(PETS));
    expect(dragAt('dragOver', target, 14).defaultPrevented).toBe(true);
    expect(target.className).toContain('drop-inside');
    dragAt('drop', target, 14);
    expect(props.onMove).toHaveBeenCalledWith(HEALTH, { parentId: PETS, position: 0 });
  });

  it('moves a dragged row before another by its upper half', () => {
    const props = renderTree();
    fireEvent.dragStart(treeItem(HEALTH), { dataTransfer: { setData: vi.fn() } });
    const target = laidOut(treeItem(GUIDE));
    expect(dragAt('dragOver', target, 5).defaultPrevented).toBe(true);
    expect(target.className).toContain('drop-before');
    dragAt('drop', target, 5);
    expect(props.onMove).toHaveBeenCalledWith(HEALTH, { parentId: null, position: 1 });
  });

  it('refuses a drop into the other section: no drop place, nothing sent', () => {
    const props = renderTree();
    fireEvent.dragStart(treeItem(HEALTH), { dataTransfer: { setData: vi.fn() } });
    const target = laidOut(treeItem(ERROR_MODEL));
    expect(dragAt('dragOver', target, 5).defaultPrevented).toBe(false);
    expect(target.className).not.toContain('drop-');
    dragAt('drop', target, 5);
    expect(props.onMove).not.toHaveBeenCalled();
  });

  it('lets nothing be dragged in a read-only design', () => {
    renderTree({ readOnly: true });
    expect(treeItem(HEALTH).getAttribute('draggable')).toBeNull();
    expect(treeItem(GUIDE).getAttribute('draggable')).toBeNull();
    renderTree();
    expect(document.querySelectorAll('[role="treeitem"][draggable="true"]').length).toBeGreaterThan(
      0,
    );
  });
});
