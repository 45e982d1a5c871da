import type { BundleEndpoint } from '@heron/contract';
import type { DiffContext } from './diff-context.js';
import { diffEndpoint, endpointSubject } from './diff-endpoint.js';
import { pairByKey } from './pair-by-key.js';

function exactKey(endpoint: BundleEndpoint): string {
  return `${endpoint.data.method} ${endpoint.data.path}`;
}

/** `/users/{userId}` as `/users/{}`: renaming a path parameter leaves the same endpoint. */
function normalisedKey(endpoint: BundleEndpoint): string {
  return `${endpoint.data.method} ${endpoint.data.path.replace(/\{[^{}/]*\}/g, '{}')}`;
}

/**
 * Endpoints are the same across versions when their method and path are, path parameter names
 * aside. Exact paths are matched first, so a design that (by mistake) holds both `/a/{x}` and
 * `/a/{y}` keeps each paired with itself.
 */
export function diffEndpoints(ctx: DiffContext): void {
  const exact = pairByKey(ctx.before.endpoints, ctx.after.endpoints, exactKey);
  const loose = pairByKey(exact.removed, exact.added, normalisedKey);
  for (const endpoint of loose.removed) {
    ctx.changes.add('ENDPOINT_REMOVED', endpointSubject(endpoint));
  }
  for (const endpoint of loose.added) {
    ctx.changes.add('ENDPOINT_ADDED', endpointSubject(endpoint));
  }
  for (const [before, after] of [...exact.pairs, ...loose.pairs]) diffEndpoint(ctx, before, after);
}
