import type { SendResult, SentResponse } from '@heron/contract';

// Answers of `POST …/debug/send` for the response view's and the panel's component tests.

/** Base64 of a text's UTF-8 bytes. */
export function base64Of(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function makeResponse(overrides: Partial<SentResponse> = {}): SentResponse {
  const body = '{"id":7,"name":"Rex","tags":["good","boy"]}';
  return {
    status: 200,
    statusText: 'OK',
    httpVersion: '1.1',
    url: 'http://127.0.0.1:4010/pets/7',
    headers: [
      { name: 'content-type', value: 'application/json; charset=utf-8' },
      { name: 'x-request-id', value: 'r-1' },
    ],
    cookies: [
      {
        name: 'session',
        value: 'abc',
        domain: '127.0.0.1',
        path: '/',
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    body: {
      base64: base64Of(body),
      truncated: false,
      sizeBytes: 1536,
      contentType: 'application/json; charset=utf-8',
    },
    timings: {
      dnsMs: 1.5,
      connectMs: 2,
      tlsMs: 0,
      firstByteMs: 30,
      downloadMs: 4,
      totalMs: 1234,
    },
    remoteAddress: '127.0.0.1',
    redirects: [],
    ...overrides,
  };
}

export function makeResult(overrides: Partial<SendResult> = {}): SendResult {
  return {
    problems: [],
    unknownVariables: [],
    sent: {
      method: 'GET',
      url: 'http://127.0.0.1:4010/pets/7',
      headers: [{ name: 'Authorization', value: 'Bearer ••••••' }],
      bodyText: '',
    },
    response: makeResponse(),
    error: null,
    scripts: {
      preRequest: {
        tests: [{ name: 'has a token', passed: true }],
        console: [{ level: 'log', text: 'preparing' }],
        error: null,
      },
      postResponse: {
        tests: [
          { name: 'status is 200', passed: true },
          { name: 'name is Max', passed: false, error: "expected 'Rex' to equal 'Max'" },
        ],
        console: [
          { level: 'info', text: 'got 7' },
          { level: 'warn', text: 'slow' },
        ],
        error: null,
      },
    },
    check: { result: 'match', declaredStatus: '200', contentType: 'application/json' },
    session: { environment: {}, collection: {}, globals: {} },
    ...overrides,
  };
}
