import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, noContent } from '../../../test/stub-api';
import { ME, P1 } from '../../../test/project-fixtures';
import { DESIGN, GUIDE, HEALTH, makeDoc, makeEndpoint } from '../../../test/design-fixtures';
import { buttonsNamed, renderDesign, where } from './design-test-render';
import { designTestIdOf, DESIGN_TEST_IDS } from './test-ids';
import { designTabsStorageKey } from './use-design-tabs';

vi.mock('./lazy-editors', () => import('./design-test-stubs'));
vi.mock('./transfer-dialogs', () => import('./design-test-stubs'));

const ITEMS = {
  [`GET ${DESIGN}/items/${GUIDE}`]: () => json(makeDoc()),
  [`GET ${DESIGN}/items/${HEALTH}`]: () =>
    json(makeEndpoint({ id: HEALTH, name: 'Health', parentId: null })),
};
/** antd's confirm writes its title twice (once for screen readers); the visible one. */
const CONFIRM = { selector: '.ant-modal-confirm-title' };

/** The open tabs, by item id, in order. */
function openTabs(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid^="design-tab-a"]')].map((tab) =>
    tab.dataset['testid']!.replace('design-tab-', ''),
  );
}

async function openFromTree(id: string) {
  fireEvent.click(await screen.findByTestId(designTestIdOf.node(id)));
  await waitFor(() => expect(where()).toBe(`/project/${P1}?item=${id}`));
}

/** The item of a menu open on screen (antd keeps closed menus in the page, hidden). */
async function menuAction(action: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        `.ant-dropdown:not(.ant-dropdown-hidden) [data-testid="${designTestIdOf.tabAction(action)}"]`,
      ),
    ];
    if (found.length === 0) throw new Error(`No menu item ${action}`);
    return found.at(-1)!;
  });
}

describe('the editor tabs (issue 21)', { timeout: 30_000 }, () => {
  it('are kept per person and project: a reload, or the bare address, gives them back', async () => {
    renderDesign({ routes: ITEMS });
    await openFromTree(GUIDE);
    await openFromTree(HEALTH);
    expect(openTabs()).toEqual([GUIDE, HEALTH]);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(designTabsStorageKey(ME, P1))!)).toEqual({
        openIds: [GUIDE, HEALTH],
        activeId: HEALTH,
      }),
    );

    // A new page (a reload, another browser tab) at the project's bare address.
    const kept = { ...window.localStorage };
    cleanup();
    renderDesign({ routes: ITEMS });
    for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
    await waitFor(() => expect(openTabs()).toEqual([GUIDE, HEALTH]));
    // The tab shown last shows again.
    await waitFor(() => expect(where()).toBe(`/project/${P1}?item=${HEALTH}`));
  });

  it('closes the others and all from a tab’s menu, and reopens the closed ones last first', async () => {
    renderDesign({ routes: ITEMS });
    await openFromTree(GUIDE);
    await openFromTree(HEALTH);
    fireEvent.contextMenu(screen.getByTestId(designTestIdOf.tab(GUIDE)));
    fireEvent.click(await menuAction('close-others'));
    await waitFor(() => expect(openTabs()).toEqual([GUIDE]));
    expect(where()).toBe(`/project/${P1}?item=${GUIDE}`);

    // The "…" at the end of the strip has the same actions, for the shown tab.
    fireEvent.click(screen.getByTestId(DESIGN_TEST_IDS.tabMenu));
    fireEvent.click(await menuAction('close-all'));
    await waitFor(() => expect(openTabs()).toEqual([]));
    expect(where()).toBe(`/project/${P1}`);

    // With no tab left, the empty pane offers to reopen; the keyboard does too.
    fireEvent.click(await screen.findByTestId(designTestIdOf.tabAction('reopen')));
    await waitFor(() => expect(openTabs()).toEqual([GUIDE]));
    fireEvent.keyDown(window, { key: 'T', code: 'KeyT', altKey: true, shiftKey: true });
    await waitFor(() => expect(openTabs()).toEqual([GUIDE, HEALTH]));
    expect(where()).toBe(`/project/${P1}?item=${HEALTH}`);
    // Nothing more to reopen.
    fireEvent.click(screen.getByTestId(DESIGN_TEST_IDS.tabMenu));
    expect((await menuAction('reopen')).getAttribute('aria-disabled')).toBe('true');
  });

  it('asks once before closing several tabs with unsaved changes, naming them', async () => {
    renderDesign({ routes: ITEMS });
    await openFromTree(GUIDE);
    fireEvent.change(await screen.findByLabelText('Markdown'), { target: { value: 'Unsaved' } });
    await openFromTree(HEALTH);
    fireEvent.click(screen.getByTestId(DESIGN_TEST_IDS.tabMenu));
    fireEvent.click(await menuAction('close-all'));
    expect(await screen.findByText('Close tabs with unsaved changes?', CONFIRM)).toBeTruthy();
    expect(
      screen.getByText('Your unsaved changes to "Getting started" will be lost.'),
    ).toBeTruthy();
    fireEvent.click(buttonsNamed('Keep editing').at(-1)!);
    expect(openTabs()).toEqual([GUIDE, HEALTH]);

    // One other tab, unsaved: the question names it, as closing that tab alone does.
    fireEvent.contextMenu(screen.getByTestId(designTestIdOf.tab(HEALTH)));
    fireEvent.click(await menuAction('close-others'));
    expect(
      await screen.findByText('Close "Getting started" without saving?', CONFIRM),
    ).toBeTruthy();
    await waitFor(() => expect(buttonsNamed('Discard changes').length).toBeGreaterThan(0));
    fireEvent.click(buttonsNamed('Discard changes').at(-1)!);
    await waitFor(() => expect(openTabs()).toEqual([HEALTH]));
    expect(screen.queryByTestId(DESIGN_TEST_IDS.tabDirty)).toBeNull();
  });

  it('does not offer to reopen an item that was deleted', async () => {
    renderDesign({
      routes: {
        ...ITEMS,
        [`DELETE ${DESIGN}/items/${GUIDE}`]: () => noContent(),
      },
    });
    await openFromTree(GUIDE);
    fireEvent.click(await screen.findByTestId(DESIGN_TEST_IDS.delete));
    fireEvent.click(await screen.findByTestId(DESIGN_TEST_IDS.deleteOk));
    await waitFor(() => expect(openTabs()).toEqual([]));
    expect(screen.queryByTestId(designTestIdOf.tabAction('reopen'))).toBeNull();
  });
});
