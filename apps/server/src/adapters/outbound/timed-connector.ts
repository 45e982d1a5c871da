import net, { type LookupFunction } from 'node:net';
import tls from 'node:tls';
import type { buildConnector } from 'undici';
import type { AddressCheck } from './address-policy.js';
import { checkedLookup, type HostResolver } from './checked-lookup.js';
import type { ConnectPhase } from './outbound-error.js';

/**
 * The connector of every outbound connection: it opens the TCP (and TLS) connection itself so
 * the debugger's response view can show where the time went — the name lookup (which is the address policy's
 * checked lookup: the socket only ever reaches an address that passed), the TCP handshake and
 * the TLS handshake — and so a failure can be told by the phase it happened in (a certificate
 * problem is TLS_FAILED, not a generic network error).
 */

/** The phases of one new connection, in milliseconds; 0 for a phase that did not happen. */
export interface ConnectionRecord {
  /** True once this record was filled by a new connection (false: a kept-alive one was reused). */
  isNew: boolean;
  dnsMs: number;
  connectMs: number;
  tlsMs: number;
  remoteAddress: string;
}

export function blankConnectionRecord(): ConnectionRecord {
  return { isNew: false, dnsMs: 0, connectMs: 0, tlsMs: 0, remoteAddress: '' };
}

/**
 * Shared between one undici Client and the exchange running on it (one at a time): the exchange
 * points `current` at its record and `signal` at its deadline before it dispatches.
 */
export interface ConnectorContext {
  current: ConnectionRecord | null;
  signal: AbortSignal | null;
  /** The address of the connection made last, for answers on a reused connection. */
  remoteAddress: string;
}

/** A connection that could not be made, with the phase it failed in. */
export class ConnectFailure extends Error {
  /** Not one of undici's socket codes, so undici hands the error to the waiting request as is. */
  readonly code = 'HERON_CONNECT_FAILED';

  constructor(
    readonly phase: ConnectPhase,
    readonly host: string,
    options: { cause: unknown },
  ) {
    super(`connection to ${host} failed during ${phase}`, options);
    this.name = 'ConnectFailure';
  }
}

export interface TimedConnectorOptions {
  check: AddressCheck;
  resolve: HostResolver;
  /** False: accept any certificate (a self-signed development server). */
  verifyTls: boolean;
}

export function timedConnector(
  options: TimedConnectorOptions,
  context: ConnectorContext,
): buildConnector.connector {
  const lookup = checkedLookup(options.check, options.resolve);
  return (target, callback) => {
    const record = context.current ?? blankConnectionRecord();
    const signal = context.signal;
    const host = target.hostname;
    const isTls = target.protocol === 'https:';
    const port = Number(target.port) || (isTls ? 443 : 80);
    const isIpLiteral = net.isIP(host) !== 0;
    let phase: ConnectPhase = isIpLiteral ? 'connect' : 'dns';
    let mark = performance.now();
    let settled = false;

    const timedLookup: LookupFunction = (hostname, lookupOptions, done) => {
      const begun = performance.now();
      lookup(hostname, lookupOptions, (error, address, family) => {
        const ended = performance.now();
        record.dnsMs = ended - begun;
        if (!error) {
          phase = 'connect';
          mark = ended;
        }
        done(error, address, family);
      });
    };

    const socket = isTls
      ? tls.connect({
          host,
          port,
          // SNI carries names only; an IP address there is refused by some servers.
          ...(isIpLiteral ? {} : { servername: target.servername || host }),
          lookup: timedLookup,
          rejectUnauthorized: options.verifyTls,
          ALPNProtocols: ['http/1.1'],
        })
      : net.connect({ host, port, lookup: timedLookup });

    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      socket.off('error', onError);
      socket.off('connect', onConnect);
      socket.off('secureConnect', onSecure);
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        // Nobody listens to this socket any more: a late error must not go unhandled.
        socket.on('error', () => undefined).destroy();
        callback(error, null);
      } else {
        record.isNew = true;
        record.remoteAddress = socket.remoteAddress ?? '';
        context.remoteAddress = record.remoteAddress;
        socket.setNoDelay(true);
        socket.setKeepAlive(true, 60_000);
        callback(null, socket);
      }
    };
    const onError = (error: Error) => {
      // The time spent in the phase that failed is part of what the person waited for.
      if (phase === 'connect') record.connectMs = performance.now() - mark;
      if (phase === 'tls') record.tlsMs = performance.now() - mark;
      finish(
        signal?.aborted
          ? toError(signal.reason)
          : new ConnectFailure(phase, host, { cause: error }),
      );
    };
    const onConnect = () => {
      const now = performance.now();
      record.connectMs = now - mark;
      mark = now;
      if (isTls) phase = 'tls';
      else finish(null);
    };
    const onSecure = () => {
      record.tlsMs = performance.now() - mark;
      finish(null);
    };
    // Whoever gave up on the exchange (its deadline, the person) also ends a connect in flight:
    // a black-holed address must not hold a socket for the system's minutes-long SYN timeout.
    const onAbort = () => finish(toError(signal?.reason));
    socket.on('error', onError);
    socket.once('connect', onConnect);
    if (isTls) socket.once('secureConnect', onSecure);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  };
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
