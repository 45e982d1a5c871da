import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import type { AddressCheck } from './address-policy.js';
import { OutboundError } from './outbound-error.js';

/**
 * The address policy's two gates. `checkTarget` refuses a URL before anything is sent (an IP
 * literal host is checked there; the WHATWG parser has already turned `2130706433`, `0x7f.1` and
 * `0177.0.0.1` into `127.0.0.1`). `checkedLookup` is the name lookup of every new connection: a
 * name is resolved once, every address it resolves to is checked, and the socket is handed only
 * those checked addresses, so a DNS answer that changes between the check and the connection
 * (rebinding) cannot reach anything else.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Parses a URL and refuses what the policy refuses before any connection is made. */
export function checkTarget(text: string, check: AddressCheck): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundError('invalid-url', `not a URL: ${text.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('protocol', `only http and https are allowed, not ${url.protocol}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0) {
    const reason = check(host);
    if (reason !== null) {
      throw new OutboundError('address', `${host} is not allowed (${reason})`);
    }
  }
  return url;
}

/**
 * The connection's own name lookup: resolves once, refuses when any address is refused, and
 * hands the socket only addresses that passed. There is no second lookup to rebind.
 */
export function checkedLookup(check: AddressCheck, resolve: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? found.filter((a) => a.family === options.family)
            : found;
        if (wanted.length === 0) {
          throw new OutboundError('network', `${hostname} did not resolve to an address`, {
            phase: 'dns',
          });
        }
        for (const { address } of wanted) {
          const reason = check(address);
          if (reason !== null) {
            throw new OutboundError(
              'address',
              `${hostname} resolves to ${address}, which is not allowed (${reason})`,
              { phase: 'dns' },
            );
          }
        }
        if (options.all) {
          callback(null, wanted);
        } else {
          callback(null, wanted[0]!.address, wanted[0]!.family);
        }
      })
      .catch((error: unknown) => {
        const failure =
          error instanceof OutboundError
            ? error
            : new OutboundError('network', `${hostname} did not resolve`, {
                cause: error,
                phase: 'dns',
              });
        callback(failure as NodeJS.ErrnoException, '', 0);
      });
  };
}
