import { beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  designMetaSchema,
  type DebugCode,
  type DebugCodePayload,
  type DebugRequest,
  type DesignServer,
  type SendRequestPayload,
} from '@heron/contract';
import { AppProviders } from '../../app/app-providers';
import { json, problem, stubApi, type StubHandler } from '../../test/stub-api';
import { selectedServerStorageKey } from './api/design-servers';
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
const CODE_ROUTE = `POST /api/v1/projects/${PROJECT}/debug/code`;
const META_ROUTE = `GET /api/v1/projects/${PROJECT}/design/meta`;

/** A request to the chosen environment, with its secret token as the bearer. */
const REQUEST: DebugRequest = makeRequest({
  method: 'GET',
  url: '/pets/{id}',
  pathParams: [{ key: 'id', value: '7', enabled: true }],
  auth: { type: 'bearer', token: '{{token}}' },
});

/** What the server answers for the code of REQUEST with the staging environment. */
function codeAnswer(over: Partial<DebugCode> = {}): DebugCode {
  return {
    request: {
      method: 'GET',
      url: 'https://staging.example.com/pets/7',
      headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
      body: { kind: 'none' },
    },
    problems: [],
    unknownVariables: [],
    baseUrl: { url: 'https://staging.example.com', source: 'environment' },
    authAddedWhenSent: null,
    secretsRevealed: false,
    ...over,
  };
}

function stub(
  send: StubHandler = () => json(makeResult()),
  code: StubHandler = () => json(codeAnswer()),
  extra: Record<string, StubHandler> = {},
) {
  return stubApi({
    [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: [STAGING_ENV, PRODUCTION_ENV] }),
    [`GET ${VARIABLES_ROUTE}`]: () => json(NO_PROJECT_VARIABLES),
    [SEND_ROUTE]: send,
    [CODE_ROUTE]: code,
    ...extra,
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
  window.localStorage.removeItem(selectedServerStorageKey(PROJECT));
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

  it('writes the request as code, resolved by the server as Send would resolve it', async () => {
    window.localStorage.setItem(selectedEnvironmentStorageKey(PROJECT), STAGING);
    const api = stub();
    renderPanel({ endpointId: ENDPOINT });
    await screen.findByText('Base URL: https://staging.example.com');
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.code));
    const code = await screen.findByTestId(DEBUG_CODE_TEST_IDS.code);
    expect(code.textContent).toContain('https://staging.example.com/pets/7');
    expect(code.textContent).toContain('Bearer <token>');
    expect(api.callsTo(CODE_ROUTE)[0]!.body).toEqual({
      request: REQUEST,
      environmentId: STAGING,
      endpointId: ENDPOINT,
      session: { environment: {}, collection: {}, globals: {} },
      revealSecrets: false,
    } satisfies DebugCodePayload);
  });

  it('says why there is no code for a request that cannot be resolved', async () => {
    stub(undefined, () =>
      json(
        codeAnswer({
          request: null,
          problems: [{ where: 'url', code: 'INVALID_URL', message: 'not http' }],
        }),
      ),
    );
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

/** The design's settings with these servers, as the server answers them. */
const designWith = (servers: DesignServer[]) => () =>
  json({ version: 1, meta: designMetaSchema.parse({ servers }) });

const PETSTORE = 'http://petstore.swagger.io/v1';

describe('issue 21: Run with "No environment" sends to a host made from the path', SLOW, () => {
  it('shows the design’s server as the base URL and sends there', async () => {
    const api = stub(undefined, undefined, { [META_ROUTE]: designWith([{ url: PETSTORE }]) });
    renderPanel({ initial: makeRequest({ url: '/pets' }) });
    await screen.findByText(`Base URL: ${PETSTORE} (the design's server)`);
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.preview));
    expect(await screen.findByText(`${PETSTORE}/pets`)).toBeTruthy();
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.callsTo(SEND_ROUTE)).toHaveLength(1));
    // The first server needs no naming: the server takes it as well.
    expect(api.callsTo(SEND_ROUTE)[0]!.body).not.toHaveProperty('serverUrl');
  });

  it('lets the person pick among several servers, and sends with the one picked', async () => {
    const staging = 'https://staging.example.com/v1';
    const api = stub(undefined, undefined, {
      [META_ROUTE]: designWith([
        { url: PETSTORE, description: 'Production' },
        { url: staging, description: 'Staging' },
      ]),
    });
    renderPanel({ initial: makeRequest({ url: '/pets' }) });
    const select = await screen.findByTestId(REQUEST_TEST_IDS.baseUrlSelect);
    expect(select.textContent).toContain(`${PETSTORE} (Production)`);
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click(await screen.findByText(`${staging} (Staging)`));
    await waitFor(() =>
      expect(screen.getByTestId(REQUEST_TEST_IDS.baseUrlSelect).textContent).toContain(staging),
    );
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.callsTo(SEND_ROUTE)).toHaveLength(1));
    expect(api.callsTo(SEND_ROUTE)[0]!.body).toMatchObject({ serverUrl: staging });
  });

  it('says there is no base URL before sending, and refuses Send, when the design has no server', async () => {
    const api = stub(undefined, undefined, { [META_ROUTE]: designWith([{ url: '/v1' }]) });
    renderPanel({ initial: makeRequest({ url: '/api/health' }) });
    const missing = await screen.findByTestId(REQUEST_TEST_IDS.baseUrlMissing);
    expect(missing.textContent).toContain('No base URL');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(sendButton());
    fireEvent.keyDown(screen.getByLabelText('URL'), { key: 'Enter', ctrlKey: true });
    expect(api.callsTo(SEND_ROUTE)).toEqual([]);

    // A full URL needs none: the note goes and Send comes back.
    fireEvent.change(screen.getByLabelText('URL'), {
      target: { value: 'https://x.example.com/a' },
    });
    await waitFor(() => expect(screen.queryByTestId(REQUEST_TEST_IDS.baseUrlMissing)).toBeNull());
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says why there is no code when the server finds no base URL', async () => {
    stub(undefined, () => problem('NO_BASE_URL'));
    renderPanel({ initial: makeRequest({ url: '/pets' }) });
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.code));
    expect((await screen.findByTestId(DEBUG_CODE_TEST_IDS.unavailable)).textContent).toContain(
      'This request has no base URL',
    );
  });
});

describe('issue 21: generated code for a private mock fails without its token', SLOW, () => {
  it('shows the mock token and the auth as placeholders, and as they are sent once revealed', async () => {
    const mockUrl = `http://localhost:3000/mock/${PROJECT}/pets`;
    const api = stub(undefined, (request) => {
      const reveal = (request.body as DebugCodePayload).revealSecrets;
      return json(
        codeAnswer({
          request: {
            method: 'GET',
            url: mockUrl,
            headers: [
              { name: 'Authorization', value: reveal ? 'Bearer abc123' : 'Bearer <token>' },
              { name: 'X-Mock-Token', value: reveal ? 'mock-secret' : '<mock-token>' },
            ],
            body: { kind: 'none' },
          },
          secretsRevealed: reveal,
        }),
      );
    });
    renderPanel({ initial: makeRequest({ url: mockUrl, auth: { type: 'inherit' } }) });
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.code));
    const code = await screen.findByTestId(DEBUG_CODE_TEST_IDS.code);
    expect(code.textContent).toContain("--header 'X-Mock-Token: <mock-token>'");
    expect(code.textContent).toContain("--header 'Authorization: Bearer <token>'");
    expect(screen.getByTestId(DEBUG_CODE_TEST_IDS.secretsNote).textContent).toContain(
      '<placeholders>',
    );

    fireEvent.click(screen.getByTestId(DEBUG_CODE_TEST_IDS.reveal));
    await waitFor(() =>
      expect(screen.getByTestId(DEBUG_CODE_TEST_IDS.code).textContent).toContain(
        "--header 'X-Mock-Token: mock-secret'",
      ),
    );
    expect(screen.getByTestId(DEBUG_CODE_TEST_IDS.code).textContent).toContain('Bearer abc123');
    expect(
      api.callsTo(CODE_ROUTE).map((call) => (call.body as DebugCodePayload).revealSecrets),
    ).toEqual([false, true]);
    expect(screen.getByTestId(DEBUG_CODE_TEST_IDS.secretsNote).textContent).toContain(
      'take care where you paste',
    );
  });
});
