/**
 * Scan-to-pay providers (issue 8): one interface, implemented for Alipay, WeChat Pay and the
 * sandbox testers use. Adapters are pure: no database, no clock of their own (each takes `now`),
 * every outbound call through one injected `ProviderFetch`. Money is integer fen, always.
 *
 * The billing service owns the rules: it matches a verified notification's order and amount
 * against its own order, records the event id once, and decides what to fulfil. An adapter only
 * says what the provider said, after proving the provider said it.
 */

import type { PaymentProviderId } from '@heron/contract';

export type { PaymentProviderId };

export interface PaymentRequest {
  /**
   * Our order number, the provider's `out_trade_no`: 6–32 of `A–Z a–z 0–9 _` (WeChat wants 6–32,
   * Alipay letters, digits and underscores only).
   */
  orderNo: string;
  /** A positive integer number of fen. */
  amountFen: number;
  /** What the buyer sees in the provider's app; at most 127 characters (WeChat's limit). */
  subject: string;
  /** After this the provider refuses to take the payment. */
  expiresAt: Date;
  /** Where the provider posts its notifications. */
  notifyUrl: string;
}

export interface QrPayment {
  /** What the QR code encodes. */
  qrContent: string;
}

export interface VerifiedNotification {
  provider: PaymentProviderId;
  /** Unique id of this notification event at the provider (for idempotency). */
  eventId: string;
  orderNo: string;
  providerTradeNo: string;
  /** 'paid' or 'closed' (cancelled / expired at the provider). */
  outcome: 'paid' | 'closed';
  amountFen: number;
  paidAt: Date | null;
}

export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures cover these bytes, not a re-serialisation. */
  rawBody: string;
}

export interface PaymentQuery {
  /**
   * `paid`: the money is with us. `pending`: not paid yet (also when the provider has no trade
   * yet, e.g. an Alipay QR nobody scanned). `closed`: closed unpaid, or fully refunded.
   */
  state: 'paid' | 'pending' | 'closed';
  amountFen: number | null;
  providerTradeNo: string | null;
  paidAt: Date | null;
}

export interface RefundRequest {
  orderNo: string;
  /** Our refund number; the same number again is the same refund at the provider (idempotent). */
  refundNo: string;
  amountFen: number;
  /** What the order was paid (WeChat wants both). */
  totalFen: number;
  /** Shown to the buyer; cut to the provider's limit. */
  reason: string;
}

export interface ProviderAcknowledgement {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  id: PaymentProviderId;
  createQrPayment(req: PaymentRequest): Promise<QrPayment>;
  /**
   * Verifies signature/authenticity of a raw notification; throws PaymentNotificationError (with
   * a reason code) when forged, malformed, or for another merchant/app. Never trusts unsigned
   * fields. An authentic notification we do not act on throws with reason `ignored`: answer it
   * with `acknowledge()` so the provider stops retrying, and every other reason with a 400.
   */
  verifyNotification(input: NotificationInput): Promise<VerifiedNotification>;
  /** The answer the provider expects after a notification was accepted. */
  acknowledge(): ProviderAcknowledgement;
  /** Active query of a trade (reconciliation). */
  queryPayment(orderNo: string): Promise<PaymentQuery>;
  /**
   * Full refund of a paid order (the 7-day money-back guarantee). `refunded: true` once the
   * provider has accepted it (done, or completing on its side without anything more from us);
   * `false` when the provider took the request but the refund did not go through (WeChat
   * `CLOSED`/`ABNORMAL`): someone has to look. A refusal throws PROVIDER_REFUSED.
   */
  refund(input: RefundRequest): Promise<{ refunded: boolean }>;
  /** Closes an unpaid trade so the QR can no longer be paid; a trade the provider never had is fine. */
  closePayment(orderNo: string): Promise<void>;
}

/**
 * Why a call to a provider failed. The message names the provider and what happened, never a
 * key, a signature or a request body.
 */
export type PaymentProviderErrorCode =
  /** Network failure, timeout (10 s), an answer too large, or an address the policy refuses. */
  | 'PROVIDER_UNREACHABLE'
  /** The provider answered with an error (non-2xx, or a business error code it signed). */
  | 'PROVIDER_REFUSED'
  /** The answer's signature is missing, does not verify, or is outside the time window. */
  | 'BAD_SIGNATURE'
  /** The answer verified (or could not be read far enough to verify) but is not what was asked. */
  | 'BAD_RESPONSE'
  /** We were asked to send something the providers cannot take (amount, order number …). */
  | 'INVALID_REQUEST';

export class PaymentProviderError extends Error {
  /** The provider's own error code (`ACQ.TRADE_NOT_EXIST`, `ORDER_NOT_EXIST` …), for logs. */
  readonly providerCode: string | undefined;

  constructor(
    readonly code: PaymentProviderErrorCode,
    readonly provider: PaymentProviderId,
    message: string,
    options?: { providerCode?: string | undefined; cause?: unknown },
  ) {
    super(`${provider}: ${message}`, { cause: options?.cause });
    this.name = 'PaymentProviderError';
    this.providerCode = options?.providerCode;
  }
}

/** Why a notification was refused. Only `ignored` is authentic; every other reason is not. */
export type NotificationRefusal =
  /** Not the provider's format: unreadable body, missing or mistyped fields, missing headers. */
  | 'malformed'
  | 'missing-signature'
  /** The signature does not verify: a changed field, another key, or a forgery. */
  | 'bad-signature'
  /** A signing or encryption scheme we do not accept (Alipay `RSA`, a non-GCM resource). */
  | 'unsupported'
  /** WeChat: the signed timestamp is more than 5 minutes from our clock (a replay). */
  | 'stale'
  /** WeChat: the resource does not open with our APIv3 key (bad tag, another key). */
  | 'decrypt-failed'
  /** Authentic, but for another app id or merchant id. */
  | 'wrong-merchant'
  /** Authentic and ours, but not a payment outcome (waiting to pay, a refund …): acknowledge it. */
  | 'ignored';

export class PaymentNotificationError extends Error {
  constructor(
    readonly reason: NotificationRefusal,
    readonly provider: PaymentProviderId,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} notification refused (${reason}): ${message}`, options);
    this.name = 'PaymentNotificationError';
  }
}

// The strictest of the providers' rules, applied to all so an order can go to any of them.
const ORDER_NO = /^[A-Za-z0-9_]{6,32}$/;
const REFUND_NO = /^[A-Za-z0-9_]{1,64}$/;
/** Alipay's ceiling: 100,000,000 yuan. */
const MAX_FEN = 10_000_000_000;
const MAX_SUBJECT = 127;

export function isValidOrderNo(orderNo: string): boolean {
  return ORDER_NO.test(orderNo);
}

function isPositiveFen(fen: unknown): fen is number {
  return Number.isSafeInteger(fen) && (fen as number) > 0 && (fen as number) <= MAX_FEN;
}

/** Refuses, before anything is sent, what no provider would take. */
export function assertPaymentRequest(provider: PaymentProviderId, req: PaymentRequest): void {
  const invalid = (what: string) =>
    new PaymentProviderError('INVALID_REQUEST', provider, `cannot pay: ${what}`);
  if (!isValidOrderNo(req.orderNo)) throw invalid('the order number must be 6-32 of A-Z a-z 0-9 _');
  if (!isPositiveFen(req.amountFen)) throw invalid('the amount must be a positive integer of fen');
  if (req.subject.trim() === '' || [...req.subject].length > MAX_SUBJECT) {
    throw invalid(`the subject must be 1-${MAX_SUBJECT} characters`);
  }
  if (Number.isNaN(req.expiresAt.getTime())) throw invalid('the expiry is not a date');
  if (!URL.canParse(req.notifyUrl)) throw invalid('the notify URL is not a URL');
}

export function assertOrderNo(provider: PaymentProviderId, orderNo: string): void {
  if (!isValidOrderNo(orderNo)) {
    throw new PaymentProviderError('INVALID_REQUEST', provider, 'not a valid order number');
  }
}

export function assertRefundRequest(provider: PaymentProviderId, input: RefundRequest): void {
  const invalid = (what: string) =>
    new PaymentProviderError('INVALID_REQUEST', provider, `cannot refund: ${what}`);
  assertOrderNo(provider, input.orderNo);
  if (!REFUND_NO.test(input.refundNo))
    throw invalid('the refund number must be 1-64 of A-Z a-z 0-9 _');
  if (!isPositiveFen(input.amountFen) || !isPositiveFen(input.totalFen)) {
    throw invalid('amounts must be positive integers of fen');
  }
  if (input.amountFen > input.totalFen) throw invalid('the refund is larger than the order');
}

/** The first `max` characters (code points, so no half of a surrogate pair is sent). */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** One header, whatever its case; a header sent twice is ambiguous and counts as absent. */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  const values = Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === wanted)
    .flatMap(([, value]) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
  return values.length === 1 ? values[0] : undefined;
}
