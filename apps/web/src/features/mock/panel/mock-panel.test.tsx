import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLog, MockSettings, UpdateMockSettingsBody } from '@heron/contract';
import { renderPage } from '../../../test/render-with-providers';
import { json, noContent, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { useEnvironments } from '../../debug';
import {
  BASE_URL,
  ENVIRONMENT_ROUTE,
  ENVIRONMENTS_ROUTE,
  LOG_ROUTE,
  makeLogEntry,
  makeSettings,
  MOCK_ROUTE,
  pickOption,
  PROJECT,
  RESET_ROUTE,
  TOKEN_ROUTE,
  describedError,
} from '../../../test/mock-fixtures';
import { MOCK_TEST_IDS, mockTestIdOf } from '../test-ids';
import { MockPanel } from './mock-panel';
import { hasUnsavedWork } from '../../../lib/unsaved-work';

// antd renders a lot per panel; on a busy machine that is slowness, not failure.
configure({ asyncUtilTimeout: 5_000 });

const EMPTY_LOG: MockLog = { items: [], lastSeq: 0 };

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [`GET ${MOCK_ROUTE}`]: () => json(makeSettings()),
    [`GET ${LOG_ROUTE}`]: () => json(EMPTY_LOG),
    [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: [] }),
    ...routes,
  });
}

/** How many environments the debugger's picker has loaded: it refetches when told to. */
function EnvironmentCount() {
  const environments = useEnvironments(PROJECT);
  return <p data-testid="environment-count">{environments.data?.length ?? '…'}</p>;
}

function renderPanel(options: { readOnly?: boolean } = {}) {
  return renderPage(
    <>
      <MockPanel projectId={PROJECT} readOnly={options.readOnly ?? false} isOpen />
      <EnvironmentCount />
    </>,
  );
}

async function panel() {
  return screen.findByTestId(MOCK_TEST_IDS.panel);
}

describe('MockPanel', { timeout: 30_000 }, () => {
  it('shows where the mock answers, ready to copy, with a curl line carrying the token when private', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stub({
      [`GET ${MOCK_ROUTE}`]: () =>
        json(
          makeSettings({
            access: 'private',
            token: 'tok-secret',
            portBaseUrl: `http://localhost:4010/${PROJECT}`,
          }),
        ),
    });
    renderPanel();
    expect((await screen.findByTestId(MOCK_TEST_IDS.baseUrl)).textContent).toBe(BASE_URL);
    expect(screen.getByTestId(MOCK_TEST_IDS.portBaseUrl).textContent).toBe(
      `http://localhost:4010/${PROJECT}`,
    );
    expect(screen.getByTestId(MOCK_TEST_IDS.curl).textContent).toBe(
      `curl -i -H 'X-Mock-Token: tok-secret' '${BASE_URL}/'`,
    );
    expect(screen.getByTestId(MOCK_TEST_IDS.token).textContent).toBe('tok-secret');

    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.copyBaseUrl));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(BASE_URL));
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.copyToken));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('tok-secret'));
    expect(await screen.findAllByText('Copied')).not.toHaveLength(0);
  });

  it('says the browser refused to copy instead of failing silently', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stub();
    renderPanel();
    fireEvent.click(await screen.findByTestId(MOCK_TEST_IDS.copyCurl));
    expect(
      await screen.findByText(
        'The browser did not allow copying. Select the text and copy it instead.',
      ),
    ).toBeTruthy();
  });

  it('saves the changed settings from the version loaded', async () => {
    const api = stub({
      [`PUT ${MOCK_ROUTE}`]: (request) => {
        const { baseVersion: _, ...body } = request.body as UpdateMockSettingsBody;
        return json(makeSettings({ ...body, version: 3 }));
      },
    });
    renderPanel();
    const save = await screen.findByTestId(MOCK_TEST_IDS.save);
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.accessSwitch));
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.statefulSwitch));
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.validateSwitch));
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: ' pets ' } });
    fireEvent.change(screen.getByLabelText('Latency (ms)'), { target: { value: '250' } });
    await pickOption(screen.getByLabelText('Language of generated data'), '日本語');
    // Changed and not saved: leaving the project would ask first.
    expect(hasUnsavedWork()).toBe(true);
    fireEvent.click(save);

    await waitFor(() => expect(api.callsTo(`PUT ${MOCK_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${MOCK_ROUTE}`)[0]!.body).toEqual({
      access: 'private',
      locale: 'ja',
      // The contract trims the seed before it is sent.
      seed: 'pets',
      validateRequests: true,
      stateful: true,
      latencyMs: 250,
      baseVersion: 2,
    });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    // Saved: the curl line now carries the token, and there is nothing left to save.
    await waitFor(() =>
      expect(screen.getByTestId(MOCK_TEST_IDS.curl).textContent).toContain('X-Mock-Token: tok-1'),
    );
    expect((screen.getByTestId(MOCK_TEST_IDS.save) as HTMLButtonElement).disabled).toBe(true);
    expect(hasUnsavedWork()).toBe(false);
  });

  it('refuses an empty latency beside the field, without sending', async () => {
    const api = stub();
    renderPanel();
    const latency = await screen.findByLabelText('Latency (ms)');
    fireEvent.change(latency, { target: { value: '' } });
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.save));
    await waitFor(() => expect(describedError(latency)).toBe('This field is required'));
    expect(api.callsTo(`PUT ${MOCK_ROUTE}`)).toHaveLength(0);
  });

  it('puts a field the server refused beside it, keeping what was typed', async () => {
    stub({
      [`PUT ${MOCK_ROUTE}`]: () =>
        problem('VALIDATION_FAILED', {
          errors: [{ in: 'body', pointer: '/seed', message: 'Too big' }],
        }),
    });
    renderPanel();
    const seed = await screen.findByLabelText('Seed');
    fireEvent.change(seed, { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.save));
    await waitFor(() => expect(describedError(seed)).toBe('This value is not valid'));
    expect((seed as HTMLInputElement).value).toBe('abc');
  });

  it('on an edit conflict saves nothing and offers a reload, which shows their version', async () => {
    let current: MockSettings = makeSettings();
    const api = stub({
      [`GET ${MOCK_ROUTE}`]: () => json(current),
      [`PUT ${MOCK_ROUTE}`]: () => problem('EDIT_CONFLICT'),
    });
    renderPanel();
    const seed = await screen.findByLabelText('Seed');
    fireEvent.change(seed, { target: { value: 'mine' } });
    current = makeSettings({ seed: 'theirs', version: 5 });
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.save));

    const notice = await screen.findByTestId(MOCK_TEST_IDS.conflict);
    expect(notice.textContent).toContain('Someone else saved the mock settings');
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe('mine');
    fireEvent.click(within(notice).getByTestId(MOCK_TEST_IDS.reload));
    await waitFor(() =>
      expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe('theirs'),
    );
    expect(screen.queryByTestId(MOCK_TEST_IDS.conflict)).toBeNull();
    expect(api.callsTo(`PUT ${MOCK_ROUTE}`)).toHaveLength(1);
    expect((api.callsTo(`PUT ${MOCK_ROUTE}`)[0]!.body as UpdateMockSettingsBody).baseVersion).toBe(
      2,
    );
  });

  it('regenerates the token only after the person confirms', async () => {
    const api = stub({
      [`POST ${TOKEN_ROUTE}`]: () => json(makeSettings({ token: 'tok-2', version: 3 })),
      [`PUT ${MOCK_ROUTE}`]: () => json(makeSettings({ token: 'tok-2', version: 4 })),
    });
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Seed'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.regenerateToken));
    const ok = await screen.findByTestId(MOCK_TEST_IDS.regenerateOk);
    expect(api.callsTo(`POST ${TOKEN_ROUTE}`)).toHaveLength(0);
    fireEvent.click(ok);

    await waitFor(() => expect(screen.getByTestId(MOCK_TEST_IDS.token).textContent).toBe('tok-2'));
    expect(api.callsTo(`POST ${TOKEN_ROUTE}`)).toHaveLength(1);
    expect(await screen.findByText('A new token is ready')).toBeTruthy();
    // The change under way survives, and saves over the version the new token was written in.
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe('kept');
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.save));
    await waitFor(() => expect(api.callsTo(`PUT ${MOCK_ROUTE}`)).toHaveLength(1));
    expect((api.callsTo(`PUT ${MOCK_ROUTE}`)[0]!.body as UpdateMockSettingsBody).baseVersion).toBe(
      3,
    );
  });

  it('adds the mock as an environment, says so, and refreshes the environment list', async () => {
    const environments: unknown[] = [];
    const api = stub({
      [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: environments }),
      [`POST ${ENVIRONMENT_ROUTE}`]: () => {
        const created = {
          id: 'c0000000-0000-4000-8000-0000000000e1',
          projectId: PROJECT,
          name: 'Mock',
          baseUrl: BASE_URL,
          variables: [],
          version: 1,
          updatedAt: '2025-05-01T10:00:00.000Z',
        };
        environments.push(created);
        return json(created);
      },
    });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('environment-count').textContent).toBe('0'));
    fireEvent.click(await screen.findByTestId(MOCK_TEST_IDS.addEnvironment));

    expect(
      await screen.findByText(
        'The environment "Mock" is ready: choose it in the debugger to send requests to the mock.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${ENVIRONMENT_ROUTE}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('environment-count').textContent).toBe('1'));
  });

  it('resets the stateful data after a confirmation', async () => {
    const api = stub({ [`POST ${RESET_ROUTE}`]: () => noContent() });
    renderPanel();
    fireEvent.click(await screen.findByTestId(MOCK_TEST_IDS.reset));
    fireEvent.click(await screen.findByTestId(MOCK_TEST_IDS.resetOk));
    expect(await screen.findByText('Stateful data reset')).toBeTruthy();
    expect(api.callsTo(`POST ${RESET_ROUTE}`)).toHaveLength(1);
  });

  it('says why a reset failed', async () => {
    stub({ [`POST ${RESET_ROUTE}`]: () => problem('PERMISSION_DENIED') });
    renderPanel();
    fireEvent.click(await screen.findByTestId(MOCK_TEST_IDS.reset));
    fireEvent.click(await screen.findByTestId(MOCK_TEST_IDS.resetOk));
    await waitFor(() =>
      expect(document.querySelector('.ant-message-error')?.textContent).toBeTruthy(),
    );
  });

  it('shows the serving program: routes, resources, build time and its warnings, folded', async () => {
    stub({
      [`GET ${MOCK_ROUTE}`]: () =>
        json(
          makeSettings({
            stats: {
              routes: 1234,
              resources: 3,
              buildMs: 42,
              builtAt: '2025-05-01T10:00:00.000Z',
              warnings: ['GET /broken: a $ref to a missing model'],
            },
          }),
        ),
    });
    renderPanel();
    const stats = await screen.findByTestId(MOCK_TEST_IDS.stats);
    expect(stats.textContent).toContain('1,234');
    expect(stats.textContent).toContain('42 ms');
    expect(stats.textContent).toContain('Warnings (1)');
    fireEvent.click(within(stats).getByText('Warnings (1)'));
    expect(await within(stats).findByText('GET /broken: a $ref to a missing model')).toBeTruthy();
  });

  it('lists the served requests newest first, and polls for new ones with after', async () => {
    const api = stub({
      [`GET ${LOG_ROUTE}`]: (request) =>
        request.query.get('after') === null
          ? json({
              items: [
                makeLogEntry(1),
                makeLogEntry(2, {
                  method: 'POST',
                  path: '/pets?__code=404',
                  status: 404,
                  rule: 'expectation',
                  durationMs: 12.5,
                }),
              ],
              lastSeq: 2,
            })
          : json({ items: [makeLogEntry(3, { rule: 'stateful' })], lastSeq: 3 }),
    });
    renderPanel();
    const table = await screen.findByTestId(MOCK_TEST_IDS.logTable);
    const second = await within(table).findByTestId(mockTestIdOf.logRow(2));
    expect(second.textContent).toContain('POST');
    expect(second.textContent).toContain('/pets?__code=404');
    expect(second.textContent).toContain('404');
    expect(second.textContent).toContain('Expectation');
    expect(second.textContent).toContain('13 ms');
    expect((within(second).getByText('POST') as HTMLElement).style.color).toBe('rgb(247, 144, 9)');

    // The next poll asks only for what came after the last entry seen.
    await within(table).findByTestId(mockTestIdOf.logRow(3), undefined, { timeout: 5_000 });
    const polls = api.callsTo(`GET ${LOG_ROUTE}`);
    expect(polls[0]!.query.get('after')).toBeNull();
    expect(polls[1]!.query.get('after')).toBe('2');
    const rows = [...table.querySelectorAll('[data-testid^="mock-log-row-"]')].map((row) =>
      row.getAttribute('data-testid'),
    );
    expect(rows).toEqual(['mock-log-row-3', 'mock-log-row-2', 'mock-log-row-1']);
    expect(within(table).getByTestId(mockTestIdOf.logRow(3)).textContent).toContain(
      'Stateful data',
    );
  });

  it('clears the log for everyone', async () => {
    const api = stub({
      [`GET ${LOG_ROUTE}`]: () => json({ items: [makeLogEntry(1)], lastSeq: 1 }),
      [`DELETE ${LOG_ROUTE}`]: () => noContent(),
    });
    renderPanel();
    const table = await screen.findByTestId(MOCK_TEST_IDS.logTable);
    await within(table).findByTestId(mockTestIdOf.logRow(1));
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.clearLog));
    fireEvent.click(await screen.findByTestId(MOCK_TEST_IDS.clearLogOk));
    await waitFor(() => expect(within(table).queryByTestId(mockTestIdOf.logRow(1))).toBeNull());
    expect(api.callsTo(`DELETE ${LOG_ROUTE}`)).toHaveLength(1);
    expect(within(table).getByText('No requests yet')).toBeTruthy();
  });

  it('shows everything to a read-only member and lets them change nothing', async () => {
    stub({ [`GET ${LOG_ROUTE}`]: () => json({ items: [makeLogEntry(1)], lastSeq: 1 }) });
    renderPanel({ readOnly: true });
    const drawer = await panel();
    await screen.findByTestId(MOCK_TEST_IDS.baseUrl);
    await within(drawer).findByTestId(mockTestIdOf.logRow(1));
    expect(drawer.querySelectorAll('[role="switch"]')).toHaveLength(3);
    expect(drawer.querySelectorAll('[role="switch"]:not([disabled])')).toHaveLength(0);
    for (const id of [
      MOCK_TEST_IDS.save,
      MOCK_TEST_IDS.regenerateToken,
      MOCK_TEST_IDS.reset,
      MOCK_TEST_IDS.addEnvironment,
      MOCK_TEST_IDS.clearLog,
    ]) {
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled, id).toBe(true);
    }
    expect((screen.getByLabelText('Seed') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Latency (ms)') as HTMLInputElement).disabled).toBe(true);
    // Copying is reading: still there.
    expect((screen.getByTestId(MOCK_TEST_IDS.copyToken) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says why the settings could not be loaded', async () => {
    stub({ [`GET ${MOCK_ROUTE}`]: () => problem('PERMISSION_DENIED') });
    renderPanel();
    const drawer = await panel();
    await waitFor(() => expect(drawer.querySelector('.ant-alert-error')).not.toBeNull());
    expect(screen.queryByTestId(MOCK_TEST_IDS.save)).toBeNull();
  });
});
