import {
  addressCheckOf,
  type AddressCheck,
  type OutboundAddressPolicy,
} from '../../../adapters/http/address-policy.js';
import { systemResolver, type HostResolver } from '../../../adapters/http/guarded-fetch.js';
import type { ClientKey } from './exchange-clients.js';

/**
 * What every step of one send shares: the connection pool key (policy, resolver, certificate
 * checking), one deadline over everything (token fetch, auth challenges, redirects, bodies) and
 * the caller's abort signal, kept apart so a timeout and a cancel are told apart.
 */

export const SEND_DEFAULTS = {
  timeoutMs: 30_000,
  maxBodyBytes: 5 * 1024 * 1024,
} as const;

export interface SendContext {
  key: ClientKey;
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

// One function per named policy, so the pool sees the same key for the same policy.
const NAMED_CHECKS: Record<OutboundAddressPolicy, AddressCheck> = {
  open: addressCheckOf('open'),
  'public-only': addressCheckOf('public-only'),
};

export function createSendContext(options: SendContextOptions): SendContext {
  const timeoutMs = clampTimeout(options.timeoutMs);
  const deadline = AbortSignal.timeout(timeoutMs);
  return {
    key: {
      check:
        typeof options.policy === 'function'
          ? options.policy
          : // An unknown name fails closed.
            (NAMED_CHECKS[options.policy] ?? NAMED_CHECKS['public-only']),
      resolve: options.resolve ?? systemResolver,
      verifyTls: options.verifyTls ?? true,
    },
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
