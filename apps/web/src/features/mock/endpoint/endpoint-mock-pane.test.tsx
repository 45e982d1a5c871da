import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from 'codemirror';
import type { EndpointMock, UpdateEndpointMockBody } from '@heron/contract';
import { renderPage } from '../../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  allowCodeMirror,
  describedError,
  ENDPOINT,
  ENDPOINT_ROUTE,
  FIRST,
  makeEndpointMock,
  makeExpectation,
  pickOption,
  PROJECT,
  SECOND,
} from '../../../test/mock-fixtures';
import { MOCK_TEST_IDS, mockTestIdOf } from '../test-ids';
import { EndpointMockPane } from './endpoint-mock-pane';

configure({ asyncUtilTimeout: 5_000 });
beforeAll(allowCodeMirror);
afterEach(() => vi.restoreAllMocks());

const NEW_ID = 'e0000000-0000-4000-8000-0000000000aa';

const TWO = makeEndpointMock({
  expectations: [
    makeExpectation({
      id: FIRST,
      name: 'Missing pet',
      conditions: [{ source: 'path', name: 'id', operator: 'equals', value: '0' }],
      response: { status: 404, headers: [], contentType: 'application/json', body: '{}' },
    }),
    makeExpectation({ id: SECOND, name: 'Teapot' }),
  ],
});

function stub(loaded: EndpointMock, routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [`GET ${ENDPOINT_ROUTE}`]: () => json(loaded),
    [`PUT ${ENDPOINT_ROUTE}`]: (request) => {
      const { baseVersion: _, ...body } = request.body as UpdateEndpointMockBody;
      return json({ ...loaded, ...body, version: loaded.version + 1 });
    },
    ...routes,
  });
}

function renderPane(readOnly = false) {
  return renderPage(
    <EndpointMockPane projectId={PROJECT} endpointId={ENDPOINT} readOnly={readOnly} />,
  );
}

const card = (id: string) => screen.getByTestId(mockTestIdOf.expectation(id));

function sentBody(api: ReturnType<typeof stub>): UpdateEndpointMockBody {
  const calls = api.callsTo(`PUT ${ENDPOINT_ROUTE}`);
  return calls.at(-1)!.body as UpdateEndpointMockBody;
}

async function save(api: ReturnType<typeof stub>, count = 1) {
  fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.endpointSave));
  await waitFor(() => expect(api.callsTo(`PUT ${ENDPOINT_ROUTE}`)).toHaveLength(count));
  return sentBody(api);
}

function typeInBody(id: string, text: string) {
  const content = screen.getByTestId(mockTestIdOf.expectationBody(id)).querySelector('.cm-content');
  const editor = EditorView.findFromDOM(content as HTMLElement)!;
  act(() => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } }));
}

describe('EndpointMockPane', { timeout: 30_000 }, () => {
  it('shows the endpoint mock URL and saves the switch and latency from the version loaded', async () => {
    const api = stub(makeEndpointMock());
    renderPane();
    expect((await screen.findByTestId(MOCK_TEST_IDS.endpointUrl)).textContent).toBe(
      makeEndpointMock().url,
    );
    expect(screen.getByText("No expectations: the endpoint's usual answer is sent.")).toBeTruthy();
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.endpointEnabled));
    fireEvent.change(screen.getByLabelText('Latency (ms)'), { target: { value: '80' } });
    expect(await save(api)).toEqual({
      baseVersion: 4,
      enabled: false,
      latencyMs: 80,
      expectations: [],
    });
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
  });

  it('builds a new expectation with a condition, a header and a body', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_ID);
    const api = stub(makeEndpointMock());
    renderPane();
    fireEvent.click(await screen.findByTestId(MOCK_TEST_IDS.addExpectation));
    const added = card(NEW_ID);
    fireEvent.change(within(added).getByLabelText('Expectation 1 name'), {
      target: { value: 'VIP' },
    });
    fireEvent.click(within(added).getByTestId(mockTestIdOf.addCondition(NEW_ID)));
    await pickOption(within(added).getByLabelText('Condition 1 source'), 'Header');
    fireEvent.change(within(added).getByLabelText('Condition 1 name'), {
      target: { value: 'X-Tier' },
    });
    await pickOption(within(added).getByLabelText('Condition 1 comparison'), 'matches regex');
    fireEvent.change(within(added).getByLabelText('Condition 1 value'), {
      target: { value: '^gold$' },
    });
    fireEvent.click(within(added).getByTestId(mockTestIdOf.addHeader(NEW_ID)));
    fireEvent.change(within(added).getByLabelText('Header 1 name'), {
      target: { value: 'X-Trace' },
    });
    fireEvent.change(within(added).getByLabelText('Header 1 value'), {
      target: { value: '{{$guid}}' },
    });
    fireEvent.change(within(added).getByLabelText('Expectation 1 status'), {
      target: { value: '201' },
    });
    fireEvent.change(within(added).getByLabelText('Expectation 1 delay'), {
      target: { value: '30' },
    });
    typeInBody(NEW_ID, '{"email": "{{$fake.email}}"}');

    expect(await save(api)).toEqual({
      baseVersion: 4,
      enabled: true,
      latencyMs: null,
      expectations: [
        {
          id: NEW_ID,
          name: 'VIP',
          enabled: true,
          conditions: [{ source: 'header', name: 'X-Tier', operator: 'regex', value: '^gold$' }],
          response: {
            status: 201,
            headers: [{ name: 'X-Trace', value: '{{$guid}}' }],
            contentType: 'application/json',
            body: '{"email": "{{$fake.email}}"}',
            delayMs: 30,
          },
        },
      ],
    });
  });

  it('hides the value of exists, and does not send one', async () => {
    const api = stub(TWO);
    renderPane();
    const first = await waitFor(() => card(FIRST));
    await pickOption(within(first).getByLabelText('Condition 1 comparison'), 'exists');
    expect(within(first).queryByLabelText('Condition 1 value')).toBeNull();
    const body = await save(api);
    expect(body.expectations[0]!.conditions).toEqual([
      { source: 'path', name: 'id', operator: 'exists', value: '' },
    ]);
  });

  it('moves, switches off, duplicates and deletes expectations', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_ID);
    const api = stub(TWO);
    renderPane();
    await waitFor(() => card(SECOND));
    fireEvent.click(screen.getByTestId(mockTestIdOf.moveUp(SECOND)));
    fireEvent.click(screen.getByTestId(mockTestIdOf.expectationEnabled(FIRST)));
    let body = await save(api);
    expect(body.expectations.map((item) => [item.id, item.enabled])).toEqual([
      [SECOND, true],
      [FIRST, false],
    ]);

    fireEvent.click(screen.getByTestId(mockTestIdOf.duplicate(FIRST)));
    fireEvent.click(screen.getByTestId(mockTestIdOf.remove(SECOND)));
    body = await save(api, 2);
    expect(body.expectations.map((item) => [item.id, item.name])).toEqual([
      [FIRST, 'Missing pet'],
      [NEW_ID, 'Missing pet (copy)'],
    ]);
    expect(body.expectations[1]!.conditions).toEqual(body.expectations[0]!.conditions);
    // The first can no longer go up, the last no longer down.
    expect((screen.getByTestId(mockTestIdOf.moveUp(FIRST)) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByTestId(mockTestIdOf.moveDown(NEW_ID)) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('puts each refused field beside its input, on the right expectation, and keeps the draft', async () => {
    const api = stub(TWO, {
      [`PUT ${ENDPOINT_ROUTE}`]: () =>
        problem('VALIDATION_FAILED', {
          errors: [
            {
              in: 'body',
              pointer: '/expectations/1/conditions/0/value',
              message: 'Invalid regular expression: /(/: Unterminated group',
            },
            {
              in: 'body',
              pointer: '/expectations/0/response/body',
              message: '"{{$fake.nope}}" is not a known value',
            },
          ],
        }),
    });
    renderPane();
    await waitFor(() => card(SECOND));
    // Second expectation, first condition: a regex that does not compile.
    fireEvent.click(within(card(SECOND)).getByTestId(mockTestIdOf.addCondition(SECOND)));
    await pickOption(
      within(card(SECOND)).getByLabelText('Condition 1 comparison'),
      'matches regex',
    );
    fireEvent.change(within(card(SECOND)).getByLabelText('Condition 1 value'), {
      target: { value: '(' },
    });
    typeInBody(FIRST, '{{$fake.nope}}');
    await save(api);

    const value = within(card(SECOND)).getByLabelText('Condition 1 value') as HTMLInputElement;
    await waitFor(() => expect(describedError(value)).toBe('This regular expression is not valid'));
    expect(value.value).toBe('(');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    // The first expectation's own condition is fine; its body is what was refused.
    expect(describedError(within(card(FIRST)).getByLabelText('Condition 1 value'))).toBeNull();
    expect(card(FIRST).textContent).toContain(
      'This template uses a value the mock does not know (see the list above)',
    );
    expect(
      screen.getByText(
        'Fix the highlighted fields before saving. Nothing was saved; your changes are kept.',
      ),
    ).toBeTruthy();

    // The problem follows its expectation when the list is reordered, and goes once fixed.
    fireEvent.click(screen.getByTestId(mockTestIdOf.moveUp(SECOND)));
    const moved = within(card(SECOND)).getByLabelText('Condition 1 value');
    expect(describedError(moved)).toBe('This regular expression is not valid');
    fireEvent.change(moved, { target: { value: '^a$' } });
    expect(describedError(within(card(SECOND)).getByLabelText('Condition 1 value'))).toBeNull();
  });

  it('shows a refused part with no field of its own atop its card, and an unknown one above all', async () => {
    const api = stub(TWO, {
      [`PUT ${ENDPOINT_ROUTE}`]: () =>
        problem('VALIDATION_FAILED', {
          errors: [
            { in: 'body', pointer: '/expectations/1/conditions', message: 'Too big' },
            { in: 'body', pointer: '/somethingElse', message: 'Too big' },
          ],
        }),
    });
    renderPane();
    await waitFor(() => card(SECOND));
    fireEvent.change(within(card(SECOND)).getByLabelText('Expectation 2 name'), {
      target: { value: 'Teapot!' },
    });
    await save(api);
    await waitFor(() => expect(card(SECOND).textContent).toContain('This value is not valid'));
    expect(card(FIRST).textContent).not.toContain('This value is not valid');
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain(
      'Fix the highlighted fields before saving.',
    );
    expect(
      screen.getByText('Some fields are invalid. Check your input and try again.'),
    ).toBeTruthy();
    expect(
      (within(card(SECOND)).getByLabelText('Expectation 2 name') as HTMLInputElement).value,
    ).toBe('Teapot!');
  });

  it('checks the shape before sending: a header without a name is refused beside it', async () => {
    const api = stub(TWO);
    renderPane();
    await waitFor(() => card(FIRST));
    fireEvent.click(within(card(FIRST)).getByTestId(mockTestIdOf.addHeader(FIRST)));
    fireEvent.change(within(card(FIRST)).getByLabelText('Header 1 name'), {
      target: { value: 'bad name' },
    });
    fireEvent.click(screen.getByTestId(MOCK_TEST_IDS.endpointSave));
    const name = within(card(FIRST)).getByLabelText('Header 1 name');
    await waitFor(() =>
      expect(describedError(name)).toBe(
        'A header name may hold only letters, digits and symbols such as - _ .',
      ),
    );
    expect(api.callsTo(`PUT ${ENDPOINT_ROUTE}`)).toHaveLength(0);
  });

  it('on an edit conflict keeps the draft and reloads their version on request', async () => {
    let current = TWO;
    const api = stub(TWO, {
      [`GET ${ENDPOINT_ROUTE}`]: () => json(current),
      [`PUT ${ENDPOINT_ROUTE}`]: () => problem('EDIT_CONFLICT'),
    });
    renderPane();
    await waitFor(() => card(FIRST));
    fireEvent.click(screen.getByTestId(mockTestIdOf.remove(SECOND)));
    current = makeEndpointMock({ version: 9, expectations: [makeExpectation({ id: SECOND })] });
    await save(api);
    const notice = await screen.findByTestId(MOCK_TEST_IDS.endpointConflict);
    expect(screen.queryByTestId(mockTestIdOf.expectation(SECOND))).toBeNull();
    fireEvent.click(within(notice).getByTestId(MOCK_TEST_IDS.endpointReload));
    await waitFor(() => expect(screen.queryByTestId(mockTestIdOf.expectation(FIRST))).toBeNull());
    expect(card(SECOND)).toBeTruthy();
    expect(screen.queryByTestId(MOCK_TEST_IDS.endpointConflict)).toBeNull();
  });

  it('shows a read-only member everything, disabled', async () => {
    stub(TWO);
    renderPane(true);
    const first = await waitFor(() => card(FIRST));
    expect((within(first).getByLabelText('Condition 1 value') as HTMLInputElement).value).toBe('0');
    expect((within(first).getByLabelText('Condition 1 value') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((within(first).getByLabelText('Expectation 1 name') as HTMLInputElement).disabled).toBe(
      true,
    );
    const pane = screen.getByTestId(MOCK_TEST_IDS.endpointPane);
    expect(pane.querySelectorAll('[role="switch"]:not([disabled])')).toHaveLength(0);
    expect((screen.getByTestId(MOCK_TEST_IDS.endpointSave) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByTestId(MOCK_TEST_IDS.addExpectation)).toBeNull();
    expect(screen.queryByTestId(mockTestIdOf.addCondition(FIRST))).toBeNull();
    expect(screen.queryByTestId(mockTestIdOf.remove(FIRST))).toBeNull();
    const body = screen
      .getByTestId(mockTestIdOf.expectationBody(FIRST))
      .querySelector('.cm-content');
    expect(EditorView.findFromDOM(body as HTMLElement)!.state.readOnly).toBe(true);
  });

  it('says why it could not load, with a retry', async () => {
    stubApi({ [`GET ${ENDPOINT_ROUTE}`]: () => problem('NOT_FOUND') });
    renderPane();
    expect(await screen.findByText("The endpoint's mock could not be loaded")).toBeTruthy();
    expect(screen.getByText('Retry')).toBeTruthy();
  });
});
