import { beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DebugRequest, SendRequestPayload } from '@heron/contract';
import { AppProviders } from '../../app/app-providers';
import { json, problem, stubApi, type StubHandler } from '../../test/stub-api';
import { clearSessionVariables } from './api/session-variables';
import { forgetLoadedCases } from './cases';
import { DEBUG_CODE_TEST_IDS } from './code';
import { DebugPanel } from './debug-panel';
import { forgetPanels } from './debug-panel-memory';
import { selectedEnvironmentStorageKey } from './environments';
import {
  ENVIRONMENTS_ROUTE,
  NO_PROJECT_VARIABLES,
  PRODUCTION_ENV,
  PROJECT,
  STAGING,
  STAGING_ENV,
  VARIABLES_ROUTE,
} from './environments/environments-test-fixtures';
import { makeRequest } from './request/builder-test-harness';
import { REQUEST_TEST_IDS } from './request/test-ids';
import { makeResult } from './response/response-test-fixtures';
import { RESPONSE_TEST_IDS, responseTestIdOf } from './response/test-ids';

configure({ asyncUtilTimeout: 5_000 });

const SLOW = { timeout: 60_000 };
const ENDPOINT = 'c0000000-0000-4000-8000-000000000001';
const SEND_ROUTE = `POST /api/v1/projects/${PROJECT}/debug/send`;

/** A request to the chosen environment, with its secret token as the bearer. */
const REQUEST: DebugRequest = makeRequest({
  method: 'GET',
  url: '/pets/{id}',
  pathParams: [{ key: 'id', value: '7', enabled: true }],
  auth: { type: 'bearer', token: '{{token}}' },
});

function stub(send: StubHandler = () => json(makeResult())) {
  return stubApi({
    [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: [STAGING_ENV, PRODUCTION_ENV] }),
    [`GET ${VARIABLES_ROUTE}`]: () => json(NO_PROJECT_VARIABLES),
    [SEND_ROUTE]: send,
    // The Run view of an endpoint lists its cases (see cases/case-bar.test.tsx).
    [`GET /api/v1/projects/${PROJECT}/endpoint-cases`]: () => json({ items: [] }),
  });
}

function renderPanel(props: { endpointId?: string; initial?: DebugRequest } = {}) {
  const element = (
    <AppProviders>
      <DebugPanel
        projectId={PROJECT}
        initial={props.initial ?? REQUEST}
        endpointId={props.endpointId}
      />
    </AppProviders>
  );
  return render(element);
}

const sendButton = () => screen.getByTestId(REQUEST_TEST_IDS.send);

beforeEach(() => {
  clearSessionVariables(PROJECT);
  forgetPanels();
  forgetLoadedCases();
});

describe('DebugPanel', SLOW, () => {
  it('sends the request with the environment, the endpoint and the session, and shows the answer', async () => {
    window.localStorage.setItem(selectedEnvironmentStorageKey(PROJECT), STAGING);
    const api = stub();
    renderPanel({ endpointId: ENDPOINT });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.empty)).toBeTruthy();
    // The chosen environment shows before sending: its base URL is where requests go.
    await screen.findByText('Base URL: https://staging.example.com');

    fireEvent.click(sendButton());
    expect(await screen.findByTestId(RESPONSE_TEST_IDS.status)).toHaveProperty(
      'textContent',
      '200 OK',
    );
    const [call] = api.callsTo(SEND_ROUTE);
    expect(call!.body).toEqual({
      request: REQUEST,
      environmentId: STAGING,
      endpointId: ENDPOINT,
      session: { environment: {}, collection: {}, globals: {} },
    } satisfies SendRequestPayload);
    fireEvent.click(screen.getByTestId(responseTestIdOf.tab('check')));
    expect(screen.getByTestId(RESPONSE_TEST_IDS.check).textContent).toContain(
      'The response matches the design',
    );
  });

  it('sends back what scripts set, until the session is cleared', async () => {
    const session = { environment: { token2: 'abc' }, collection: {}, globals: { n: '1' } };
    const api = stub(() => json(makeResult({ session })));
    renderPanel();
    fireEvent.click(sendButton());
    await screen.findByTestId(RESPONSE_TEST_IDS.status);
    expect(api.callsTo(SEND_ROUTE)[0]!.body).toMatchObject({
      environmentId: null,
      endpointId: null,
      session: { environment: {}, collection: {}, globals: {} },
    });
    expect(await screen.findByText('Session values: 2')).toBeTruthy();

    fireEvent.click(sendButton());
    await waitFor(() => expect(api.callsTo(SEND_ROUTE)).toHaveLength(2));
    expect(api.callsTo(SEND_ROUTE)[1]!.body).toMatchObject({ session });

    await screen.findByTestId(RESPONSE_TEST_IDS.status);
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.sessionClear));
    expect(screen.queryByText('Session values: 2')).toBeNull();
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.callsTo(SEND_ROUTE)).toHaveLength(3));
    expect(api.callsTo(SEND_ROUTE)[2]!.body).toMatchObject({
      session: { environment: {}, collection: {}, globals: {} },
    });
  });

  it('shows a failed call to Heron in the response area', async () => {
    stub(() => problem('PERMISSION_DENIED'));
    renderPanel();
    fireEvent.click(sendButton());
    const area = screen.getByTestId(RESPONSE_TEST_IDS.view);
    await waitFor(() => expect(within(area).getByRole('alert')).toBeTruthy());
    expect(within(area).queryByTestId(RESPONSE_TEST_IDS.empty)).toBeNull();
  });

  it('keeps the edits and the last answer of an endpoint while the page lives', async () => {
    stub(() =>
      json(
        makeResult({ response: { ...makeResult().response!, status: 201, statusText: 'Created' } }),
      ),
    );
    const first = renderPanel({ endpointId: ENDPOINT });
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: '/pets/{id}/toys' } });
    fireEvent.click(sendButton());
    await screen.findByText('201 Created');
    first.unmount();

    renderPanel({ endpointId: ENDPOINT });
    expect((screen.getByLabelText('URL') as HTMLInputElement).value).toBe('/pets/{id}/toys');
    expect(screen.getByTestId(RESPONSE_TEST_IDS.status).textContent).toBe('201 Created');
  });

  it('writes the request as code, resolved in the browser with secrets masked', async () => {
    window.localStorage.setItem(selectedEnvironmentStorageKey(PROJECT), STAGING);
    stub();
    renderPanel();
    await screen.findByText('Base URL: https://staging.example.com');
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.code));
    const code = await screen.findByTestId(DEBUG_CODE_TEST_IDS.code);
    expect(code.textContent).toContain('https://staging.example.com/pets/7');
    expect(code.textContent).toContain('Bearer ••••••');
  });

  it('says why there is no code for a request that cannot be resolved', async () => {
    stub();
    renderPanel({ initial: makeRequest({ url: 'ftp://example.com' }) });
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.code));
    expect((await screen.findByTestId(DEBUG_CODE_TEST_IDS.unavailable)).textContent).toContain(
      'URL: not a valid http or https URL',
    );
  });

  it('resets an endpoint request to its design', async () => {
    stub();
    renderPanel({ endpointId: ENDPOINT });
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: '/other' } });
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.resetFromDesign));
    fireEvent.click(
      await screen.findByText('Reset from design', { selector: '.ant-popconfirm button span' }),
    );
    expect((screen.getByLabelText('URL') as HTMLInputElement).value).toBe('/pets/{id}');
  });
});
