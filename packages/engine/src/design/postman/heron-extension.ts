import { deepEqual, isRecord } from '../import/import-context.js';

export { deepEqual };
import { canonicalJson } from './postman-auth.js';

/**
 * What a Postman collection cannot say about a design (data models, documents, schemas richer than
 * an example, statuses, tags, OpenAPI extras …) travels in `x-heron` fields that Postman ignores.
 * The exporter writes only the difference between the design and what a re-import of the plain
 * Postman parts would give, so a collection made from a Postman import carries almost nothing
 * extra, and `import → export → import` gives back the same design whatever its origin.
 *
 * Each request carries a signature of its Postman parts as exported. When the request was edited
 * in Postman afterwards, the signature no longer matches: the Postman edits win, and only the
 * fields Postman has no place for (status, owner, tags, operationId) are taken from `x-heron`.
 */
export const HERON_EXTENSION = 'x-heron';
export const HERON_EXTENSION_VERSION = 1;

/** The fields of an endpoint that a Postman edit cannot have touched. */
export const HERON_ONLY_ENDPOINT_FIELDS = ['status', 'ownerId', 'tags', 'operationId'] as const;

export const ENDPOINT_FIELDS = [
  'method',
  'path',
  'status',
  'ownerId',
  'tags',
  'description',
  'operationId',
  'parameters',
  'requestBody',
  'responses',
  'security',
  'extra',
] as const;
export const FOLDER_FIELDS = ['description', 'auth', 'extra'] as const;
export const META_FIELDS = [
  'openapi',
  'info',
  'servers',
  'security',
  'securitySchemes',
  'tags',
  'components',
  'pathExtras',
  'extra',
] as const;

/** Field values to set and fields to remove, to turn a derived object into the original. */
export interface FieldPatch {
  set?: Record<string, unknown>;
  remove?: string[];
}

export interface ItemExtension {
  /** Signature of the item's Postman parts when exported (requests only). */
  sig?: string;
  name?: string;
  data?: FieldPatch;
}

/** Items outside the Postman tree, placed by their folder's position in tree order. */
export interface CollectionExtension {
  version: number;
  meta?: FieldPatch;
  modelFolders?: Array<{ name: string; parent: number | null; data: unknown }>;
  models?: Array<{ name: string; folder: number | null; data: unknown }>;
  /** `folder` is the position of an `api` folder among the collection's folders in tree order. */
  docs?: Array<{ name: string; folder: number | null; data: unknown }>;
}

export function diffFields(
  original: Record<string, unknown>,
  derived: Record<string, unknown>,
  fields: readonly string[],
): FieldPatch | undefined {
  const patch: FieldPatch = {};
  for (const field of fields) {
    const want = original[field];
    const have = derived[field];
    if (deepEqual(want, have)) continue;
    if (want === undefined) (patch.remove ??= []).push(field);
    else (patch.set ??= {})[field] = want;
  }
  return patch.set === undefined && patch.remove === undefined ? undefined : patch;
}

/** Applies a patch read from a file: only the named fields, and only known ones. */
export function applyPatch(
  target: Record<string, unknown>,
  patch: unknown,
  allowed: readonly string[],
): void {
  if (!isRecord(patch)) return;
  if (isRecord(patch.set)) {
    for (const field of allowed) {
      if (Object.hasOwn(patch.set, field)) target[field] = patch.set[field];
    }
  }
  if (Array.isArray(patch.remove)) {
    for (const field of patch.remove) {
      if (typeof field === 'string' && allowed.includes(field)) delete target[field];
    }
  }
}

/** The signature of an item's Postman parts (everything but `x-heron`). */
export function signatureOf(item: Record<string, unknown>): string {
  const { [HERON_EXTENSION]: _ignored, ...postmanParts } = item;
  return hashText(canonicalJson(postmanParts));
}

/** A 64-bit FNV-1a hash as 16 hex digits: a fingerprint, not a security measure. */
export function hashText(text: string): string {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let i = 0; i < text.length; i += 1) {
    low = (low ^ text.charCodeAt(i)) >>> 0;
    // Multiply the 64-bit value by the FNV prime 0x100000001b3 in 32-bit halves.
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + carry) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/** A UUID-shaped id that is always the same for the same text. */
export function stableUuid(text: string): string {
  const hex = hashText(`a:${text}`) + hashText(`b:${text}`);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
