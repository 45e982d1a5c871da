import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoadSummary, RunEvent, TestRun } from '@heron/contract';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { allowCodeMirror } from '../../../test/mock-fixtures';
import { P1 } from '../../../test/project-fixtures';
import { renderPage } from '../../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  ENVIRONMENT_ID,
  makeReport,
  makeRun,
  makeScenario,
  membersRoute,
  RUN_ID,
  RUN_ROUTE,
  RUNS_ROUTE,
  SCENARIO,
  SCENARIO_ROUTE,
  testingRoutes,
  waitStep,
} from '../../../test/testing-fixtures';
import { scenarioEnvironmentStorageKey } from '../editor/environment-select';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { TestsSection } from '../tests-section';

configure({ asyncUtilTimeout: 5_000 });
beforeAll(allowCodeMirror);

const LOAD_RUNS_ROUTE = `${SCENARIO_ROUTE}/load-runs`;
const SETTINGS = {
  virtualUsers: 5,
  mode: 'duration',
  durationSeconds: 30,
  iterations: 10,
  rampUpSeconds: 0,
} as const;
const second = (n: number, requests: number, errors = 0) => ({
  second: n,
  requests,
  errors,
  activeUsers: 5,
  p50: 12,
  p95: 40,
  p99: 80,
});

function summary(overrides: Partial<LoadSummary> = {}): LoadSummary {
  return {
    status: 'passed',
    reason: null,
    settings: SETTINGS,
    startedAt: '2025-05-02T08:00:00.000Z',
    durationMs: 30_000,
    iterations: 600,
    requests: 1_200,
    errors: 0,
    requestsPerSecond: 40,
    bytesReceived: 2_048,
    latency: { min: 3, mean: 15, p50: 12, p90: 30, p95: 40, p99: 80, max: 210 },
    seconds: [second(0, 40), second(1, 40)],
    steps: [
      {
        stepId: 's1',
        name: 'List pets',
        requests: 1_200,
        errors: 0,
        latency: { min: 3, mean: 15, p50: 12, p90: 30, p95: 40, p99: 80, max: 210 },
        firstError: null,
      },
    ],
    ...overrides,
  };
}

const RUNNING: TestRun = makeRun({
  kind: 'load',
  status: 'running',
  finishedAt: null,
  report: makeReport({ status: 'running', finishedAt: null, steps: [] }),
  load: summary({ status: 'running', seconds: [], steps: [] }),
});

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...testingRoutes(makeScenario({ steps: [waitStep('w1')] })),
    ...membersRoute(),
    [`GET ${RUNS_ROUTE}`]: () => json({ items: [] }),
    [`POST ${LOAD_RUNS_ROUTE}`]: () => json({ runId: RUN_ID }, 202),
    [`GET ${RUN_ROUTE}`]: () => json(RUNNING),
    ...routes,
  });
}

async function openPerformance({ canRun = true } = {}) {
  renderPage(<TestsSection projectId={P1} readOnly={!canRun} canRun={canRun} isOpen />);
  fireEvent.click(await screen.findByText('Checkout'));
  await screen.findByTestId(TESTS_TEST_IDS.editor);
  fireEvent.click(screen.getByTestId(testsTestIdOf.view('performance')));
  return screen.findByTestId(TESTS_TEST_IDS.performance);
}

const figure = (name: string) => screen.getByTestId(testsTestIdOf.loadFigure(name)).textContent;
const setting = (label: string) => screen.getByLabelText(label);

beforeEach(() => {
  installFakeEventSource();
  localStorage.setItem(scenarioEnvironmentStorageKey(SCENARIO), ENVIRONMENT_ID);
});
afterEach(() => localStorage.clear());

describe('a performance run', { timeout: 60_000 }, () => {
  it('starts with the settings chosen, grows its figures and charts each second, then shows the summary and each step', async () => {
    let stored = RUNNING;
    const api = stub({ [`GET ${RUN_ROUTE}`]: () => json(stored) });
    await openPerformance();
    expect(await screen.findByTestId(TESTS_TEST_IDS.noLoadRun)).toBeTruthy();
    // Only performance runs are listed here.
    await waitFor(() =>
      expect(
        api.callsTo(`GET ${RUNS_ROUTE}`).some((call) => call.query.get('kind') === 'load'),
      ).toBe(true),
    );

    fireEvent.change(setting('Virtual users'), { target: { value: '8' } });
    fireEvent.click(screen.getByText('Iterations'));
    fireEvent.change(await waitFor(() => setting('Iterations per user')), {
      target: { value: '25' },
    });
    fireEvent.change(setting('Ramp-up (s)'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.loadStart));

    await waitFor(() => expect(api.callsTo(`POST ${LOAD_RUNS_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${LOAD_RUNS_ROUTE}`)[0]!.body).toEqual({
      environmentId: ENVIRONMENT_ID,
      load: { ...SETTINGS, virtualUsers: 8, mode: 'iterations', iterations: 25, rampUpSeconds: 2 },
    });
    await screen.findByTestId(TESTS_TEST_IDS.loadRunView);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toBe(`/api/v1/projects/${P1}/test-runs/${RUN_ID}/events`);
    expect(screen.getByTestId(TESTS_TEST_IDS.loadStop)).toBeTruthy();

    source.open();
    source.send({ type: 'second', second: second(0, 30) } satisfies RunEvent);
    source.send({ type: 'second', second: second(1, 50, 5) } satisfies RunEvent);
    await waitFor(() => expect(figure('requests')).toContain('80'));
    expect(figure('requestsPerSecond')).toContain('40');
    expect(figure('errors')).toContain('5');
    expect(figure('errorRate')).toContain('6.3%');
    expect(figure('activeUsers')).toContain('5');
    const bars = screen
      .getByTestId(TESTS_TEST_IDS.loadRequestsChart)
      .querySelectorAll('[data-point]');
    expect([...bars].map((bar) => bar.getAttribute('data-value'))).toEqual(['30', '50']);
    expect(bars[1]!.textContent).toContain('50 requests, 5 errors');

    stored = { ...RUNNING, status: 'passed', load: summary() };
    source.send({
      type: 'done',
      report: makeReport({ steps: [] }),
      load: summary(),
    } satisfies RunEvent);
    await waitFor(() => expect(figure('p95')).toContain('40 ms'));
    expect(figure('requests')).toContain('1,200');
    expect(figure('p99')).toContain('80 ms');
    expect(figure('iterations')).toContain('600');
    expect(source.isClosed).toBe(true);
    expect(screen.queryByTestId(TESTS_TEST_IDS.loadStop)).toBeNull();
    const steps = screen.getByTestId(TESTS_TEST_IDS.loadSteps);
    expect(steps.textContent).toContain('List pets');
    expect(steps.textContent).toContain('210 ms');
  });

  it('puts a setting past the team’s plan on its field and starts nothing', async () => {
    stub({
      [`POST ${LOAD_RUNS_ROUTE}`]: () =>
        problem('VALIDATION_FAILED', {
          errors: [
            {
              in: 'body',
              pointer: '/load/virtualUsers',
              message: 'At most 10 virtual users on this plan',
            },
          ],
        }),
    });
    await openPerformance();
    fireEvent.change(setting('Virtual users'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.loadStart));
    expect(await screen.findByText('More than the team’s plan allows')).toBeTruthy();
    expect(screen.queryByTestId(TESTS_TEST_IDS.loadRunView)).toBeNull();
  });

  it('shows a reader the runs without the settings or Stop', async () => {
    stub({
      [`GET ${RUNS_ROUTE}`]: ({ query }) =>
        json({
          items:
            query.get('kind') === 'load' ? [{ ...RUNNING, status: 'passed', load: summary() }] : [],
        }),
      [`GET ${RUN_ROUTE}`]: () => json({ ...RUNNING, status: 'passed', load: summary() }),
    });
    await openPerformance({ canRun: false });
    await screen.findByTestId(TESTS_TEST_IDS.loadRunView);
    expect(screen.queryByTestId(TESTS_TEST_IDS.loadSettings)).toBeNull();
    expect(screen.queryByTestId(TESTS_TEST_IDS.loadStop)).toBeNull();
    await waitFor(() => expect(figure('requestsPerSecond')).toContain('40'));
  });
});
