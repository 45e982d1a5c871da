import type { MediaType } from '@heron/contract';
import type { ChangeSubject } from './change-list.js';
import type { DiffContext } from './diff-context.js';
import { jsonEqual } from './json-equal.js';
import { pairByKey, type Pairing } from './pair-by-key.js';
import type { SchemaPlace } from './schema-change-codes.js';

/** Content types are matched without case (`Application/JSON` is `application/json`). */
export function pairMedia(
  before: readonly MediaType[],
  after: readonly MediaType[],
): Pairing<MediaType> {
  return pairByKey(before, after, (media) => media.contentType.trim().toLowerCase());
}

export function contentTypesText(content: readonly MediaType[]): string | null {
  return content.length === 0 ? null : content.map((media) => media.contentType).join(', ');
}

/** One content type present in both versions: its schema and its examples. */
export function diffMedia(
  ctx: DiffContext,
  before: MediaType,
  after: MediaType,
  place: SchemaPlace,
  subject: ChangeSubject,
  location: string,
): void {
  if (jsonEqual(before, after)) return;
  if (!jsonEqual(before.example, after.example) || !jsonEqual(before.examples, after.examples)) {
    ctx.changes.add('EXAMPLE_CHANGED', subject, location);
  }
  ctx.diffSchema(before.schema, after.schema, place, subject, location);
}
