import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  assertOrderNo,
  assertPaymentRequest,
  assertRefundRequest,
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

/** The header carrying the sandbox event's HMAC (hex). */
export const SANDBOX_SIGNATURE_HEADER = 'x-heron-sandbox-signature';

export interface SandboxProviderOptions {
  /** The address people reach Heron at (config publicUrl); the QR opens the pay page there. */
  publicUrl: string;
  /** The secret behind page tokens and event signatures; whoever has it can "pay". */
  key: string | Buffer;
  /** The clock for `paidAt`. */
  now?: () => Date;
}

export interface SandboxEvent {
  orderNo: string;
  outcome: 'paid' | 'closed';
  amountFen: number;
  /** A fresh UUID unless given (give the same one to replay an event). */
  eventId?: string;
}

interface SandboxTrade {
  state: PaymentQuery['state'];
  amountFen: number | null;
  providerTradeNo: string | null;
  paidAt: Date | null;
  /** Refund numbers already done, so a retried refund is the same refund. */
  refunds: Set<string>;
}

/**
 * The provider testers pay with, when no real one is configured. The QR opens Heron's own
 * sandbox pay page; its buttons have the page's server route call `signSandboxEvent` and feed
 * the result to `verifyNotification`, so a sandbox payment travels the same verified path as a
 * real one. Trades live in memory: it is for one test server, not a cluster.
 *
 * One key, two uses, kept apart by deriving a key for each: a page token can never serve as an
 * event signature, or the reverse.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly id = 'sandbox' as const;
  private readonly publicUrl: string;
  private readonly pageKey: Buffer;
  private readonly eventKey: Buffer;
  private readonly now: () => Date;
  private readonly trades = new Map<string, SandboxTrade>();

  constructor(options: SandboxProviderOptions) {
    if (options.key.length < 16) throw new Error('the sandbox key must be at least 16 bytes');
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.pageKey = deriveKey(options.key, 'heron-sandbox/page-token');
    this.eventKey = deriveKey(options.key, 'heron-sandbox/event');
    this.now = options.now ?? (() => new Date());
  }

  async createQrPayment(req: PaymentRequest) {
    assertPaymentRequest(this.id, req);
    const token = this.pageToken(req.orderNo);
    return { qrContent: `${this.publicUrl}/pay/sandbox/${req.orderNo}?token=${token}` };
  }

  /** Whether `token` is the one in this order's QR: only the QR's holder may act on the page. */
  verifyPageToken(orderNo: string, token: string): boolean {
    return safeEqual(this.pageToken(orderNo), token);
  }

  /**
   * A notification as a provider would send it, for the pay page's route to verify. Recorded
   * here, so `queryPayment` answers as a real provider would afterwards.
   */
  signSandboxEvent(event: SandboxEvent): { headers: Record<string, string>; rawBody: string } {
    assertOrderNo(this.id, event.orderNo);
    if (!Number.isSafeInteger(event.amountFen) || event.amountFen < 0) {
      throw new PaymentProviderError('INVALID_REQUEST', this.id, 'the amount must be integer fen');
    }
    const paidAt = event.outcome === 'paid' ? this.now() : null;
    const providerTradeNo = `sandbox-${event.orderNo}`;
    const rawBody = JSON.stringify({
      eventId: event.eventId ?? randomUUID(),
      orderNo: event.orderNo,
      outcome: event.outcome,
      amountFen: event.amountFen,
      providerTradeNo,
      paidAt: paidAt?.toISOString() ?? null,
    });
    const previous = this.trades.get(event.orderNo);
    this.trades.set(event.orderNo, {
      state: event.outcome,
      amountFen: event.amountFen,
      providerTradeNo,
      paidAt,
      refunds: previous?.refunds ?? new Set(),
    });
    return {
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: this.eventSignature(rawBody),
      },
      rawBody,
    };
  }

  async verifyNotification({ headers, rawBody }: NotificationInput): Promise<VerifiedNotification> {
    const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
    if (!signature) throw this.refuse('missing-signature', `no ${SANDBOX_SIGNATURE_HEADER}`);
    if (!safeEqual(this.eventSignature(rawBody), signature)) {
      throw this.refuse('bad-signature', 'the signature does not match the body');
    }
    let event: Record<string, unknown>;
    try {
      const parsed = JSON.parse(rawBody) as unknown;
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
      event = parsed as Record<string, unknown>;
    } catch {
      throw this.refuse('malformed', 'not a JSON object');
    }
    const { eventId, orderNo, outcome, amountFen, providerTradeNo, paidAt } = event;
    const paidAtDate = typeof paidAt === 'string' ? new Date(paidAt) : null;
    if (
      typeof eventId !== 'string' ||
      !eventId ||
      typeof orderNo !== 'string' ||
      !orderNo ||
      (outcome !== 'paid' && outcome !== 'closed') ||
      !Number.isSafeInteger(amountFen) ||
      (amountFen as number) < 0 ||
      typeof providerTradeNo !== 'string' ||
      !(paidAt === null || (paidAtDate !== null && !Number.isNaN(paidAtDate.getTime())))
    ) {
      throw this.refuse('malformed', 'a field is missing or of the wrong type');
    }
    return {
      provider: this.id,
      eventId,
      orderNo,
      providerTradeNo,
      outcome,
      amountFen: amountFen as number,
      paidAt: paidAtDate,
    };
  }

  acknowledge() {
    return { status: 200, contentType: 'application/json; charset=utf-8', body: '{"ok":true}' };
  }

  async queryPayment(orderNo: string): Promise<PaymentQuery> {
    assertOrderNo(this.id, orderNo);
    const trade = this.trades.get(orderNo);
    if (!trade) return { state: 'pending', amountFen: null, providerTradeNo: null, paidAt: null };
    const { state, amountFen, providerTradeNo, paidAt } = trade;
    return { state, amountFen, providerTradeNo, paidAt };
  }

  /** Refuses what a real provider refuses (unpaid, more than was paid), so testers see it. */
  async refund(input: RefundRequest) {
    assertRefundRequest(this.id, input);
    const trade = this.trades.get(input.orderNo);
    if (trade?.refunds.has(input.refundNo)) return { refunded: true };
    if (!trade || trade.state !== 'paid') {
      throw new PaymentProviderError('PROVIDER_REFUSED', this.id, 'the trade is not paid', {
        providerCode: 'TRADE_NOT_PAID',
      });
    }
    if (input.amountFen > (trade.amountFen ?? 0)) {
      throw new PaymentProviderError('PROVIDER_REFUSED', this.id, 'more than was paid', {
        providerCode: 'REFUND_AMOUNT_INVALID',
      });
    }
    trade.refunds.add(input.refundNo);
    // A full refund closes the trade, as at Alipay and WeChat.
    trade.state = 'closed';
    return { refunded: true };
  }

  async closePayment(orderNo: string) {
    assertOrderNo(this.id, orderNo);
    const trade = this.trades.get(orderNo);
    if (trade?.state === 'paid') {
      throw new PaymentProviderError('PROVIDER_REFUSED', this.id, 'the trade is paid', {
        providerCode: 'ORDER_PAID',
      });
    }
    this.trades.set(orderNo, {
      state: 'closed',
      amountFen: trade?.amountFen ?? null,
      providerTradeNo: trade?.providerTradeNo ?? null,
      paidAt: null,
      refunds: trade?.refunds ?? new Set(),
    });
  }

  private pageToken(orderNo: string): string {
    return createHmac('sha256', this.pageKey).update(orderNo, 'utf8').digest('base64url');
  }

  private eventSignature(rawBody: string): string {
    return createHmac('sha256', this.eventKey).update(rawBody, 'utf8').digest('hex');
  }

  private refuse(reason: PaymentNotificationError['reason'], message: string) {
    return new PaymentNotificationError(reason, this.id, message);
  }
}

/** A key for one purpose, so a value made for one can never pass as the other. */
function deriveKey(key: string | Buffer, purpose: string): Buffer {
  return createHmac('sha256', key).update(purpose, 'utf8').digest();
}

/** Constant time for equal lengths; lengths are public (a token's and a signature's are fixed). */
function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
