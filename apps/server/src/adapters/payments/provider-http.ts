import {
  createOutboundClient,
  findOutboundError,
  type AddressCheck,
  type HostResolver,
  type OutboundAddressPolicy,
} from '../outbound/index.js';
import { PaymentProviderError, type PaymentProviderId } from './payment-provider.js';

/**
 * The one way payment adapters reach a provider. Adapters take a `ProviderFetch`, so tests point
 * them at a fake provider on 127.0.0.1 and the server gives them `createProviderFetch(…)`: the
 * outbound client (`../outbound`) with a 10 s deadline and a 1 MiB cap (answers are small JSON),
 * and no redirects (a signed POST must not be replayed elsewhere; a 3xx is an answer like any
 * other non-2xx, so the adapter refuses it).
 */

export const PROVIDER_HTTP_DEFAULTS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 } as const;

export interface ProviderHttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ProviderHttpResponse {
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** UTF-8 text, exactly as received: response signatures cover it. */
  body: string;
}

/** Rejects (with anything) when no answer came; any status is an answer. */
export type ProviderFetch = (request: ProviderHttpRequest) => Promise<ProviderHttpResponse>;

export interface ProviderFetchOptions {
  /**
   * The address policy (config OUTBOUND_ADDRESS_POLICY). Gateways are set by the operator, so
   * `open` is normal; `public-only` also works for the real gateways, not for a local fake.
   */
  policy: OutboundAddressPolicy | AddressCheck;
  /** The deadline of the whole exchange; 10 s unless told. */
  timeoutMs?: number;
  /** The largest answer body; 1 MiB unless told. */
  maxBytes?: number;
  /** How names are resolved (tests give a fake one; the default asks the system). */
  resolve?: HostResolver;
}

export function createProviderFetch(options: ProviderFetchOptions): ProviderFetch {
  const client = createOutboundClient({
    purpose: 'payments',
    policy: options.policy,
    deadlineMs: options.timeoutMs ?? PROVIDER_HTTP_DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? PROVIDER_HTTP_DEFAULTS.maxBytes,
    maxRedirects: 0,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  });
  return async (req) => {
    const answer = await client.request(req);
    return { status: answer.status, headers: answer.headers, body: answer.body.toString('utf8') };
  };
}

/**
 * Sends one request; whatever prevents an answer becomes PROVIDER_UNREACHABLE. The message keeps
 * the outbound client's reason (timeout, network …) and never the request, which holds signatures.
 */
export async function sendToProvider(
  provider: PaymentProviderId,
  fetch: ProviderFetch,
  req: ProviderHttpRequest,
): Promise<ProviderHttpResponse> {
  try {
    return await fetch(req);
  } catch (error) {
    const guarded = findOutboundError(error);
    const why = guarded ? `${guarded.reason}: ${guarded.message}` : 'no answer';
    throw new PaymentProviderError('PROVIDER_UNREACHABLE', provider, `no answer (${why})`, {
      cause: error,
    });
  }
}
