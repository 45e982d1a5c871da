import {
  addressCheckOf,
  createOutboundClient,
  type AddressCheck,
  type HostResolver,
  type OutboundAddressPolicy,
  type OutboundClient,
} from '../../../adapters/outbound/index.js';

/**
 * What every step of one send shares: the outbound client (policy, resolver, certificate
 * checking, kept-alive connections), one deadline over everything (token fetch, auth challenges,
 * redirects, bodies) and the caller's abort signal, kept apart so a timeout and a cancel are
 * told apart.
 */

export const SEND_DEFAULTS = {
  timeoutMs: 30_000,
  maxBodyBytes: 5 * 1024 * 1024,
} as const;

export interface SendContext {
  /** The address policy, checked again before each hop goes out. */
  check: AddressCheck;
  /** Sends one hop at a time (`maxRedirects: 0`): the sender follows redirects itself. */
  client: OutboundClient;
  /** `performance.now()` when the send began. */
  startedAt: number;
  timeoutMs: number;
  deadline: AbortSignal;
  userSignal: AbortSignal | undefined;
  /** Aborts on the deadline or the caller's signal. */
  signal: AbortSignal;
  maxBodyBytes: number;
}

export interface SendContextOptions {
  policy: OutboundAddressPolicy | AddressCheck;
  resolve?: HostResolver;
  verifyTls?: boolean;
  timeoutMs?: number;
  maxBodyBytes?: number;
  signal?: AbortSignal;
}

export function createSendContext(options: SendContextOptions): SendContext {
  const timeoutMs = clampTimeout(options.timeoutMs);
  const deadline = AbortSignal.timeout(timeoutMs);
  // One function per named policy (an unknown name fails closed), so kept-alive connections
  // are found again by the next send under the same policy.
  const check = addressCheckOf(options.policy);
  return {
    check,
    client: createOutboundClient({
      purpose: 'debugger',
      policy: check,
      ...(options.resolve ? { resolve: options.resolve } : {}),
      verifyTls: options.verifyTls ?? true,
      keepAlive: true,
      // The send's own deadline (below, over every step) ends it first.
      deadlineMs: timeoutMs,
      maxRedirects: 0,
      overflow: 'truncate',
    }),
    startedAt: performance.now(),
    timeoutMs,
    deadline,
    userSignal: options.signal,
    signal: options.signal ? AbortSignal.any([deadline, options.signal]) : deadline,
    maxBodyBytes: Math.max(0, options.maxBodyBytes ?? SEND_DEFAULTS.maxBodyBytes),
  };
}

/** The contract bounds the setting; a caller that skipped it still gets a sane deadline. */
function clampTimeout(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return SEND_DEFAULTS.timeoutMs;
  return Math.min(300_000, Math.max(1, Math.round(value)));
}
