import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundError } from '../outbound/index.js';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from '../../../test/payment-fake-provider.js';
import { PaymentProviderError } from './payment-provider.js';
import {
  createProviderFetch,
  PROVIDER_HTTP_DEFAULTS,
  sendToProvider,
  type ProviderFetch,
} from './provider-http.js';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('the provider client', () => {
  it('gives provider calls a 10 s deadline and a 1 MiB cap', () => {
    expect(PROVIDER_HTTP_DEFAULTS).toEqual({ timeoutMs: 10_000, maxBytes: 1024 * 1024 });
  });

  it('sends the method, headers and body, and returns the raw body and headers', async () => {
    fake.respond = () => ({ status: 201, headers: { 'X-Thing': 'yes' }, body: '{ "a" : 1 }' });
    const fetch = createProviderFetch({ policy: 'open' });
    const response = await fetch({
      method: 'POST',
      url: `${fake.baseUrl}/v3/x?q=1`,
      headers: { 'content-type': 'application/json', authorization: 'secret' },
      body: '{"b":2}',
    });
    expect(response).toMatchObject({ status: 201, body: '{ "a" : 1 }' });
    expect(response.headers['x-thing']).toBe('yes');
    expect(fake.requests[0]).toMatchObject({ method: 'POST', url: '/v3/x?q=1', body: '{"b":2}' });
    expect(fake.requests[0]!.headers.authorization).toBe('secret');
  });

  it('does not follow redirects: a signed request must not go anywhere else', async () => {
    fake.respond = () => ({ status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } });
    const response = await createProviderFetch({ policy: 'open' })({
      method: 'GET',
      url: fake.baseUrl,
      headers: {},
    });
    expect(response.status).toBe(302);
    expect(fake.requests).toHaveLength(1);
  });

  it('applies the address policy before connecting', async () => {
    const error = await failure(
      createProviderFetch({ policy: 'public-only' })({
        method: 'GET',
        url: fake.baseUrl,
        headers: {},
      }),
    );
    expect(error.reason).toBe('address');
    expect(fake.requests).toHaveLength(0);
  });

  it('checks what a name resolves to', async () => {
    const fetch = createProviderFetch({
      policy: 'public-only',
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const port = new URL(fake.baseUrl).port;
    expect(
      (await failure(fetch({ method: 'GET', url: `http://gateway.example:${port}/`, headers: {} })))
        .reason,
    ).toBe('address');
    expect(fake.requests).toHaveLength(0);
  });

  it('stops reading past the size cap', async () => {
    fake.respond = () => ({ body: 'x'.repeat(2048) });
    const fetch = createProviderFetch({ policy: 'open', maxBytes: 1024 });
    expect((await failure(fetch({ method: 'GET', url: fake.baseUrl, headers: {} }))).reason).toBe(
      'too-large',
    );
  });

  it('gives up at the deadline on a provider that never answers', async () => {
    // The server never answers, so the outcome does not depend on how fast anything runs.
    fake.respond = () => new Promise(() => undefined);
    const fetch = createProviderFetch({ policy: 'open', timeoutMs: 50 });
    expect((await failure(fetch({ method: 'GET', url: fake.baseUrl, headers: {} }))).reason).toBe(
      'timeout',
    );
  });

  it('a refused connection is a network failure', async () => {
    const closed = await startFakeProviderServer();
    await closed.close();
    const fetch = createProviderFetch({ policy: 'open' });
    expect((await failure(fetch({ method: 'GET', url: closed.baseUrl, headers: {} }))).reason).toBe(
      'network',
    );
  });
});

describe('sendToProvider', () => {
  it('turns any failure into PROVIDER_UNREACHABLE without the request in the message', async () => {
    const throwing: ProviderFetch = async () => {
      throw new Error('socket hang up');
    };
    const error = await sendToProvider('wechat', throwing, {
      method: 'POST',
      url: 'https://api.example/v3',
      headers: { authorization: 'WECHATPAY2-SHA256-RSA2048 signature="s3cr3t"' },
      body: '{"secret":"body"}',
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).code).toBe('PROVIDER_UNREACHABLE');
    expect((error as Error).message).not.toMatch(/s3cr3t|secret/);
  });

  it('keeps the guarded reason', async () => {
    const timingOut: ProviderFetch = async () => {
      throw new OutboundError('timeout', 'no complete answer within 10000 ms');
    };
    const error = await sendToProvider('alipay', timingOut, {
      method: 'GET',
      url: 'https://x',
      headers: {},
    }).catch((e: unknown) => e as PaymentProviderError);
    expect(error).toMatchObject({ code: 'PROVIDER_UNREACHABLE', provider: 'alipay' });
    expect((error as Error).message).toContain('timeout');
  });
});
