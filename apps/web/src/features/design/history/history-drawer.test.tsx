import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem } from '../../../test/stub-api';
import { formatDateTime } from '../../../lib/format-time';
import { P1 } from '../../../test/project-fixtures';
import {
  BOB_REF,
  DESIGN,
  GUIDE,
  PETS,
  makeDoc,
  makeRevision,
  makeRevisionDetail,
} from '../../../test/design-fixtures';
import { buttonNamed, renderDesign } from '../shell/design-test-render';
import { designTestIdOf } from '../shell/test-ids';

vi.mock('../shell/lazy-editors', () => import('../shell/design-test-stubs'));
vi.mock('../shell/transfer-dialogs', () => import('../shell/design-test-stubs'));

const ITEM = `${DESIGN}/items/${GUIDE}`;
const REVISIONS = [
  makeRevision({
    version: 3,
    action: 'update',
    changed: ['data.content'],
    author: BOB_REF,
    createdAt: '2025-03-03T12:00:00.000Z',
  }),
  makeRevision({
    version: 2,
    action: 'update',
    changed: ['name'],
    createdAt: '2025-03-02T12:00:00.000Z',
  }),
  makeRevision({ version: 1 }),
];
const CONTENT: Record<number, string> = { 1: 'First words', 2: 'First words', 3: 'Latest words' };

function historyRoutes(restore: (body: unknown) => Response) {
  return {
    [`GET ${ITEM}`]: () => json(makeDoc()),
    [`GET ${ITEM}/revisions`]: () => json({ items: REVISIONS }),
    ...Object.fromEntries(
      REVISIONS.map((revision) => [
        `GET ${ITEM}/revisions/${revision.version}`,
        () =>
          json(
            makeRevisionDetail(
              revision,
              CONTENT[revision.version]!,
              revision.version === 1 ? 'Start' : 'Getting started',
            ),
          ),
      ]),
    ),
    [`POST ${ITEM}/revisions/2/restore`]: (request: { body: unknown }) => restore(request.body),
  };
}

async function openHistory() {
  fireEvent.click(await screen.findByTestId('design-history'));
  return screen.findByTestId('design-history-drawer');
}

/** The OK button of the open confirm. */
async function confirmWith(text: string) {
  const buttons = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns button')];
    if (found.length === 0) throw new Error('No confirm');
    return found;
  });
  fireEvent.click(buttons.find((button) => button.textContent === text)!);
}

describe('HistoryDrawer', { timeout: 30_000 }, () => {
  it('lists revisions with what changed, who and when, and compares two side by side', async () => {
    const { api } = renderDesign({
      path: `/project/${P1}?item=${GUIDE}`,
      routes: historyRoutes(() => json(makeDoc())),
    });
    const drawer = await openHistory();
    const latest = (await within(drawer).findByText('v3')).closest('tr')!;
    expect(within(latest).getByText('Current')).toBeTruthy();
    expect(within(latest).getByText('Edited')).toBeTruthy();
    expect(within(latest).getByText('Content')).toBeTruthy();
    expect(within(latest).getByText('Bob')).toBeTruthy();
    // In the interface language, in the machine's time zone.
    expect(within(latest).getByText(formatDateTime('2025-03-03T12:00:00.000Z', 'en'))).toBeTruthy();
    expect(within(within(drawer).getByText('v2').closest('tr')!).getByText('Name')).toBeTruthy();
    // The current version cannot be restored over itself.
    expect(screen.queryByTestId(designTestIdOf.historyRestore(3))).toBeNull();

    const compare = screen.getByTestId('design-history-compare');
    expect(compare).toHaveProperty('disabled', true);
    fireEvent.click(within(drawer).getByLabelText('Select version 3'));
    fireEvent.click(within(drawer).getByLabelText('Select version 1'));
    expect(compare).toHaveProperty('disabled', false);
    fireEvent.click(compare);

    const view = await screen.findByTestId('design-compare', undefined, { timeout: 10_000 });
    await waitFor(() => expect(view.textContent).toContain('Latest words'));
    expect(view.textContent).toContain('First words');
    expect(api.callsTo(`GET ${ITEM}/revisions/1`)).toHaveLength(1);
    expect(api.callsTo(`GET ${ITEM}/revisions/3`)).toHaveLength(1);
    // The older on the left.
    expect(screen.getByTestId('design-compare-left').textContent).toContain('Version 1');
    expect(screen.getByTestId('design-compare-right').textContent).toContain('Version 3');
  });

  it('compares field by field in words, not raw JSON with the internal parentId (issue 21)', async () => {
    renderDesign({
      path: `/project/${P1}?item=${GUIDE}`,
      routes: {
        ...historyRoutes(() => json(makeDoc())),
        ...Object.fromEntries(
          REVISIONS.map((revision) => [
            `GET ${ITEM}/revisions/${revision.version}`,
            () =>
              json({
                ...makeRevisionDetail(revision, CONTENT[revision.version]!),
                parentId: PETS,
              }),
          ]),
        ),
      },
    });
    const drawer = await openHistory();
    fireEvent.click(await within(drawer).findByLabelText('Select version 3'));
    fireEvent.click(within(drawer).getByLabelText('Select version 2'));
    fireEvent.click(screen.getByTestId('design-history-compare'));

    const view = await screen.findByTestId('design-compare', undefined, { timeout: 10_000 });
    const content = within(view).getByText('Content').closest('tr')!;
    expect(within(content).getByText('Changed')).toBeTruthy();
    expect(content.querySelector('[data-change="added"]')?.textContent).toBe('Latest words');
    expect(view.textContent).not.toMatch(/parentId|[{}"]/);
    expect(view.textContent).not.toContain(PETS);
  });

  it('restores a revision from the version the tab loaded', async () => {
    const { api } = renderDesign({
      path: `/project/${P1}?item=${GUIDE}`,
      routes: historyRoutes(() => json(makeDoc({ version: 4, data: { content: 'First words' } }))),
    });
    await openHistory();
    fireEvent.click(await screen.findByTestId(designTestIdOf.historyRestore(2)));
    expect(
      await screen.findByText('Restore version 2?', { selector: '.ant-modal-confirm-title' }),
    ).toBeTruthy();
    await confirmWith('Restore');
    await waitFor(() =>
      expect(api.callsTo(`POST ${ITEM}/revisions/2/restore`)[0]?.body).toEqual({ baseVersion: 3 }),
    );
    await waitFor(() =>
      expect(screen.getByText('Saved by Ada Lovelace', { exact: false }).textContent).toContain(
        'version 4',
      ),
    );
  });

  it('shows the conflict when the item was saved meanwhile, and restores over the newer version', async () => {
    let attempts = 0;
    let current = makeDoc();
    const { api } = renderDesign({
      path: `/project/${P1}?item=${GUIDE}`,
      routes: {
        ...historyRoutes((body) => {
          attempts += 1;
          if ((body as { baseVersion: number }).baseVersion !== current.version) {
            return problem('EDIT_CONFLICT');
          }
          current = makeDoc({ version: current.version + 1, data: { content: 'First words' } });
          return json(current);
        }),
        [`GET ${ITEM}`]: () => json(current),
      },
    });
    await openHistory();
    // Bob saves after the tab loaded version 3.
    current = makeDoc({ version: 5, updatedBy: BOB_REF, data: { content: 'Bob words' } });
    fireEvent.click(await screen.findByTestId(designTestIdOf.historyRestore(2)));
    await confirmWith('Restore');

    const conflict = await screen.findByTestId('design-conflict');
    const view = await within(conflict).findByTestId('design-compare', undefined, {
      timeout: 10_000,
    });
    await waitFor(() => expect(view.textContent).toContain('Bob words'));
    expect(view.textContent).toContain('First words');
    fireEvent.click(buttonNamed('Keep mine (overwrite)'));
    await waitFor(() => expect(attempts).toBe(2));
    expect(api.callsTo(`POST ${ITEM}/revisions/2/restore`).map((call) => call.body)).toEqual([
      { baseVersion: 3 },
      { baseVersion: 5 },
    ]);
    expect(current.version).toBe(6);
  });
});
