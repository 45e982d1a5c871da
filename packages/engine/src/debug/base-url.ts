import type { DesignServer } from '@heron/contract';
import type { ResolveOptions } from './resolve-request.js';

/**
 * Where a request whose URL is a path goes (issue 21): the chosen environment's base URL when it
 * has one; otherwise one of the design's servers (the one the person picked, else the first);
 * otherwise nowhere, and the request is not sent. The browser (what the Run view shows) and the
 * server (what a send does) both decide with this, so they cannot disagree.
 *
 * A design's server is put in front of a path only (`/pets`): `localhost:3000/x` typed into a
 * scratch request still means that host. An environment's base URL goes in front of any URL
 * without a scheme, as it always has.
 *
 * A server counts when, its `{variables}` filled with their defaults, it is a full http(s)
 * address: a relative server (`/v1`) was relative to wherever its description was served, which
 * an imported design no longer knows.
 */

export interface SendableServer {
  /** As the design writes it: how a send names the server it wants. */
  url: string;
  /** With each `{variable}` at its default: the base URL a path is joined to. */
  address: string;
  description?: string;
}

export interface BaseUrlChoice {
  /** Joined in front of a path; an environment's may still hold `{{variables}}`. */
  url: string;
  source: 'environment' | 'server';
  /** The design's server (as written) when `source` is `server`. */
  serverUrl?: string;
}

export interface BaseUrlSources {
  /** The chosen environment's base URL; empty or missing without an environment or without one. */
  environmentBaseUrl?: string | null | undefined;
  /** The design's servers, in their order. */
  servers: readonly DesignServer[];
  /** The server the person picked (as written); one the design no longer has counts as none. */
  serverUrl?: string | null | undefined;
}

const FULL_ADDRESS = /^https?:\/\/[^/?#\s]+/i;

/** The design's servers a request can be sent to, in their order, each once. */
export function sendableServers(servers: readonly DesignServer[]): SendableServer[] {
  const out: SendableServer[] = [];
  for (const server of servers) {
    if (typeof server?.url !== 'string') continue;
    const address = fillServerVariables(server).trim();
    if (!FULL_ADDRESS.test(address) || out.some((known) => known.url === server.url)) continue;
    out.push({
      url: server.url,
      address,
      ...(server.description ? { description: server.description } : {}),
    });
  }
  return out;
}

export function chooseBaseUrl({
  environmentBaseUrl,
  servers,
  serverUrl,
}: BaseUrlSources): BaseUrlChoice | null {
  const fromEnvironment = environmentBaseUrl?.trim() ?? '';
  if (fromEnvironment !== '') return { url: fromEnvironment, source: 'environment' };
  const sendable = sendableServers(servers);
  const server = sendable.find((candidate) => candidate.url === serverUrl) ?? sendable[0];
  return server ? { url: server.address, source: 'server', serverUrl: server.url } : null;
}

/** How resolveRequest joins the chosen base URL (none: a path is a NO_BASE_URL problem). */
export function resolveOptionsOf(choice: BaseUrlChoice | null): ResolveOptions {
  if (!choice) return {};
  return choice.source === 'server'
    ? { baseUrl: choice.url, joinsPathsOnly: true }
    : { baseUrl: choice.url };
}

/** Whether a URL as typed starts with a scheme (`https://`, `{{…}}` does not): it needs no base URL. */
export function hasUrlScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim());
}

/**
 * Whether a URL, its variables resolved, is a path that needs a base URL: `/pets`, not
 * `//host/pets` (scheme-relative) nor `localhost:3000/pets` (a host, sent over http).
 */
export function isPathOnly(url: string): boolean {
  const text = url.trim();
  return text.startsWith('/') && !text.startsWith('//');
}

/** `https://{region}.example.com/{base}` with each variable at its default (empty without one). */
function fillServerVariables(server: DesignServer): string {
  return server.url.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const variable = server.variables?.[name];
    const fallback = (variable as { default?: unknown } | undefined)?.default;
    return typeof fallback === 'string' || typeof fallback === 'number' ? String(fallback) : '';
  });
}
