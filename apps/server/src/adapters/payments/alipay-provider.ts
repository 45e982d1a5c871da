import type { KeyObject } from 'node:crypto';
import {
  alipayNotifySignContent,
  alipayRequestSignContent,
  fromBeijingTime,
  rawTopLevelMembers,
  toBeijingTime,
} from './alipay-signing.js';
import { fenToYuanString, yuanStringToFen } from './money.js';
import {
  assertOrderNo,
  assertPaymentRequest,
  assertRefundRequest,
  clip,
  PaymentNotificationError,
  PaymentProviderError,
  type NotificationInput,
  type NotificationRefusal,
  type PaymentProvider,
  type PaymentQuery,
  type PaymentRequest,
  type RefundRequest,
  type VerifiedNotification,
} from './payment-provider.js';
import { sendToProvider, type ProviderFetch } from './provider-http.js';
import {
  readPrivateKey,
  readPublicKey,
  signRsaSha256,
  verifyRsaSha256,
  type KeyInput,
} from './rsa-sha256.js';

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayProviderOptions {
  /** The APPID of our app on the Alipay open platform. */
  appId: string;
  /** Our app's private key (PEM PKCS#8 or PKCS#1, or Alipay's bare base64). */
  privateKey: KeyInput;
  /** Alipay's public key ("支付宝公钥", not our app's public key): answers and notifications. */
  alipayPublicKey: KeyInput;
  /** The gateway; the production one unless told (the sandbox gateway, or a test's fake). */
  gateway?: string;
  /** Every call goes through this (`createProviderFetch` in the server). */
  fetch: ProviderFetch;
  /** The clock for request timestamps. */
  now?: () => Date;
}

/** Alipay's business code for success; anything else is an error with a `sub_code`. */
const SUCCESS = '10000';
/** The trade is unknown: for a precreated QR, nobody has scanned it yet. */
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

interface AlipayAnswer {
  node: Record<string, unknown>;
}

/**
 * Alipay open platform, face-to-face payment (当面付) with a precreated QR code, signed RSA2.
 * Common parameters go in the query string and `biz_content` in the form body, as Alipay's SDKs
 * send them; `charset=utf-8` is always declared so the notifications come back in UTF-8 too.
 */
export class AlipayProvider implements PaymentProvider {
  readonly id = 'alipay' as const;
  private readonly appId: string;
  private readonly privateKey: KeyObject;
  private readonly alipayPublicKey: KeyObject;
  private readonly gateway: string;
  private readonly fetch: ProviderFetch;
  private readonly now: () => Date;

  constructor(options: AlipayProviderOptions) {
    this.appId = options.appId;
    this.privateKey = readPrivateKey(options.privateKey);
    this.alipayPublicKey = readPublicKey(options.alipayPublicKey);
    this.gateway = options.gateway ?? ALIPAY_DEFAULT_GATEWAY;
    this.fetch = options.fetch;
    this.now = options.now ?? (() => new Date());
  }

  async createQrPayment(req: PaymentRequest) {
    assertPaymentRequest(this.id, req);
    const { node } = await this.call(
      'alipay.trade.precreate',
      {
        out_trade_no: req.orderNo,
        total_amount: fenToYuanString(req.amountFen),
        subject: req.subject,
        // The absolute expiry, so the QR stops working when our order does whatever the delay;
        // Alipay prefers it when both are given. The relative one covers gateways that only
        // know timeout_express (whole minutes, 1m to 15d), rounded up so it never ends early.
        time_expire: toBeijingTime(req.expiresAt),
        timeout_express: `${expiryMinutes(req.expiresAt, this.now())}m`,
      },
      { notify_url: req.notifyUrl },
    );
    this.expectOrder(node, req.orderNo);
    if (typeof node.qr_code !== 'string' || node.qr_code === '') {
      throw this.badResponse('alipay.trade.precreate', 'no qr_code');
    }
    return { qrContent: node.qr_code };
  }

  async queryPayment(orderNo: string): Promise<PaymentQuery> {
    assertOrderNo(this.id, orderNo);
    const { node } = await this.call('alipay.trade.query', { out_trade_no: orderNo }, {}, [
      TRADE_NOT_EXIST,
    ]);
    if (node.code !== SUCCESS) {
      return { state: 'pending', amountFen: null, providerTradeNo: null, paidAt: null };
    }
    this.expectOrder(node, orderNo);
    const state = QUERY_STATES[String(node.trade_status)];
    if (!state) throw this.badResponse('alipay.trade.query', 'unknown trade_status');
    const amountFen = this.readAmount(node.total_amount, 'alipay.trade.query');
    const tradeNo = typeof node.trade_no === 'string' && node.trade_no ? node.trade_no : null;
    const paidAt =
      state === 'paid' && typeof node.send_pay_date === 'string'
        ? fromBeijingTime(node.send_pay_date)
        : null;
    return { state, amountFen, providerTradeNo: tradeNo, paidAt };
  }

  async refund(input: RefundRequest) {
    assertRefundRequest(this.id, input);
    const { node } = await this.call('alipay.trade.refund', {
      out_trade_no: input.orderNo,
      refund_amount: fenToYuanString(input.amountFen),
      refund_reason: clip(input.reason, 256),
      // Same out_request_no again is the same refund at Alipay: a retry never refunds twice.
      out_request_no: input.refundNo,
    });
    this.expectOrder(node, input.orderNo);
    // fund_change Y: money moved now. N on a retry: it moved before, and refund_fee (the total
    // refunded so far) shows it.
    const refundedFen =
      node.refund_fee === undefined ? 0 : this.readAmount(node.refund_fee, 'alipay.trade.refund');
    return { refunded: node.fund_change === 'Y' || refundedFen >= input.amountFen };
  }

  async closePayment(orderNo: string) {
    assertOrderNo(this.id, orderNo);
    // A QR nobody scanned has no trade at Alipay: nothing to close, and nothing can pay it once
    // it expires.
    await this.call('alipay.trade.close', { out_trade_no: orderNo }, {}, [TRADE_NOT_EXIST]);
  }

  acknowledge() {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
  }

  async verifyNotification({ rawBody }: NotificationInput): Promise<VerifiedNotification> {
    const params = parseForm(rawBody);
    if (!params) throw this.refuse('malformed', 'not a form-encoded body');
    const sign = params.get('sign');
    if (!sign) throw this.refuse('missing-signature', 'no sign');
    const signType = params.get('sign_type');
    if (signType !== undefined && signType !== 'RSA2') {
      throw this.refuse('unsupported', 'only RSA2 signatures are accepted');
    }
    if (!verifyRsaSha256(alipayNotifySignContent(params), sign, this.alipayPublicKey)) {
      throw this.refuse('bad-signature', 'the signature does not verify with the Alipay key');
    }
    // Signed from here on; still Alipay signs notifications for every app, so it must be ours.
    if (params.get('app_id') !== this.appId) throw this.refuse('wrong-merchant', 'another app_id');
    const orderNo = params.get('out_trade_no');
    const tradeNo = params.get('trade_no');
    const notifyId = params.get('notify_id');
    if (!orderNo || !tradeNo || !notifyId) {
      throw this.refuse('malformed', 'out_trade_no, trade_no or notify_id missing');
    }
    // A refund is notified on the trade too (TRADE_SUCCESS after a partial one, TRADE_CLOSED
    // after a full one); it is neither a payment nor a cancellation.
    if (params.has('refund_fee') || params.has('gmt_refund') || params.has('out_biz_no')) {
      throw this.refuse('ignored', 'a refund notification');
    }
    const status = params.get('trade_status');
    const outcome = NOTIFY_OUTCOMES[status ?? ''];
    if (!outcome) throw this.refuse('ignored', `trade_status ${status ?? 'missing'}`);
    let amountFen: number;
    try {
      amountFen = yuanStringToFen(params.get('total_amount') ?? '');
    } catch {
      throw this.refuse('malformed', 'total_amount is not an amount');
    }
    const paidText = params.get('gmt_payment');
    const paidAt = outcome === 'paid' && paidText ? fromBeijingTime(paidText) : null;
    return {
      provider: this.id,
      eventId: notifyId,
      orderNo,
      providerTradeNo: tradeNo,
      outcome,
      amountFen,
      paidAt,
    };
  }

  /**
   * Signs and sends one API call and verifies the answer's signature. Returns the answer when it
   * is a success, or a signed error whose sub_code is in `acceptedErrors`; throws otherwise.
   */
  private async call(
    method: string,
    bizContent: Record<string, string>,
    extra: Record<string, string> = {},
    acceptedErrors: string[] = [],
  ): Promise<AlipayAnswer> {
    const common: Record<string, string> = {
      app_id: this.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: toBeijingTime(this.now()),
      version: '1.0',
      ...extra,
    };
    const biz = JSON.stringify(bizContent);
    const sign = signRsaSha256(
      alipayRequestSignContent({ ...common, biz_content: biz }),
      this.privateKey,
    );
    const query = new URLSearchParams({ ...common, sign }).toString();
    const separator = this.gateway.includes('?') ? '&' : '?';
    const response = await sendToProvider(this.id, this.fetch, {
      method: 'POST',
      url: `${this.gateway}${separator}${query}`,
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
      },
      body: new URLSearchParams({ biz_content: biz }).toString(),
    });
    if (response.status < 200 || response.status > 299) {
      throw new PaymentProviderError(
        'PROVIDER_REFUSED',
        this.id,
        `${method}: HTTP ${response.status}`,
      );
    }
    return this.readAnswer(method, response.body, acceptedErrors);
  }

  private readAnswer(method: string, body: string, acceptedErrors: string[]): AlipayAnswer {
    const members = rawTopLevelMembers(body);
    if (!members) throw this.badResponse(method, 'the answer is not a JSON object');
    // Gateway-level failures (bad app id, bad request signature) come as error_response.
    const raw =
      members.get(`${method.replaceAll('.', '_')}_response`) ?? members.get('error_response');
    const node = raw === undefined ? undefined : (JSON.parse(raw) as unknown);
    if (!node || typeof node !== 'object' || Array.isArray(node)) {
      throw this.badResponse(method, 'no response node');
    }
    const answer = node as Record<string, unknown>;
    const code = typeof answer.code === 'string' ? answer.code : '';
    const subCode = typeof answer.sub_code === 'string' ? answer.sub_code : undefined;
    const signRaw = members.get('sign');
    const sign = signRaw === undefined ? undefined : (JSON.parse(signRaw) as unknown);
    if (typeof sign === 'string' && sign !== '') {
      if (!verifyRsaSha256(raw!, sign, this.alipayPublicKey)) {
        throw new PaymentProviderError(
          'BAD_SIGNATURE',
          this.id,
          `${method}: the answer's signature does not verify`,
        );
      }
    } else if (code === SUCCESS) {
      throw new PaymentProviderError('BAD_SIGNATURE', this.id, `${method}: an unsigned answer`);
    } else {
      // Alipay leaves some errors unsigned. An unsigned error is only ever a refusal: nothing in
      // it is believed, so it can't turn into "not paid" or "nothing to close".
      throw new PaymentProviderError(
        'PROVIDER_REFUSED',
        this.id,
        `${method}: unsigned error ${code}`,
        {
          providerCode: subCode ?? code,
        },
      );
    }
    if (code === SUCCESS || (subCode !== undefined && acceptedErrors.includes(subCode))) {
      return { node: answer };
    }
    throw new PaymentProviderError('PROVIDER_REFUSED', this.id, `${method}: ${subCode ?? code}`, {
      providerCode: subCode ?? code,
    });
  }

  /** The answer must be about the trade we asked about. */
  private expectOrder(node: Record<string, unknown>, orderNo: string) {
    if (node.out_trade_no !== undefined && node.out_trade_no !== orderNo) {
      throw this.badResponse('answer', 'about another out_trade_no');
    }
  }

  private readAmount(value: unknown, method: string): number {
    try {
      return yuanStringToFen(String(value));
    } catch {
      throw this.badResponse(method, 'an amount that is not one');
    }
  }

  private badResponse(method: string, what: string) {
    return new PaymentProviderError('BAD_RESPONSE', this.id, `${method}: ${what}`);
  }

  private refuse(reason: NotificationRefusal, message: string) {
    return new PaymentNotificationError(reason, this.id, message);
  }
}

function expiryMinutes(expiresAt: Date, now: Date): number {
  const minutes = Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000);
  return Math.min(Math.max(minutes, 1), 15 * 24 * 60);
}

const QUERY_STATES: Record<string, PaymentQuery['state'] | undefined> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  // Paid, and past the period in which it could be refunded.
  TRADE_FINISHED: 'paid',
  // Closed unpaid, or fully refunded.
  TRADE_CLOSED: 'closed',
};

const NOTIFY_OUTCOMES: Record<string, VerifiedNotification['outcome'] | undefined> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

/**
 * A form body as Alipay posts it (`k=v&k=v`, UTF-8, `+` for space). Null for anything else, and
 * for a repeated key: which of two values the signature covered would be a guess.
 */
function parseForm(body: string): Map<string, string> | null {
  if (!/^[^=&]+=[^&]*(?:&[^=&]+=[^&]*)*$/.test(body.trim())) return null;
  const params = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(body.trim())) {
    if (params.has(key)) return null;
    params.set(key, value);
  }
  return params;
}
