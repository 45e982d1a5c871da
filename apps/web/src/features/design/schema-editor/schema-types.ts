import type { JsonSchema } from '@heron/contract';
import { modelNameOfRef, modelRef } from '@heron/engine/model';
import { fromEntries, isSchemaObject, ownValue, type SchemaObject } from './schema-path';

/** The JSON Schema types the editor offers (`null` alone is a type; with others it is nullable). */
export const SCHEMA_TYPES = [
  'string',
  'integer',
  'number',
  'boolean',
  'object',
  'array',
  'null',
] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];

export const COMPOSITION_KEYWORDS = ['oneOf', 'anyOf', 'allOf'] as const;
export type CompositionKeyword = (typeof COMPOSITION_KEYWORDS)[number];

/** Formats offered per type; the field also takes any other value (JSON Schema allows it). */
export const FORMATS: Partial<Record<SchemaType, readonly string[]>> = {
  string: [
    'date-time',
    'date',
    'time',
    'duration',
    'email',
    'idn-email',
    'hostname',
    'idn-hostname',
    'ipv4',
    'ipv6',
    'uri',
    'uri-reference',
    'iri',
    'uri-template',
    'uuid',
    'json-pointer',
    'regex',
    'byte',
    'binary',
    'password',
  ],
  integer: ['int32', 'int64'],
  number: ['float', 'double', 'int32', 'int64'],
};

/** The schema every new property, item and variant starts as. */
export const NEW_NODE: JsonSchema = { type: 'string' };

// Keywords that only mean something for some types. Changing a node's type drops the groups the
// new type has no use for; every other keyword (annotations, x-*, ones we do not know) stays.
const KEYWORDS_BY_TYPE = {
  string: [
    'minLength',
    'maxLength',
    'pattern',
    'contentEncoding',
    'contentMediaType',
    'contentSchema',
  ],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: [
    'items',
    'prefixItems',
    'contains',
    'minContains',
    'maxContains',
    'minItems',
    'maxItems',
    'uniqueItems',
    'unevaluatedItems',
  ],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'propertyNames',
    'minProperties',
    'maxProperties',
    'dependentRequired',
    'dependentSchemas',
    'unevaluatedProperties',
  ],
} as const;
type KeywordGroup = keyof typeof KEYWORDS_BY_TYPE;
const GROUP_OF_TYPE: Partial<Record<SchemaType, KeywordGroup>> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  array: 'array',
  object: 'object',
};
/** Values written for the old type (an enum of strings means nothing for an integer). */
const VALUE_KEYWORDS = ['enum', 'const', 'default', 'examples', 'example', 'format'] as const;
const COMPOSITION_KEYS = [...COMPOSITION_KEYWORDS, 'discriminator'] as const;

/** What kind of node a schema is, as the type column shows it. */
export type NodeKind =
  /** `true`, `{}` or an object with no type, reference or composition: anything goes. */
  | { kind: 'any' }
  /** `false`: nothing is valid. */
  | { kind: 'never' }
  /** `types` never holds `null` unless it is the only type; `nullable` says `null` is allowed. */
  | { kind: 'types'; types: SchemaType[]; nullable: boolean }
  /** `model` is set when the reference points at a project model. */
  | { kind: 'ref'; ref: string; model: string | null }
  | { kind: 'composition'; keyword: CompositionKeyword; nullable: boolean };

function isSchemaType(value: unknown): value is SchemaType {
  return typeof value === 'string' && (SCHEMA_TYPES as readonly string[]).includes(value);
}

/** The declared types, as a list (`type: "string"` → `["string"]`), unknown names left out. */
export function declaredTypes(node: JsonSchema): SchemaType[] {
  if (!isSchemaObject(node)) return [];
  const type = ownValue(node, 'type');
  const list = Array.isArray(type) ? type : type === undefined ? [] : [type];
  return list.filter(isSchemaType);
}

/** A `{"type": "null"}` variant: how a composition allows null. */
export function isNullVariant(value: unknown): boolean {
  return (
    isSchemaObject(value) && Object.keys(value).length === 1 && ownValue(value, 'type') === 'null'
  );
}

export function compositionKeywordOf(node: JsonSchema): CompositionKeyword | null {
  if (!isSchemaObject(node)) return null;
  return COMPOSITION_KEYWORDS.find((keyword) => Array.isArray(ownValue(node, keyword))) ?? null;
}

export function describeNode(node: JsonSchema): NodeKind {
  if (node === false) return { kind: 'never' };
  if (!isSchemaObject(node)) return { kind: 'any' };
  const ref = ownValue(node, '$ref');
  if (typeof ref === 'string') return { kind: 'ref', ref, model: modelNameOfRef(ref) };
  const types = declaredTypes(node);
  // OpenAPI 3.0's `nullable: true` may survive in hand-written schemas: shown, and cleared when
  // nullable is switched off (switching on writes the 3.1 form).
  const legacyNullable = ownValue(node, 'nullable') === true;
  if (types.length > 0) {
    const others = types.filter((type) => type !== 'null');
    if (others.length === 0) return { kind: 'types', types: ['null'], nullable: false };
    return { kind: 'types', types: others, nullable: types.includes('null') || legacyNullable };
  }
  const keyword = compositionKeywordOf(node);
  if (keyword) {
    const variants = node[keyword] as unknown[];
    return { kind: 'composition', keyword, nullable: variants.some(isNullVariant) };
  }
  return { kind: 'any' };
}

/**
 * The value of the type column's picker: a type name, `any`, `never`, `multi` (several types), a
 * composition keyword, `model:<name>` or `ref:<other $ref>`.
 */
export type TypeChoice = string;
export const MODEL_CHOICE_PREFIX = 'model:';
export const REF_CHOICE_PREFIX = 'ref:';
export const MULTI_CHOICE = 'multi';

export function choiceOf(node: JsonSchema): TypeChoice {
  const info = describeNode(node);
  switch (info.kind) {
    case 'any':
    case 'never':
      return info.kind;
    case 'ref':
      return info.model === null ? REF_CHOICE_PREFIX + info.ref : MODEL_CHOICE_PREFIX + info.model;
    case 'composition':
      return info.keyword;
    case 'types':
      return info.types.length === 1 ? info.types[0]! : MULTI_CHOICE;
  }
}

function groupsOf(types: readonly SchemaType[]): Set<KeywordGroup> {
  const groups = new Set<KeywordGroup>();
  for (const type of types) {
    const group = GROUP_OF_TYPE[type];
    if (group) groups.add(group);
  }
  return groups;
}

/** The `type` value for a list of types plus nullability: a string when there is one. */
function typeValue(types: readonly SchemaType[], nullable: boolean): string | string[] {
  const all = nullable && !types.includes('null') ? [...types, 'null'] : [...types];
  return all.length === 1 ? all[0]! : all;
}

/** A copy of `node` without `keys`, and with `type` put first (or where it was). */
function rebuild(
  node: SchemaObject,
  drop: ReadonlySet<string>,
  type: string | string[] | undefined,
): SchemaObject {
  const entries: [string, unknown][] = [];
  let isTypePlaced = type === undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') {
      if (type !== undefined) entries.push([key, type]);
      isTypePlaced = true;
    } else if (!drop.has(key)) entries.push([key, value]);
  }
  if (!isTypePlaced) entries.unshift(['type', type]);
  return fromEntries(entries);
}

/**
 * Gives a node the types `types` (non-empty), keeping what still applies: the keywords of the
 * types that remain, annotations and unknown keywords. Values (enum, const, default, examples,
 * format) stay only when no type was taken away.
 */
export function setTypes(
  node: JsonSchema,
  types: readonly SchemaType[],
  nullable: boolean,
): JsonSchema {
  const base: SchemaObject = isSchemaObject(node) ? node : {};
  const before = describeNode(node);
  const oldTypes = before.kind === 'types' ? before.types : [];
  const keep = groupsOf(types);
  // A composition becomes a type; a typed node's own allOf (`type: object` + `allOf`) stays.
  const drop = new Set<string>(['$ref', 'nullable']);
  if (before.kind === 'composition') for (const key of COMPOSITION_KEYS) drop.add(key);
  for (const [group, keywords] of Object.entries(KEYWORDS_BY_TYPE)) {
    if (!keep.has(group as KeywordGroup)) for (const keyword of keywords) drop.add(keyword);
  }
  if (before.kind !== 'types' || oldTypes.some((type) => !types.includes(type))) {
    for (const keyword of VALUE_KEYWORDS) drop.add(keyword);
  }
  let next = rebuild(base, drop, typeValue(types, nullable && !types.includes('null')));
  if (before.kind === 'types' && before.nullable !== nullable) next = withEnumNull(next, nullable);
  if (types.includes('array') && !types.some((t) => t !== 'array') && !('items' in next)) {
    next['items'] = NEW_NODE;
  }
  return next;
}

/** Every keyword that depends on the type: what a `$ref` or composition node sheds. */
function typedKeywords(): Set<string> {
  const keys = new Set<string>(['type', 'nullable', '$ref', ...VALUE_KEYWORDS]);
  for (const keywords of Object.values(KEYWORDS_BY_TYPE)) for (const key of keywords) keys.add(key);
  return keys;
}

/** Applies a choice of the type picker (see `choiceOf`); the same choice returns `node` itself. */
export function applyChoice(node: JsonSchema, choice: TypeChoice): JsonSchema {
  if (choice === choiceOf(node)) return node;
  const base: SchemaObject = isSchemaObject(node) ? node : {};
  const info = describeNode(node);
  const wasNullable = (info.kind === 'types' || info.kind === 'composition') && info.nullable;
  if (isSchemaType(choice)) return setTypes(node, [choice], wasNullable && choice !== 'null');
  if (choice === 'any') {
    const drop = typedKeywords();
    if (info.kind === 'composition') for (const key of COMPOSITION_KEYS) drop.add(key);
    return rebuild(base, drop, undefined);
  }
  if (choice === 'never') return false;
  if (choice.startsWith(MODEL_CHOICE_PREFIX) || choice.startsWith(REF_CHOICE_PREFIX)) {
    const ref = choice.startsWith(MODEL_CHOICE_PREFIX)
      ? modelRef(choice.slice(MODEL_CHOICE_PREFIX.length))
      : choice.slice(REF_CHOICE_PREFIX.length);
    return setRef(node, ref);
  }
  if ((COMPOSITION_KEYWORDS as readonly string[]).includes(choice)) {
    return setComposition(node, choice as CompositionKeyword);
  }
  return node;
}

/** Makes the node a reference, keeping its annotations and unknown keywords. */
export function setRef(node: JsonSchema, ref: string): JsonSchema {
  const base: SchemaObject = isSchemaObject(node) ? node : {};
  const drop = typedKeywords();
  for (const key of COMPOSITION_KEYS) drop.add(key);
  const rest = rebuild(base, drop, undefined);
  return fromEntries([['$ref', ref], ...Object.entries(rest)]);
}

/**
 * Makes the node a composition: an existing oneOf/anyOf/allOf list moves to the new keyword in
 * place (with its discriminator); otherwise the node gets one variant.
 */
export function setComposition(node: JsonSchema, keyword: CompositionKeyword): JsonSchema {
  const base: SchemaObject = isSchemaObject(node) ? node : {};
  const current = compositionKeywordOf(node);
  const drop = typedKeywords();
  for (const key of COMPOSITION_KEYWORDS) if (key !== current) drop.add(key);
  const entries = Object.entries(base).filter(([key]) => !drop.has(key));
  if (current) {
    return fromEntries(entries.map(([key, value]) => [key === current ? keyword : key, value]));
  }
  return fromEntries([[keyword, [NEW_NODE]], ...entries]);
}

/** Whether the nullable switch applies to the node (and so can be turned on or off). */
export function canToggleNullable(node: JsonSchema): boolean {
  const info = describeNode(node);
  if (info.kind === 'types') return !(info.types.length === 1 && info.types[0] === 'null');
  if (info.kind === 'composition') return info.keyword !== 'allOf' || info.nullable;
  return info.kind === 'ref';
}

export function isNullable(node: JsonSchema): boolean {
  const info = describeNode(node);
  return (info.kind === 'types' || info.kind === 'composition') && info.nullable;
}

function withEnumNull(node: SchemaObject, nullable: boolean): SchemaObject {
  const list = ownValue(node, 'enum');
  if (!Array.isArray(list)) return node;
  const hasNull = list.includes(null);
  if (nullable === hasNull) return node;
  return { ...node, enum: nullable ? [...list, null] : list.filter((value) => value !== null) };
}

/**
 * Allows or forbids `null`, the OpenAPI 3.1 way: a typed node gets `null` in its `type` list (and
 * in its `enum`, or the enum would still refuse null); a reference becomes
 * `anyOf: [{$ref}, {type: null}]`; a oneOf/anyOf gets or loses a `{type: null}` variant, and a
 * wrapped reference is unwrapped again when null is taken away.
 */
export function setNullable(node: JsonSchema, nullable: boolean): JsonSchema {
  const info = describeNode(node);
  if (!isSchemaObject(node)) return node;
  if (info.kind === 'types') {
    if (info.types.length === 1 && info.types[0] === 'null') return node;
    const withoutLegacy = nullable ? node : rebuild(node, new Set(['nullable']), undefined);
    const typed = rebuild(withoutLegacy, new Set(), typeValue(info.types, nullable));
    return withEnumNull(typed, nullable);
  }
  if (info.kind === 'ref') {
    if (!nullable) return node;
    const annotations = Object.entries(node).filter(([key]) => key !== '$ref');
    return fromEntries([['anyOf', [{ $ref: info.ref }, { type: 'null' }]], ...annotations]);
  }
  if (info.kind === 'composition') {
    if (nullable === info.nullable) return node;
    const variants = node[info.keyword] as unknown[];
    if (nullable) return { ...node, [info.keyword]: [...variants, { type: 'null' }] };
    const kept = variants.filter((variant) => !isNullVariant(variant));
    const only = kept[0];
    const others = Object.keys(node).filter((key) => key !== info.keyword);
    const isWrappedRef =
      kept.length === 1 &&
      isSchemaObject(only) &&
      Object.keys(only).length === 1 &&
      typeof ownValue(only, '$ref') === 'string' &&
      others.every((key) => !typedKeywords().has(key) && !COMPOSITION_KEYS.includes(key as never));
    if (isWrappedRef) {
      return fromEntries([
        ['$ref', only['$ref']],
        ...Object.entries(node).filter(([key]) => key !== info.keyword),
      ]);
    }
    return { ...node, [info.keyword]: kept };
  }
  return node;
}

/**
 * The keywords the visual view edits. Everything else on a node (x-*, `$comment`, `not`,
 * `patternProperties` …) is listed in its settings as kept, and edited in the code view.
 */
export const VISUAL_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  '$ref',
  'title',
  'description',
  'format',
  'enum',
  'const',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'nullable',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
  'maxProperties',
  ...COMPOSITION_KEYWORDS,
  'discriminator',
]);

/** The types a value typed into the node must fit: its types plus `null` when nullable. */
export function valueTypes(node: JsonSchema): SchemaType[] {
  const info = describeNode(node);
  if (info.kind !== 'types') return [];
  return info.nullable ? [...info.types, 'null'] : info.types;
}
