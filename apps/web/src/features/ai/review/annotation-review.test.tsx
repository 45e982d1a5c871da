import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AiProposal } from '@heron/contract';
import { renderPage } from '../../../test/render-with-providers';
import { json, stubApi } from '../../../test/stub-api';
import { doneRun, makeProposal, MODEL_ID, PROJECT_ID, ROUTES, RUN_ID } from '../ai-test-data';
import { AI_TEST_IDS, aiTestIdOf } from '../test-ids';
import { AnnotationReview } from './annotation-review';

const WAIT_MS = 15_000;
beforeAll(() => configure({ asyncUtilTimeout: WAIT_MS }));
afterAll(() => configure({ asyncUtilTimeout: 10_000 }));

/** What the server takes of the rest in one request (AI_PROPOSAL_PAGE_MAX). */
const ROUND = 500;

interface DecisionBody {
  accept?: { id: string; value?: unknown }[];
  reject?: string[];
  rest?: 'accept' | 'reject';
}

/**
 * The review's side of the server: the pending proposals (`shown`, then `more` not drawn), and
 * decisions that take them off, the rest at most ROUND a request. A place in `filled` was filled
 * meanwhile: accepting it answers outdated.
 */
function fakeServer(
  shown: AiProposal[],
  {
    more = 0,
    filled = [],
    hold,
  }: { more?: number; filled?: string[]; hold?: (round: number) => Promise<void> } = {},
) {
  let pending = [...shown];
  let unseen = more;
  let round = 0;
  const decided = { accepted: 0, rejected: 0 };
  const total = () => pending.length + unseen;
  return stubApi({
    [ROUTES.proposals]: (request) => {
      const page = Number(request.query.get('page'));
      const size = Number(request.query.get('size'));
      expect(request.query.get('status')).toBe('pending');
      return json({
        items: pending.slice((page - 1) * size, page * size),
        total: total(),
        page,
        size,
      });
    },
    [ROUTES.decisions]: async (request) => {
      round += 1;
      await hold?.(round);
      const body = request.body as DecisionBody;
      const accept = (body.accept ?? []).map((a) => a.id);
      const reject = body.reject ?? [];
      const named = new Set([...accept, ...reject]);
      pending = pending.filter((proposal) => !named.has(proposal.id));
      const outdated = accept.filter((id) => filled.includes(id)).length;
      let accepted = accept.length - outdated;
      let rejected = reject.length;
      if (body.rest) {
        const fromShown = pending.splice(0, ROUND);
        const fromUnseen = Math.min(unseen, ROUND - fromShown.length);
        unseen -= fromUnseen;
        const taken = fromShown.length + fromUnseen;
        if (body.rest === 'accept') accepted += taken;
        else rejected += taken;
      }
      decided.accepted += accepted;
      decided.rejected += rejected;
      return json({
        accepted,
        rejected,
        outdated,
        itemsSaved: accepted > 0 ? 1 : 0,
        run: doneRun(total(), { proposals: { pending: total(), ...decided } }),
      });
    },
  });
}

function renderReview() {
  renderPage(<AnnotationReview projectId={PROJECT_ID} runId={RUN_ID} open onClose={vi.fn()} />);
}

const row = (proposal: AiProposal) => screen.getByTestId(aiTestIdOf.proposal(proposal.id));
const decisions = (api: ReturnType<typeof fakeServer>) =>
  api.callsTo(ROUTES.decisions).map((call) => call.body);

describe('the review of AI proposals', { timeout: 4 * WAIT_MS }, () => {
  const summary = makeProposal({
    pointer: '',
    kind: 'summary',
    target: 'operation',
    value: 'Find a pet',
  });
  const description = makeProposal();
  const parameterExample = makeProposal({
    pointer: '/parameters/0/example',
    kind: 'example',
    target: 'parameter',
    label: 'path petId',
    value: 42,
  });
  const fieldExample = makeProposal({
    itemId: MODEL_ID,
    itemName: 'Pet',
    itemKind: 'model',
    pointer: '/schema/properties/name/examples',
    kind: 'example',
    target: 'field',
    label: 'name',
    value: 'Rex',
  });
  const all = [summary, description, parameterExample, fieldExample];

  it('accepts one as is and one edited, rejects one, and refuses an edited example that is not JSON', async () => {
    const api = fakeServer(all, { filled: [fieldExample.id] });
    renderReview();
    const drawer = await screen.findByTestId(AI_TEST_IDS.reviewDrawer);

    // Under their items; each with its place, what it describes and its kind.
    expect(within(drawer).getByRole('heading', { name: 'GET /pets/{petId}' })).toBeTruthy();
    expect(within(drawer).getByRole('heading', { name: 'Pet' })).toBeTruthy();
    const field = within(row(fieldExample));
    expect(field.getByText('name')).toBeTruthy();
    expect(field.getByText('Field')).toBeTruthy();
    expect(field.getByText('Example')).toBeTruthy();
    expect(field.getByText('"Rex"').tagName).toBe('CODE');
    expect(within(row(summary)).getByText('Summary')).toBeTruthy();
    expect(within(row(summary)).getByText('Find a pet')).toBeTruthy();

    fireEvent.click(screen.getByTestId(aiTestIdOf.edit(description.id)));
    const text = screen.getByTestId(aiTestIdOf.editValue(description.id));
    expect((text as HTMLTextAreaElement).value).toBe('Reads a pet.');
    fireEvent.change(text, { target: { value: 'Reads one pet by its id.' } });

    fireEvent.click(screen.getByTestId(aiTestIdOf.accept(summary.id)));
    expect(await screen.findByText('Accepted: 1. Rejected: 0.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(aiTestIdOf.proposal(summary.id))).toBeNull());
    // The edit of another proposal is still there.
    expect(
      screen.getByTestId<HTMLTextAreaElement>(aiTestIdOf.editValue(description.id)).value,
    ).toBe('Reads one pet by its id.');
    fireEvent.click(screen.getByTestId(aiTestIdOf.accept(description.id)));
    await waitFor(() =>
      expect(screen.queryByTestId(aiTestIdOf.proposal(description.id))).toBeNull(),
    );

    fireEvent.click(screen.getByTestId(aiTestIdOf.reject(parameterExample.id)));
    await waitFor(() =>
      expect(screen.queryByTestId(aiTestIdOf.proposal(parameterExample.id))).toBeNull(),
    );

    // An example is JSON: a bare word is not, and cannot be accepted until it is.
    fireEvent.click(screen.getByTestId(aiTestIdOf.edit(fieldExample.id)));
    const example = screen.getByTestId(aiTestIdOf.editValue(fieldExample.id));
    expect((example as HTMLTextAreaElement).value).toBe('"Rex"');
    fireEvent.change(example, { target: { value: 'Rex' } });
    expect(within(row(fieldExample)).getByRole('alert').textContent).toContain(
      'This is not valid JSON',
    );
    const accept = screen.getByTestId<HTMLButtonElement>(aiTestIdOf.accept(fieldExample.id));
    expect(accept.disabled).toBe(true);
    fireEvent.change(example, { target: { value: '["Rex", "Fido"]' } });
    expect(within(row(fieldExample)).queryByRole('alert')).toBeNull();
    fireEvent.click(accept);
    // Its place was filled meanwhile: the answer says so.
    expect(
      await screen.findByText(
        'Accepted: 0. Rejected: 0. Outdated, as the place was filled meanwhile: 1.',
      ),
    ).toBeTruthy();

    expect(decisions(api)).toEqual([
      { accept: [{ id: summary.id }] },
      { accept: [{ id: description.id, value: 'Reads one pet by its id.' }] },
      { reject: [parameterExample.id] },
      { accept: [{ id: fieldExample.id, value: ['Rex', 'Fido'] }] },
    ]);
    expect(await screen.findByText('Nothing is waiting for review.')).toBeTruthy();
  });

  it('accepts and rejects the proposals selected', async () => {
    const api = fakeServer(all);
    renderReview();
    await screen.findByTestId(AI_TEST_IDS.reviewDrawer);
    fireEvent.click(screen.getByTestId(aiTestIdOf.select(summary.id)));
    fireEvent.click(screen.getByTestId(aiTestIdOf.select(fieldExample.id)));
    expect(screen.getByTestId(AI_TEST_IDS.acceptSelected).textContent).toBe('Accept selected (2)');
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.acceptSelected));
    await waitFor(() => expect(screen.queryByTestId(aiTestIdOf.proposal(summary.id))).toBeNull());

    fireEvent.click(screen.getByTestId(AI_TEST_IDS.selectPage));
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.rejectSelected));
    expect(await screen.findByText('Accepted: 0. Rejected: 2.')).toBeTruthy();
    expect(decisions(api)).toEqual([
      { accept: [{ id: summary.id }, { id: fieldExample.id }] },
      { reject: [description.id, parameterExample.id] },
    ]);
  });

  it('rejects all after asking', async () => {
    const api = fakeServer(all);
    renderReview();
    await screen.findByTestId(AI_TEST_IDS.reviewDrawer);
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.rejectAll));
    const ok = await screen.findByTestId(AI_TEST_IDS.bulkOk);
    expect(ok.closest('.ant-modal')?.textContent).toContain(
      'Reject every proposal waiting for review?',
    );
    fireEvent.click(ok);
    expect(await screen.findByText('Accepted: 0. Rejected: 4.')).toBeTruthy();
    expect(decisions(api)).toEqual([{ rest: 'reject' }]);
  });

  it('accepts all after asking, round after round until nothing is pending, with the edits of the page', async () => {
    let release: () => void = () => undefined;
    const secondRound = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeServer(all, {
      more: 1196,
      hold: (round) => (round === 2 ? secondRound : Promise.resolve()),
    });
    renderReview();
    await screen.findByTestId(AI_TEST_IDS.reviewDrawer);
    expect(screen.getByText('Waiting: 1,200')).toBeTruthy();
    fireEvent.click(screen.getByTestId(aiTestIdOf.edit(description.id)));
    fireEvent.change(screen.getByTestId(aiTestIdOf.editValue(description.id)), {
      target: { value: 'Reads one pet.' },
    });

    fireEvent.click(screen.getByTestId(AI_TEST_IDS.acceptAll));
    const ok = await screen.findByTestId(AI_TEST_IDS.bulkOk);
    const confirm = ok.closest<HTMLElement>('.ant-modal')!;
    expect(confirm.textContent).toContain('Accept every proposal waiting for review?');
    expect(confirm.textContent).toContain('Waiting: 1,200.');
    expect(api.callsTo(ROUTES.decisions)).toHaveLength(0);
    fireEvent.click(ok);

    // The progress shows between the rounds.
    const progress = await screen.findByTestId(AI_TEST_IDS.bulkProgress);
    await waitFor(() => expect(progress.textContent).toBe('Decided: 501 of 1,200'));
    release();
    expect(await screen.findByText('Accepted: 1,200. Rejected: 0.')).toBeTruthy();
    expect(decisions(api)).toEqual([
      { accept: [{ id: description.id, value: 'Reads one pet.' }], rest: 'accept' },
      { rest: 'accept' },
      { rest: 'accept' },
    ]);
    expect(await screen.findByText('Nothing is waiting for review.')).toBeTruthy();
  });
});
