import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runEnd, type RunEvent, type TestRun } from '@heron/contract';
import { i18n } from '../../../app/i18n';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { allowCodeMirror } from '../../../test/mock-fixtures';
import { P1 } from '../../../test/project-fixtures';
import { renderPage } from '../../../test/render-with-providers';
import { json, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  ENVIRONMENT_ID,
  makeReport,
  makeRun,
  makeScenario,
  makeStepResult,
  membersRoute,
  RUN_ID,
  RUN_ROUTE,
  RUNS_ROUTE,
  SCENARIO,
  SCENARIO_ROUTE,
  testingRoutes,
  waitStep,
} from '../../../test/testing-fixtures';
import { watchDownloads } from '../../../test/watch-downloads';
import { scenarioEnvironmentStorageKey } from '../editor/environment-select';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { TestsSection } from '../tests-section';

configure({ asyncUtilTimeout: 5_000 });
beforeAll(allowCodeMirror);

const RUNNING: TestRun = makeRun({
  status: 'running',
  finishedAt: null,
  report: makeReport({ status: 'running', finishedAt: null, steps: [] }),
});

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...testingRoutes(makeScenario({ steps: [waitStep('w1')] })),
    ...membersRoute(),
    [`GET ${RUNS_ROUTE}`]: () => json({ items: [] }),
    [`POST ${RUNS_ROUTE}`]: () => json({ runId: RUN_ID }, 202),
    [`GET ${RUN_ROUTE}`]: () => json(RUNNING),
    ...routes,
  });
}

async function openScenario({ canRun = true } = {}) {
  renderPage(<TestsSection projectId={P1} readOnly={!canRun} canRun={canRun} isOpen />);
  fireEvent.click(await screen.findByText('Checkout'));
  return screen.findByTestId(TESTS_TEST_IDS.editor);
}

const total = (name: string) => screen.getByTestId(testsTestIdOf.total(name)).textContent;

let downloads: ReturnType<typeof watchDownloads>;
beforeEach(() => {
  installFakeEventSource();
  downloads = watchDownloads();
  localStorage.setItem(scenarioEnvironmentStorageKey(SCENARIO), ENVIRONMENT_ID);
});
afterEach(() => {
  downloads.restore();
  localStorage.clear();
});

describe('running a scenario', { timeout: 60_000 }, () => {
  it('starts a run with the chosen environment and shows each step as it ends, then the stored report', async () => {
    const api = stub();
    await openScenario();
    fireEvent.click(await screen.findByTestId(TESTS_TEST_IDS.run));

    await waitFor(() => expect(api.callsTo(`POST ${RUNS_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${RUNS_ROUTE}`)[0]!.body).toEqual({ environmentId: ENVIRONMENT_ID });
    await screen.findByTestId(TESTS_TEST_IDS.runView);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toBe(`/api/v1/projects/${P1}/test-runs/${RUN_ID}/events`);
    expect(source.withCredentials).toBe(true);
    expect(screen.getByTestId(TESTS_TEST_IDS.stop)).toBeTruthy();

    source.open();
    source.send({ type: 'step', result: makeStepResult() } satisfies RunEvent);
    const first = await screen.findByTestId(testsTestIdOf.stepResult(0));
    expect(first.textContent).toContain('List pets');
    expect(first.textContent).toContain('GET');
    expect(first.textContent).toContain('https://staging.example.com/pets');
    expect(first.textContent).toContain('200');
    expect(first.textContent).toContain('42 ms');
    expect(first.textContent).toContain('1 passed, 0 failed');
    expect(total('requests')).toContain('1');
    expect(total('passed')).toContain('1');

    const failing = makeStepResult({
      stepId: 's2',
      name: 'Buy a pet',
      status: 'failed',
      startedMs: 50,
      assertions: [
        {
          id: 'a2',
          name: 'body $.id equals 8',
          passed: false,
          actual: '7',
          message: 'Expected 8 but found 7',
        },
      ],
      console: ['bought 7'],
    });
    source.send({ type: 'step', result: failing } satisfies RunEvent);
    const second = await screen.findByTestId(testsTestIdOf.stepResult(1));
    expect(second.textContent).toContain('Expected 8 but found 7');
    await waitFor(() => expect(total('failed')).toContain('1'));
    expect(total('requests')).toContain('2');

    // Opened: the assertion with what was found, the extracted value, the console, the exchange.
    fireEvent.click(within(second).getByText('Buy a pet'));
    const detail = await screen.findByText('body $.id equals 8');
    const expanded = detail.closest('tr')!;
    expect(expanded.textContent).toContain('Actual: 7');
    expect(expanded.textContent).toContain('petId = 7');
    expect(expanded.textContent).toContain('bought 7');
    fireEvent.click(within(expanded).getByRole('tab', { name: 'Response' }));
    expect(await within(expanded).findByText(/content-type: application\/json/)).toBeTruthy();

    const report = makeReport({
      status: 'failed',
      totals: { ...makeReport().totals, requests: 2, assertions: 2, failedAssertions: 1 },
      steps: [makeStepResult(), failing],
    });
    source.send({ type: 'done', report } satisfies RunEvent);
    expect(source.isClosed).toBe(true);
    await waitFor(() =>
      expect(screen.getByTestId(TESTS_TEST_IDS.runStatus).dataset.status).toBe('failed'),
    );
    expect(screen.queryByTestId(TESTS_TEST_IDS.stop)).toBeNull();
    expect(screen.getByTestId(TESTS_TEST_IDS.downloadReport)).toBeTruthy();
    expect(total('duration')).toContain('1 s');
  });

  it('stops a run in progress', async () => {
    const api = stub({ [`POST ${RUN_ROUTE}/stop`]: () => json(RUNNING) });
    await openScenario();
    fireEvent.click(await screen.findByTestId(TESTS_TEST_IDS.run));
    fireEvent.click(await screen.findByTestId(TESTS_TEST_IDS.stop));
    await waitFor(() => expect(api.callsTo(`POST ${RUN_ROUTE}/stop`)).toHaveLength(1));

    const source = FakeEventSource.latest();
    source.open();
    source.send({
      type: 'done',
      report: makeReport({
        status: 'failed',
        ...runEnd('STOPPED_ON_FAILURE', { step: 'Log in' }),
      }),
    } satisfies RunEvent);
    await waitFor(() =>
      expect(screen.getByTestId(TESTS_TEST_IDS.runStatus).dataset.status).toBe('failed'),
    );
    // Why, said from its code (the English sentence stored beside it has plain quotes).
    expect(screen.getByTestId(TESTS_TEST_IDS.runReason).textContent).toContain(
      'Stopped after “Log in” failed.',
    );
  });

  it('after a dropped connection, shows the replayed steps once, and ends if the run ended meanwhile', async () => {
    let run: TestRun = RUNNING;
    stub({ [`GET ${RUN_ROUTE}`]: () => json(run) });
    await openScenario();
    fireEvent.click(await screen.findByTestId(TESTS_TEST_IDS.run));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    source.open();
    source.send({ type: 'step', result: makeStepResult() } satisfies RunEvent);
    await screen.findByTestId(testsTestIdOf.stepResult(0));

    source.drop();
    expect((await screen.findByTestId(TESTS_TEST_IDS.runConnection)).textContent).toContain(
      'reconnecting',
    );
    // The browser reconnects: the server sends every step again.
    source.open();
    source.send({ type: 'step', result: makeStepResult() } satisfies RunEvent);
    source.send({ type: 'step', result: makeStepResult({ name: 'Second' }) } satisfies RunEvent);
    await screen.findByTestId(testsTestIdOf.stepResult(1));
    expect(screen.queryByTestId(testsTestIdOf.stepResult(2))).toBeNull();

    // Dropped again while the run ends: the run is read, and it is done without the stream.
    run = makeRun({ status: 'passed' });
    source.drop();
    await waitFor(() =>
      expect(screen.getByTestId(TESTS_TEST_IDS.runStatus).dataset.status).toBe('passed'),
    );
    expect(source.isClosed).toBe(true);
  });

  it('asks to save changes first, and saves then runs', async () => {
    const api = stub({
      [`PUT ${SCENARIO_ROUTE}`]: () => json(makeScenario({ name: 'Checkout 2', version: 4 })),
    });
    const editor = await openScenario();
    fireEvent.change(within(editor).getByTestId(TESTS_TEST_IDS.name), {
      target: { value: 'Checkout 2' },
    });
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.run));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('changes that are not saved');
    expect(api.callsTo(`POST ${RUNS_ROUTE}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and run' }));
    await waitFor(() => expect(api.callsTo(`POST ${RUNS_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${SCENARIO_ROUTE}`)).toHaveLength(1);
  });

  it('gives a reader no Run button, and still shows the runs', async () => {
    stub({
      [`GET ${RUNS_ROUTE}`]: () => json({ items: [makeRun()] }),
      [`GET ${RUN_ROUTE}`]: () => json(makeRun()),
    });
    await openScenario({ canRun: false });
    expect(screen.queryByTestId(TESTS_TEST_IDS.run)).toBeNull();
    fireEvent.click(screen.getByTestId(testsTestIdOf.view('run')));
    await screen.findByTestId(TESTS_TEST_IDS.runView);
    expect(screen.queryByTestId(TESTS_TEST_IDS.stop)).toBeNull();
    expect(screen.getByTestId(TESTS_TEST_IDS.downloadReport)).toBeTruthy();
  });

  it('downloads the JUnit report from the server and the HTML report written in the reader’s language', async () => {
    const api = stub({
      [`GET ${RUNS_ROUTE}`]: () => json({ items: [makeRun()] }),
      [`GET ${RUN_ROUTE}`]: () => json(makeRun()),
      [`GET ${RUN_ROUTE}/report`]: () =>
        new Response('<testsuites/>', {
          headers: {
            'content-type': 'application/xml',
            'content-disposition': 'attachment; filename="Checkout-2025.junit.xml"',
          },
        }),
    });
    // The reader reads Chinese: the HTML report is written in it.
    await act(() => i18n.changeLanguage('zh-CN'));
    await openScenario();
    fireEvent.click(screen.getByTestId(testsTestIdOf.view('run')));
    await screen.findByTestId(TESTS_TEST_IDS.runView);

    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.downloadReport));
    fireEvent.click(await screen.findByTestId(testsTestIdOf.reportFormat('junit')));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(api.callsTo(`GET ${RUN_ROUTE}/report`)[0]!.query.get('format')).toBe('junit');
    expect(downloads.saved[0]!.name).toBe('Checkout-2025.junit.xml');

    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.downloadReport));
    fireEvent.click(await screen.findByTestId(testsTestIdOf.reportFormat('html')));
    await waitFor(() => expect(downloads.saved).toHaveLength(2));
    const html = await downloads.saved[1]!.blob!.text();
    expect(downloads.saved[1]!.name).toMatch(/^Checkout-2025-05-02T08-00-00-000Z\.html$/);
    expect(html).toContain('测试运行报告');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('List pets');
  });

  it('exports the scenario as a suite file with the chosen environment', async () => {
    const api = stub({
      [`GET ${SCENARIO_ROUTE}/export`]: () =>
        new Response('{"kind":"heron-test-suite"}', {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="Checkout.heron-test.json"',
          },
        }),
    });
    await openScenario();
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.moreActions));
    fireEvent.click(await screen.findByTestId(TESTS_TEST_IDS.exportSuite));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('Checkout.heron-test.json');
    expect(api.callsTo(`GET ${SCENARIO_ROUTE}/export`)[0]!.query.get('environmentId')).toBe(
      ENVIRONMENT_ID,
    );
  });
});
