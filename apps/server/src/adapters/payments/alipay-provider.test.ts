import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AlipayProvider } from './alipay-provider.js';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from '../../../test/payment-fake-provider.js';
import {
  PaymentNotificationError,
  PaymentProviderError,
  type NotificationRefusal,
  type PaymentProviderErrorCode,
} from './payment-provider.js';
import { createProviderFetch } from './provider-http.js';

// The test plays Alipay: it holds Alipay's private key, and checks our requests with our app's
// public key. Its signing strings are written out here from Alipay's documentation, not taken
// from the code under test, so a mistake there cannot hide behind the same mistake here.
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021000000000001';
const NOW = new Date('2024-05-01T04:00:00Z');

function rsaSign(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

/**
 * Requests: every non-empty param but `sign`. Notifications: every param but `sign` and
 * `sign_type`, empty ones included ("凡是通知返回回来的参数皆是待验签的参数"). Both sorted, k=v&….
 */
function documentedContent(
  params: Record<string, string>,
  drop: string[],
  keepEmpty = false,
): string {
  return Object.keys(params)
    .filter((k) => !drop.includes(k) && (keepEmpty || params[k] !== ''))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** An answer as Alipay writes it; `nodeText` is signed exactly as it appears. */
function answer(method: string, nodeText: string, key: KeyObject | null = alipay.privateKey) {
  const nodeName = `${method.replaceAll('.', '_')}_response`;
  const sign = key ? `,"sign":"${rsaSign(nodeText, key)}"` : '';
  return {
    status: 200,
    headers: { 'content-type': 'text/html;charset=utf-8' },
    body: `{"${nodeName}":${nodeText}${sign}}`,
  };
}

/** A notification as Alipay posts it, form-encoded, signed over the documented string. */
function notification(
  fields: Record<string, string>,
  options: { key?: KeyObject; sign?: string | null } = {},
): string {
  const params: Record<string, string> = { sign_type: 'RSA2', charset: 'utf-8', ...fields };
  const content = documentedContent(params, ['sign', 'sign_type'], true);
  const sign =
    options.sign === undefined ? rsaSign(content, options.key ?? alipay.privateKey) : options.sign;
  return new URLSearchParams(sign === null ? params : { ...params, sign }).toString();
}

const PAID = {
  notify_time: '2024-05-01 12:00:10',
  notify_type: 'trade_status_sync',
  notify_id: 'ac05099524730693a8b330c5ecf72da9786',
  app_id: APP_ID,
  trade_no: '2024050122001400000000000001',
  out_trade_no: 'HRN20240501000001',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '1234.56',
  gmt_payment: '2024-05-01 12:00:05',
  subject: 'Heron Pro 年付',
};

let fake: FakeProviderServer;
let provider: AlipayProvider;

beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  provider = new AlipayProvider({
    appId: APP_ID,
    privateKey: app.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    alipayPublicKey: alipay.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    gateway: `${fake.baseUrl}/gateway.do`,
    fetch: createProviderFetch({ policy: 'open' }),
    now: () => NOW,
  });
});

async function providerError(promise: Promise<unknown>, code: PaymentProviderErrorCode) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect((error as PaymentProviderError).code, (error as Error).message).toBe(code);
  return error as PaymentProviderError;
}

async function refused(rawBody: string, reason: NotificationRefusal) {
  const error = await provider.verifyNotification({ headers: {}, rawBody }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentNotificationError);
  expect((error as PaymentNotificationError).reason, (error as Error).message).toBe(reason);
}

/** What Alipay received: the query's common params, the body's biz_content, all of them. */
function received(index = 0) {
  const request = fake.requests[index]!;
  const url = new URL(request.url, fake.baseUrl);
  const all: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const [k, v] of new URLSearchParams(request.body)) all[k] = v;
  return { request, url, all, biz: JSON.parse(all.biz_content!) as Record<string, unknown> };
}

describe('Alipay requests', () => {
  it('precreates a QR: signed RSA2 over the documented string, amounts in exact yuan', async () => {
    fake.respond = () =>
      answer(
        'alipay.trade.precreate',
        '{"code":"10000","msg":"Success","out_trade_no":"HRN20240501000001","qr_code":"https:\\/\\/qr.alipay.com\\/bax01"}',
      );
    const qr = await provider.createQrPayment({
      orderNo: 'HRN20240501000001',
      amountFen: 123456,
      subject: 'Heron Pro 年付',
      expiresAt: new Date('2024-05-01T04:15:00Z'),
      notifyUrl: 'https://heron.example.com/api/v1/payments/alipay/notify',
    });
    expect(qr.qrContent).toBe('https://qr.alipay.com/bax01');

    const { request, url, all, biz } = received();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/gateway.do');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=utf-8');
    expect(all).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.precreate',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      timestamp: '2024-05-01 12:00:00',
      notify_url: 'https://heron.example.com/api/v1/payments/alipay/notify',
    });
    expect(biz).toEqual({
      out_trade_no: 'HRN20240501000001',
      total_amount: '1234.56',
      subject: 'Heron Pro 年付',
      time_expire: '2024-05-01 12:15:00',
      timeout_express: '15m',
    });
    const content = documentedContent(all, ['sign']);
    expect(content).toContain('&biz_content={"out_trade_no":');
    expect(
      createVerify('RSA-SHA256').update(content, 'utf8').verify(app.publicKey, all.sign!, 'base64'),
    ).toBe(true);
  });

  it('signs with a PKCS#1 key just the same', async () => {
    const pkcs1 = new AlipayProvider({
      appId: APP_ID,
      privateKey: app.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
      alipayPublicKey: alipay.publicKey,
      gateway: `${fake.baseUrl}/gateway.do`,
      fetch: createProviderFetch({ policy: 'open' }),
      now: () => NOW,
    });
    fake.respond = () => answer('alipay.trade.close', '{"code":"10000","msg":"Success"}');
    await pkcs1.closePayment('HRN20240501000001');
    const { all } = received();
    expect(
      createVerify('RSA-SHA256')
        .update(documentedContent(all, ['sign']), 'utf8')
        .verify(app.publicKey, all.sign!, 'base64'),
    ).toBe(true);
  });

  const request = () =>
    provider.createQrPayment({
      orderNo: 'HRN20240501000001',
      amountFen: 1,
      subject: 'x',
      expiresAt: NOW,
      notifyUrl: 'https://heron.example.com/n',
    });
  const GOOD = '{"code":"10000","msg":"Success","qr_code":"https://qr.alipay.com/x"}';

  it('refuses an answer signed by another key', async () => {
    fake.respond = () => answer('alipay.trade.precreate', GOOD, stranger.privateKey);
    await providerError(request(), 'BAD_SIGNATURE');
  });

  it('refuses an answer changed after signing (even a space)', async () => {
    fake.respond = () => {
      const genuine = answer('alipay.trade.precreate', GOOD);
      return { ...genuine, body: genuine.body.replace('qr.alipay.com/x', 'evil.example/x') };
    };
    await providerError(request(), 'BAD_SIGNATURE');
    fake.respond = () => {
      const genuine = answer('alipay.trade.precreate', GOOD);
      return { ...genuine, body: genuine.body.replace('"code":"10000"', '"code": "10000"') };
    };
    await providerError(request(), 'BAD_SIGNATURE');
  });

  it('refuses an unsigned success', async () => {
    fake.respond = () => answer('alipay.trade.precreate', GOOD, null);
    await providerError(request(), 'BAD_SIGNATURE');
  });

  it('verifies over the raw text, so odd spacing Alipay signed still verifies', async () => {
    fake.respond = () =>
      answer(
        'alipay.trade.precreate',
        '{ "code" : "10000",\n "qr_code" : "https://qr.alipay.com/\\u0078" }',
      );
    expect((await request()).qrContent).toBe('https://qr.alipay.com/x');
  });

  it('a signed business error is PROVIDER_REFUSED with its sub_code', async () => {
    fake.respond = () =>
      answer(
        'alipay.trade.precreate',
        '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TOTAL_FEE_EXCEED","sub_msg":"订单金额超过限额"}',
      );
    const error = await providerError(request(), 'PROVIDER_REFUSED');
    expect(error.providerCode).toBe('ACQ.TOTAL_FEE_EXCEED');
  });

  it('a gateway error_response, unsigned, is a refusal', async () => {
    fake.respond = () => ({
      body: '{"error_response":{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.invalid-app-id"}}',
    });
    const error = await providerError(request(), 'PROVIDER_REFUSED');
    expect(error.providerCode).toBe('isv.invalid-app-id');
  });

  it('non-2xx is PROVIDER_REFUSED, garbage is BAD_RESPONSE, a success without qr_code too', async () => {
    fake.respond = () => ({ status: 502, body: 'Bad Gateway' });
    await providerError(request(), 'PROVIDER_REFUSED');
    fake.respond = () => ({ body: '<html>maintenance</html>' });
    await providerError(request(), 'BAD_RESPONSE');
    fake.respond = () => ({ body: '{"sign":"abc"}' });
    await providerError(request(), 'BAD_RESPONSE');
    fake.respond = () => answer('alipay.trade.precreate', '{"code":"10000","msg":"Success"}');
    await providerError(request(), 'BAD_RESPONSE');
  });

  it('an unreachable gateway is PROVIDER_UNREACHABLE, and the message holds no secret', async () => {
    const closed = await startFakeProviderServer();
    await closed.close();
    const offline = new AlipayProvider({
      appId: APP_ID,
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway: `${closed.baseUrl}/gateway.do`,
      fetch: createProviderFetch({ policy: 'open' }),
      now: () => NOW,
    });
    const error = await providerError(
      offline.createQrPayment({
        orderNo: 'HRN20240501000001',
        amountFen: 1,
        subject: 'x',
        expiresAt: NOW,
        notifyUrl: 'https://heron.example.com/n',
      }),
      'PROVIDER_UNREACHABLE',
    );
    expect(error.message).not.toMatch(/sign=|biz_content|PRIVATE KEY/);
  });

  it('refuses to send what no provider takes', async () => {
    const base = {
      orderNo: 'HRN20240501000001',
      amountFen: 100,
      subject: 'x',
      expiresAt: NOW,
      notifyUrl: 'https://h/n',
    };
    for (const bad of [
      { amountFen: 0 },
      { amountFen: 1.5 },
      { amountFen: -100 },
      { orderNo: 'a/b' },
      { orderNo: '12345' },
      { orderNo: 'HRN-2024-0501' },
      { subject: '' },
      { notifyUrl: 'not a url' },
    ]) {
      await providerError(provider.createQrPayment({ ...base, ...bad }), 'INVALID_REQUEST');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('queries a paid trade', async () => {
    fake.respond = () =>
      answer(
        'alipay.trade.query',
        '{"code":"10000","msg":"Success","out_trade_no":"HRN20240501000001","trade_no":"2024050122001","trade_status":"TRADE_SUCCESS","total_amount":"88.80","send_pay_date":"2024-05-01 12:00:05"}',
      );
    expect(await provider.queryPayment('HRN20240501000001')).toEqual({
      state: 'paid',
      amountFen: 8880,
      providerTradeNo: '2024050122001',
      paidAt: new Date('2024-05-01T04:00:05Z'),
    });
    const { all, biz } = received();
    expect(all.method).toBe('alipay.trade.query');
    expect(biz).toEqual({ out_trade_no: 'HRN20240501000001' });
  });

  it.each([
    ['WAIT_BUYER_PAY', 'pending'],
    ['TRADE_CLOSED', 'closed'],
    ['TRADE_FINISHED', 'paid'],
  ])('queries %s as %s', async (status, state) => {
    fake.respond = () =>
      answer(
        'alipay.trade.query',
        `{"code":"10000","out_trade_no":"HRN20240501000001","trade_no":"t1","trade_status":"${status}","total_amount":"1.00"}`,
      );
    expect((await provider.queryPayment('HRN20240501000001')).state).toBe(state);
  });

  it('a QR nobody scanned (signed ACQ.TRADE_NOT_EXIST) is pending; unsigned it is a refusal', async () => {
    const notExist = '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST"}';
    fake.respond = () => answer('alipay.trade.query', notExist);
    expect(await provider.queryPayment('HRN20240501000001')).toEqual({
      state: 'pending',
      amountFen: null,
      providerTradeNo: null,
      paidAt: null,
    });
    fake.respond = () => answer('alipay.trade.query', notExist, null);
    await providerError(provider.queryPayment('HRN20240501000001'), 'PROVIDER_REFUSED');
  });

  it('refuses a query answer about another order', async () => {
    fake.respond = () =>
      answer(
        'alipay.trade.query',
        '{"code":"10000","out_trade_no":"HRN_OTHER_ORDER","trade_no":"t1","trade_status":"TRADE_SUCCESS","total_amount":"1.00"}',
      );
    await providerError(provider.queryPayment('HRN20240501000001'), 'BAD_RESPONSE');
  });

  it('refunds in full, and a retry with the same refund number is the same refund', async () => {
    fake.respond = () =>
      answer(
        'alipay.trade.refund',
        '{"code":"10000","msg":"Success","out_trade_no":"HRN20240501000001","fund_change":"Y","refund_fee":"88.80"}',
      );
    const input = {
      orderNo: 'HRN20240501000001',
      refundNo: 'RF20240501000001',
      amountFen: 8880,
      totalFen: 8880,
      reason: '7-day money-back guarantee',
    };
    expect(await provider.refund(input)).toEqual({ refunded: true });
    const { all, biz } = received();
    expect(all.method).toBe('alipay.trade.refund');
    expect(all.notify_url).toBeUndefined();
    expect(biz).toEqual({
      out_trade_no: 'HRN20240501000001',
      refund_amount: '88.80',
      refund_reason: '7-day money-back guarantee',
      out_request_no: 'RF20240501000001',
    });
    fake.respond = () =>
      answer(
        'alipay.trade.refund',
        '{"code":"10000","out_trade_no":"HRN20240501000001","fund_change":"N","refund_fee":"88.80"}',
      );
    expect(await provider.refund(input)).toEqual({ refunded: true });
  });

  it('a refused refund throws with the sub_code', async () => {
    fake.respond = () =>
      answer('alipay.trade.refund', '{"code":"40004","sub_code":"ACQ.TRADE_STATUS_ERROR"}');
    const error = await providerError(
      provider.refund({
        orderNo: 'HRN20240501000001',
        refundNo: 'R1',
        amountFen: 1,
        totalFen: 1,
        reason: 'r',
      }),
      'PROVIDER_REFUSED',
    );
    expect(error.providerCode).toBe('ACQ.TRADE_STATUS_ERROR');
    await providerError(
      provider.refund({
        orderNo: 'HRN20240501000001',
        refundNo: 'R1',
        amountFen: 2,
        totalFen: 1,
        reason: 'r',
      }),
      'INVALID_REQUEST',
    );
  });

  it('closes a trade; one Alipay never had is already closed; a paid one is refused', async () => {
    fake.respond = () =>
      answer(
        'alipay.trade.close',
        '{"code":"10000","msg":"Success","out_trade_no":"HRN20240501000001"}',
      );
    await provider.closePayment('HRN20240501000001');
    expect(received().all.method).toBe('alipay.trade.close');
    expect(received().biz).toEqual({ out_trade_no: 'HRN20240501000001' });
    fake.respond = () =>
      answer('alipay.trade.close', '{"code":"40004","sub_code":"ACQ.TRADE_NOT_EXIST"}');
    await provider.closePayment('HRN20240501000001');
    fake.respond = () =>
      answer('alipay.trade.close', '{"code":"40004","sub_code":"ACQ.TRADE_STATUS_ERROR"}');
    await providerError(provider.closePayment('HRN20240501000001'), 'PROVIDER_REFUSED');
  });
});

describe('Alipay notifications', () => {
  it('a genuine payment verifies and maps', async () => {
    expect(await provider.verifyNotification({ headers: {}, rawBody: notification(PAID) })).toEqual(
      {
        provider: 'alipay',
        eventId: PAID.notify_id,
        orderNo: 'HRN20240501000001',
        providerTradeNo: PAID.trade_no,
        outcome: 'paid',
        amountFen: 123456,
        paidAt: new Date('2024-05-01T04:00:05Z'),
      },
    );
  });

  it('TRADE_FINISHED is paid, TRADE_CLOSED is closed', async () => {
    const finished = await provider.verifyNotification({
      headers: {},
      rawBody: notification({ ...PAID, trade_status: 'TRADE_FINISHED' }),
    });
    expect(finished.outcome).toBe('paid');
    const { gmt_payment: _paid, ...unpaid } = PAID;
    const closed = await provider.verifyNotification({
      headers: {},
      rawBody: notification({ ...unpaid, trade_status: 'TRADE_CLOSED' }),
    });
    expect(closed).toMatchObject({ outcome: 'closed', paidAt: null, amountFen: 123456 });
  });

  it('refuses a changed amount', async () => {
    const body = notification(PAID).replace('total_amount=1234.56', 'total_amount=0.01');
    expect(body).toContain('total_amount=0.01');
    await refused(body, 'bad-signature');
  });

  it('refuses a changed order number or status', async () => {
    await refused(
      notification(PAID).replace('HRN20240501000001', 'HRN20240501000002'),
      'bad-signature',
    );
    const { gmt_payment: _p, ...closed } = PAID;
    await refused(
      notification({ ...closed, trade_status: 'TRADE_CLOSED' }).replace(
        'TRADE_CLOSED',
        'TRADE_SUCCESS',
      ),
      'bad-signature',
    );
  });

  it('refuses a field added after signing', async () => {
    await refused(`${notification(PAID)}&extra=1`, 'bad-signature');
  });

  it('refuses a notification signed with another key', async () => {
    await refused(notification(PAID, { key: stranger.privateKey }), 'bad-signature');
  });

  it('refuses a notification without a signature, or with an empty or non-base64 one', async () => {
    await refused(notification(PAID, { sign: null }), 'missing-signature');
    await refused(notification(PAID, { sign: '' }), 'missing-signature');
    await refused(notification(PAID, { sign: 'not base64!' }), 'bad-signature');
  });

  it('refuses RSA (SHA-1) signatures', async () => {
    await refused(notification({ ...PAID, sign_type: 'RSA' }), 'unsupported');
  });

  it('refuses a genuine notification for another app', async () => {
    await refused(notification({ ...PAID, app_id: '2021999999999999' }), 'wrong-merchant');
  });

  it.each([
    ['empty', ''],
    ['JSON', '{"trade_status":"TRADE_SUCCESS"}'],
    ['no pairs', 'hello'],
    ['binary', '\u0000\u0001\u0002'],
    ['a key twice', 'a=1&a=2&sign=x'],
  ])('refuses a garbage body (%s) as malformed', async (_name, body) => {
    await refused(body, 'malformed');
  });

  it('refuses a signed notification with a malformed amount or a missing notify_id', async () => {
    await refused(notification({ ...PAID, total_amount: '12.345' }), 'malformed');
    await refused(notification({ ...PAID, total_amount: '' }), 'malformed');
    const { notify_id: _id, ...withoutId } = PAID;
    await refused(notification(withoutId), 'malformed');
  });

  it('ignores authentic notifications that are not a payment outcome', async () => {
    await refused(notification({ ...PAID, trade_status: 'WAIT_BUYER_PAY' }), 'ignored');
    // A full refund is notified as TRADE_CLOSED with refund fields: not a cancelled order.
    await refused(
      notification({
        ...PAID,
        trade_status: 'TRADE_CLOSED',
        refund_fee: '1234.56',
        gmt_refund: '2024-05-02 10:00:00.000',
        out_biz_no: 'RF1',
      }),
      'ignored',
    );
  });

  it('acknowledges with plain text success', () => {
    expect(provider.acknowledge()).toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'success',
    });
  });
});
