import { Agent, request } from 'undici';
import {
  addressCheckOf,
  type AddressCheck,
  type OutboundAddressPolicy,
} from '../http/address-policy.js';
import {
  checkedLookup,
  findGuardedError,
  flattenHeaders,
  GuardedFetchError,
  parseTarget,
  readCapped,
  systemResolver,
  type HostResolver,
} from '../http/guarded-fetch.js';
import { PaymentProviderError, type PaymentProviderId } from './payment-provider.js';

/**
 * The one way payment adapters reach a provider. Adapters take a `ProviderFetch`, so tests point
 * them at a fake provider on 127.0.0.1 and the server gives them `createProviderFetch(…)`.
 *
 * `createProviderFetch` is the guarded client (`../http/guarded-fetch.ts`) with what payments
 * need on top: `guardedFetch` only sends GETs, and every provider call but one is a signed POST.
 * So this uses the same pieces (`parseTarget` for the URL and IP literals, `checkedLookup` so the
 * connection goes only to addresses the policy allowed, `GuardedFetchError` for failures), adds a
 * method and a body, and differs on purpose in two ways: a 10 s deadline and a 1 MiB cap (answers
 * are small JSON), and no redirects (a signed POST must not be replayed elsewhere; a 3xx is an
 * answer like any other non-2xx, so the adapter refuses it).
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
  const check = addressCheckOf(options.policy);
  const timeoutMs = options.timeoutMs ?? PROVIDER_HTTP_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? PROVIDER_HTTP_DEFAULTS.maxBytes;
  const resolve = options.resolve ?? systemResolver;

  return async (req) => {
    const target = parseTarget(req.url, check);
    const deadline = AbortSignal.timeout(timeoutMs);
    // One agent per call, as guardedFetch does: the lookup is the policy check, and payment
    // calls are too rare for connection reuse to matter.
    const agent = new Agent({ connect: { lookup: checkedLookup(check, resolve) } });
    try {
      const response = await request(target, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        dispatcher: agent,
        signal: deadline,
      });
      const body = await readCapped(response, maxBytes);
      const headers = flattenHeaders(response.headers);
      return { status: response.statusCode, headers, body: body.toString('utf8') };
    } catch (error) {
      const guarded = findGuardedError(error);
      if (guarded) throw guarded;
      if (deadline.aborted) {
        throw new GuardedFetchError('timeout', `no complete answer within ${timeoutMs} ms`);
      }
      throw new GuardedFetchError('network', `could not reach ${target.host}`, { cause: error });
    } finally {
      agent.destroy().catch(() => undefined);
    }
  };
}

/**
 * Sends one request; whatever prevents an answer becomes PROVIDER_UNREACHABLE. The message keeps
 * the guarded client's reason (timeout, network …) and never the request, which holds signatures.
 */
export async function sendToProvider(
  provider: PaymentProviderId,
  fetch: ProviderFetch,
  req: ProviderHttpRequest,
): Promise<ProviderHttpResponse> {
  try {
    return await fetch(req);
  } catch (error) {
    const guarded = findGuardedError(error);
    const why = guarded ? `${guarded.reason}: ${guarded.message}` : 'no answer';
    throw new PaymentProviderError('PROVIDER_UNREACHABLE', provider, `no answer (${why})`, {
      cause: error,
    });
  }
}
