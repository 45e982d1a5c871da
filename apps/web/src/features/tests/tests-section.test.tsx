import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { allowCodeMirror } from '../../test/mock-fixtures';
import { P1 } from '../../test/project-fixtures';
import { renderRoutes } from '../../test/render-with-providers';
import { json, stubApi } from '../../test/stub-api';
import {
  makeScenario,
  makeSummary,
  OTHER_SCENARIO,
  SCENARIO,
  SCENARIOS_ROUTE,
  testingRoutes,
} from '../../test/testing-fixtures';
import { TESTS_TEST_IDS, testsTestIdOf } from './test-ids';
import { TestsSection } from './tests-section';

configure({ asyncUtilTimeout: 5_000 });
beforeAll(allowCodeMirror);
afterEach(() => localStorage.clear());

const OTHER = makeScenario({ id: OTHER_SCENARIO, name: 'Refunds' });
const PATH = `/project/${P1}/tests`;

function render(path: string) {
  stubApi({
    ...testingRoutes(makeScenario(), [
      makeSummary(),
      makeSummary({ id: OTHER_SCENARIO, name: 'Refunds' }),
    ]),
    [`GET ${SCENARIOS_ROUTE}/${OTHER_SCENARIO}`]: () => json(OTHER),
  });
  return renderRoutes(
    [
      {
        path: PATH,
        element: <TestsSection projectId={P1} readOnly={false} canRun isOpen />,
      },
    ],
    path,
  );
}

describe('the Tests section’s address', { timeout: 30_000 }, () => {
  it('opens the scenario that ?scenario= names, as a scheduled run’s email links it', async () => {
    render(`${PATH}?scenario=${OTHER_SCENARIO}`);
    const name = await screen.findByTestId(TESTS_TEST_IDS.name);
    expect((name as HTMLInputElement).value).toBe('Refunds');
    expect(
      screen
        .getByTestId(testsTestIdOf.scenario(OTHER_SCENARIO))
        .querySelector('[aria-current="true"]'),
    ).not.toBeNull();
  });

  it('names the scenario opened in the address', async () => {
    const { router } = render(PATH);
    fireEvent.click(await screen.findByText('Checkout'));
    await waitFor(() => expect(router.state.location.search).toBe(`?scenario=${SCENARIO}`));
    fireEvent.click(screen.getByText('Refunds'));
    await waitFor(() => expect(router.state.location.search).toBe(`?scenario=${OTHER_SCENARIO}`));
    await waitFor(() =>
      expect((screen.getByTestId(TESTS_TEST_IDS.name) as HTMLInputElement).value).toBe('Refunds'),
    );
  });
});
