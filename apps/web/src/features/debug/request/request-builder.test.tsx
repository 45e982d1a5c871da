import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Variable } from '@heron/contract';
import { openTab, renderBuilder, SLOW, type, typeCode } from './builder-test-harness';
import { previewVariablesOf } from './preview-variables';
import { REQUEST_TEST_IDS } from './test-ids';

const variable = (name: string, value: string | null, secret = false): Variable => ({
  name,
  value,
  secret,
  enabled: true,
  description: '',
  isSet: true,
});

/** An environment with a base URL, a plain variable and a secret the browser never sees. */
const STAGING = previewVariablesOf({
  environment: {
    baseUrl: 'https://staging.example.com',
    variables: [variable('petId', '7'), variable('token', null, true)],
  },
  projectVariables: [variable('version', 'v2')],
  session: { environment: {}, collection: {}, globals: { trace: 'abc' } },
});

describe('RequestBuilder: method, URL and parameters', SLOW, () => {
  it('changes the method, any token upper-cased, and refuses to send one that is not a token', () => {
    const { last, onSend } = renderBuilder({ url: 'https://example.com' });
    const method = screen.getByLabelText('Method');
    type(method, 'purge');
    expect(last().method).toBe('PURGE');
    type(method, 'GET 1');
    expect((screen.getByTestId(REQUEST_TEST_IDS.send) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.send));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps path parameters in step with the URL', () => {
    const { last } = renderBuilder();
    openTab('params');
    expect(screen.getByText(/Write \{name\} or :name/)).toBeTruthy();
    type(screen.getByLabelText('URL'), '/pets/{petId}/toys/:toyId');
    expect(last().pathParams.map((p) => p.key)).toEqual(['petId', 'toyId']);
    const path = screen.getByTestId('debug-rows-path');
    type(within(path).getByLabelText('Value, row 1'), '{{petId}}');
    type(within(path).getByLabelText('Value, row 2'), '3');
    // A name that leaves the URL goes; one that stays keeps its value.
    type(screen.getByLabelText('URL'), '/pets/{petId}');
    expect(last().pathParams).toEqual([
      { key: 'petId', value: '{{petId}}', enabled: true, description: '' },
    ]);
    // Variables are not path parameters.
    type(screen.getByLabelText('URL'), '{{baseUrl}}/pets/{{petId}}');
    expect(last().pathParams).toEqual([]);
  });

  it('switches on a row that was off and empty once a value is typed into it', () => {
    const { last } = renderBuilder({
      url: 'https://example.com/pets',
      query: [
        { key: 'limit', value: '', enabled: false, description: '' },
        { key: 'page', value: '2', enabled: false, description: '' },
      ],
    });
    openTab('params');
    const query = screen.getByTestId('debug-rows-query');
    type(within(query).getByLabelText('Value, row 1'), '5');
    type(within(query).getByLabelText('Value, row 2'), '3');
    // A row switched off on purpose, with its value, stays off.
    expect(last().query.map((row) => [row.key, row.value, row.enabled])).toEqual([
      ['limit', '5', true],
      ['page', '3', false],
    ]);
  });

  it('moves a typed query string into the query rows', () => {
    const { last } = renderBuilder();
    const url = screen.getByLabelText('URL');
    type(url, '/pets?limit=10&q=big+dog#top');
    fireEvent.blur(url);
    expect(last().url).toBe('/pets#top');
    expect(last().query).toEqual([
      { key: 'limit', value: '10', enabled: true, description: '' },
      { key: 'q', value: 'big dog', enabled: true, description: '' },
    ]);
  });

  it('edits query, header and cookie rows', () => {
    const { last } = renderBuilder();
    openTab('params');
    const query = screen.getByTestId('debug-rows-query');
    fireEvent.click(within(query).getByText('Add'));
    type(within(query).getByLabelText('Name, row 1'), 'page');
    type(within(query).getByLabelText('Value, row 1'), '2');
    expect(last().query).toEqual([{ key: 'page', value: '2', enabled: true, description: '' }]);

    openTab('headers');
    const headers = screen.getByTestId('debug-rows-headers');
    fireEvent.click(within(headers).getByText('Add'));
    type(within(headers).getByLabelText('Name, row 1'), 'X-Trace');
    type(within(headers).getByLabelText('Value, row 1'), '{{trace}}');
    fireEvent.click(within(headers).getByText('Add'));
    fireEvent.click(within(headers).getByLabelText('Remove, row 2'));
    expect(last().headers).toEqual([
      { key: 'X-Trace', value: '{{trace}}', enabled: true, description: '' },
    ]);

    openTab('cookies');
    const cookies = screen.getByTestId('debug-rows-cookies');
    fireEvent.click(within(cookies).getByText('Add'));
    type(within(cookies).getByLabelText('Name, row 1'), 'session');
    type(within(cookies).getByLabelText('Value, row 1'), 'abc');
    fireEvent.click(within(cookies).getByLabelText('Enabled, row 1'));
    expect(last().cookies).toEqual([
      { key: 'session', value: 'abc', enabled: false, description: '' },
    ]);
  });

  it('marks every {{name}} no variable defines, and counts secrets as defined', () => {
    renderBuilder(
      {
        url: '/pets/{{petId}}?v={{version}}&x={{nope}}',
        headers: [
          { key: 'Authorization', value: 'Bearer {{token}}', enabled: true },
          { key: 'X-Missing', value: '{{missing}} {{trace}}', enabled: true },
        ],
      },
      STAGING,
    );
    expect(screen.getByLabelText('URL').getAttribute('data-unknown-variables')).toBe('nope');
    expect(screen.getByTestId(REQUEST_TEST_IDS.unknownVariables).textContent).toBe(
      'No variable defines: {{nope}} (URL), {{missing}} (Header 2 value)',
    );
    openTab('headers');
    const headers = screen.getByTestId('debug-rows-headers');
    expect(
      within(headers).getByLabelText('Value, row 1').getAttribute('data-unknown-variables'),
    ).toBeNull();
    expect(
      within(headers).getByLabelText('Value, row 2').getAttribute('data-unknown-variables'),
    ).toBe('missing');
  });

  it('sends on the button and on Ctrl/Cmd+Enter, and asks for code', () => {
    const { onSend, onCode } = renderBuilder({ url: 'https://example.com' });
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.send));
    fireEvent.keyDown(screen.getByLabelText('URL'), { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(screen.getByLabelText('URL'), { key: 'Enter', metaKey: true });
    fireEvent.keyDown(screen.getByLabelText('URL'), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.code));
    expect(onCode).toHaveBeenCalledTimes(1);
  });

  it('previews the final request resolved with the variables, secrets masked', async () => {
    renderBuilder(
      {
        method: 'POST',
        url: '/pets/{id}',
        pathParams: [{ key: 'id', value: '{{petId}}', enabled: true }],
        query: [{ key: 'v', value: '{{version}}', enabled: true }],
        auth: { type: 'bearer', token: '{{token}}' },
        body: { kind: 'json', text: '{"trace": "{{trace}}"}' },
      },
      STAGING,
    );
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.preview));
    const preview = await screen.findByTestId(REQUEST_TEST_IDS.previewPanel);
    expect(within(preview).getByText('POST')).toBeTruthy();
    expect(within(preview).getByText('https://staging.example.com/pets/7?v=v2')).toBeTruthy();
    expect(within(preview).getByText('Bearer ••••••')).toBeTruthy();
    expect(within(preview).getByText('application/json')).toBeTruthy();
    expect(within(preview).getByText('{"trace": "abc"}')).toBeTruthy();
  });

  it('previews what keeps a request from going, with where it is', async () => {
    renderBuilder({
      url: 'https://example.com',
      headers: [{ key: 'Bad Name', value: 'x', enabled: true }],
      body: { kind: 'binary', file: null },
    });
    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.preview));
    const preview = await screen.findByTestId(REQUEST_TEST_IDS.previewPanel);
    expect(within(preview).getByText('Header 1 name: not a valid header name')).toBeTruthy();
    expect(within(preview).getByText('Body file: no file chosen')).toBeTruthy();
  });

  it('edits the settings within the contract bounds', () => {
    const { last } = renderBuilder();
    openTab('settings');
    expect(screen.getByText('From 100 to 300,000 ms')).toBeTruthy();
    type(screen.getByLabelText('Timeout (ms)'), '5000');
    fireEvent.click(screen.getByLabelText('Follow redirects'));
    expect(last().settings).toEqual({
      timeoutMs: 5000,
      followRedirects: false,
      maxRedirects: 10,
      verifyTls: true,
    });
    expect((screen.getByLabelText('Maximum redirects') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Verify TLS certificates'));
    expect(last().settings.verifyTls).toBe(false);
  });

  it('writes both scripts', () => {
    const { last } = renderBuilder();
    openTab('preRequestScript');
    typeCode('Pre-request script', "pm.environment.set('n', '1');");
    openTab('postResponseScript');
    typeCode('Post-response script', "pm.test('ok', () => pm.response.to.have.status(200));");
    expect(last()).toMatchObject({
      preRequestScript: "pm.environment.set('n', '1');",
      postResponseScript: "pm.test('ok', () => pm.response.to.have.status(200));",
    });
  });
});
