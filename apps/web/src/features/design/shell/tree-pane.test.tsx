import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ME } from '../../../test/project-fixtures';
import { renderDesign } from './design-test-render';
import { DESIGN_TEST_IDS } from './test-ids';
import { treePaneStorageKey } from './use-tree-pane';

vi.mock('./lazy-editors', () => import('./design-test-stubs'));
vi.mock('./transfer-dialogs', () => import('./design-test-stubs'));

const pane = () => screen.getByTestId(DESIGN_TEST_IDS.treePane);
const resizer = () => screen.getByTestId(DESIGN_TEST_IDS.treeResizer);
/** The designer again, as after a reload: the same browser storage, a new page. */
function reload() {
  const kept = { ...window.localStorage };
  cleanup();
  renderDesign();
  for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
}

describe('the tree pane (issue 21)', { timeout: 30_000 }, () => {
  it('is dragged wider, within its limits, and keeps its width per person after a reload', async () => {
    renderDesign();
    await screen.findByTestId(DESIGN_TEST_IDS.tree);
    // The person's own layout is read once the session says who they are.
    await waitFor(() => expect(pane().style.width).toBe('300px'));

    fireEvent.pointerDown(resizer(), { button: 0, clientX: 300 });
    fireEvent.pointerMove(window, { clientX: 420 });
    expect(pane().style.width).toBe('420px');
    // Not kept until the drag ends.
    expect(window.localStorage.getItem(treePaneStorageKey(ME))).toBeNull();
    fireEvent.pointerUp(window, { clientX: 460 });
    expect(pane().style.width).toBe('460px');
    expect(JSON.parse(window.localStorage.getItem(treePaneStorageKey(ME))!)).toEqual({
      width: 460,
      isCollapsed: false,
    });

    fireEvent.pointerDown(resizer(), { button: 0, clientX: 460 });
    fireEvent.pointerUp(window, { clientX: 5000 });
    expect(pane().style.width).toBe('640px');

    reload();
    await screen.findByTestId(DESIGN_TEST_IDS.tree);
    await waitFor(() => expect(pane().style.width).toBe('640px'));
  });

  it('collapses and opens again from the button on its edge, remembered too', async () => {
    renderDesign();
    await screen.findByTestId(DESIGN_TEST_IDS.tree);
    const toggle = await screen.findByRole('button', { name: 'Hide the tree' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(pane().style.display).toBe('none');
    expect(screen.queryByTestId(DESIGN_TEST_IDS.treeResizer)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(treePaneStorageKey(ME))!)).toMatchObject({
      isCollapsed: true,
    });

    reload();
    await waitFor(() => expect(pane().style.display).toBe('none'));
    fireEvent.click(screen.getByRole('button', { name: 'Show the tree' }));
    expect(pane().style.display).toBe('block');
    // The tree stayed mounted while hidden.
    expect(screen.getByTestId(DESIGN_TEST_IDS.tree)).toBeTruthy();
  });
});
