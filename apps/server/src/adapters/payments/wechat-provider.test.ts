import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeProviderServer,
  type FakeProviderServer,
  type RecordedRequest,
} from '../../../test/payment-fake-provider.js';
import {
  PaymentNotificationError,
  PaymentProviderError,
  type NotificationRefusal,
  type PaymentProviderErrorCode,
} from './payment-provider.js';
import { createProviderFetch } from './provider-http.js';
import { WechatPayProvider } from './wechat-provider.js';

// The test plays WeChat Pay: it holds the platform private key, encrypts resources with the
// APIv3 key, and checks our Authorization header with our merchant public key. Its strings are
// written out from WeChat's documentation here, not taken from the code under test.
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const MCH_ID = '1900000001';
const APP_ID = 'wxd678efh567hg6787';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const API_V3_KEY = 'a3f5c0e1b2d4968778695a4b3c2d1e0f';
// The test's clock: the adapter's "now" and the time WeChat signs with, unless a test says.
let now = new Date('2024-05-01T04:00:00Z');
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

function rsaSign(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

/** Headers WeChat signs an answer or a notification with: `timestamp\nnonce\nbody\n`. */
function signedHeaders(
  body: string,
  options: { at?: Date; key?: KeyObject; omit?: string } = {},
): Record<string, string> {
  const timestamp = seconds(options.at ?? now);
  const nonce = randomBytes(16).toString('hex');
  const headers: Record<string, string> = {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': rsaSign(
      `${timestamp}\n${nonce}\n${body}\n`,
      options.key ?? platform.privateKey,
    ),
    'wechatpay-serial': 'PUB_KEY_ID_0000000001',
  };
  if (options.omit) delete headers[options.omit];
  return headers;
}

function signedAnswer(
  status: number,
  json?: unknown,
  options: { at?: Date; key?: KeyObject } = {},
) {
  const body = json === undefined ? '' : JSON.stringify(json);
  return {
    status,
    headers: { 'content-type': 'application/json', ...signedHeaders(body, options) },
    body,
  };
}

/** AES-256-GCM as WeChat encrypts a resource: base64(ciphertext ‖ 16-byte tag). */
function encrypt(plain: string, key = API_V3_KEY, aad = 'transaction') {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(key, 'utf8'),
    Buffer.from(nonce, 'utf8'),
  );
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: ct.toString('base64'),
    nonce,
    associated_data: aad,
    original_type: 'transaction',
  };
}

const TRANSACTION = {
  mchid: MCH_ID,
  appid: APP_ID,
  out_trade_no: 'HRN20240501000001',
  transaction_id: '4200000000202405010000000001',
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  bank_type: 'OTHERS',
  success_time: '2024-05-01T12:00:05+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total: 123456, payer_total: 123456, currency: 'CNY', payer_currency: 'CNY' },
};

function notificationBody(
  transaction: Record<string, unknown> = TRANSACTION,
  overrides: Record<string, unknown> = {},
  resource: Record<string, unknown> = encrypt(JSON.stringify(transaction)),
) {
  return JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2024-05-01T12:00:06+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource,
    ...overrides,
  });
}

let fake: FakeProviderServer;
let provider: WechatPayProvider;

function makeProvider(overrides: Partial<ConstructorParameters<typeof WechatPayProvider>[0]> = {}) {
  return new WechatPayProvider({
    mchId: MCH_ID,
    appId: APP_ID,
    serialNo: SERIAL,
    privateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    platformPublicKey: platform.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    apiV3Key: API_V3_KEY,
    apiBase: fake.baseUrl,
    fetch: createProviderFetch({ policy: 'open' }),
    now: () => now,
    ...overrides,
  });
}

beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  now = new Date('2024-05-01T04:00:00Z');
  fake.requests.length = 0;
  provider = makeProvider();
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

async function refused(
  input: { headers: Record<string, string | string[] | undefined>; rawBody: string },
  reason: NotificationRefusal,
  by: WechatPayProvider = provider,
) {
  const error = await by.verifyNotification(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentNotificationError);
  expect((error as PaymentNotificationError).reason, (error as Error).message).toBe(reason);
}

/**
 * Checks a request as WeChat does: the Authorization header's fields, and its signature over
 * `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n` with our merchant public key.
 */
function expectSignedRequest(request: RecordedRequest) {
  const header = String(request.headers.authorization);
  expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
  const fields = Object.fromEntries(
    [...header.slice('WECHATPAY2-SHA256-RSA2048 '.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  expect(Object.keys(fields).sort()).toEqual([
    'mchid',
    'nonce_str',
    'serial_no',
    'signature',
    'timestamp',
  ]);
  expect(fields).toMatchObject({ mchid: MCH_ID, serial_no: SERIAL, timestamp: seconds(now) });
  const message = `${request.method}\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`;
  expect(
    createVerify('RSA-SHA256')
      .update(message, 'utf8')
      .verify(merchant.publicKey, fields.signature!, 'base64'),
  ).toBe(true);
  expect(request.headers['user-agent']).toBeTruthy();
}

const PAYMENT = {
  orderNo: 'HRN20240501000001',
  amountFen: 123456,
  subject: 'Heron Pro 年付',
  expiresAt: new Date('2024-05-01T04:15:00Z'),
  notifyUrl: 'https://heron.example.com/api/v1/payments/wechat/notify',
};

describe('WeChat Pay requests', () => {
  it('creates a Native payment: signed Authorization, fen amounts, the code_url back', async () => {
    fake.respond = () => signedAnswer(200, { code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
    expect(await provider.createQrPayment(PAYMENT)).toEqual({
      qrContent: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz',
    });
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/pay/transactions/native');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: 'Heron Pro 年付',
      out_trade_no: 'HRN20240501000001',
      time_expire: '2024-05-01T12:15:00+08:00',
      notify_url: PAYMENT.notifyUrl,
      amount: { total: 123456, currency: 'CNY' },
    });
    expectSignedRequest(request);
  });

  it('signs the path the server sees, when the API base has a path of its own', async () => {
    const prefixed = makeProvider({ apiBase: `${fake.baseUrl}/proxy/` });
    fake.respond = () => signedAnswer(200, { code_url: 'weixin://x' });
    await prefixed.createQrPayment(PAYMENT);
    expect(fake.requests[0]!.url).toBe('/proxy/v3/pay/transactions/native');
    expectSignedRequest(fake.requests[0]!);
  });

  it('refuses an answer signed by another key, changed, unsigned or stale', async () => {
    fake.respond = () =>
      signedAnswer(200, { code_url: 'weixin://x' }, { key: stranger.privateKey });
    await providerError(provider.createQrPayment(PAYMENT), 'BAD_SIGNATURE');

    fake.respond = () => {
      const genuine = signedAnswer(200, { code_url: 'weixin://x' });
      return { ...genuine, body: JSON.stringify({ code_url: 'weixin://evil' }) };
    };
    await providerError(provider.createQrPayment(PAYMENT), 'BAD_SIGNATURE');

    fake.respond = () => ({ status: 200, body: JSON.stringify({ code_url: 'weixin://x' }) });
    await providerError(provider.createQrPayment(PAYMENT), 'BAD_SIGNATURE');

    fake.respond = () =>
      signedAnswer(200, { code_url: 'weixin://x' }, { at: new Date(now.getTime() - 6 * 60_000) });
    const stale = await providerError(provider.createQrPayment(PAYMENT), 'BAD_SIGNATURE');
    expect(stale.message).toContain('stale');
  });

  it('a signed error is PROVIDER_REFUSED with its code; a garbage success is BAD_RESPONSE', async () => {
    fake.respond = () => signedAnswer(400, { code: 'PARAM_ERROR', message: '参数错误' });
    const error = await providerError(provider.createQrPayment(PAYMENT), 'PROVIDER_REFUSED');
    expect(error.providerCode).toBe('PARAM_ERROR');
    fake.respond = () => ({ status: 500, body: 'oops' });
    await providerError(provider.createQrPayment(PAYMENT), 'PROVIDER_REFUSED');
    fake.respond = () => signedAnswer(200, { nothing: true });
    await providerError(provider.createQrPayment(PAYMENT), 'BAD_RESPONSE');
  });

  it('queries by out_trade_no with the mchid, signing the query and an empty body', async () => {
    fake.respond = () =>
      signedAnswer(200, {
        ...TRANSACTION,
        amount: { total: 8880, payer_total: 8880, currency: 'CNY' },
      });
    expect(await provider.queryPayment('HRN20240501000001')).toEqual({
      state: 'paid',
      amountFen: 8880,
      providerTradeNo: TRANSACTION.transaction_id,
      paidAt: new Date('2024-05-01T04:00:05Z'),
    });
    const request = fake.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`/v3/pay/transactions/out-trade-no/HRN20240501000001?mchid=${MCH_ID}`);
    expect(request.body).toBe('');
    expectSignedRequest(request);
  });

  it.each([
    ['NOTPAY', 'pending'],
    ['USERPAYING', 'pending'],
    ['CLOSED', 'closed'],
    ['REVOKED', 'closed'],
    ['PAYERROR', 'closed'],
    ['REFUND', 'closed'],
  ])('queries %s as %s', async (tradeState, state) => {
    fake.respond = () => signedAnswer(200, { ...TRANSACTION, trade_state: tradeState });
    expect((await provider.queryPayment('HRN20240501000001')).state).toBe(state);
  });

  it('an order WeChat does not know is pending only when WeChat signed that', async () => {
    fake.respond = () => signedAnswer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    expect((await provider.queryPayment('HRN20240501000001')).state).toBe('pending');
    fake.respond = () => ({ status: 404, body: JSON.stringify({ code: 'ORDER_NOT_EXIST' }) });
    await providerError(provider.queryPayment('HRN20240501000001'), 'PROVIDER_REFUSED');
  });

  it('refuses a query answer about another merchant or order', async () => {
    fake.respond = () => signedAnswer(200, { ...TRANSACTION, mchid: '1900000999' });
    await providerError(provider.queryPayment('HRN20240501000001'), 'BAD_RESPONSE');
    fake.respond = () => signedAnswer(200, { ...TRANSACTION, out_trade_no: 'HRN_OTHER' });
    await providerError(provider.queryPayment('HRN20240501000001'), 'BAD_RESPONSE');
  });

  it('closes with POST …/close and the mchid; WeChat answers 204, signed', async () => {
    fake.respond = () => signedAnswer(204);
    await provider.closePayment('HRN20240501000001');
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/pay/transactions/out-trade-no/HRN20240501000001/close');
    expect(JSON.parse(request.body)).toEqual({ mchid: MCH_ID });
    expectSignedRequest(request);
    fake.respond = () => ({ status: 204 });
    await providerError(provider.closePayment('HRN20240501000001'), 'BAD_SIGNATURE');
    fake.respond = () => signedAnswer(400, { code: 'ORDERPAID', message: '订单已支付' });
    expect(
      (await providerError(provider.closePayment('HRN20240501000001'), 'PROVIDER_REFUSED'))
        .providerCode,
    ).toBe('ORDERPAID');
  });

  it('refunds in full with both amounts in fen', async () => {
    fake.respond = () =>
      signedAnswer(200, {
        refund_id: '50000000382019052709732678859',
        out_refund_no: 'RF1',
        status: 'PROCESSING',
      });
    const input = {
      orderNo: 'HRN20240501000001',
      refundNo: 'RF20240501000001',
      amountFen: 8880,
      totalFen: 8880,
      reason: '7-day money-back guarantee',
    };
    expect(await provider.refund(input)).toEqual({ refunded: true });
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/refund/domestic/refunds');
    expect(JSON.parse(request.body)).toEqual({
      out_trade_no: 'HRN20240501000001',
      out_refund_no: 'RF20240501000001',
      reason: '7-day money-back guarantee',
      amount: { refund: 8880, total: 8880, currency: 'CNY' },
    });
    expectSignedRequest(request);
    fake.respond = () => signedAnswer(200, { status: 'SUCCESS' });
    expect(await provider.refund(input)).toEqual({ refunded: true });
    fake.respond = () => signedAnswer(200, { status: 'ABNORMAL' });
    expect(await provider.refund(input)).toEqual({ refunded: false });
    fake.respond = () => signedAnswer(403, { code: 'NOT_ENOUGH', message: '余额不足' });
    expect((await providerError(provider.refund(input), 'PROVIDER_REFUSED')).providerCode).toBe(
      'NOT_ENOUGH',
    );
  });

  it('refuses an APIv3 key that is not 32 bytes', () => {
    expect(() => makeProvider({ apiV3Key: 'short' })).toThrow(/32 bytes/);
  });
});

describe('WeChat Pay notifications', () => {
  const genuine = (
    body = notificationBody(),
    options: Parameters<typeof signedHeaders>[1] = {},
  ): { headers: Record<string, string>; rawBody: string } => ({
    headers: { 'content-type': 'application/json', ...signedHeaders(body, options) },
    rawBody: body,
  });

  it('a genuine payment verifies, decrypts and maps', async () => {
    expect(await provider.verifyNotification(genuine())).toEqual({
      provider: 'wechat',
      eventId: 'EV-2018022511223320873',
      orderNo: 'HRN20240501000001',
      providerTradeNo: TRANSACTION.transaction_id,
      outcome: 'paid',
      amountFen: 123456,
      paidAt: new Date('2024-05-01T04:00:05Z'),
    });
  });

  it('reads headers whatever their case', async () => {
    const { headers, rawBody } = genuine();
    const upper = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.replace(/(^|-)\w/g, (c) => c.toUpperCase()), v]),
    );
    expect(upper['Wechatpay-Signature']).toBeDefined();
    expect((await provider.verifyNotification({ headers: upper, rawBody })).outcome).toBe('paid');
  });

  it.each(['CLOSED', 'REVOKED', 'PAYERROR'])('%s is closed', async (state) => {
    const body = notificationBody({ ...TRANSACTION, trade_state: state, success_time: undefined });
    expect(await provider.verifyNotification(genuine(body))).toMatchObject({
      outcome: 'closed',
      paidAt: null,
    });
  });

  it('refuses a body changed after signing', async () => {
    const { headers, rawBody } = genuine();
    await refused(
      { headers, rawBody: rawBody.replace('EV-2018022511223320873', 'EV-2') },
      'bad-signature',
    );
  });

  it('refuses a notification signed with another key', async () => {
    await refused(genuine(notificationBody(), { key: stranger.privateKey }), 'bad-signature');
  });

  it("refuses WeChat's own signature probe", async () => {
    const { headers, rawBody } = genuine();
    await refused(
      {
        headers: {
          ...headers,
          'wechatpay-signature': `WECHATPAY/SIGNTEST/${headers['wechatpay-signature']}`,
        },
        rawBody,
      },
      'bad-signature',
    );
  });

  it('refuses a notification without a signature, and one missing another header', async () => {
    await refused(
      genuine(notificationBody(), { omit: 'wechatpay-signature' }),
      'missing-signature',
    );
    await refused(genuine(notificationBody(), { omit: 'wechatpay-nonce' }), 'malformed');
    await refused(genuine(notificationBody(), { omit: 'wechatpay-timestamp' }), 'malformed');
    await refused(genuine(notificationBody(), { omit: 'wechatpay-serial' }), 'malformed');
    const { headers, rawBody } = genuine();
    const sig = headers['wechatpay-signature']!;
    await refused(
      { headers: { ...headers, 'wechatpay-signature': [sig, sig] }, rawBody },
      'missing-signature',
    );
  });

  it('refuses a timestamp more than 5 minutes from our clock, either way', async () => {
    const past = new Date(now.getTime() - 5 * 60_000 - 1000);
    const future = new Date(now.getTime() + 5 * 60_000 + 1000);
    await refused(genuine(notificationBody(), { at: past }), 'stale');
    await refused(genuine(notificationBody(), { at: future }), 'stale');
    const edge = new Date(now.getTime() - 5 * 60_000);
    expect(
      (await provider.verifyNotification(genuine(notificationBody(), { at: edge }))).outcome,
    ).toBe('paid');
  });

  it('refuses a genuine notification replayed later', async () => {
    const captured = genuine();
    expect((await provider.verifyNotification(captured)).outcome).toBe('paid');
    now = new Date(now.getTime() + 10 * 60_000);
    await refused(captured, 'stale');
  });

  it('refuses a resource whose GCM tag does not match', async () => {
    const resource = encrypt(JSON.stringify(TRANSACTION));
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0x01, bytes.length - 1);
    await refused(
      genuine(
        notificationBody(TRANSACTION, {}, { ...resource, ciphertext: bytes.toString('base64') }),
      ),
      'decrypt-failed',
    );
    await refused(
      genuine(notificationBody(TRANSACTION, {}, { ...resource, associated_data: 'other' })),
      'decrypt-failed',
    );
    await refused(
      genuine(notificationBody(TRANSACTION, {}, { ...resource, ciphertext: 'AAAA' })),
      'decrypt-failed',
    );
  });

  it('refuses a resource encrypted with another APIv3 key', async () => {
    const resource = encrypt(JSON.stringify(TRANSACTION), 'ffffffffffffffffffffffffffffffff');
    await refused(genuine(notificationBody(TRANSACTION, {}, resource)), 'decrypt-failed');
  });

  it('refuses a genuine notification for another merchant or app', async () => {
    await refused(
      genuine(notificationBody({ ...TRANSACTION, mchid: '1900000999' })),
      'wrong-merchant',
    );
    await refused(
      genuine(notificationBody({ ...TRANSACTION, appid: 'wx0000000000000000' })),
      'wrong-merchant',
    );
  });

  it('refuses another algorithm', async () => {
    const resource = { ...encrypt(JSON.stringify(TRANSACTION)), algorithm: 'AEAD_AES_128_GCM' };
    await refused(genuine(notificationBody(TRANSACTION, {}, resource)), 'unsupported');
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'id=1&event_type=x'],
    ['an array', '[]'],
    ['no resource', '{"id":"EV-1","event_type":"TRANSACTION.SUCCESS"}'],
    ['no id', JSON.stringify({ event_type: 'TRANSACTION.SUCCESS', resource: encrypt('{}') })],
    [
      'resource without nonce',
      JSON.stringify({
        id: 'EV-1',
        event_type: 'TRANSACTION.SUCCESS',
        resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: 'AAAA' },
      }),
    ],
  ])('refuses a signed garbage body (%s) as malformed', async (_name, body) => {
    await refused(genuine(body), 'malformed');
  });

  it('refuses a transaction without an integer amount or ids', async () => {
    await refused(
      genuine(notificationBody({ ...TRANSACTION, amount: { total: '123456' } })),
      'malformed',
    );
    await refused(
      genuine(notificationBody({ ...TRANSACTION, amount: { total: 12.5 } })),
      'malformed',
    );
    await refused(
      genuine(notificationBody({ ...TRANSACTION, out_trade_no: undefined })),
      'malformed',
    );
    await refused(genuine(notificationBody(TRANSACTION, {}, encrypt('not json'))), 'malformed');
  });

  it('ignores authentic events that are not a payment outcome', async () => {
    await refused(
      genuine(notificationBody(TRANSACTION, { event_type: 'REFUND.SUCCESS' })),
      'ignored',
    );
    await refused(genuine(notificationBody({ ...TRANSACTION, trade_state: 'NOTPAY' })), 'ignored');
  });

  it('acknowledges with the JSON WeChat expects', () => {
    expect(provider.acknowledge()).toEqual({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: '{"code":"SUCCESS","message":"OK"}',
    });
  });
});
