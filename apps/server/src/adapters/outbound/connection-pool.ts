import { Client } from 'undici';
import type { AddressCheck } from './address-policy.js';
import type { HostResolver } from './checked-lookup.js';
import { timedConnector, type ConnectorContext } from './timed-connector.js';

/**
 * The connections of outbound requests. Each undici Client holds one connection and serves one
 * exchange at a time, so the exchange knows exactly which connection carried it: whether it was
 * new (and how long its phases took) or reused (phases 0). A client asking for keep-alive (the
 * debugger) gets idle connections back, kept per (address check, resolver, certificate checking,
 * origin): a connection made under one policy is never lent to a request under another, and
 * every new connection runs the checked lookup again. Without keep-alive a connection serves one
 * exchange and is closed.
 */

export interface ClientKey {
  check: AddressCheck;
  resolve: HostResolver;
  verifyTls: boolean;
  /** Take an idle connection when there is one, and keep this one for the next request. */
  keepAlive: boolean;
}

export interface Lease {
  client: Client;
  context: ConnectorContext;
  /** Gives the client back; a client that may hold a broken exchange is closed instead. */
  release(isReusable: boolean): void;
}

interface Idle {
  client: Client;
  context: ConnectorContext;
  since: number;
}

/** Idle clients kept per key: more than a person sends at once, few enough to stay cheap. */
const MAX_IDLE_PER_KEY = 8;
/** An idle client older than this is closed at the next sweep. */
const IDLE_LIFETIME_MS = 60_000;
const SWEEP_EVERY_MS = 30_000;

const idle = new Map<string, Idle[]>();
const functionIds = new WeakMap<object, number>();
let nextFunctionId = 1;
let lastSweep = Date.now();

function idOf(fn: object): number {
  let id = functionIds.get(fn);
  if (id === undefined) {
    id = nextFunctionId++;
    functionIds.set(fn, id);
  }
  return id;
}

export function leaseConnection(origin: string, key: ClientKey): Lease {
  const now = Date.now();
  if (now - lastSweep > SWEEP_EVERY_MS) sweep(now);
  const poolKey = `${idOf(key.check)}|${idOf(key.resolve)}|${key.verifyTls ? 1 : 0}|${origin}`;
  const stack = key.keepAlive ? idle.get(poolKey) : undefined;
  // Last in, first out: the most recently used client is the likeliest to hold a live socket.
  const found = stack?.pop();
  if (stack && stack.length === 0) idle.delete(poolKey);
  const context: ConnectorContext = found?.context ?? {
    current: null,
    signal: null,
    remoteAddress: '',
  };
  const client =
    found?.client ??
    new Client(origin, {
      connect: timedConnector(key, context),
      pipelining: 1,
      // The request has its own deadline over the whole exchange.
      headersTimeout: 0,
      bodyTimeout: 0,
      keepAliveTimeout: 4_000,
      keepAliveMaxTimeout: 30_000,
      maxHeaderSize: 64 * 1024,
    });
  let isReleased = false;
  return {
    client,
    context,
    release(isReusable) {
      if (isReleased) return;
      isReleased = true;
      context.current = null;
      context.signal = null;
      const list = idle.get(poolKey) ?? [];
      if (
        !key.keepAlive ||
        !isReusable ||
        client.destroyed ||
        client.closed ||
        list.length >= MAX_IDLE_PER_KEY
      ) {
        client.destroy().catch(() => undefined);
        return;
      }
      list.push({ client, context, since: Date.now() });
      idle.set(poolKey, list);
    },
  };
}

function sweep(now: number): void {
  lastSweep = now;
  for (const [poolKey, list] of idle) {
    const kept = list.filter((entry) => {
      if (now - entry.since <= IDLE_LIFETIME_MS) return true;
      entry.client.destroy().catch(() => undefined);
      return false;
    });
    if (kept.length === 0) idle.delete(poolKey);
    else idle.set(poolKey, kept);
  }
}

/** Closes every idle connection (tests, shutdown). */
export async function closeIdleConnections(): Promise<void> {
  const all = [...idle.values()].flat();
  idle.clear();
  await Promise.all(all.map((entry) => entry.client.destroy().catch(() => undefined)));
}
