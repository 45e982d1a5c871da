import type { Response } from '@heron/contract';
import type { ChangeSubject } from './change-list.js';
import type { DiffContext } from './diff-context.js';
import { diffMedia, pairMedia } from './diff-media.js';
import { jsonEqual } from './json-equal.js';
import { pairByKey } from './pair-by-key.js';

function diffHeaders(
  ctx: DiffContext,
  before: Response,
  after: Response,
  subject: ChangeSubject,
  prefix: string,
): void {
  const { pairs, removed, added } = pairByKey(before.headers, after.headers, (header) =>
    header.name.toLowerCase(),
  );
  for (const header of removed) {
    ctx.changes.add('RESPONSE_HEADER_REMOVED', subject, `${prefix} header ${header.name}`);
  }
  for (const header of added) {
    ctx.changes.add('RESPONSE_HEADER_ADDED', subject, `${prefix} header ${header.name}`);
  }
  for (const [left, right] of pairs) {
    if (jsonEqual(left, right)) continue;
    const location = `${prefix} header ${right.name}`;
    if (left.description !== right.description) {
      ctx.changes.add('DESCRIPTION_CHANGED', subject, location);
    }
    ctx.diffSchema(left.schema, right.schema, 'response', subject, location);
  }
}

export function diffResponses(
  ctx: DiffContext,
  before: readonly Response[],
  after: readonly Response[],
  subject: ChangeSubject,
): void {
  const { pairs, removed, added } = pairByKey(before, after, (response) =>
    response.status.toUpperCase(),
  );
  for (const response of removed) {
    const location = `response ${response.status}`;
    ctx.changes.add('RESPONSE_STATUS_REMOVED', subject, location, response.status, null);
  }
  for (const response of added) {
    const location = `response ${response.status}`;
    ctx.changes.add('RESPONSE_STATUS_ADDED', subject, location, null, response.status);
  }
  for (const [left, right] of pairs) {
    if (jsonEqual(left, right)) continue;
    const prefix = `response ${right.status}`;
    if (left.description !== right.description) {
      ctx.changes.add('DESCRIPTION_CHANGED', subject, prefix);
    }
    diffHeaders(ctx, left, right, subject, prefix);
    const media = pairMedia(left.content, right.content);
    for (const item of media.removed) {
      ctx.changes.add('RESPONSE_CONTENT_TYPE_REMOVED', subject, `${prefix} ${item.contentType}`);
    }
    for (const item of media.added) {
      ctx.changes.add('RESPONSE_CONTENT_TYPE_ADDED', subject, `${prefix} ${item.contentType}`);
    }
    for (const [leftMedia, rightMedia] of media.pairs) {
      const location = `${prefix} ${rightMedia.contentType}`;
      diffMedia(ctx, leftMedia, rightMedia, 'response', subject, location);
    }
  }
}
