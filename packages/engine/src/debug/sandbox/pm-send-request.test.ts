import { describe, expect, it } from 'vitest';
import type { ResolvedRequest } from '../resolved-request.js';
import { runScript } from './run-script.js';
import { MAX_SCRIPT_REQUESTS, findSendRequestProblem } from './script-requests.js';
import type { ScriptHost, ScriptInput, ScriptSendOutcome } from './script-types.js';
import { sampleResponse, scriptInput } from './test-support/script-input.js';

const ROOMY = { timeoutMs: 15_000 };

/** A host that answers every request after `delayMs` with a JSON echo of what it was sent. */
function echoHost(delayMs = 0): { host: ScriptHost; sent: ResolvedRequest[] } {
  const sent: ResolvedRequest[] = [];
  const host: ScriptHost = {
    sendRequest: async (request, signal): Promise<ScriptSendOutcome> => {
      sent.push(request);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (signal.aborted) return { ok: false, code: 'CANCELLED', message: 'cancelled' };
      const bodyText = JSON.stringify({ method: request.method, url: request.url, n: sent.length });
      return {
        ok: true,
        response: sampleResponse({
          code: 201,
          status: 'Created',
          bodyText,
          headers: [{ name: 'X-Echo', value: 'yes' }],
        }),
      };
    },
  };
  return { host, sent };
}

function send(code: string, host: ScriptHost, overrides: Partial<ScriptInput> = {}) {
  return runScript(scriptInput(code, { phase: 'pre-request', limits: ROOMY, ...overrides }), host);
}

describe('pm.sendRequest', () => {
  it('calls back with the answer, read like pm.response', async () => {
    const { host, sent } = echoHost();
    const result = await send(
      `pm.sendRequest('https://api.example.com/token', function (err, res) {
        console.log(String(err), res.code, res.status, res.headers.get('x-echo'), res.json().method);
        pm.environment.set('n', res.json().n);
        pm.test('answered', function () { pm.expect(res).to.have.status(201); });
      });`,
      host,
    );
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual(['null 201 Created yes GET']);
    expect(result.variables.environment).toEqual({ n: '1' });
    expect(result.tests).toEqual([{ name: 'answered', passed: true }]);
    expect(sent).toEqual([
      { method: 'GET', url: 'https://api.example.com/token', headers: [], body: { kind: 'none' } },
    ]);
  });

  it('returns a promise when there is no callback, so a script can await it', async () => {
    const { host } = echoHost(20);
    const result = await send(
      `const first = await pm.sendRequest('https://a.example.com/1');
       const second = await pm.sendRequest({ url: 'https://a.example.com/2', method: 'delete' });
       console.log(first.json().url, second.json().method, second.json().n);`,
      host,
    );
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual(['https://a.example.com/1 DELETE 2']);
  });

  it("writes Postman's request shapes: headers as a list or an object, raw, urlencoded, form and GraphQL bodies", async () => {
    const { host, sent } = echoHost();
    const result = await send(
      `pm.sendRequest({ url: 'https://a.example.com/raw', method: 'POST',
         header: [{ key: 'X-One', value: 1 }, { key: 'X-Off', value: 'no', disabled: true }],
         body: { mode: 'raw', raw: JSON.stringify({ a: 1 }), options: { raw: { language: 'json' } } } }, () => {});
       pm.sendRequest({ url: { raw: 'https://a.example.com/form' }, method: 'POST', header: { 'X-Two': 'two' },
         body: { mode: 'urlencoded', urlencoded: [{ key: 'grant_type', value: 'client_credentials' }] } }, () => {});
       pm.sendRequest({ url: 'https://a.example.com/multi', method: 'POST',
         body: { mode: 'formdata', formdata: [{ key: 'name', value: 'Ann' }] } }, () => {});
       pm.sendRequest({ url: 'https://a.example.com/gql', method: 'POST',
         body: { mode: 'graphql', graphql: { query: '{ me { id } }', variables: '{"x":1}' } } }, () => {});`,
      host,
    );
    expect(result.error).toBeUndefined();
    expect(sent.map((request) => [request.headers, request.body])).toEqual([
      [
        [{ name: 'X-One', value: '1' }],
        { kind: 'text', contentType: 'application/json', text: '{"a":1}' },
      ],
      [
        [{ name: 'X-Two', value: 'two' }],
        { kind: 'urlencoded', fields: [{ name: 'grant_type', value: 'client_credentials' }] },
      ],
      [[], { kind: 'multipart', parts: [{ kind: 'text', name: 'name', value: 'Ann' }] }],
      [
        [],
        {
          kind: 'text',
          contentType: 'application/json',
          text: '{"query":"{ me { id } }","variables":{"x":1}}',
        },
      ],
    ]);
  });

  it('hands a failed send to the callback as its error, and rejects the promise without one', async () => {
    const host: ScriptHost = {
      sendRequest: () =>
        Promise.resolve({
          ok: false,
          code: 'ADDRESS_BLOCKED',
          message: 'That address is private.',
        }),
    };
    const result = await send(
      `pm.sendRequest('https://10.0.0.1/', function (err, res) { console.log(err.name, err.code, err.message, String(res)); });
       try { await pm.sendRequest('https://10.0.0.1/'); } catch (e) { console.log('caught', e.message); }`,
      host,
    );
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual([
      'RequestError ADDRESS_BLOCKED That address is private. null',
      'caught That address is private.',
    ]);
  });

  it('refuses a URL that is not absolute, saying that variables are not resolved in it', async () => {
    const { host, sent } = echoHost();
    const result = await send(
      `pm.sendRequest('{{base}}/x', function (err) { console.log(err.code, err.message); });`,
      host,
    );
    expect(sent).toEqual([]);
    expect(result.console[0]?.text).toMatch(
      /^INVALID_REQUEST pm\.sendRequest: "\{\{base\}\}\/x" is not an absolute URL .*replaceIn/,
    );
  });

  it('throws at once for an argument it cannot send (a number, a file part)', async () => {
    const { host } = echoHost();
    const number = await send(`pm.sendRequest(42);`, host);
    expect(number.error?.message).toMatch(/^TypeError: pm\.sendRequest needs a URL or a request/);
    const file = await send(
      `pm.sendRequest({ url: 'https://a.example.com/', method: 'POST', body: { mode: 'formdata', formdata: [{ key: 'f', type: 'file', src: '/etc/passwd' }] } });`,
      host,
    );
    expect(file.error?.message).toMatch(/cannot send files \(formdata "f"\)/);
  });

  it('answers with an error where the host lends no sender', async () => {
    const result = await runScript(
      scriptInput(`pm.sendRequest('https://a.example.com/', (err) => console.log(err.code));`, {
        phase: 'pre-request',
        limits: ROOMY,
      }),
    );
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual(['UNAVAILABLE']);
  });

  it(`sends at most ${MAX_SCRIPT_REQUESTS} requests a script; the rest are refused, not sent`, async () => {
    const { host, sent } = echoHost();
    const result = await send(
      `let refused = 0;
       for (let i = 0; i < 50; i++) pm.sendRequest('https://a.example.com/' + i, (err) => { if (err) refused++; });
       setTimeout(() => console.log(refused), 50);`,
      host,
    );
    expect(result.error).toBeUndefined();
    expect(sent).toHaveLength(MAX_SCRIPT_REQUESTS);
    expect(result.console.map((line) => line.text)).toEqual([String(50 - MAX_SCRIPT_REQUESTS)]);
  });

  it('counts the wait for an answer in the time limit, and cuts the request off when it ends', async () => {
    let aborted = false;
    const host: ScriptHost = {
      sendRequest: (_request, signal) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve({ ok: false, code: 'CANCELLED', message: 'cancelled' });
          });
        }),
    };
    const started = Date.now();
    const result = await send(`await pm.sendRequest('https://slow.example.com/');`, host, {
      limits: { timeoutMs: 300 },
    });
    expect(result.error?.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(aborted).toBe(true);
  });

  it('ends the script with an error thrown in its callback', async () => {
    const { host } = echoHost();
    const result = await send(
      `pm.sendRequest('https://a.example.com/', function () { throw new Error('in the callback'); });`,
      host,
    );
    expect(result.error).toMatchObject({ kind: 'runtime' });
    expect(result.error?.message).toMatch(/in the callback/);
  });

  it('waits for a request made from a timer, and for timers set in its callback', async () => {
    const { host } = echoHost(10);
    const result = await send(
      `setTimeout(() => pm.sendRequest('https://a.example.com/late', (err, res) => {
         setTimeout(() => console.log('after', res.code), 10);
       }), 10);`,
      host,
    );
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual(['after 201']);
  });

  it('gives a body with NUL bytes whole', async () => {
    const host: ScriptHost = {
      sendRequest: () =>
        Promise.resolve({ ok: true, response: sampleResponse({ bodyText: 'a\u0000b' }) }),
    };
    const result = await send(
      `const res = await pm.sendRequest('https://a.example.com/'); console.log(res.text().length);`,
      host,
    );
    expect(result.console.map((line) => line.text)).toEqual(['3']);
  });
});

describe('findSendRequestProblem', () => {
  const ok = { method: 'GET', url: 'https://a.example.com/', headers: [], body: { kind: 'none' } };

  it('accepts what the sandbox writes', () => {
    expect(findSendRequestProblem(ok)).toBeUndefined();
  });

  it('names what a script rewrote into something else', () => {
    expect(findSendRequestProblem({ ...ok, method: 'GE T' })).toMatch(/method/);
    expect(findSendRequestProblem({ ...ok, url: 'file:///etc/passwd' })).toMatch(/not an http/);
    expect(findSendRequestProblem({ ...ok, headers: [{ name: 1 }] })).toMatch(/headers/);
    expect(
      findSendRequestProblem({ ...ok, body: { kind: 'binary', base64: '', fileName: 'x' } }),
    ).toMatch(/body/);
    expect(
      findSendRequestProblem({
        ...ok,
        body: { kind: 'multipart', parts: [{ kind: 'file', name: 'f', base64: '' }] },
      }),
    ).toMatch(/form parts/);
    expect(findSendRequestProblem('GET /')).toMatch(/not an object/);
  });
});
