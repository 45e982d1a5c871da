import { isRecord } from '../../design/import/import-context.js';

export type CheckedCollection =
  | {
      ok: true;
      collection: Record<string, unknown> & { item: unknown[] };
      /** Things worth telling about how it was read (not refusals). */
      notes: string[];
    }
  | { ok: false; message: string };

/** The schema addresses of the two versions newman runs (2.0 and 2.1 differ only in auth). */
const V2_SCHEMA = /v2\.[01]\.0/;
const V1_SCHEMA = /collection\/v1/;

/**
 * Whether a parsed JSON value is a collection newman would run: v2.0 or v2.1, with an `item`
 * list. A v1 collection is refused with the way out. A collection that names no schema but has
 * the v2 shape (newman's own test collections are written so) is read as v2.1, as newman does.
 */
export function checkCollectionVersion(value: unknown): CheckedCollection {
  if (!isRecord(value)) {
    return {
      ok: false,
      message:
        'This is not a Postman collection: a collection is a JSON object with "info" and an "item" list.',
    };
  }
  const schema =
    isRecord(value.info) && typeof value.info.schema === 'string' ? value.info.schema : '';
  const isV1 =
    V1_SCHEMA.test(schema) ||
    (schema === '' && Array.isArray(value.requests) && !('item' in value));
  if (isV1) {
    return {
      ok: false,
      message:
        'This is a Postman collection v1, which Heron does not run. Open it in Postman and export it again as a Collection v2.1 file, then run that.',
    };
  }
  if (schema !== '' && !V2_SCHEMA.test(schema)) {
    return {
      ok: false,
      message: `The collection's schema (${schema}) is not Postman collection v2.0 or v2.1, which are the versions Heron runs.`,
    };
  }
  if (!Array.isArray(value.item)) {
    return {
      ok: false,
      message:
        'This is not a Postman collection: a collection needs an "item" list of requests and folders.',
    };
  }
  const notes =
    schema === ''
      ? [
          'The collection names no schema (info.schema); it was read as a v2.1 collection, as newman reads it.',
        ]
      : [];
  return { ok: true, collection: value as Record<string, unknown> & { item: unknown[] }, notes };
}
