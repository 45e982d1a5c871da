import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AiProposal, AiRun } from '@heron/contract';
import { i18n } from '../../../app/i18n';
import { renderPage } from '../../../test/render-with-providers';
import { json, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  ENDPOINT_ID,
  makeCaseProposal,
  makeCostPreview,
  makeTestCase,
  makeTestsRun,
  PROJECT_ID,
  ROUTES,
  TEAM_ID,
  TEST_ROUTES,
} from '../ai-test-data';
import { AI_TEST_IDS, aiTestIdOf } from '../test-ids';
import { GenerateTestsDialog } from './generate-tests-dialog';

// antd dialogs are heavy for jsdom, and the machine running the suite may be busy: waits are
// generous so that only a wrong screen fails, never a slow one.
const WAIT_MS = 15_000;
beforeAll(() => configure({ asyncUtilTimeout: WAIT_MS }));
afterAll(() => configure({ asyncUtilTimeout: 10_000 }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SCENARIO_ID = '80000000-0000-4000-8000-000000000001';

const POSITIVE = makeTestCase();
const NEGATIVE = makeTestCase({
  name: 'Refuses an id that is not a number',
  category: 'negative',
  why: 'Wrong type in the path.',
  pathParams: [{ name: 'petId', value: "1' OR '1'='1" }],
  headers: [{ name: 'X-Trace', value: 'abc' }],
  body: '{"name":"Rex"}',
  omitAuth: true,
  assertions: [
    { source: 'status', path: '', comparator: 'greater-or-equal', value: '400' },
    { source: 'json', path: '$.error', comparator: 'exists', value: '' },
  ],
});

/** A finished tests run with `pending` cases waiting. */
function doneTestsRun(pending: number, overrides: Partial<AiRun> = {}): AiRun {
  return makeTestsRun({
    status: 'done',
    progress: { done: 1, total: 1 },
    tokensUsed: 1600,
    chargedPoints: 2,
    proposals: { pending, accepted: 0, rejected: 0 },
    finishedAt: '2025-03-01T10:01:00.000Z',
    ...overrides,
  });
}

/** Answers each call with the next run in turn, then keeps answering the last one. */
function runs(...answers: AiRun[]): StubHandler {
  let call = 0;
  return () => json(answers[Math.min(call++, answers.length - 1)]);
}

/** The pending proposals, as the server lists them; `decide` drops the decided ones. */
function pendingList(proposals: AiProposal[]) {
  let pending = [...proposals];
  return {
    list: (() =>
      json({ items: pending, total: pending.length, page: 1, size: 100 })) as StubHandler,
    count: () => pending.length,
    drop: (ids: string[]) => {
      pending = pending.filter((p) => !ids.includes(p.id));
      return pending.length;
    },
  };
}

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [TEST_ROUTES.runs]: () => json({ items: [] }),
    [TEST_ROUTES.preview]: () => json(makeCostPreview()),
    ...routes,
  });
}

function renderDialog() {
  const onClose = vi.fn();
  renderPage(
    <GenerateTestsDialog
      projectId={PROJECT_ID}
      teamId={TEAM_ID}
      scope={{ endpointId: ENDPOINT_ID, title: 'Find a pet' }}
      open
      onClose={onClose}
    />,
  );
  return { onClose };
}

const startButton = () => screen.getByTestId<HTMLButtonElement>(AI_TEST_IDS.testsStart);

describe('the AI test generation dialog', { timeout: 4 * WAIT_MS }, () => {
  it('says what is sent, and starts one run with one key even when Start is clicked again', async () => {
    let starts = 0;
    const api = stub({
      [TEST_ROUTES.start]: () => {
        starts += 1;
        // The first click's answer is lost on the way back: the person clicks again.
        if (starts === 1) throw new TypeError('Failed to fetch');
        return json(makeTestsRun(), 202);
      },
      [ROUTES.run]: () => json(makeTestsRun()),
    });
    renderDialog();

    expect(await screen.findByText('AI test generation: Find a pet')).toBeTruthy();
    await screen.findByTestId(AI_TEST_IDS.testsStart);
    const dialog = screen.getByTestId(AI_TEST_IDS.testsDialog);
    expect(dialog.textContent).toContain('Endpoint: Find a pet');
    expect(dialog.textContent).toContain("The endpoint's design");
    expect(dialog.textContent).toContain('never an environment, a variable or a secret');
    expect(dialog.textContent).toContain('charged in AI points');
    expect(screen.queryByTestId(AI_TEST_IDS.teamModelNote)).toBeNull();
    expect(api.callsTo(TEST_ROUTES.runs)[0]?.query.get('endpointId')).toBe(ENDPOINT_ID);

    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    expect(await screen.findByText(i18n.t('errors.SERVICE_UNAVAILABLE') as string)).toBeTruthy();
    fireEvent.click(startButton());
    fireEvent.click(startButton());

    await screen.findByTestId(AI_TEST_IDS.run);
    const bodies = api.callsTo(TEST_ROUTES.start).map((call) => call.body);
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    const key = (bodies[0] as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(UUID);
    for (const body of bodies) {
      expect(body).toEqual({ endpointId: ENDPOINT_ID, language: 'en', idempotencyKey: key });
    }
    expect(screen.getByTestId(AI_TEST_IDS.run).textContent).toContain('Generate tests with AI');
  });

  it('says no AI model is set up, and how, and cannot start', async () => {
    stub({ [TEST_ROUTES.preview]: () => json(makeCostPreview({ model: null })) });
    renderDialog();
    const alert = await screen.findByTestId(AI_TEST_IDS.testsNoModel);
    expect(alert.textContent).toContain('No AI model is set up on this server');
    expect(alert.textContent).toContain('AI_BASE_URL and AI_MODEL');
    expect(alert.textContent).toContain('Manage › Team settings › AI model');
    expect(screen.queryByTestId(AI_TEST_IDS.testsCost)).toBeNull();
    expect(startButton().disabled).toBe(true);
  });

  it('shows the estimated cost beside the points left and the monthly limit left', async () => {
    const api = stub({
      [TEST_ROUTES.preview]: () =>
        json(makeCostPreview({ estimatedPoints: 4, spendablePoints: 1_250, monthlyCapLeft: 40 })),
    });
    renderDialog();
    const cost = within(await screen.findByTestId(AI_TEST_IDS.testsCost));
    expect(cost.getByText('Estimated cost (points)').nextSibling?.textContent).toBe('4');
    expect(cost.getByText('Points you may spend').nextSibling?.textContent).toBe('1,250');
    expect(cost.getByText('Left of the monthly limit (points)').nextSibling?.textContent).toBe(
      '40',
    );
    expect(api.callsTo(TEST_ROUTES.preview)[0]?.body).toEqual({
      endpointId: ENDPOINT_ID,
      language: 'en',
    });
    await waitFor(() => expect(startButton().disabled).toBe(false));

    // Another language is another preview.
    fireEvent.mouseDown(screen.getByLabelText('Language of the values'));
    fireEvent.click(await screen.findByTitle('日本語'));
    await waitFor(() =>
      expect(api.callsTo(TEST_ROUTES.preview).at(-1)?.body).toEqual({
        endpointId: ENDPOINT_ID,
        language: 'ja',
      }),
    );
  });

  it('offers to buy points when the run would cost more than may be spent, and cannot start', async () => {
    const api = stub({
      [TEST_ROUTES.preview]: () =>
        json(makeCostPreview({ estimatedPoints: 30, spendablePoints: 5 })),
    });
    renderDialog();
    const alert = await screen.findByTestId(AI_TEST_IDS.testsNotEnoughPoints);
    expect(alert.textContent).toContain(
      'This is estimated at 30 points, and you may spend 5 points in this project.',
    );
    const buy = within(alert).getByTestId(AI_TEST_IDS.buyPoints);
    expect(buy.getAttribute('href')).toBe(`/order/points?teamId=${TEAM_ID}`);
    expect(startButton().disabled).toBe(true);
    expect(api.callsTo(TEST_ROUTES.start)).toHaveLength(0);
  });

  it("says when the run would pass the project's monthly limit, and cannot start", async () => {
    stub({
      [TEST_ROUTES.preview]: () =>
        json(makeCostPreview({ estimatedPoints: 30, spendablePoints: 500, monthlyCapLeft: 10 })),
    });
    renderDialog();
    const alert = await screen.findByTestId(AI_TEST_IDS.testsCapReached);
    expect(alert.textContent).toContain('the limit leaves 10 this month');
    expect(within(alert).queryByTestId(AI_TEST_IDS.buyPoints)).toBeNull();
    expect(startButton().disabled).toBe(true);
  });

  it("says the team's own model spends no points: the note alone, and Start goes", async () => {
    stub({
      [TEST_ROUTES.preview]: () =>
        json(
          makeCostPreview({
            model: 'team',
            estimatedPoints: 0,
            spendablePoints: 0,
            monthlyCapLeft: 0,
          }),
        ),
    });
    renderDialog();
    const note = await screen.findByTestId(AI_TEST_IDS.teamModelNote);
    expect(note.textContent).toBe("Runs on your team's own model: no points are spent.");
    const dialog = screen.getByTestId(AI_TEST_IDS.testsDialog);
    expect(dialog.textContent).not.toContain('charged in AI points');
    expect(within(dialog).queryByText('Estimated cost (points)')).toBeNull();
    expect(within(dialog).queryByText('Points you may spend')).toBeNull();
    expect(screen.queryByTestId(AI_TEST_IDS.testsNotEnoughPoints)).toBeNull();
    expect(screen.queryByTestId(AI_TEST_IDS.testsCapReached)).toBeNull();
    await waitFor(() => expect(startButton().disabled).toBe(false));
  });

  it('follows the run it started until it is done, then lists its cases for review', async () => {
    const [positive, negative] = [makeCaseProposal(POSITIVE), makeCaseProposal(NEGATIVE)];
    const pending = pendingList([positive!, negative!]);
    stub({
      [TEST_ROUTES.start]: () => json(makeTestsRun(), 202),
      [ROUTES.run]: runs(makeTestsRun({ tokensUsed: 10 }), doneTestsRun(2)),
      [ROUTES.proposals]: pending.list,
    });
    renderDialog();
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());

    const run = await screen.findByTestId(AI_TEST_IDS.run);
    await waitFor(() =>
      expect(within(run).getByTestId(AI_TEST_IDS.runStatus).textContent).toBe('Done'),
    );
    expect(within(run).getByText('Points charged').nextSibling?.textContent).toBe('2');
    const review = await screen.findByTestId(AI_TEST_IDS.testsReview);
    expect(within(review).getByText('Cases waiting for review (2)')).toBeTruthy();

    const first = within(screen.getByTestId(aiTestIdOf.testCase(positive!.id)));
    expect(first.getByText('Finds a pet that exists')).toBeTruthy();
    expect(first.getByText('Positive')).toBeTruthy();
    expect(first.getByText('The happy path.')).toBeTruthy();
    expect(first.getByText('petId = 1')).toBeTruthy();
    expect(first.getByText('Status code')).toBeTruthy();
    expect(first.getByText('equals')).toBeTruthy();

    const second = within(screen.getByTestId(aiTestIdOf.testCase(negative!.id)));
    expect(second.getByText('Negative')).toBeTruthy();
    expect(second.getByText('Sent without credentials')).toBeTruthy();
    expect(second.getByText('X-Trace = abc')).toBeTruthy();
    expect(second.getByText(/"name": "Rex"/)).toBeTruthy();
    expect(second.getByText('is at least')).toBeTruthy();
    expect(second.getByText('JSON body')).toBeTruthy();
    expect(second.getByText('$.error')).toBeTruthy();
    expect(second.getByText('exists')).toBeTruthy();
  });

  it('accepts a renamed case and rejects another, and leads to the scenario written', async () => {
    const [positive, negative] = [makeCaseProposal(POSITIVE), makeCaseProposal(NEGATIVE)];
    const pending = pendingList([positive!, negative!]);
    const api = stub({
      [TEST_ROUTES.runs]: () => json({ items: [doneTestsRun(2)] }),
      [ROUTES.run]: () => json(doneTestsRun(pending.count())),
      [ROUTES.proposals]: pending.list,
      [ROUTES.decisions]: (request) => {
        const body = request.body as { accept?: { id: string }[]; reject?: string[] };
        const accepted = body.accept?.length ?? 0;
        const rejected = body.reject?.length ?? 0;
        const left = pending.drop([
          ...(body.accept ?? []).map((a) => a.id),
          ...(body.reject ?? []),
        ]);
        return json({
          accepted,
          rejected,
          outdated: 0,
          itemsSaved: 0,
          scenarioId: accepted > 0 ? SCENARIO_ID : null,
          run: doneTestsRun(left),
        });
      },
    });
    renderDialog();
    await screen.findByTestId(aiTestIdOf.testCase(negative!.id));
    // Opened on the endpoint's run with cases waiting: no start.
    expect(screen.queryByTestId(AI_TEST_IDS.testsStart)).toBeNull();
    // One scenario a run, whenever its cases are accepted.
    expect(screen.getByTestId(AI_TEST_IDS.testsReview).textContent).toContain(
      'request steps of this run\'s one test scenario, "AI tests: Find a pet"',
    );

    fireEvent.click(screen.getByTestId(aiTestIdOf.testCaseEdit(negative!.id)));
    const name = screen.getByTestId<HTMLInputElement>(aiTestIdOf.testCaseName(negative!.id));
    fireEvent.change(name, { target: { value: '' } });
    expect(
      screen.getByTestId<HTMLButtonElement>(aiTestIdOf.testCaseAccept(negative!.id)).disabled,
    ).toBe(true);
    fireEvent.change(name, { target: { value: 'Injection in the id is refused' } });
    fireEvent.click(screen.getByTestId(aiTestIdOf.testCaseAccept(negative!.id)));

    const link = await screen.findByTestId(AI_TEST_IDS.testsScenarioLink);
    expect(link.getAttribute('href')).toBe(`/project/${PROJECT_ID}/tests?scenario=${SCENARIO_ID}`);
    expect(
      screen.getByText(
        'The accepted cases were saved in this run\'s test scenario, "AI tests: Find a pet".',
      ),
    ).toBeTruthy();
    expect(api.callsTo(ROUTES.decisions)[0]?.body).toEqual({
      accept: [
        { id: negative!.id, value: { ...NEGATIVE, name: 'Injection in the id is refused' } },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId(aiTestIdOf.testCase(negative!.id))).toBeNull());

    fireEvent.click(screen.getByTestId(aiTestIdOf.testCaseReject(positive!.id)));
    await waitFor(() => expect(api.callsTo(ROUTES.decisions)).toHaveLength(2));
    expect(api.callsTo(ROUTES.decisions)[1]?.body).toEqual({ reject: [positive!.id] });
    // Nothing left to review; the way to the scenario stays.
    await waitFor(() => expect(screen.queryByTestId(AI_TEST_IDS.testsReview)).toBeNull());
    expect(screen.getByTestId(AI_TEST_IDS.testsScenarioLink)).toBeTruthy();
  });

  it('accepts all, round after round until nothing is pending', async () => {
    const proposals = [makeCaseProposal(POSITIVE), makeCaseProposal(NEGATIVE)];
    const pending = pendingList(proposals);
    let round = 0;
    const api = stub({
      [TEST_ROUTES.runs]: () => json({ items: [doneTestsRun(2)] }),
      [ROUTES.run]: () => json(doneTestsRun(pending.count())),
      [ROUTES.proposals]: pending.list,
      [ROUTES.decisions]: () => {
        round += 1;
        // The server takes a page of the rest a round: here one case a round.
        const left = pending.drop([proposals[round - 1]!.id]);
        return json({
          accepted: 1,
          rejected: 0,
          outdated: 0,
          itemsSaved: 0,
          scenarioId: SCENARIO_ID,
          run: doneTestsRun(left, { proposals: { pending: left, accepted: round, rejected: 0 } }),
        });
      },
    });
    renderDialog();
    await screen.findByTestId(AI_TEST_IDS.testsReview);
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.testsAcceptAll));

    await screen.findByTestId(AI_TEST_IDS.testsScenarioLink);
    expect(api.callsTo(ROUTES.decisions).map((call) => call.body)).toEqual([
      { accept: [], rest: 'accept' },
      { rest: 'accept' },
    ]);
  });
});
