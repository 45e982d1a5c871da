import { describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestScenario, TestScenarioSummary } from '@heron/contract';
import { formatDateTime } from '../../../lib/format-time';
import { renderPage } from '../../../test/render-with-providers';
import { json, noContent, stubApi, type StubHandler } from '../../../test/stub-api';
import { P1 } from '../../../test/project-fixtures';
import {
  makeScenario,
  makeSummary,
  OTHER_SCENARIO,
  SCENARIO,
  SCENARIO_ROUTE,
  SCENARIOS_ROUTE,
  testingRoutes,
} from '../../../test/testing-fixtures';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { TestsSection } from '../tests-section';

// antd renders a lot per screen; on a busy machine that is slowness, not failure.
configure({ asyncUtilTimeout: 5_000 });

const FINISHED_AT = '2025-05-02T08:30:00.000Z';

function stub(routes: Record<string, StubHandler> = {}, summaries?: TestScenarioSummary[]) {
  return stubApi({ ...testingRoutes(makeScenario(), summaries), ...routes });
}

function renderSection(readOnly = false) {
  return renderPage(<TestsSection projectId={P1} readOnly={readOnly} canRun={!readOnly} isOpen />);
}

const row = (id: string) => screen.findByTestId(testsTestIdOf.scenario(id));

/**
 * The dialog titled `title`. Found by its title's text: under test, antd gives every dialog's
 * title the same id, so a second dialog's accessible name is the first one's.
 */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

async function chooseAction(id: string, action: string) {
  fireEvent.click(await screen.findByTestId(testsTestIdOf.scenarioMenu(id)));
  fireEvent.click(await screen.findByRole('menuitem', { name: new RegExp(action) }));
}

describe('the scenario list', { timeout: 30_000 }, () => {
  it('shows each scenario with its steps and how and when it last ran, in the language', async () => {
    stub({}, [
      makeSummary({
        stepCount: 12,
        lastRun: {
          id: OTHER_SCENARIO,
          status: 'passed',
          startedAt: FINISHED_AT,
          finishedAt: FINISHED_AT,
        },
      }),
      makeSummary({ id: OTHER_SCENARIO, name: 'Refunds', stepCount: 0, lastRun: null }),
    ]);
    renderSection();
    const first = await row(SCENARIO);
    expect(within(first).getByText('Checkout')).toBeTruthy();
    expect(within(first).getByText('Steps: 12')).toBeTruthy();
    expect(within(first).getByText('Passed')).toBeTruthy();
    expect(within(first).getByText(formatDateTime(FINISHED_AT, 'en'))).toBeTruthy();
    expect(within(await row(OTHER_SCENARIO)).getByText('Not run yet')).toBeTruthy();

    const { i18n } = await import('../../../app/i18n');
    await act(() => i18n.changeLanguage('zh-CN'));
    // antd's providers follow the language, so the rows are drawn again.
    const again = await row(SCENARIO);
    expect(await within(again).findByText('通过')).toBeTruthy();
    expect(within(again).getByText('步骤：12')).toBeTruthy();
    expect(within(again).getByText(formatDateTime(FINISHED_AT, 'zh-CN'))).toBeTruthy();
  });

  it('creates a scenario from a name and a description and opens it', async () => {
    let summaries = [makeSummary()];
    const created = makeScenario({
      id: OTHER_SCENARIO,
      name: 'Smoke',
      description: 'Quick',
      version: 1,
    });
    const api = stub({
      [`GET ${SCENARIOS_ROUTE}`]: () => json({ items: summaries }),
      [`POST ${SCENARIOS_ROUTE}`]: () => {
        summaries = [
          ...summaries,
          makeSummary({ id: OTHER_SCENARIO, name: 'Smoke', stepCount: 0 }),
        ];
        return json(created, 201);
      },
    });
    renderSection();
    fireEvent.click(await screen.findByTestId(TESTS_TEST_IDS.newScenario));
    const dialog = await screen.findByRole('dialog', { name: 'New test scenario' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Smoke ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Quick' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.callsTo(`POST ${SCENARIOS_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${SCENARIOS_ROUTE}`)[0]!.body).toEqual({
      name: 'Smoke',
      description: 'Quick',
    });
    // Opened at once, from the answer: no second request for it.
    await waitFor(() =>
      expect((screen.getByTestId(TESTS_TEST_IDS.name) as HTMLInputElement).value).toBe('Smoke'),
    );
    expect(api.callsTo(`GET ${SCENARIOS_ROUTE}/${OTHER_SCENARIO}`)).toHaveLength(0);
    expect(await row(OTHER_SCENARIO)).toBeTruthy();
  });

  it('renames a scenario over the version it reads now', async () => {
    const api = stub({
      [`PUT ${SCENARIO_ROUTE}`]: (request) =>
        json(makeScenario({ ...(request.body as Partial<TestScenario>), version: 4 })),
    });
    renderSection();
    await chooseAction(SCENARIO, 'Rename');
    const dialog = await dialogTitled('Rename the scenario');
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Checkout'));
    fireEvent.change(name, { target: { value: 'Checkout v2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.callsTo(`PUT ${SCENARIO_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${SCENARIO_ROUTE}`)[0]!.body).toMatchObject({
      name: 'Checkout v2',
      description: 'Buys a pet',
      baseVersion: 3,
    });
  });

  it('deletes a scenario after asking', async () => {
    let summaries = [makeSummary()];
    const api = stub({
      [`GET ${SCENARIOS_ROUTE}`]: () => json({ items: summaries }),
      [`DELETE ${SCENARIO_ROUTE}`]: () => {
        summaries = [];
        return noContent();
      },
    });
    renderSection();
    await chooseAction(SCENARIO, 'Delete');
    const confirm = await screen.findByRole('dialog');
    expect(api.callsTo(`DELETE ${SCENARIO_ROUTE}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${SCENARIO_ROUTE}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId(testsTestIdOf.scenario(SCENARIO))).toBeNull());
    expect(await screen.findByText(/No scenarios yet/)).toBeTruthy();
  });

  it('shows a read-only member the scenarios without a way to create, rename or delete', async () => {
    stub();
    renderSection(true);
    expect(await row(SCENARIO)).toBeTruthy();
    expect(screen.getByTestId(TESTS_TEST_IDS.readOnly)).toBeTruthy();
    expect(screen.queryByTestId(TESTS_TEST_IDS.newScenario)).toBeNull();
    expect(screen.queryByTestId(testsTestIdOf.scenarioMenu(SCENARIO))).toBeNull();
  });
});
