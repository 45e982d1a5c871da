import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DebugRequest, EndpointCase } from '@heron/contract';
import { AppProviders } from '../../../app/app-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { clearSessionVariables } from '../api/session-variables';
import { DebugPanel } from '../debug-panel';
import { forgetPanels } from '../debug-panel-memory';
import {
  ENVIRONMENTS_ROUTE,
  NO_PROJECT_VARIABLES,
  PROJECT,
  VARIABLES_ROUTE,
} from '../environments/environments-test-fixtures';
import { choose, makeRequest, SLOW } from '../request/builder-test-harness';
import {
  CASES_ROUTE,
  caseRoute,
  caseRoutes,
  CREATED,
  ENDPOINT,
  HAPPY,
  HAPPY_CASE,
  makeCase,
  MISSING_CASE,
} from './cases-test-fixtures';
import { forgetLoadedCases } from './loaded-case-memory';
import { DEBUG_CASES_TEST_IDS } from './test-ids';

const DESIGN: DebugRequest = makeRequest({ method: 'GET', url: '/pets/{id}' });

type SaveBody = { name: string; request: DebugRequest; baseVersion: number };

function stub(items: EndpointCase[], routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: [] }),
    [`GET ${VARIABLES_ROUTE}`]: () => json(NO_PROJECT_VARIABLES),
    ...caseRoutes(items),
    ...routes,
  });
}

function renderPanel(readOnly = false) {
  return render(
    <AppProviders>
      <DebugPanel projectId={PROJECT} initial={DESIGN} endpointId={ENDPOINT} readOnly={readOnly} />
    </AppProviders>,
  );
}

const urlField = () => screen.getByLabelText('URL') as HTMLInputElement;
const typeUrl = (value: string) => fireEvent.change(urlField(), { target: { value } });

/** The name of the case the picker shows as loaded; '' for none. */
const pickedName = () =>
  screen.getByTestId(DEBUG_CASES_TEST_IDS.picker).querySelector('.ant-select-content')
    ?.textContent ?? '';

async function loadCase(name: string) {
  await waitFor(() =>
    expect(
      (screen.getByLabelText('Case').closest('.ant-select') as HTMLElement).className,
    ).not.toContain('ant-select-loading'),
  );
  await choose('Case', name);
}

/** Opens the name dialog with `open`, types `name` and submits it. */
async function submitName(name: string) {
  const field = await screen.findByLabelText('Case name');
  fireEvent.change(field, { target: { value: name } });
  fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.nameSubmit));
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

describe('Endpoint cases in the debug panel', SLOW, () => {
  it('saves the built request as a case, which the picker then shows as loaded', async () => {
    const items: EndpointCase[] = [];
    const api = stub(items);
    renderPanel();
    typeUrl('/pets/7?verbose=1');
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.saveAs));
    await submitName('  Verbose pet  ');

    await waitFor(() => expect(api.callsTo(`POST ${CASES_ROUTE}`)).toHaveLength(1));
    const body = api.callsTo(`POST ${CASES_ROUTE}`)[0]!.body as {
      endpointId: string;
      name: string;
      request: DebugRequest;
    };
    expect(body.endpointId).toBe(ENDPOINT);
    expect(body.name).toBe('Verbose pet');
    expect(body.request.url).toBe(urlField().value);
    expect(body.request).toMatchObject({ method: 'GET' });
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    await waitFor(() => expect(pickedName()).toBe('Verbose pet'));
    expect(screen.getByTestId(DEBUG_CASES_TEST_IDS.save)).toBeTruthy();

    // It is in the picker's list too, beside any other.
    fireEvent.mouseDown(screen.getByLabelText('Case'));
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent),
      ).toEqual(['Verbose pet']),
    );
  });

  it('refuses an empty or too long name in the form, and sends nothing', async () => {
    const api = stub([]);
    renderPanel();
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.saveAs));
    await submitName('   ');
    expect(await screen.findByText('Enter a name for the case')).toBeTruthy();

    await submitName('x'.repeat(101));
    expect(await screen.findByText('A case name can have at most 100 characters')).toBeTruthy();
    expect(api.callsTo(`POST ${CASES_ROUTE}`)).toHaveLength(0);

    // 100 is allowed.
    await submitName('x'.repeat(100));
    await waitFor(() => expect(api.callsTo(`POST ${CASES_ROUTE}`)).toHaveLength(1));
  });

  it('shows a refused save in the dialog, which stays open', async () => {
    stub([], { [`POST ${CASES_ROUTE}`]: () => problem('PERMISSION_DENIED') });
    renderPanel();
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.saveAs));
    await submitName('Mine');
    const dialog = screen.getByTestId(DEBUG_CASES_TEST_IDS.nameDialog).closest('.ant-modal')!;
    expect(
      await within(dialog as HTMLElement).findByText(
        'Operation permission failed, insufficient permissions.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Case name') as HTMLInputElement).value).toBe('Mine');
  });

  it('fills the builder with the case chosen in the picker', async () => {
    stub([HAPPY_CASE, MISSING_CASE]);
    renderPanel();
    await loadCase('Missing pet');
    await waitFor(() => expect(urlField().value).toBe('/pets/404'));
    expect(pickedName()).toBe('Missing pet');

    await loadCase('Happy path');
    await waitFor(() => expect(urlField().value).toBe('/pets/7'));
  });

  it('asks before a case replaces edits that were not sent', async () => {
    stub([HAPPY_CASE]);
    renderPanel();
    typeUrl('/pets/mine');
    await loadCase('Happy path');
    await screen.findByText('Load this case?', { selector: '.ant-modal-confirm-title' });
    expect(urlField().value).toBe('/pets/mine');
    const replace = [
      ...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm-btns button'),
    ].find((button) => button.textContent === 'Replace')!;
    fireEvent.click(replace);
    await waitFor(() => expect(urlField().value).toBe('/pets/7'));
    expect(pickedName()).toBe('Happy path');
  });

  it("Save PUTs the builder's request with the version the case was loaded at", async () => {
    const items = [HAPPY_CASE];
    const api = stub(items);
    renderPanel();
    await loadCase('Happy path');
    await waitFor(() => expect(urlField().value).toBe('/pets/7'));
    typeUrl('/pets/8');
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.save));

    await waitFor(() => expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)).toHaveLength(1));
    const body = api.callsTo(`PUT ${caseRoute(HAPPY)}`)[0]!.body as SaveBody;
    expect(body).toMatchObject({ name: 'Happy path', baseVersion: 3 });
    expect(body.request.url).toBe('/pets/8');
    expect(await screen.findByText('Edited successfully')).toBeTruthy();

    // The next save starts from the version this one made.
    typeUrl('/pets/9');
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.save));
    await waitFor(() => expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)).toHaveLength(2));
    expect((api.callsTo(`PUT ${caseRoute(HAPPY)}`)[1]!.body as SaveBody).baseVersion).toBe(4);
    expect(items[0]!.request.url).toBe('/pets/9');
  });

  it('on a conflict, Reload takes the version saved meanwhile and drops mine', async () => {
    const items = [HAPPY_CASE];
    const api = stub(items);
    renderPanel();
    await loadCase('Happy path');
    await waitFor(() => expect(urlField().value).toBe('/pets/7'));
    typeUrl('/pets/mine');
    // Someone saves the case meanwhile.
    items[0] = makeCase({
      ...HAPPY_CASE,
      request: makeRequest({ url: '/pets/theirs' }),
      version: 5,
    });
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.save));

    const conflict = await screen.findByTestId(DEBUG_CASES_TEST_IDS.conflict);
    expect(conflict.textContent).toContain('saved by someone else after you loaded it');
    expect(urlField().value).toBe('/pets/mine');
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.reload));
    await waitFor(() => expect(urlField().value).toBe('/pets/theirs'));
    expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)).toHaveLength(1);
    expect(items[0]!.request.url).toBe('/pets/theirs');

    // Saving now starts from their version.
    typeUrl('/pets/after');
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.save));
    await waitFor(() => expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)).toHaveLength(2));
    expect((api.callsTo(`PUT ${caseRoute(HAPPY)}`)[1]!.body as SaveBody).baseVersion).toBe(5);
    expect(items[0]!.request.url).toBe('/pets/after');
  });

  it('on a conflict, Overwrite saves mine over the version saved meanwhile', async () => {
    const items = [HAPPY_CASE];
    const api = stub(items);
    renderPanel();
    await loadCase('Happy path');
    await waitFor(() => expect(urlField().value).toBe('/pets/7'));
    typeUrl('/pets/mine');
    items[0] = makeCase({
      ...HAPPY_CASE,
      name: 'Happy path (theirs)',
      request: makeRequest({ url: '/pets/theirs' }),
      version: 5,
    });
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.save));
    await screen.findByTestId(DEBUG_CASES_TEST_IDS.conflict);

    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.overwrite));
    await waitFor(() => expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)).toHaveLength(2));
    const body = api.callsTo(`PUT ${caseRoute(HAPPY)}`)[1]!.body as SaveBody;
    // Mine, from their version; the name stays theirs (a save does not rename).
    expect(body).toMatchObject({ baseVersion: 5, name: 'Happy path (theirs)' });
    expect(body.request.url).toBe('/pets/mine');
    expect(items[0]).toMatchObject({ version: 6 });
    expect(urlField().value).toBe('/pets/mine');
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
  });

  it('renames the loaded case, keeping its stored request', async () => {
    const items = [HAPPY_CASE];
    const api = stub(items);
    renderPanel();
    await loadCase('Happy path');
    await waitFor(() => expect(urlField().value).toBe('/pets/7'));
    typeUrl('/pets/unsaved');
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.rename));
    expect(((await screen.findByLabelText('Case name')) as HTMLInputElement).value).toBe(
      'Happy path',
    );
    await submitName('Pet 7');

    await waitFor(() => expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)).toHaveLength(1));
    const body = api.callsTo(`PUT ${caseRoute(HAPPY)}`)[0]!.body as SaveBody;
    expect(body).toMatchObject({ name: 'Pet 7', baseVersion: 3 });
    expect(body.request.url).toBe('/pets/7');
    await waitFor(() => expect(pickedName()).toBe('Pet 7'));
    expect(urlField().value).toBe('/pets/unsaved');

    // The builder still saves without a conflict: only the name changed.
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.save));
    await waitFor(() => expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)).toHaveLength(2));
    expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)[1]!.body).toMatchObject({
      name: 'Pet 7',
      baseVersion: 4,
    });
    expect(screen.queryByTestId(DEBUG_CASES_TEST_IDS.conflict)).toBeNull();
  });

  it('deletes the loaded case after a confirm', async () => {
    const items = [HAPPY_CASE, MISSING_CASE];
    const api = stub(items);
    renderPanel();
    await loadCase('Happy path');
    await waitFor(() => expect(pickedName()).toBe('Happy path'));
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.delete));
    await screen.findByText('Delete the case "Happy path"?');
    expect(api.callsTo(`DELETE ${caseRoute(HAPPY)}`)).toHaveLength(0);
    clickPopconfirm('Delete');

    await waitFor(() => expect(api.callsTo(`DELETE ${caseRoute(HAPPY)}`)).toHaveLength(1));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    await waitFor(() => expect(pickedName()).toBe('Choose a case'));
    expect(screen.queryByTestId(DEBUG_CASES_TEST_IDS.save)).toBeNull();
    expect(items.map((item) => item.id)).toEqual([MISSING_CASE.id]);
    // The request stays in the builder.
    expect(urlField().value).toBe('/pets/7');
  });

  it('read-only: opens cases, and offers no save, rename, delete or save as', async () => {
    const api = stub([HAPPY_CASE]);
    renderPanel(true);
    await loadCase('Happy path');
    await waitFor(() => expect(urlField().value).toBe('/pets/7'));
    expect(pickedName()).toBe('Happy path');
    const bar = screen.getByTestId(DEBUG_CASES_TEST_IDS.bar);
    expect(within(bar).queryByTestId(DEBUG_CASES_TEST_IDS.saveAs)).toBeNull();
    expect(within(bar).queryByTestId(DEBUG_CASES_TEST_IDS.save)).toBeNull();
    expect(within(bar).queryByTestId(DEBUG_CASES_TEST_IDS.rename)).toBeNull();
    expect(within(bar).queryByTestId(DEBUG_CASES_TEST_IDS.delete)).toBeNull();
    // No button but the picker's own Clear (which only unlinks the builder from the case).
    expect(bar.querySelectorAll('button:not(.ant-select-clear)')).toHaveLength(0);
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('says when the cases could not be listed', async () => {
    stub([], { [`GET ${CASES_ROUTE}`]: () => problem('PERMISSION_DENIED') });
    renderPanel();
    await waitFor(() =>
      expect(pickedName()).toBe('Operation permission failed, insufficient permissions.'),
    );
  });

  it('keeps the loaded case when the panel comes back (Design and Run)', async () => {
    const api = stub([HAPPY_CASE]);
    const first = renderPanel();
    await loadCase('Happy path');
    await waitFor(() => expect(pickedName()).toBe('Happy path'));
    first.unmount();

    renderPanel();
    await waitFor(() => expect(pickedName()).toBe('Happy path'));
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.save));
    await waitFor(() => expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${caseRoute(HAPPY)}`)[0]!.body).toMatchObject({ baseVersion: 3 });
  });

  it('a case created here is listed for the endpoint only', async () => {
    const items: EndpointCase[] = [];
    const api = stub(items);
    renderPanel();
    fireEvent.click(screen.getByTestId(DEBUG_CASES_TEST_IDS.saveAs));
    await submitName('First');
    await waitFor(() => expect(pickedName()).toBe('First'));
    expect(items.map((item) => item.id)).toEqual([CREATED]);
    expect(
      api.callsTo(`GET ${CASES_ROUTE}`).every((call) => call.query.get('endpointId') === ENDPOINT),
    ).toBe(true);
  });
});
