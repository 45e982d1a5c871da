import type { RequestBody } from '@heron/contract';
import type { ChangeSubject } from './change-list.js';
import type { DiffContext } from './diff-context.js';
import { contentTypesText, diffMedia, pairMedia } from './diff-media.js';
import { jsonEqual } from './json-equal.js';

export function diffRequestBody(
  ctx: DiffContext,
  before: RequestBody | null,
  after: RequestBody | null,
  subject: ChangeSubject,
): void {
  if (jsonEqual(before, after)) return;
  if (before === null) {
    const code = after!.required ? 'REQUEST_BODY_ADDED_REQUIRED' : 'REQUEST_BODY_ADDED';
    ctx.changes.add(code, subject, 'body', null, contentTypesText(after!.content));
    return;
  }
  if (after === null) {
    ctx.changes.add('REQUEST_BODY_REMOVED', subject, 'body', contentTypesText(before.content));
    return;
  }
  if (!before.required && after.required) {
    ctx.changes.add('REQUEST_BODY_MADE_REQUIRED', subject, 'body');
  } else if (before.required && !after.required) {
    ctx.changes.add('REQUEST_BODY_MADE_OPTIONAL', subject, 'body');
  }
  if (before.description !== after.description) {
    ctx.changes.add('DESCRIPTION_CHANGED', subject, 'body');
  }
  const { pairs, removed, added } = pairMedia(before.content, after.content);
  for (const media of removed) {
    ctx.changes.add('REQUEST_CONTENT_TYPE_REMOVED', subject, `body ${media.contentType}`);
  }
  for (const media of added) {
    ctx.changes.add('REQUEST_CONTENT_TYPE_ADDED', subject, `body ${media.contentType}`);
  }
  for (const [left, right] of pairs) {
    diffMedia(ctx, left, right, 'request', subject, `body ${right.contentType}`);
  }
}
