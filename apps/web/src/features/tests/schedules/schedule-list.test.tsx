import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCHEDULE_OWNER_GONE, type TestSchedule } from '@heron/contract';
import { i18n } from '../../../app/i18n';
import { formatDateTime } from '../../../lib/format-time';
import { allowCodeMirror, pickOption } from '../../../test/mock-fixtures';
import { P1 } from '../../../test/project-fixtures';
import { renderPage } from '../../../test/render-with-providers';
import { json, noContent, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  makeRun,
  makeSchedule,
  makeScenario,
  membersRoute,
  OTHER_SCHEDULE_ID,
  RUN_ROUTE,
  RUNS_ROUTE,
  SCHEDULE_ID,
  SCHEDULE_ROUTE,
  SCHEDULES_ROUTE,
  testingRoutes,
  TEST_USER_ID,
} from '../../../test/testing-fixtures';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { TestsSection } from '../tests-section';

configure({ asyncUtilTimeout: 5_000 });
beforeAll(allowCodeMirror);
afterEach(() => localStorage.clear());

const PAUSED = makeSchedule({
  id: OTHER_SCHEDULE_ID,
  kind: 'interval',
  cron: '',
  intervalMinutes: 15,
  timeZone: 'UTC',
  environmentId: null,
  enabled: false,
  notify: [],
  nextRunAt: null,
  lastRun: null,
  lastError: SCHEDULE_OWNER_GONE,
  ownerId: null,
});

function stub(schedules: TestSchedule[], routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...testingRoutes(makeScenario()),
    ...membersRoute(),
    [`GET ${SCHEDULES_ROUTE}`]: () => json({ items: schedules }),
    [`GET ${RUNS_ROUTE}`]: () => json({ items: [] }),
    ...routes,
  });
}

async function openSchedules(canRun = true) {
  renderPage(<TestsSection projectId={P1} readOnly={false} canRun={canRun} isOpen />);
  fireEvent.click(await screen.findByText('Checkout'));
  fireEvent.click(await screen.findByTestId(testsTestIdOf.view('schedules')));
  return screen.findByTestId(TESTS_TEST_IDS.schedules);
}

/** The message under a form field of the dialog. */
function fieldError(testId: string): string {
  const item = screen.getByTestId(testId).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

describe('the schedules of a scenario', { timeout: 60_000 }, () => {
  it('lists when each runs, its next run in the reader’s time and its last run, which opens', async () => {
    stub([makeSchedule(), PAUSED], {
      [`GET ${RUN_ROUTE}`]: () => json(makeRun({ status: 'failed' })),
    });
    await openSchedules();

    const cron = await screen.findByTestId(testsTestIdOf.schedule(SCHEDULE_ID));
    expect(cron.textContent).toContain('At 09:00, Monday through Friday');
    expect(cron.textContent).toContain('0 9 * * 1-5 in Asia/Shanghai');
    expect(cron.textContent).toContain('Staging');
    await waitFor(() => expect(cron.textContent).toContain('Ada Lovelace'));
    expect(screen.getByTestId(testsTestIdOf.scheduleNext(SCHEDULE_ID)).textContent).toBe(
      formatDateTime('2025-05-05T01:00:00.000Z', 'en'),
    );
    expect(cron.textContent).toContain('Failed');
    const lastRun = screen.getByTestId(testsTestIdOf.scheduleLastRun(SCHEDULE_ID));
    expect(lastRun.textContent).toBe(formatDateTime('2025-05-02T01:00:00.000Z', 'en'));

    const paused = screen.getByTestId(testsTestIdOf.schedule(OTHER_SCHEDULE_ID));
    expect(paused.textContent).toContain('Every 15 minutes');
    expect(paused.textContent).toContain('Paused');
    expect(paused.textContent).toContain('Not run yet');
    expect(paused.textContent).toContain('No environment');
    expect(paused.textContent).toContain('Former member');
    const notStarted = screen.getByTestId(testsTestIdOf.scheduleError(OTHER_SCHEDULE_ID));
    expect(notStarted.textContent).toBe('The last time it was due, no run started');
    // Why, on hover, from the code the server kept.
    fireEvent.mouseEnter(notStarted);
    expect(
      await screen.findByText(
        'The person who saved this schedule no longer has an account. Save it again to make it yours.',
      ),
    ).toBeTruthy();
    expect(
      screen
        .getByTestId(testsTestIdOf.scheduleEnabled(OTHER_SCHEDULE_ID))
        .getAttribute('aria-checked'),
    ).toBe('false');

    fireEvent.click(lastRun);
    const runView = await screen.findByTestId(TESTS_TEST_IDS.runView);
    await waitFor(() =>
      expect(within(runView).getByTestId(TESTS_TEST_IDS.runStatus).textContent).toContain('Failed'),
    );
  });

  it('creates one in the browser’s time zone, emailing in the interface language', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    const api = stub([], {
      [`POST ${SCHEDULES_ROUTE}`]: ({ body }) =>
        json(makeSchedule({ ...(body as Partial<TestSchedule>), version: 1 }), 201),
    });
    await openSchedules();
    expect(screen.getByTestId(TESTS_TEST_IDS.schedules).textContent).toContain('暂无定时任务');
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.newSchedule));
    const dialog = await screen.findByTestId(TESTS_TEST_IDS.scheduleDialog);
    fireEvent.click(within(dialog).getByText('Cron 表达式'));
    const cron = await screen.findByTestId(TESTS_TEST_IDS.scheduleCron);
    fireEvent.change(cron, { target: { value: '30 8 * * 1-5' } });
    await waitFor(() => expect(dialog.textContent).toContain('在08:30, 星期一至星期五'));
    // The next three times on the schedule's clock, in the reader's language.
    const nextRuns = await screen.findByTestId(TESTS_TEST_IDS.scheduleNextRuns);
    expect(nextRuns.textContent).toMatch(
      /^接下来的运行时间（.+）：\d{4}年\d+月\d+日 08:30、\d{4}年\d+月\d+日 08:30和\d{4}年\d+月\d+日 08:30$/,
    );
    await pickOption(
      within(screen.getByTestId(TESTS_TEST_IDS.scheduleNotify)).getByRole('combobox'),
      'Ada Lovelaceada@example.com',
    );
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.scheduleSave));

    await waitFor(() => expect(api.callsTo(`POST ${SCHEDULES_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${SCHEDULES_ROUTE}`)[0]!.body).toEqual({
      kind: 'cron',
      cron: '30 8 * * 1-5',
      intervalMinutes: null,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      environmentId: null,
      notify: [TEST_USER_ID],
      enabled: true,
      language: 'zh-CN',
    });
    await waitFor(() => expect(screen.queryByTestId(TESTS_TEST_IDS.scheduleDialog)).toBeNull());
  });

  it('puts a refused field’s reason on the field', async () => {
    stub([], {
      [`POST ${SCHEDULES_ROUTE}`]: () =>
        problem('VALIDATION_FAILED', {
          errors: [
            {
              in: 'body',
              pointer: '/cron',
              message: '"*/2 * * * *" runs more often than every 5 minutes',
            },
            { in: 'body', pointer: '/notify/0', message: 'Not a member of this project' },
          ],
        }),
    });
    await openSchedules();
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.newSchedule));
    const dialog = await screen.findByTestId(TESTS_TEST_IDS.scheduleDialog);
    fireEvent.click(within(dialog).getByText('Cron expression'));
    fireEvent.change(await screen.findByTestId(TESTS_TEST_IDS.scheduleCron), {
      target: { value: '*/2 * * * *' },
    });
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.scheduleSave));

    await waitFor(() =>
      expect(fieldError(TESTS_TEST_IDS.scheduleCron)).toBe('Runs more often than every 5 minutes'),
    );
    expect(fieldError(TESTS_TEST_IDS.scheduleNotify)).toBe(
      'Someone chosen is not a member of this project',
    );
    expect(screen.getByTestId(TESTS_TEST_IDS.scheduleDialog)).toBeTruthy();
  });

  it('pauses one from the version it read, and says when someone saved it meanwhile', async () => {
    let answer: 'saved' | 'conflict' = 'saved';
    const api = stub([makeSchedule()], {
      [`PUT ${SCHEDULE_ROUTE}`]: () =>
        answer === 'conflict'
          ? problem('EDIT_CONFLICT')
          : json(makeSchedule({ enabled: false, nextRunAt: null, version: 3 })),
    });
    await openSchedules();
    fireEvent.click(await screen.findByTestId(testsTestIdOf.scheduleEnabled(SCHEDULE_ID)));

    await waitFor(() => expect(api.callsTo(`PUT ${SCHEDULE_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${SCHEDULE_ROUTE}`)[0]!.body).toEqual({
      kind: 'cron',
      cron: '0 9 * * 1-5',
      intervalMinutes: null,
      timeZone: 'Asia/Shanghai',
      environmentId: makeSchedule().environmentId,
      notify: [TEST_USER_ID],
      enabled: false,
      language: 'en',
      baseVersion: 2,
    });

    answer = 'conflict';
    fireEvent.click(screen.getByTestId(testsTestIdOf.scheduleEnabled(SCHEDULE_ID)));
    expect(await screen.findByTestId(TESTS_TEST_IDS.scheduleConflict)).toBeTruthy();
  });

  it('deletes one after asking', async () => {
    let items = [makeSchedule()];
    const api = stub([], {
      [`GET ${SCHEDULES_ROUTE}`]: () => json({ items }),
      [`DELETE ${SCHEDULE_ROUTE}`]: () => {
        items = [];
        return noContent();
      },
    });
    await openSchedules();
    fireEvent.click(await screen.findByTestId(testsTestIdOf.scheduleDelete(SCHEDULE_ID)));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Delete this schedule?');
    const confirm = within(question).getByRole('button', { name: 'Delete' });
    expect(api.callsTo(`DELETE ${SCHEDULE_ROUTE}`)).toHaveLength(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo(`DELETE ${SCHEDULE_ROUTE}`)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByTestId(testsTestIdOf.schedule(SCHEDULE_ID))).toBeNull(),
    );
  });

  it('shows someone who may not run tests the schedules without a way to change them', async () => {
    stub([makeSchedule()]);
    await openSchedules(false);
    expect(await screen.findByTestId(testsTestIdOf.schedule(SCHEDULE_ID))).toBeTruthy();
    expect(screen.getByTestId(TESTS_TEST_IDS.schedulesReadOnly)).toBeTruthy();
    expect(screen.queryByTestId(TESTS_TEST_IDS.newSchedule)).toBeNull();
    expect(screen.queryByTestId(testsTestIdOf.scheduleEdit(SCHEDULE_ID))).toBeNull();
    expect(screen.queryByTestId(testsTestIdOf.scheduleDelete(SCHEDULE_ID))).toBeNull();
    const toggle = screen.getByTestId(testsTestIdOf.scheduleEnabled(SCHEDULE_ID));
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
  });
});
