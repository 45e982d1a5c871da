import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allowCodeMirror } from '../../../test/mock-fixtures';
import { P1 } from '../../../test/project-fixtures';
import { renderPage } from '../../../test/render-with-providers';
import { json, stubApi } from '../../../test/stub-api';
import {
  makeRun,
  makeRunSummary,
  makeScenario,
  membersRoute,
  OLDER_RUN_ID,
  RUN_ID,
  RUNS_ROUTE,
  testingRoutes,
} from '../../../test/testing-fixtures';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { TestsSection } from '../tests-section';
import { runPointsOf } from './chart-points';

configure({ asyncUtilTimeout: 5_000 });
beforeAll(allowCodeMirror);
afterEach(() => localStorage.clear());

const NEWER = makeRunSummary({
  status: 'failed',
  startedAt: '2025-05-03T08:00:00.000Z',
  totals: {
    ...makeRunSummary().totals,
    requests: 4,
    assertions: 4,
    failedAssertions: 1,
    durationMs: 2_500,
  },
});
const OLDER = makeRunSummary({
  id: OLDER_RUN_ID,
  startedAt: '2025-05-02T08:00:00.000Z',
  environmentId: null,
  startedBy: null,
  source: 'schedule',
  totals: { ...makeRunSummary().totals, requests: 4, assertions: 4, durationMs: 1_500 },
});

describe('the run history', { timeout: 60_000 }, () => {
  it('charts pass rate and duration oldest first, leaving out runs still going and rates of runs without assertions', () => {
    const running = makeRunSummary({
      id: 'r',
      status: 'running',
      startedAt: '2025-05-04T00:00:00.000Z',
    });
    const noAssertions = makeRunSummary({
      id: 'n',
      startedAt: '2025-05-01T00:00:00.000Z',
      totals: { ...makeRunSummary().totals, assertions: 0, durationMs: 300 },
    });
    expect(runPointsOf([running, NEWER, OLDER, noAssertions])).toEqual([
      {
        runId: 'n',
        startedAt: noAssertions.startedAt,
        passRate: null,
        durationMs: 300,
        status: 'passed',
      },
      {
        runId: OLDER_RUN_ID,
        startedAt: OLDER.startedAt,
        passRate: 1,
        durationMs: 1_500,
        status: 'passed',
      },
      {
        runId: RUN_ID,
        startedAt: NEWER.startedAt,
        passRate: 0.75,
        durationMs: 2_500,
        status: 'failed',
      },
    ]);
  });

  it('lists the runs newest first with who, environment, totals and time, draws the charts, and opens a run', async () => {
    stubApi({
      ...testingRoutes(makeScenario()),
      ...membersRoute(),
      [`GET ${RUNS_ROUTE}`]: () => json({ items: [NEWER, OLDER] }),
      [`GET /api/v1/projects/${P1}/test-runs/${OLDER_RUN_ID}`]: () =>
        json(makeRun({ id: OLDER_RUN_ID, startedAt: OLDER.startedAt })),
    });
    renderPage(<TestsSection projectId={P1} readOnly={false} canRun isOpen />);
    fireEvent.click(await screen.findByText('Checkout'));
    fireEvent.click(await screen.findByTestId(testsTestIdOf.view('history')));

    const newer = await screen.findByTestId(testsTestIdOf.historyRun(RUN_ID));
    const rows = within(screen.getByTestId(TESTS_TEST_IDS.history)).getAllByRole('button', {
      name: /Open the run of/,
    });
    expect(rows[0]).toBe(newer);
    await waitFor(() => expect(newer.textContent).toContain('Ada Lovelace'));
    expect(newer.textContent).toContain('Failed');
    expect(newer.textContent).toContain('Staging');
    expect(newer.textContent).toContain('3 passed, 1 failed');
    expect(newer.textContent).toContain('2.5 s');
    const older = screen.getByTestId(testsTestIdOf.historyRun(OLDER_RUN_ID));
    expect(older.textContent).toContain('Schedule');
    expect(older.textContent).toContain('No environment');

    const rate = screen.getByTestId(TESTS_TEST_IDS.passRateChart);
    expect(within(rate).getByRole('img').textContent).toContain('Pass rate of the latest 2 runs');
    const points = [...rate.querySelectorAll('[data-point]')].map((point) => [
      point.getAttribute('data-point'),
      point.getAttribute('data-value'),
    ]);
    expect(points).toEqual([
      [OLDER_RUN_ID, '1'],
      [RUN_ID, '0.75'],
    ]);
    const bars = screen.getByTestId(TESTS_TEST_IDS.durationChart).querySelectorAll('rect');
    expect(bars).toHaveLength(2);

    fireEvent.click(older);
    const view = await screen.findByTestId(TESTS_TEST_IDS.runView);
    expect(within(view).getByTestId(TESTS_TEST_IDS.runStatus).dataset.status).toBe('passed');
  });

  it('says when a scenario has no runs', async () => {
    stubApi({
      ...testingRoutes(makeScenario()),
      ...membersRoute(),
      [`GET ${RUNS_ROUTE}`]: () => json({ items: [] }),
    });
    renderPage(<TestsSection projectId={P1} readOnly={false} canRun isOpen />);
    fireEvent.click(await screen.findByText('Checkout'));
    fireEvent.click(await screen.findByTestId(testsTestIdOf.view('history')));
    expect(await screen.findByTestId(TESTS_TEST_IDS.historyEmpty)).toBeTruthy();
    fireEvent.click(screen.getByTestId(testsTestIdOf.view('run')));
    expect((await screen.findByTestId(TESTS_TEST_IDS.noRun)).textContent).toContain('Press Run');
  });
});
