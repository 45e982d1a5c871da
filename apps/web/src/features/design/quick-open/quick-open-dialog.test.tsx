import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../../test/stub-api';
import { P1 } from '../../../test/project-fixtures';
import { CREATE_PET, DESIGN, LIST_PETS, makeEndpoint } from '../../../test/design-fixtures';
import { renderDesign, where } from '../shell/design-test-render';
import { designTestIdOf, DESIGN_TEST_IDS } from '../shell/test-ids';

vi.mock('../shell/lazy-editors', () => import('../shell/design-test-stubs'));
vi.mock('../shell/transfer-dialogs', () => import('../shell/design-test-stubs'));

const ROUTES = {
  [`GET ${DESIGN}/items/${CREATE_PET}`]: () =>
    json(makeEndpoint({ id: CREATE_PET, name: 'Create pet' })),
};

async function openQuickOpen() {
  await screen.findByTestId(DESIGN_TEST_IDS.tree);
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  const dialog = await screen.findByTestId(DESIGN_TEST_IDS.quickOpenDialog);
  return {
    dialog,
    input: within(dialog).getByRole('combobox'),
    options: () => within(dialog).queryAllByRole('option'),
  };
}

describe('QuickOpenDialog (issue 21)', { timeout: 30_000 }, () => {
  it('opens on Ctrl+K, searches by path and method, and Enter opens the chosen item in a tab', async () => {
    renderDesign({ routes: ROUTES });
    const { input, options } = await openQuickOpen();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(
      screen.getByText('Type to find an item; ↑ ↓ to choose, Enter to open it in a tab.'),
    ).toBeTruthy();

    fireEvent.change(input, { target: { value: '/pets' } });
    await waitFor(() => expect(options()).toHaveLength(3));
    // The first is chosen; the arrows move, wrapping around.
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');

    fireEvent.change(input, { target: { value: 'post /pets' } });
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]!.textContent).toContain('Create pet');
    expect(options()[0]!.textContent).toContain('Pets');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe(`/project/${P1}?item=${CREATE_PET}`));
    expect(await screen.findByTestId(designTestIdOf.tab(CREATE_PET))).toBeTruthy();
  });

  it('is in the toolbar\'s "more" menu, says when nothing matches, and opens a match on a click', async () => {
    renderDesign({
      routes: {
        ...ROUTES,
        [`GET ${DESIGN}/items/${LIST_PETS}`]: () => json(makeEndpoint()),
      },
    });
    await screen.findByTestId(DESIGN_TEST_IDS.tree);
    fireEvent.click(screen.getByTestId(DESIGN_TEST_IDS.more));
    fireEvent.click(await screen.findByTestId(DESIGN_TEST_IDS.quickOpen));
    const dialog = await screen.findByTestId(DESIGN_TEST_IDS.quickOpenDialog);
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'zebra' } });
    expect(await within(dialog).findByText('Nothing matches')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'list' } });
    fireEvent.click(await within(dialog).findByText('List'));
    await waitFor(() => expect(where()).toBe(`/project/${P1}?item=${LIST_PETS}`));
  });

  it('answers Ctrl+K only while the designer is on screen', async () => {
    renderDesign({ routes: ROUTES, isVisible: false });
    await screen.findByTestId(DESIGN_TEST_IDS.tree);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId(DESIGN_TEST_IDS.quickOpenDialog)).toBeNull();
  });
});
