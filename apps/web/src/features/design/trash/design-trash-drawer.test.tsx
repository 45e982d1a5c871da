import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, noContent } from '../../../test/stub-api';
import { formatDateTime } from '../../../lib/format-time';
import { makeProject, NO_ABILITIES, pageOf } from '../../../test/project-fixtures';
import { DESIGN, makeTrashEntry } from '../../../test/design-fixtures';
import { buttonsNamed, renderDesign } from '../shell/design-test-render';
import { designTestIdOf } from '../shell/test-ids';

vi.mock('../shell/lazy-editors', () => import('../shell/design-test-stubs'));
vi.mock('../shell/transfer-dialogs', () => import('../shell/design-test-stubs'));

const OLD = makeTrashEntry();
const FOLDER = makeTrashEntry({
  id: 'b0000000-0000-4000-8000-000000000002',
  kind: 'folder',
  name: 'Legacy',
  method: null,
  path: null,
  childCount: 12,
});

async function openTrash() {
  // The trash is under the toolbar's "more" menu (issue 21).
  fireEvent.click(await screen.findByTestId('design-more'));
  fireEvent.click(await screen.findByTestId('design-trash'));
  return screen.findByTestId('design-trash-panel');
}

describe('DesignTrashDrawer', { timeout: 30_000 }, () => {
  it('lists what was deleted, by whom and when, and searches', async () => {
    const { api } = renderDesign({
      routes: {
        [`GET ${DESIGN}/trash`]: (request) =>
          json(pageOf(request.query.get('q') === 'leg' ? [FOLDER] : [OLD, FOLDER], 1, 20)),
      },
    });
    const panel = await openTrash();
    const row = (await within(panel).findByText('Old endpoint')).closest('tr')!;
    expect(within(row).getByText('PUT')).toBeTruthy();
    expect(within(row).getByText('/old')).toBeTruthy();
    expect(within(row).getByText('Bob')).toBeTruthy();
    expect(within(row).getByText(formatDateTime(OLD.deletedAt, 'en'))).toBeTruthy();
    expect(within(panel).getByText('Items inside: 12')).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('Search the trash'), {
      target: { value: 'leg' },
    });
    await waitFor(() => expect(within(panel).queryByText('Old endpoint')).toBeNull());
    expect(
      api.requests.some((r) => r.path === `${DESIGN}/trash` && r.query.get('q') === 'leg'),
    ).toBe(true);
  });

  it('restores an item and refetches the tree', async () => {
    const { api } = renderDesign({
      routes: {
        [`GET ${DESIGN}/trash`]: () => json(pageOf([OLD])),
        [`POST ${DESIGN}/trash/${OLD.id}/restore`]: () => json({}),
      },
    });
    await openTrash();
    const treeCalls = () => api.callsTo(`GET ${DESIGN}/tree`).length;
    const before = treeCalls();
    fireEvent.click(await screen.findByTestId(designTestIdOf.trashRestore(OLD.id)));
    await waitFor(() =>
      expect(api.callsTo(`POST ${DESIGN}/trash/${OLD.id}/restore`)).toHaveLength(1),
    );
    await waitFor(() => expect(treeCalls()).toBeGreaterThan(before));
  });

  it('deletes for good only after confirming', async () => {
    const { api } = renderDesign({
      routes: {
        [`GET ${DESIGN}/trash`]: () => json(pageOf([OLD])),
        [`DELETE ${DESIGN}/trash/${OLD.id}`]: () => noContent(),
      },
    });
    await openTrash();
    fireEvent.click(await screen.findByTestId(designTestIdOf.trashPurge(OLD.id)));
    const confirm = (
      await screen.findByText('Delete "Old endpoint" permanently?')
    ).closest<HTMLElement>('.ant-popover')!;
    expect(api.callsTo(`DELETE ${DESIGN}/trash/${OLD.id}`)).toHaveLength(0);
    fireEvent.click(buttonsNamed('Delete permanently', confirm)[0]!);
    await waitFor(() => expect(api.callsTo(`DELETE ${DESIGN}/trash/${OLD.id}`)).toHaveLength(1));
  });

  it('offers no restore or delete to a read-only member', async () => {
    renderDesign({
      project: makeProject({ can: { ...NO_ABILITIES } }),
      routes: { [`GET ${DESIGN}/trash`]: () => json(pageOf([OLD])) },
    });
    const panel = await openTrash();
    expect(await within(panel).findByText('Old endpoint')).toBeTruthy();
    expect(screen.queryByTestId(designTestIdOf.trashRestore(OLD.id))).toBeNull();
    expect(screen.queryByTestId(designTestIdOf.trashPurge(OLD.id))).toBeNull();
  });
});
