import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DebugHistoryEntry, DebugRequest } from '@heron/contract';
import { AppProviders } from '../../../app/app-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { clearSessionVariables } from '../api/session-variables';
import { forgetLoadedCases } from '../cases';
import { DebugPanel } from '../debug-panel';
import { forgetPanels } from '../debug-panel-memory';
import {
  ENVIRONMENTS_ROUTE,
  NO_PROJECT_VARIABLES,
  PROJECT,
  VARIABLES_ROUTE,
} from '../environments/environments-test-fixtures';
import { makeRequest, SLOW } from '../request/builder-test-harness';
import { REQUEST_TEST_IDS } from '../request/test-ids';
import { makeResult } from '../response/response-test-fixtures';
import { RESPONSE_TEST_IDS } from '../response/test-ids';
import {
  CREATED_PET,
  ENDPOINT,
  HISTORY_ROUTE,
  historyEntryRoute,
  historyRoutes,
  makeEntry,
  SEND_ROUTE,
  SERVER_ERROR,
  UNREACHABLE,
} from './history-test-fixtures';
import { DEBUG_HISTORY_TEST_IDS, debugHistoryTestIdOf } from './test-ids';

const INITIAL: DebugRequest = makeRequest({ method: 'GET', url: '/pets' });

function stub(items: DebugHistoryEntry[], routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: [] }),
    [`GET ${VARIABLES_ROUTE}`]: () => json(NO_PROJECT_VARIABLES),
    [`GET /api/v1/projects/${PROJECT}/endpoint-cases`]: () => json({ items: [] }),
    [`POST ${SEND_ROUTE}`]: () => json(makeResult()),
    ...historyRoutes(items),
    ...routes,
  });
}

function renderPanel(endpointId?: string) {
  return render(
    <AppProviders>
      <DebugPanel projectId={PROJECT} initial={INITIAL} endpointId={endpointId} />
    </AppProviders>,
  );
}

const urlField = () => screen.getByLabelText('URL') as HTMLInputElement;

async function openHistory() {
  fireEvent.click(screen.getByTestId(DEBUG_HISTORY_TEST_IDS.open));
  return screen.findByTestId(DEBUG_HISTORY_TEST_IDS.drawer);
}

const rowOf = (entry: DebugHistoryEntry) => screen.findByTestId(debugHistoryTestIdOf.row(entry.id));

/** The entries the drawer shows, in order, by their URL. */
const shownUrls = () =>
  [...document.querySelectorAll('[data-testid^="debug-history-row-"]')].map(
    (row) => row.querySelector('.ant-typography')?.textContent,
  );

const CONFIRM_TITLE = 'Load this request from your history?';
const CONFIRM = { selector: '.ant-modal-confirm-title' };

function clickConfirm(text: string) {
  const button = [
    ...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm-btns button'),
  ].findLast((candidate) => candidate.textContent === text);
  if (!button) throw new Error(`No "${text}" in the confirm`);
  fireEvent.click(button);
}

function clickPopconfirm(text: string) {
  const button = [...document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')].find(
    (candidate) => candidate.textContent === text,
  );
  if (!button) throw new Error(`No "${text}" in the popconfirm`);
  fireEvent.click(button);
}

beforeEach(() => {
  clearSessionVariables(PROJECT);
  forgetPanels();
  forgetLoadedCases();
});

describe('The history in the debug panel', SLOW, () => {
  it('shows each send: method, URL as sent, status or error code, total time and when', async () => {
    stub([CREATED_PET, UNREACHABLE, SERVER_ERROR]);
    renderPanel();
    await openHistory();

    const created = await rowOf(CREATED_PET);
    expect(within(created).getByText('POST').getAttribute('style')).toContain(
      'color: rgb(247, 144, 9)',
    );
    expect(created.textContent).toContain('https://api.example.com/pets');
    expect(within(created).getByText('201').className).toContain('ant-tag-green');
    expect(created.textContent).toContain('48 ms');
    const time = created.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(CREATED_PET.createdAt);
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(CREATED_PET.createdAt),
      ),
    );

    const unreachable = await rowOf(UNREACHABLE);
    expect(within(unreachable).getByText('DNS_FAILED').className).toContain('ant-tag-red');
    expect(unreachable.textContent).not.toContain('ms');
    expect(within(await rowOf(SERVER_ERROR)).getByText('500').className).toContain('ant-tag-red');
    // Newest first, as the server lists them.
    expect(shownUrls()).toEqual([
      'https://api.example.com/pets',
      'https://nowhere.invalid/owners',
      'https://api.example.com/pets/7',
    ]);
  });

  it('loads a row into the builder and closes, the answer of the request before dropped', async () => {
    stub([CREATED_PET, UNREACHABLE]);
    renderPanel();
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.send));
    await screen.findByTestId(RESPONSE_TEST_IDS.status);

    await openHistory();
    fireEvent.click(await rowOf(UNREACHABLE));
    await waitFor(() => expect(urlField().value).toBe('/owners'));
    expect((screen.getByLabelText('Method') as HTMLInputElement).value).toBe('GET');
    await waitFor(() => expect(screen.queryByTestId(DEBUG_HISTORY_TEST_IDS.drawer)).toBeNull());
    expect(screen.getByTestId(RESPONSE_TEST_IDS.empty)).toBeTruthy();
  });

  it('asks before replacing edits that were not sent', async () => {
    stub([CREATED_PET]);
    renderPanel();
    fireEvent.change(urlField(), { target: { value: '/pets/mine' } });
    await openHistory();

    fireEvent.click(await rowOf(CREATED_PET));
    await screen.findByText(CONFIRM_TITLE, CONFIRM);
    clickConfirm('Keep editing');
    expect(urlField().value).toBe('/pets/mine');

    // The drawer stays open: the person can choose again (antd keeps the closed confirm around).
    fireEvent.click(await rowOf(CREATED_PET));
    await waitFor(() => expect(screen.getAllByText(CONFIRM_TITLE, CONFIRM)).toHaveLength(2));
    clickConfirm('Replace');
    await waitFor(() => expect(urlField().value).toBe('/pets'));
    expect((screen.getByLabelText('Method') as HTMLInputElement).value).toBe('POST');
  });

  it('does not ask once the edits were sent', async () => {
    stub([CREATED_PET]);
    renderPanel();
    fireEvent.change(urlField(), { target: { value: '/pets/mine' } });
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.send));
    await screen.findByTestId(RESPONSE_TEST_IDS.status);
    await openHistory();
    fireEvent.click(await rowOf(CREATED_PET));
    await waitFor(() => expect(urlField().value).toBe('/pets'));
    expect(screen.queryByText(CONFIRM_TITLE, CONFIRM)).toBeNull();
  });

  it('shows this endpoint first, and all on request', async () => {
    const api = stub([CREATED_PET, UNREACHABLE, SERVER_ERROR]);
    renderPanel(ENDPOINT);
    await openHistory();
    await rowOf(CREATED_PET);
    expect(shownUrls()).toEqual(['https://api.example.com/pets']);
    expect(api.callsTo(`GET ${HISTORY_ROUTE}`)[0]!.query.get('endpointId')).toBe(ENDPOINT);

    fireEvent.click(screen.getByText('All'));
    await rowOf(SERVER_ERROR);
    expect(shownUrls()).toHaveLength(3);
    expect(api.callsTo(`GET ${HISTORY_ROUTE}`).at(-1)!.query.has('endpointId')).toBe(false);

    fireEvent.click(screen.getByText('This endpoint'));
    await waitFor(() => expect(shownUrls()).toEqual(['https://api.example.com/pets']));
  });

  it('a blank request shows all of the history, with no endpoint filter', async () => {
    const api = stub([CREATED_PET, UNREACHABLE]);
    renderPanel();
    await openHistory();
    await rowOf(UNREACHABLE);
    expect(screen.queryByTestId(DEBUG_HISTORY_TEST_IDS.filter)).toBeNull();
    expect(api.callsTo(`GET ${HISTORY_ROUTE}`)[0]!.query.has('endpointId')).toBe(false);
  });

  it('deletes one entry through its route, and the list follows', async () => {
    const api = stub([CREATED_PET, UNREACHABLE]);
    renderPanel();
    await openHistory();
    fireEvent.click(await screen.findByTestId(debugHistoryTestIdOf.delete(UNREACHABLE.id)));
    await waitFor(() =>
      expect(api.callsTo(`DELETE ${historyEntryRoute(UNREACHABLE.id)}`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByTestId(debugHistoryTestIdOf.row(UNREACHABLE.id))).toBeNull(),
    );
    expect(shownUrls()).toEqual(['https://api.example.com/pets']);
    expect(api.callsTo(`DELETE ${HISTORY_ROUTE}`)).toHaveLength(0);
  });

  it('clears the history after a confirm, then shows the empty state', async () => {
    const api = stub([CREATED_PET, UNREACHABLE]);
    renderPanel();
    await openHistory();
    await rowOf(CREATED_PET);
    fireEvent.click(screen.getByTestId(DEBUG_HISTORY_TEST_IDS.clear));
    await screen.findByText('Clear your history in this project?');
    expect(api.callsTo(`DELETE ${HISTORY_ROUTE}`)).toHaveLength(0);
    clickPopconfirm('Clear history');
    await waitFor(() => expect(api.callsTo(`DELETE ${HISTORY_ROUTE}`)).toHaveLength(1));
    const empty = await screen.findByTestId(DEBUG_HISTORY_TEST_IDS.empty);
    expect(empty.textContent).toContain('No requests sent yet');
    expect(shownUrls()).toEqual([]);
    expect((screen.getByTestId(DEBUG_HISTORY_TEST_IDS.clear) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says why a delete failed', async () => {
    stub([CREATED_PET], {
      [`DELETE ${historyEntryRoute(CREATED_PET.id)}`]: () => problem('PERMISSION_DENIED'),
    });
    renderPanel();
    await openHistory();
    fireEvent.click(await screen.findByTestId(debugHistoryTestIdOf.delete(CREATED_PET.id)));
    expect(
      await screen.findByText('Operation permission failed, insufficient permissions.'),
    ).toBeTruthy();
    expect(screen.getByTestId(debugHistoryTestIdOf.row(CREATED_PET.id))).toBeTruthy();
  });

  it('says why the history could not be listed', async () => {
    stub([], { [`GET ${HISTORY_ROUTE}`]: () => problem('PERMISSION_DENIED') });
    renderPanel();
    const drawer = await openHistory();
    expect(
      await within(drawer).findByText('Operation permission failed, insufficient permissions.'),
    ).toBeTruthy();
    expect(within(drawer).queryByTestId(DEBUG_HISTORY_TEST_IDS.empty)).toBeNull();
  });

  it('refreshes the open list when a send settles', async () => {
    const items: DebugHistoryEntry[] = [];
    stub(items, {
      [`POST ${SEND_ROUTE}`]: () => {
        // The server records the send before the list is read again.
        items.unshift(makeEntry(INITIAL, { url: 'https://api.example.com/pets?fresh=1' }));
        return json(makeResult());
      },
    });
    renderPanel();
    await openHistory();
    expect((await screen.findByTestId(DEBUG_HISTORY_TEST_IDS.empty)).textContent).toContain(
      'No requests sent yet',
    );
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.send));
    await waitFor(() => expect(shownUrls()).toEqual(['https://api.example.com/pets?fresh=1']));
  });
});
