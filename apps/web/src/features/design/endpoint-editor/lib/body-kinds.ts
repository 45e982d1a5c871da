import type { BodyType, MediaType } from '@heron/contract';
import { bodyTypeOf, DEFAULT_CONTENT_TYPES } from '@heron/engine/model';

export type BodyKind = Exclude<BodyType, 'none'>;

/** Kinds that describe their body with a schema the same way, so it carries across a switch. */
const SCHEMA_FAMILIES: readonly (readonly BodyKind[])[] = [
  ['json', 'xml'],
  ['form-data', 'x-www-form-urlencoded'],
];

const FORM_KINDS: readonly BodyKind[] = ['form-data', 'x-www-form-urlencoded'];

export function isFormKind(kind: BodyType): boolean {
  return (FORM_KINDS as readonly BodyType[]).includes(kind);
}

/** Kinds whose content type can be edited (forms have one each). */
export function hasEditableContentType(kind: BodyType): boolean {
  return kind === 'json' || kind === 'xml' || kind === 'raw' || kind === 'binary';
}

export function kindOf(media: MediaType | undefined): BodyType {
  return bodyTypeOf(media?.contentType);
}

/**
 * The media type a body gets when its kind is switched to `kind`: the one it had in that kind
 * earlier in the session (`remembered`), else a new one with the kind's content type that keeps
 * the schema when both kinds read it alike (JSON ↔ XML, form-data ↔ urlencoded).
 */
export function switchMediaType(
  current: MediaType | undefined,
  kind: BodyKind,
  remembered: MediaType | undefined,
): MediaType {
  if (remembered) return remembered;
  const next: MediaType = { contentType: DEFAULT_CONTENT_TYPES[kind], examples: [] };
  const from = kindOf(current);
  const family = SCHEMA_FAMILIES.find((kinds) => kinds.includes(kind));
  if (current?.schema !== undefined && family?.includes(from as BodyKind)) {
    next.schema = current.schema;
  } else if (isFormKind(kind)) {
    next.schema = { type: 'object', properties: {} };
  }
  return next;
}
