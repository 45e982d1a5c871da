import type { KeyObject } from 'node:crypto';
import {
  assertOrderNo,
  assertPaymentRequest,
  assertRefundRequest,
  clip,
  headerValue,
  PaymentNotificationError,
  PaymentProviderError,
  type NotificationInput,
  type PaymentProvider,
  type PaymentQuery,
  type PaymentRequest,
  type RefundRequest,
  type VerifiedNotification,
} from './payment-provider.js';
import { sendToProvider, type ProviderFetch, type ProviderHttpResponse } from './provider-http.js';
import { readPrivateKey, readPublicKey, type KeyInput } from './rsa-sha256.js';
import {
  checkWechatSignature,
  decryptWechatResource,
  wechatAuthorization,
  type WechatSignatureHeaders,
} from './wechat-signing.js';

export const WECHAT_DEFAULT_API_BASE = 'https://api.mch.weixin.qq.com';

export interface WechatPayProviderOptions {
  /** Our merchant id (mchid). */
  mchId: string;
  /** The app id bound to the merchant (a public account, mini program or open platform app). */
  appId: string;
  /** Serial number of our merchant API certificate, named in every request's Authorization. */
  serialNo: string;
  /** The merchant API private key (`apiclient_key.pem`). */
  privateKey: KeyInput;
  /** WeChat Pay's platform public key (or platform certificate): answers and notifications. */
  platformPublicKey: KeyInput;
  /** The APIv3 key: exactly 32 bytes; notifications' resources are encrypted with it. */
  apiV3Key: string;
  /** The API base; the production one unless told (a test's fake). */
  apiBase?: string;
  /** Every call goes through this (`createProviderFetch` in the server). */
  fetch: ProviderFetch;
  /** The clock for request timestamps and the 5-minute window. */
  now?: () => Date;
}

/** WeChat Pay API v3, Native payment (the QR code is the `code_url`). */
export class WechatPayProvider implements PaymentProvider {
  readonly id = 'wechat' as const;
  private readonly mchId: string;
  private readonly appId: string;
  private readonly serialNo: string;
  private readonly privateKey: KeyObject;
  private readonly platformKey: KeyObject;
  private readonly apiV3Key: Buffer;
  private readonly apiBase: string;
  private readonly fetch: ProviderFetch;
  private readonly now: () => Date;

  constructor(options: WechatPayProviderOptions) {
    this.apiV3Key = Buffer.from(options.apiV3Key, 'utf8');
    if (this.apiV3Key.length !== 32) throw new Error('the WeChat Pay APIv3 key is 32 bytes');
    this.mchId = options.mchId;
    this.appId = options.appId;
    this.serialNo = options.serialNo;
    this.privateKey = readPrivateKey(options.privateKey);
    this.platformKey = readPublicKey(options.platformPublicKey);
    this.apiBase = (options.apiBase ?? WECHAT_DEFAULT_API_BASE).replace(/\/+$/, '');
    this.fetch = options.fetch;
    this.now = options.now ?? (() => new Date());
  }

  async createQrPayment(req: PaymentRequest) {
    assertPaymentRequest(this.id, req);
    const answer = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.appId,
      mchid: this.mchId,
      description: req.subject,
      out_trade_no: req.orderNo,
      time_expire: toRfc3339Beijing(req.expiresAt),
      notify_url: req.notifyUrl,
      amount: { total: req.amountFen, currency: 'CNY' },
    });
    const codeUrl = asRecord(answer.json)?.code_url;
    if (typeof codeUrl !== 'string' || codeUrl === '')
      throw this.badResponse('native', 'no code_url');
    return { qrContent: codeUrl };
  }

  async queryPayment(orderNo: string): Promise<PaymentQuery> {
    assertOrderNo(this.id, orderNo);
    const path = `${tradePath(orderNo)}?mchid=${encodeURIComponent(this.mchId)}`;
    const answer = await this.call('GET', path, undefined, ['ORDER_NOT_EXIST']);
    if (answer.status === 404) {
      return { state: 'pending', amountFen: null, providerTradeNo: null, paidAt: null };
    }
    const trade = asRecord(answer.json);
    if (
      !trade ||
      trade.out_trade_no !== orderNo ||
      trade.mchid !== this.mchId ||
      trade.appid !== this.appId
    ) {
      throw this.badResponse('query', 'about another order or merchant');
    }
    const state = QUERY_STATES[String(trade.trade_state)];
    if (!state) throw this.badResponse('query', 'unknown trade_state');
    const total = asRecord(trade.amount)?.total;
    const amountFen = Number.isSafeInteger(total) ? (total as number) : null;
    const tradeNo = typeof trade.transaction_id === 'string' ? trade.transaction_id : null;
    const paidAt = state === 'paid' ? readTime(trade.success_time) : null;
    return { state, amountFen, providerTradeNo: tradeNo || null, paidAt };
  }

  async refund(input: RefundRequest) {
    assertRefundRequest(this.id, input);
    const answer = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.orderNo,
      // Same out_refund_no again is the same refund at WeChat: a retry never refunds twice.
      out_refund_no: input.refundNo,
      reason: clip(input.reason, 80),
      amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
    });
    const status = asRecord(answer.json)?.status;
    // PROCESSING is the usual first answer: WeChat has the refund and completes it on its own.
    if (status === 'SUCCESS' || status === 'PROCESSING') return { refunded: true };
    if (status === 'CLOSED' || status === 'ABNORMAL') return { refunded: false };
    throw this.badResponse('refund', 'unknown refund status');
  }

  async closePayment(orderNo: string) {
    assertOrderNo(this.id, orderNo);
    await this.call('POST', `${tradePath(orderNo)}/close`, { mchid: this.mchId }, [
      'ORDER_NOT_EXIST',
    ]);
  }

  acknowledge() {
    return {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 'SUCCESS', message: 'OK' }),
    };
  }

  async verifyNotification({ headers, rawBody }: NotificationInput): Promise<VerifiedNotification> {
    const check = checkWechatSignature(
      signatureHeaders(headers),
      rawBody,
      this.platformKey,
      this.now(),
    );
    if (!check.ok)
      throw this.refuse(check.why, `the signature headers do not verify (${check.why})`);
    const body = asRecord(parseJson(rawBody));
    const resource = asRecord(body?.resource);
    if (
      !body ||
      typeof body.id !== 'string' ||
      !body.id ||
      typeof body.event_type !== 'string' ||
      !resource
    ) {
      throw this.refuse('malformed', 'not a notification');
    }
    if (resource.algorithm !== 'AEAD_AES_256_GCM') {
      throw this.refuse('unsupported', 'the resource is not AEAD_AES_256_GCM');
    }
    if (
      typeof resource.ciphertext !== 'string' ||
      typeof resource.nonce !== 'string' ||
      (resource.associated_data !== undefined && typeof resource.associated_data !== 'string')
    ) {
      throw this.refuse('malformed', 'the resource lacks ciphertext or nonce');
    }
    const plain = decryptWechatResource(
      {
        ciphertext: resource.ciphertext,
        nonce: resource.nonce,
        associated_data: resource.associated_data as string | undefined,
      },
      this.apiV3Key,
    );
    if (plain === null)
      throw this.refuse('decrypt-failed', 'the resource does not open with our APIv3 key');
    // Refund results and other events share the notify URL; only transactions are payments.
    if (!body.event_type.startsWith('TRANSACTION.')) {
      throw this.refuse('ignored', `event ${body.event_type}`);
    }
    const trade = asRecord(parseJson(plain));
    if (!trade) throw this.refuse('malformed', 'the resource is not a transaction');
    if (trade.mchid !== this.mchId || trade.appid !== this.appId) {
      throw this.refuse('wrong-merchant', 'another mchid or appid');
    }
    const outcome = NOTIFY_OUTCOMES[String(trade.trade_state)];
    if (!outcome) throw this.refuse('ignored', `trade_state ${String(trade.trade_state)}`);
    const total = asRecord(trade.amount)?.total;
    if (
      typeof trade.out_trade_no !== 'string' ||
      !trade.out_trade_no ||
      typeof trade.transaction_id !== 'string' ||
      !Number.isSafeInteger(total) ||
      (total as number) < 0
    ) {
      throw this.refuse('malformed', 'out_trade_no, transaction_id or amount.total missing');
    }
    return {
      provider: this.id,
      eventId: body.id,
      orderNo: trade.out_trade_no,
      providerTradeNo: trade.transaction_id,
      outcome,
      amountFen: total as number,
      paidAt: outcome === 'paid' ? readTime(trade.success_time) : null,
    };
  }

  /**
   * Signs and sends one call and verifies the answer. Returns a 2xx answer, or a signed error
   * whose code is in `acceptedErrors`; throws otherwise.
   */
  private async call(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    payload?: unknown,
    acceptedErrors: string[] = [],
  ): Promise<{ status: number; json: unknown }> {
    const url = new URL(this.apiBase + pathWithQuery);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = wechatAuthorization(
      { mchId: this.mchId, serialNo: this.serialNo, privateKey: this.privateKey },
      // The signed path is the one the server sees, base path included.
      { method, pathWithQuery: url.pathname + url.search, body, now: this.now() },
    );
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization,
      // WeChat Pay refuses requests without a User-Agent.
      'user-agent': 'Heron (WeChat Pay API v3)',
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await sendToProvider(this.id, this.fetch, {
      method,
      url: url.href,
      headers,
      ...(payload === undefined ? {} : { body }),
    });
    const what = `${method} ${pathWithQuery.split('?')[0]}`;
    const ok = response.status >= 200 && response.status <= 299;
    const check = checkWechatSignature(
      responseHeaders(response),
      response.body,
      this.platformKey,
      this.now(),
    );
    // A success must be signed and verify; an error may come unsigned (then it is only ever a
    // refusal, below), but one that carries a signature must verify too.
    if (!check.ok && (ok || check.why !== 'missing-signature')) {
      throw new PaymentProviderError('BAD_SIGNATURE', this.id, `${what}: answer ${check.why}`);
    }
    const json = response.body === '' ? undefined : parseJson(response.body);
    if (ok) return { status: response.status, json };
    const code = check.ok ? asRecord(json)?.code : undefined;
    if (check.ok && typeof code === 'string' && acceptedErrors.includes(code)) {
      return { status: response.status, json };
    }
    // A refusal, whether signed or not; the code is kept for the log.
    const providerCode = asRecord(json)?.code;
    throw new PaymentProviderError(
      'PROVIDER_REFUSED',
      this.id,
      `${what}: HTTP ${response.status}`,
      {
        providerCode: typeof providerCode === 'string' ? providerCode : undefined,
      },
    );
  }

  private badResponse(what: string, detail: string) {
    return new PaymentProviderError('BAD_RESPONSE', this.id, `${what}: ${detail}`);
  }

  private refuse(reason: PaymentNotificationError['reason'], message: string) {
    return new PaymentNotificationError(reason, this.id, message);
  }
}

function tradePath(orderNo: string): string {
  return `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;
}

function signatureHeaders(headers: NotificationInput['headers']): WechatSignatureHeaders {
  return {
    timestamp: headerValue(headers, 'wechatpay-timestamp'),
    nonce: headerValue(headers, 'wechatpay-nonce'),
    signature: headerValue(headers, 'wechatpay-signature'),
    serial: headerValue(headers, 'wechatpay-serial'),
  };
}

function responseHeaders(response: ProviderHttpResponse): WechatSignatureHeaders {
  return signatureHeaders(response.headers);
}

const QUERY_STATES: Record<string, PaymentQuery['state'] | undefined> = {
  SUCCESS: 'paid',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
  // Paid, then refunded; we only refund in full, so nothing is held any more.
  REFUND: 'closed',
};

const NOTIFY_OUTCOMES: Record<string, VerifiedNotification['outcome'] | undefined> = {
  SUCCESS: 'paid',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

/** `2024-05-01T12:00:00+08:00`: WeChat wants RFC 3339 with an offset; Beijing's is what it shows. */
function toRfc3339Beijing(date: Date): string {
  const local = new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 19);
  return `${local}+08:00`;
}

function readTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
