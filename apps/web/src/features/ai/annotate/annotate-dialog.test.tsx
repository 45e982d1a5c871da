import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AiRun } from '@heron/contract';
import { i18n } from '../../../app/i18n';
import { renderPage } from '../../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  doneRun,
  ENDPOINT_ID,
  makePreview,
  makeRun,
  PROJECT_ID,
  ROUTES,
  TEAM_ID,
} from '../ai-test-data';
import { RUN_WAIT_MS } from '../api/get-annotation-run';
import { AI_TEST_IDS } from '../test-ids';
import type { AnnotateScope } from '../annotate-scope';
import { AnnotateDialog } from './annotate-dialog';

// antd dialogs are heavy for jsdom, and the machine running the suite may be busy: waits are
// generous so that only a wrong screen fails, never a slow one.
const WAIT_MS = 15_000;
beforeAll(() => configure({ asyncUtilTimeout: WAIT_MS }));
afterAll(() => configure({ asyncUtilTimeout: 10_000 }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Answers each call with the next run in turn, then keeps answering the last one. */
function runs(...answers: AiRun[]): StubHandler {
  let call = 0;
  return () => json(answers[Math.min(call++, answers.length - 1)]);
}

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [ROUTES.runs]: () => json({ items: [] }),
    [ROUTES.preview]: () => json(makePreview()),
    ...routes,
  });
}

function renderDialog(scope: AnnotateScope = { title: 'Payments' }) {
  const onClose = vi.fn();
  renderPage(
    <AnnotateDialog projectId={PROJECT_ID} teamId={TEAM_ID} scope={scope} open onClose={onClose} />,
  );
  return { onClose };
}

const startButton = () => screen.getByTestId<HTMLButtonElement>(AI_TEST_IDS.start);

describe('the AI annotation dialog', { timeout: 4 * WAIT_MS }, () => {
  it('shows the coverage and the cost, and starts one run with one key even when Start is clicked again', async () => {
    let starts = 0;
    const api = stub({
      [ROUTES.start]: () => {
        starts += 1;
        // The first click's answer is lost on the way back: the person clicks again.
        if (starts === 1) throw new TypeError('Failed to fetch');
        return json(makeRun(), 202);
      },
      [ROUTES.run]: () => json(makeRun({ progress: { done: 1, total: 2 } })),
    });
    renderDialog({ itemIds: [ENDPOINT_ID], title: 'GET /pets/{petId}' });

    expect(await screen.findByText('AI annotation: GET /pets/{petId}')).toBeTruthy();
    const coverage = await screen.findByTestId(AI_TEST_IDS.coverage);
    for (const text of [
      'Operations',
      'Described: 1 of 4',
      'With an example: 0 of 4',
      'Parameters',
      'Described: 2 of 6',
      'With an example: 3 of 6',
      'Fields',
      'Described: 5 of 12',
      'With an example: 7 of 12',
    ]) {
      expect(within(coverage).getByText(text)).toBeTruthy();
    }
    const cost = within(screen.getByTestId(AI_TEST_IDS.cost));
    expect(cost.getByText('Values missing').nextSibling?.textContent).toBe('19');
    expect(cost.getByText('Items with values missing').nextSibling?.textContent).toBe('5');
    expect(cost.getByText('Estimated cost (points)').nextSibling?.textContent).toBe('3');
    expect(cost.getByText('Points you may spend').nextSibling?.textContent).toBe('100');
    expect(screen.queryByTestId(AI_TEST_IDS.teamModelNote)).toBeNull();
    expect(api.callsTo(ROUTES.preview)[0]?.body).toEqual({
      itemIds: [ENDPOINT_ID],
      language: 'en',
    });

    fireEvent.click(startButton());
    expect(await screen.findByText(i18n.t('errors.SERVICE_UNAVAILABLE') as string)).toBeTruthy();
    fireEvent.click(startButton());
    fireEvent.click(startButton());

    await screen.findByTestId(AI_TEST_IDS.run);
    const keys = api
      .callsTo(ROUTES.start)
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
    expect(api.callsTo(ROUTES.start)[0]?.body).toMatchObject({
      itemIds: [ENDPOINT_ID],
      language: 'en',
    });
  });

  it('writes numbers the way the language of the interface does, and asks in the language chosen', async () => {
    await i18n.changeLanguage('id');
    const api = stub({
      [ROUTES.preview]: () => json(makePreview({ spendablePoints: 12_345 })),
    });
    renderDialog();
    const cost = within(await screen.findByTestId(AI_TEST_IDS.cost));
    expect(cost.getByText('12.345')).toBeTruthy();
    expect(screen.getByTestId(AI_TEST_IDS.language)).toBeTruthy();
    expect(api.callsTo(ROUTES.preview)[0]?.body).toEqual({ language: 'id' });

    fireEvent.mouseDown(screen.getByLabelText('Bahasa nilai yang ditulis'));
    fireEvent.click(await screen.findByTitle('日本語'));
    await waitFor(() =>
      expect(api.callsTo(ROUTES.preview).at(-1)?.body).toEqual({ language: 'ja' }),
    );
  });

  it('says no AI model is set up, and how, and cannot start', async () => {
    stub({ [ROUTES.preview]: () => json(makePreview({ model: null })) });
    renderDialog();
    const alert = await screen.findByTestId(AI_TEST_IDS.noModel);
    expect(alert.textContent).toContain('No AI model is set up on this server');
    expect(alert.textContent).toContain('AI_BASE_URL and AI_MODEL');
    expect(alert.textContent).toContain('AI_API_KEY');
    // Or the team's own model, which a team admin brings.
    expect(alert.textContent).toContain('Manage › Team settings › AI model');
    expect(startButton().disabled).toBe(true);
  });

  it('says when nothing is missing, and cannot start', async () => {
    stub({
      [ROUTES.preview]: () =>
        json(makePreview({ missing: { items: 0, values: 0 }, estimatedPoints: 0 })),
    });
    renderDialog();
    expect(await screen.findByTestId(AI_TEST_IDS.nothingMissing)).toBeTruthy();
    expect(startButton().disabled).toBe(true);
  });

  it('offers to buy points when the run would cost more than may be spent, and cannot start', async () => {
    stub({
      [ROUTES.preview]: () => json(makePreview({ estimatedPoints: 30, spendablePoints: 5 })),
    });
    renderDialog();
    const alert = await screen.findByTestId(AI_TEST_IDS.notEnoughPoints);
    expect(alert.textContent).toContain(
      'This is estimated at 30 points, and you may spend 5 points in this project.',
    );
    const buy = within(alert).getByTestId(AI_TEST_IDS.buyPoints);
    expect(buy.getAttribute('href')).toBe(`/order/points?teamId=${TEAM_ID}`);
    expect(startButton().disabled).toBe(true);
  });

  it("shows what the project's monthly limit leaves, and cannot start past it", async () => {
    stub({
      [ROUTES.preview]: () => json(makePreview({ estimatedPoints: 3, monthlyCapLeft: 2 })),
    });
    renderDialog();
    const cost = within(await screen.findByTestId(AI_TEST_IDS.cost));
    expect(cost.getByText('Left of the monthly limit (points)').nextSibling?.textContent).toBe('2');
    const alert = await screen.findByTestId(AI_TEST_IDS.capReached);
    expect(alert.textContent).toContain('the limit leaves 2 this month');
    expect(startButton().disabled).toBe(true);
  });

  it("runs on the team's own model with no points: a note instead of the cost, and Start goes", async () => {
    const api = stub({
      [ROUTES.preview]: () =>
        json(
          makePreview({ model: 'team', estimatedPoints: 0, spendablePoints: 0, monthlyCapLeft: 0 }),
        ),
      [ROUTES.start]: () => json(makeRun({ estimatedPoints: 0 }), 202),
      [ROUTES.run]: () => json(makeRun({ estimatedPoints: 0 })),
    });
    renderDialog();
    const cost = await screen.findByTestId(AI_TEST_IDS.cost);
    expect(within(cost).getByText('Values missing').nextSibling?.textContent).toBe('19');
    expect(within(cost).queryByText('Estimated cost (points)')).toBeNull();
    expect(within(cost).queryByText('Points you may spend')).toBeNull();
    expect(screen.getByTestId(AI_TEST_IDS.teamModelNote).textContent).toBe(
      "Runs on your team's own model: no points are spent.",
    );
    expect(screen.queryByTestId(AI_TEST_IDS.notEnoughPoints)).toBeNull();
    expect(screen.queryByTestId(AI_TEST_IDS.capReached)).toBeNull();
    expect(startButton().disabled).toBe(false);
    fireEvent.click(startButton());
    await screen.findByTestId(AI_TEST_IDS.run);
    expect(api.callsTo(ROUTES.start)).toHaveLength(1);
  });

  it('shows why a start was refused, by its code', async () => {
    stub({ [ROUTES.start]: () => problem('AI_RUN_ACTIVE') });
    renderDialog();
    await screen.findByTestId(AI_TEST_IDS.coverage);
    fireEvent.click(startButton());
    expect(await screen.findByText(i18n.t('errors.AI_RUN_ACTIVE'))).toBeTruthy();
    expect(screen.queryByTestId(AI_TEST_IDS.run)).toBeNull();
  });

  it('follows the run it started until it is done, then offers the review', async () => {
    const api = stub({
      [ROUTES.start]: () => json(makeRun(), 202),
      [ROUTES.run]: runs(
        makeRun({ progress: { done: 1, total: 2 }, tokensUsed: 1200 }),
        doneRun(8),
      ),
      [ROUTES.proposals]: () => json({ items: [], total: 8, page: 1, size: 100 }),
    });
    renderDialog();
    await screen.findByTestId(AI_TEST_IDS.coverage);
    fireEvent.click(startButton());

    const run = await screen.findByTestId(AI_TEST_IDS.run);
    await waitFor(() =>
      expect(within(run).getByTestId(AI_TEST_IDS.runStatus).textContent).toBe('Done'),
    );
    expect(within(run).getByText('Calls to the model: 2 of 2')).toBeTruthy();
    expect(within(run).getByText('Tokens used').nextSibling?.textContent).toBe('2,480');
    expect(within(run).getByText('Points charged').nextSibling?.textContent).toBe('3');
    expect(within(run).getByTestId(AI_TEST_IDS.review).textContent).toBe('Review proposals (8)');
    expect(within(run).queryByTestId(AI_TEST_IDS.stop)).toBeNull();
    // Each read of the running run asked the server to hold it until the run moved on.
    const waits = api.callsTo(ROUTES.run).map((call) => call.query.get('waitMs'));
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits.slice(0, 2)).toEqual([String(RUN_WAIT_MS), String(RUN_WAIT_MS)]);

    fireEvent.click(within(run).getByTestId(AI_TEST_IDS.review));
    expect(await screen.findByTestId(AI_TEST_IDS.reviewDrawer)).toBeTruthy();
    expect(api.callsTo(ROUTES.proposals)[0]?.query.get('status')).toBe('pending');
  });

  it('opens on the run going in the project, stops it, and resumes it', async () => {
    const running = makeRun({ progress: { done: 1, total: 4 } });
    const api = stub({
      [ROUTES.runs]: () => json({ items: [running, doneRun(0)] }),
      [ROUTES.run]: () => json(running),
      [ROUTES.stop]: () => json(makeRun({ status: 'stopped', progress: { done: 1, total: 4 } })),
      [ROUTES.resume]: () => json(running),
    });
    renderDialog();
    const run = await screen.findByTestId(AI_TEST_IDS.run);
    expect(within(run).getByTestId(AI_TEST_IDS.runStatus).textContent).toBe('Running');
    expect(api.callsTo(ROUTES.preview)).toHaveLength(0);

    fireEvent.click(within(run).getByTestId(AI_TEST_IDS.stop));
    await waitFor(() =>
      expect(within(run).getByTestId(AI_TEST_IDS.runStatus).textContent).toBe('Stopped'),
    );
    expect(api.callsTo(ROUTES.stop)).toHaveLength(1);

    fireEvent.click(within(run).getByTestId(AI_TEST_IDS.resume));
    await waitFor(() => expect(api.callsTo(ROUTES.resume)).toHaveLength(1));
    await waitFor(() =>
      expect(within(run).getByTestId(AI_TEST_IDS.runStatus).textContent).toBe('Running'),
    );
  });

  it('says why a run ended early, and leads to buying points when they ran out', async () => {
    stub({
      [ROUTES.runs]: () =>
        json({
          items: [doneRun(40, { status: 'stopped', ended: { code: 'POINTS_INSUFFICIENT' } })],
        }),
      [ROUTES.run]: () =>
        json(doneRun(40, { status: 'stopped', ended: { code: 'POINTS_INSUFFICIENT' } })),
    });
    renderDialog();
    const ended = await screen.findByTestId(AI_TEST_IDS.runEnded);
    expect(ended.textContent).toContain(i18n.t('errors.POINTS_INSUFFICIENT'));
    expect(within(ended).getByTestId(AI_TEST_IDS.buyPoints).getAttribute('href')).toBe(
      `/order/points?teamId=${TEAM_ID}`,
    );
    expect(screen.getByTestId(AI_TEST_IDS.resume)).toBeTruthy();
    expect(screen.getByTestId(AI_TEST_IDS.review).textContent).toBe('Review proposals (40)');

    // A new run starts from a new preview.
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.newRun));
    expect(await screen.findByTestId(AI_TEST_IDS.coverage)).toBeTruthy();
  });
});
