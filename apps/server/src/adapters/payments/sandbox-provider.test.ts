import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentNotificationError,
  PaymentProviderError,
  type NotificationRefusal,
} from './payment-provider.js';
import { SANDBOX_SIGNATURE_HEADER, SandboxPaymentProvider } from './sandbox-provider.js';

const KEY = 'sandbox-key-for-tests-0123456789';
const NOW = new Date('2024-05-01T04:00:00Z');
const ORDER = 'HRN20240501000001';

let sandbox: SandboxPaymentProvider;
beforeEach(() => {
  sandbox = new SandboxPaymentProvider({
    publicUrl: 'https://heron.example.com/',
    key: KEY,
    now: () => NOW,
  });
});

/** Signs a body as the sandbox does, for bodies the sandbox itself would never sign. */
function signAsSandbox(rawBody: string, key = KEY) {
  const eventKey = createHmac('sha256', key).update('heron-sandbox/event').digest();
  return createHmac('sha256', eventKey).update(rawBody).digest('hex');
}

async function refused(
  input: { headers: Record<string, string | string[] | undefined>; rawBody: string },
  reason: NotificationRefusal,
) {
  const error = await sandbox.verifyNotification(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentNotificationError);
  expect((error as PaymentNotificationError).reason, (error as Error).message).toBe(reason);
}

describe('the sandbox pay page link', () => {
  it('points at the pay page with a token only this order has', async () => {
    const { qrContent } = await sandbox.createQrPayment({
      orderNo: ORDER,
      amountFen: 9900,
      subject: 'Heron Pro',
      expiresAt: NOW,
      notifyUrl: 'https://heron.example.com/n',
    });
    const url = new URL(qrContent);
    expect(`${url.origin}${url.pathname}`).toBe(`https://heron.example.com/pay/sandbox/${ORDER}`);
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sandbox.verifyPageToken(ORDER, token)).toBe(true);
    expect(sandbox.verifyPageToken('HRN20240501000002', token)).toBe(false);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(sandbox.verifyPageToken(ORDER, tampered)).toBe(false);
    expect(sandbox.verifyPageToken(ORDER, '')).toBe(false);
    const other = new SandboxPaymentProvider({
      publicUrl: 'https://h',
      key: 'another-key-0123456789',
    });
    expect(other.verifyPageToken(ORDER, token)).toBe(false);
  });

  it('a page token is not an event signature', async () => {
    const { rawBody } = sandbox.signSandboxEvent({ orderNo: ORDER, outcome: 'paid', amountFen: 1 });
    const token = new URL(
      (
        await sandbox.createQrPayment({
          orderNo: ORDER,
          amountFen: 1,
          subject: 's',
          expiresAt: NOW,
          notifyUrl: 'https://h/n',
        })
      ).qrContent,
    ).searchParams.get('token')!;
    await refused({ headers: { [SANDBOX_SIGNATURE_HEADER]: token }, rawBody }, 'bad-signature');
  });
});

describe('sandbox events', () => {
  it('a signed event verifies through the same path as a real notification', async () => {
    expect((await sandbox.queryPayment(ORDER)).state).toBe('pending');
    const event = sandbox.signSandboxEvent({
      orderNo: ORDER,
      outcome: 'paid',
      amountFen: 9900,
      eventId: 'ev-1',
    });
    expect(event.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect(await sandbox.verifyNotification(event)).toEqual({
      provider: 'sandbox',
      eventId: 'ev-1',
      orderNo: ORDER,
      providerTradeNo: `sandbox-${ORDER}`,
      outcome: 'paid',
      amountFen: 9900,
      paidAt: NOW,
    });
    expect(await sandbox.queryPayment(ORDER)).toEqual({
      state: 'paid',
      amountFen: 9900,
      providerTradeNo: `sandbox-${ORDER}`,
      paidAt: NOW,
    });
  });

  it('a closed event maps to closed, and each event gets its own id unless given', async () => {
    const a = await sandbox.verifyNotification(
      sandbox.signSandboxEvent({ orderNo: ORDER, outcome: 'closed', amountFen: 9900 }),
    );
    const b = await sandbox.verifyNotification(
      sandbox.signSandboxEvent({ orderNo: ORDER, outcome: 'closed', amountFen: 9900 }),
    );
    expect(a).toMatchObject({ outcome: 'closed', paidAt: null });
    expect(a.eventId).not.toBe(b.eventId);
    expect((await sandbox.queryPayment(ORDER)).state).toBe('closed');
  });

  it('refuses a tampered body', async () => {
    const { headers, rawBody } = sandbox.signSandboxEvent({
      orderNo: ORDER,
      outcome: 'paid',
      amountFen: 9900,
    });
    await refused({ headers, rawBody: rawBody.replace('9900', '1') }, 'bad-signature');
    await refused({ headers, rawBody: `${rawBody} ` }, 'bad-signature');
  });

  it('refuses a missing or wrongly keyed signature', async () => {
    const { rawBody } = sandbox.signSandboxEvent({
      orderNo: ORDER,
      outcome: 'paid',
      amountFen: 9900,
    });
    await refused({ headers: {}, rawBody }, 'missing-signature');
    await refused(
      {
        headers: { [SANDBOX_SIGNATURE_HEADER]: signAsSandbox(rawBody, 'another-key-0123456789') },
        rawBody,
      },
      'bad-signature',
    );
    await refused({ headers: { [SANDBOX_SIGNATURE_HEADER]: 'abc' }, rawBody }, 'bad-signature');
  });

  it('reads the header whatever its case', async () => {
    const { headers, rawBody } = sandbox.signSandboxEvent({
      orderNo: ORDER,
      outcome: 'paid',
      amountFen: 1,
    });
    const signature = headers[SANDBOX_SIGNATURE_HEADER]!;
    expect(
      (
        await sandbox.verifyNotification({
          headers: { 'X-Heron-Sandbox-Signature': signature },
          rawBody,
        })
      ).amountFen,
    ).toBe(1);
  });

  const fields = {
    eventId: 'ev-1',
    orderNo: ORDER,
    outcome: 'paid',
    amountFen: 9900,
    providerTradeNo: `sandbox-${ORDER}`,
    paidAt: NOW.toISOString(),
  };
  it.each([
    ['an amount as a string', { ...fields, amountFen: '9900' }],
    ['a fractional amount', { ...fields, amountFen: 99.5 }],
    ['a negative amount', { ...fields, amountFen: -1 }],
    ['an unknown outcome', { ...fields, outcome: 'refunded' }],
    ['no event id', { ...fields, eventId: undefined }],
    ['no order', { ...fields, orderNo: undefined }],
    ['a bad paidAt', { ...fields, paidAt: 'yesterday' }],
  ])('refuses a correctly signed body with %s', async (_name, body) => {
    const rawBody = JSON.stringify(body);
    await refused(
      { headers: { [SANDBOX_SIGNATURE_HEADER]: signAsSandbox(rawBody) }, rawBody },
      'malformed',
    );
  });

  it.each(['', 'not json', '[]', 'null'])('refuses a signed garbage body %j', async (rawBody) => {
    await refused(
      { headers: { [SANDBOX_SIGNATURE_HEADER]: signAsSandbox(rawBody) }, rawBody },
      'malformed',
    );
  });

  it('will not sign a fractional amount', () => {
    expect(() =>
      sandbox.signSandboxEvent({ orderNo: ORDER, outcome: 'paid', amountFen: 1.5 }),
    ).toThrow(PaymentProviderError);
  });
});

describe('sandbox refunds and closing', () => {
  const refund = {
    orderNo: ORDER,
    refundNo: 'RF1',
    amountFen: 9900,
    totalFen: 9900,
    reason: 'guarantee',
  };

  it('refunds a paid order once; the same refund number again is the same refund', async () => {
    sandbox.signSandboxEvent({ orderNo: ORDER, outcome: 'paid', amountFen: 9900 });
    expect(await sandbox.refund(refund)).toEqual({ refunded: true });
    expect((await sandbox.queryPayment(ORDER)).state).toBe('closed');
    expect(await sandbox.refund(refund)).toEqual({ refunded: true });
    await expect(sandbox.refund({ ...refund, refundNo: 'RF2' })).rejects.toMatchObject({
      code: 'PROVIDER_REFUSED',
    });
  });

  it('refuses to refund an unpaid order or more than was paid', async () => {
    await expect(sandbox.refund(refund)).rejects.toMatchObject({ code: 'PROVIDER_REFUSED' });
    sandbox.signSandboxEvent({ orderNo: ORDER, outcome: 'paid', amountFen: 100 });
    await expect(
      sandbox.refund({ ...refund, amountFen: 101, totalFen: 101 }),
    ).rejects.toMatchObject({
      code: 'PROVIDER_REFUSED',
    });
  });

  it('closes an unpaid order, not a paid one', async () => {
    await sandbox.closePayment(ORDER);
    expect((await sandbox.queryPayment(ORDER)).state).toBe('closed');
    sandbox.signSandboxEvent({ orderNo: 'HRN20240501000002', outcome: 'paid', amountFen: 1 });
    await expect(sandbox.closePayment('HRN20240501000002')).rejects.toMatchObject({
      code: 'PROVIDER_REFUSED',
    });
  });

  it('acknowledges with JSON', () => {
    expect(sandbox.acknowledge()).toMatchObject({
      status: 200,
      contentType: 'application/json; charset=utf-8',
    });
  });

  it('refuses a key too short to be a secret', () => {
    expect(() => new SandboxPaymentProvider({ publicUrl: 'https://h', key: 'short' })).toThrow(
      /16 bytes/,
    );
  });
});
