import type { BundleEndpoint } from '@heron/contract';
import type { ChangeSubject } from './change-list.js';
import type { DiffContext } from './diff-context.js';
import { diffParameters } from './diff-parameters.js';
import { diffRequestBody } from './diff-request-body.js';
import { diffResponses } from './diff-responses.js';
import { diffEndpointSecurity } from './diff-security.js';
import { jsonEqual } from './json-equal.js';

export function endpointSubject(endpoint: BundleEndpoint): ChangeSubject {
  return { endpoint: { method: endpoint.data.method, path: endpoint.data.path }, item: null };
}

function tagsText(tags: readonly string[]): string | null {
  return tags.length === 0 ? null : tags.join(', ');
}

function serversText(servers: unknown): string | null {
  if (!Array.isArray(servers) || servers.length === 0) return null;
  return servers
    .map((server: unknown) =>
      typeof server === 'object' && server !== null && 'url' in server ? String(server.url) : '',
    )
    .join(', ');
}

/** What changed in one endpoint found in both versions (by method and path). */
export function diffEndpoint(
  ctx: DiffContext,
  before: BundleEndpoint,
  after: BundleEndpoint,
): void {
  if (before.name === after.name && jsonEqual(before.data, after.data)) return;
  const subject = endpointSubject(after);
  const left = before.data;
  const right = after.data;
  if (before.name !== after.name) {
    ctx.changes.add('SUMMARY_CHANGED', subject, '', before.name, after.name);
  }
  if (left.description !== right.description) ctx.changes.add('DESCRIPTION_CHANGED', subject);
  const leftTags = [...left.tags].sort();
  const rightTags = [...right.tags].sort();
  if (!jsonEqual(leftTags, rightTags)) {
    ctx.changes.add('TAGS_CHANGED', subject, '', tagsText(left.tags), tagsText(right.tags));
  }
  if (left.status !== right.status) {
    if (right.status === 'deprecated') ctx.changes.add('ENDPOINT_DEPRECATED', subject);
    else if (left.status === 'deprecated') ctx.changes.add('ENDPOINT_UNDEPRECATED', subject);
    else ctx.changes.add('STATUS_CHANGED', subject, '', left.status, right.status);
  }
  // An endpoint's own servers (OpenAPI operation `servers`), kept in `extra`.
  if (!jsonEqual(left.extra?.servers, right.extra?.servers)) {
    const values = [serversText(left.extra?.servers), serversText(right.extra?.servers)] as const;
    ctx.changes.add('SERVERS_CHANGED', subject, 'servers', ...values);
  }
  diffParameters(ctx, left, right, subject);
  diffRequestBody(ctx, left.requestBody, right.requestBody, subject);
  diffResponses(ctx, left.responses, right.responses, subject);
  diffEndpointSecurity(ctx, left.security, right.security, subject);
}
