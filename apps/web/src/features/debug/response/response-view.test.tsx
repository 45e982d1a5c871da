import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from 'codemirror';
import type { SendResult } from '@heron/contract';
import { AppProviders } from '../../../app/app-providers';
import { ApiError } from '../../../lib/api-client';
import { ResponseView } from './response-view';
import { base64Of, makeResponse, makeResult } from './response-test-fixtures';
import { RESPONSE_TEST_IDS, responseTestIdOf } from './test-ids';

configure({ asyncUtilTimeout: 5_000 });

if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

const SLOW = { timeout: 60_000 };

function renderView(props: { result: SendResult | null; isSending?: boolean; failure?: unknown }) {
  return render(
    <AppProviders>
      <ResponseView {...props} />
    </AppProviders>,
  );
}

const openTab = (key: string) => fireEvent.click(screen.getByTestId(responseTestIdOf.tab(key)));

/** The text of the response body's code field. */
function bodyCode(): string {
  const content = screen.getByTestId(RESPONSE_TEST_IDS.bodyCode).querySelector('.cm-content')!;
  return EditorView.findFromDOM(content as HTMLElement)!.state.doc.toString();
}

describe('ResponseView', SLOW, () => {
  it('shows an empty state before any send, and a spinner while sending', () => {
    const view = renderView({ result: null });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.empty).textContent).toContain(
      'Send the request to see its response here.',
    );
    view.rerender(
      <AppProviders>
        <ResponseView result={null} isSending />
      </AppProviders>,
    );
    expect(screen.getByTestId(RESPONSE_TEST_IDS.sending)).toBeTruthy();
  });

  it('shows status, time with its breakdown, and size formatted for the language', async () => {
    renderView({ result: makeResult() });
    const status = screen.getByTestId(RESPONSE_TEST_IDS.status);
    expect(status.textContent).toBe('200 OK');
    expect(status.className).toContain('green');
    expect(screen.getByTestId(RESPONSE_TEST_IDS.time).textContent).toBe('1,234 ms');
    expect(screen.getByTestId(RESPONSE_TEST_IDS.size).textContent).toBe('1.5 kB');
    fireEvent.mouseEnter(screen.getByTestId(RESPONSE_TEST_IDS.time));
    const timings = await screen.findByTestId(RESPONSE_TEST_IDS.timings);
    expect(timings.textContent).toContain('DNS lookup1.5 ms');
    expect(timings.textContent).toContain('Waiting for the first byte30 ms');
    expect(timings.textContent).toContain('Total1,234 ms');
  });

  it('colours client and server errors', () => {
    const view = renderView({ result: makeResult({ response: makeResponse({ status: 404 }) }) });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.status).className).toContain('orange');
    view.rerender(
      <AppProviders>
        <ResponseView result={makeResult({ response: makeResponse({ status: 503 }) })} />
      </AppProviders>,
    );
    expect(screen.getByTestId(RESPONSE_TEST_IDS.status).className).toContain('red');
  });

  it('pretty-prints a JSON body, and shows it raw', () => {
    renderView({ result: makeResult() });
    expect(bodyCode()).toBe(
      '{\n  "id": 7,\n  "name": "Rex",\n  "tags": [\n    "good",\n    "boy"\n  ]\n}',
    );
    fireEvent.click(screen.getByText('Raw'));
    expect(bodyCode()).toBe('{"id":7,"name":"Rex","tags":["good","boy"]}');
  });

  it('says when the body was truncated', () => {
    const response = makeResponse({
      body: {
        base64: base64Of('{"a":'),
        truncated: true,
        sizeBytes: 9_000_000,
        contentType: 'application/json',
      },
    });
    renderView({ result: makeResult({ response }) });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.truncated).textContent).toContain(
      'only its first 5 bytes are shown',
    );
    // Cut JSON is not JSON: shown as it came.
    expect(bodyCode()).toBe('{"a":');
  });

  it('previews HTML in a sandbox that allows nothing, and images as pictures', () => {
    const html = makeResponse({
      body: {
        base64: base64Of('<h1>Hi</h1><script>alert(1)</script>'),
        truncated: false,
        sizeBytes: 40,
        contentType: 'text/html',
      },
    });
    const view = renderView({ result: makeResult({ response: html }) });
    fireEvent.click(screen.getByText('Preview'));
    const frame = screen.getByTestId(RESPONSE_TEST_IDS.previewFrame) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<h1>Hi</h1><script>alert(1)</script>');

    const png = makeResponse({
      body: { base64: 'iVBORw0KGgo=', truncated: false, sizeBytes: 8, contentType: 'image/png' },
    });
    view.rerender(
      <AppProviders>
        <ResponseView result={makeResult({ response: png })} />
      </AppProviders>,
    );
    // A picture opens on its preview.
    const image = screen.getByTestId(RESPONSE_TEST_IDS.previewImage) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('lists the headers and the cookies', () => {
    renderView({ result: makeResult() });
    openTab('headers');
    const headers = screen.getByTestId(RESPONSE_TEST_IDS.headers);
    expect(within(headers).getByText('x-request-id')).toBeTruthy();
    expect(within(headers).getByText('r-1')).toBeTruthy();
    openTab('cookies');
    const cookies = screen.getByTestId(RESPONSE_TEST_IDS.cookies);
    expect(within(cookies).getByText('session')).toBeTruthy();
    expect(within(cookies).getByText('Lax')).toBeTruthy();
    expect(within(cookies).getAllByText('Yes')).toHaveLength(1);
  });

  it('counts the tests of both scripts and shows why one failed', () => {
    renderView({ result: makeResult() });
    expect(screen.getByTestId(responseTestIdOf.tab('tests')).textContent).toBe('Tests2/3');
    openTab('tests');
    expect(screen.getByTestId(RESPONSE_TEST_IDS.testsSummary).textContent).toBe(
      '2 passed, 1 failed, of 3',
    );
    const tests = screen.getByTestId(RESPONSE_TEST_IDS.tests);
    expect(within(tests).getByText("expected 'Rex' to equal 'Max'")).toBeTruthy();
    expect(within(tests).getByText('has a token')).toBeTruthy();
  });

  it('shows both scripts’ console lines and a script error with its line', () => {
    const result = makeResult();
    result.scripts.postResponse!.error = {
      kind: 'runtime',
      message: 'ReferenceError: x is not defined',
      line: 3,
    };
    renderView({ result });
    openTab('console');
    const console = screen.getByTestId(RESPONSE_TEST_IDS.console);
    expect(within(console).getByText('preparing')).toBeTruthy();
    expect(within(console).getByText('slow').getAttribute('data-level')).toBe('warn');
    expect(within(console).getByText('Error at line 3')).toBeTruthy();
    expect(within(console).getByText('ReferenceError: x is not defined')).toBeTruthy();
  });

  it('shows the check: a match, each mismatch with its pointer, undeclared and unchecked', () => {
    const view = renderView({ result: makeResult() });
    openTab('check');
    expect(screen.getByTestId(RESPONSE_TEST_IDS.check).textContent).toContain(
      'The response matches the design (response 200, application/json).',
    );
    const show = (check: SendResult['check']) =>
      view.rerender(
        <AppProviders>
          <ResponseView result={makeResult({ check })} />
        </AppProviders>,
      );
    show({
      result: 'mismatch',
      declaredStatus: '200',
      contentType: 'application/json',
      mismatches: [
        { path: '/name', message: 'must be integer' },
        { path: '', message: "must have required property 'age'" },
      ],
    });
    const check = screen.getByTestId(RESPONSE_TEST_IDS.check);
    expect(check.textContent).toContain('differs from the design (response 200) in 2 places');
    expect(within(check).getByText('/name')).toBeTruthy();
    expect(within(check).getByText('must be integer')).toBeTruthy();
    expect(within(check).getByText('(the whole body)')).toBeTruthy();

    show({ result: 'undeclared-status', declaredStatuses: ['201', '4XX'] });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.check).textContent).toContain(
      'Status 200 is not declared for this endpoint. Declared: 201, 4XX.',
    );
    show({ result: 'undeclared-type', declaredStatus: '200', declaredTypes: ['application/xml'] });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.check).textContent).toContain(
      'application/json; charset=utf-8 is not declared for response 200. Declared: application/xml.',
    );
    show({ result: 'not-checked', declaredStatus: '200', reason: 'no-schema' });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.check).textContent).toContain(
      'Not checked: response 200 declares no schema.',
    );
    show(null);
    expect(screen.getByTestId(RESPONSE_TEST_IDS.check).textContent).toContain(
      'only requests run from an endpoint are checked',
    );
  });

  it('shows the request as sent, masked', () => {
    renderView({ result: makeResult() });
    openTab('sent');
    const sent = screen.getByTestId(RESPONSE_TEST_IDS.sent);
    expect(within(sent).getByText('Bearer ••••••')).toBeTruthy();
    expect(within(sent).getByText('http://127.0.0.1:4010/pets/7')).toBeTruthy();
  });

  it('shows only the problems of a request that was not sent, each with where it is', () => {
    renderView({
      result: makeResult({
        problems: [
          { where: 'headers/1/key', code: 'INVALID_HEADER', message: 'x' },
          { where: 'body/fields/0/file', code: 'MISSING_FILE', message: 'x' },
        ],
        sent: null,
        response: null,
        scripts: { preRequest: null, postResponse: null },
        check: null,
      }),
    });
    const problems = screen.getByTestId(RESPONSE_TEST_IDS.problems);
    expect(problems.textContent).toContain('The request was not sent: 2 to fix');
    expect(within(problems).getByText('Header 2 name: not a valid header name')).toBeTruthy();
    expect(within(problems).getByText('Body field 1 file: no file chosen')).toBeTruthy();
    expect(screen.queryByTestId(responseTestIdOf.tab('body'))).toBeNull();
    expect(screen.queryByTestId(RESPONSE_TEST_IDS.status)).toBeNull();
  });

  it('says which variables were sent as written because no scope defined them', () => {
    renderView({
      result: makeResult({ unknownVariables: [{ name: 'tenant', where: 'headers/0/value' }] }),
    });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.unknownVariables).textContent).toBe(
      'Sent with variables no scope defines, left as written: {{tenant}} (Header 1 value)',
    );
  });

  it('shows a failed exchange as a clear message, with what was sent', () => {
    renderView({
      result: makeResult({
        response: null,
        check: null,
        scripts: { preRequest: null, postResponse: null },
        error: {
          code: 'CONNECTION_REFUSED',
          message: 'Nothing accepted the connection at 127.0.0.1:9 (connection refused).',
        },
      }),
    });
    const error = screen.getByTestId(RESPONSE_TEST_IDS.error);
    expect(error.textContent).toContain('The connection was refused');
    expect(error.textContent).toContain('127.0.0.1:9');
    expect(screen.queryByTestId(RESPONSE_TEST_IDS.status)).toBeNull();
    expect(screen.getByTestId(RESPONSE_TEST_IDS.sent)).toBeTruthy();
  });

  it('opens a stopped pre-request script on its console', () => {
    renderView({
      result: makeResult({
        sent: null,
        response: null,
        check: null,
        error: {
          code: 'SCRIPT_FAILED',
          message: 'The pre-request script stopped; nothing was sent.',
        },
        scripts: {
          preRequest: {
            tests: [],
            console: [],
            error: { kind: 'timeout', message: 'Script ran longer than 5000 ms' },
          },
          postResponse: null,
        },
      }),
    });
    expect(screen.getByTestId(RESPONSE_TEST_IDS.error).textContent).toContain(
      'The pre-request script failed: nothing was sent',
    );
    expect(screen.getByTestId(RESPONSE_TEST_IDS.console).textContent).toContain(
      'Stopped: it took too long',
    );
  });

  it('shows a failed call to Heron itself in words', async () => {
    renderView({ result: null, failure: new ApiError({ code: 'PERMISSION_DENIED', status: 403 }) });
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.queryByTestId(RESPONSE_TEST_IDS.empty)).toBeNull();
  });
});
