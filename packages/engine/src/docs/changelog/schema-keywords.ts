import type { JsonSchema } from '@heron/contract';
import { modelNameOfRef } from '../../design/model-utils.js';

/** A schema's keywords; `true`, `false` and an absent schema have none. */
export type SchemaObject = Readonly<Record<string, unknown>>;

const NO_KEYWORDS: SchemaObject = Object.freeze({});

export function keywordsOf(schema: JsonSchema | undefined): SchemaObject {
  return typeof schema === 'object' && schema !== null ? schema : NO_KEYWORDS;
}

/** The `$ref` a schema is, if any. */
export function refOf(schema: JsonSchema | undefined): string | null {
  const ref = keywordsOf(schema).$ref;
  return typeof ref === 'string' ? ref : null;
}

/** The data model a schema refers to by name (`#/components/schemas/<name>`), if any. */
export function modelRefOf(schema: JsonSchema | undefined): string | null {
  const ref = refOf(schema);
  return ref === null ? null : modelNameOfRef(ref);
}

export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'boolean' || (typeof value === 'object' && value !== null);
}

/** A keyword that holds one schema (`items`, `not`, a property), or undefined. */
export function schemaAt(schema: SchemaObject, keyword: string): JsonSchema | undefined {
  const value = schema[keyword];
  return isSchema(value) && !Array.isArray(value) ? value : undefined;
}

/** A keyword that holds a list of schemas (`oneOf`, `allOf` …), or undefined. */
export function schemaListAt(schema: SchemaObject, keyword: string): JsonSchema[] | undefined {
  const value = schema[keyword];
  return Array.isArray(value) ? value.filter(isSchema) : undefined;
}

/** `properties` as a plain record (empty when absent). */
export function propertiesOf(schema: SchemaObject): Readonly<Record<string, JsonSchema>> {
  const value = schema.properties;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return value as Record<string, JsonSchema>;
}

export function requiredOf(schema: SchemaObject): ReadonlySet<string> {
  const value = schema.required;
  return new Set(Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
}

/** Whether the schema describes an object's members (so its properties are worth comparing). */
export function describesMembers(schema: SchemaObject): boolean {
  return schema.properties !== undefined || schema.required !== undefined;
}

/** The values a schema allows when it lists them (`enum`, or `const` as a list of one). */
export function enumOf(schema: SchemaObject): readonly unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (Object.hasOwn(schema, 'const')) return [schema.const];
  return undefined;
}

// Keywords that say nothing about which values are valid: left out of a schema's fingerprint.
const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'default',
  'externalDocs',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'discriminator',
  'xml',
]);
// Keywords whose value is a schema, a list of schemas, or a record of schemas by name: the
// fingerprint reads these as schemas again; any other keyword's value is plain JSON (an enum value
// may well be an object with a `description` key).
const ONE_SCHEMA = new Set([
  'items',
  'additionalItems',
  'unevaluatedItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
]);
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_RECORD = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
]);

/** Whether a keyword only annotates (says nothing about which values are valid). */
export function isAnnotation(keyword: string): boolean {
  return ANNOTATIONS.has(keyword) || keyword.startsWith('x-');
}

function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

function recordFingerprint(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return canonicalJson(value);
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${fingerprint(record[key])}`).join(',')}}`;
}

/**
 * A schema as canonical text (sorted keys, annotations and `x-*` left out, `$ref`s as written):
 * two branches of a `oneOf` are the same when their fingerprints are. A reference is not followed:
 * a change inside the model it names is the model's own change (diff-models.ts).
 */
export function fingerprint(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    return canonicalJson(schema);
  }
  const record = schema as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined && !isAnnotation(key))
    .sort();
  const parts = keys.map((key) => {
    const value = record[key];
    let text: string;
    if (ONE_SCHEMA.has(key)) text = fingerprint(value);
    else if (SCHEMA_LIST.has(key) && Array.isArray(value))
      text = `[${value.map(fingerprint).join(',')}]`;
    else if (SCHEMA_RECORD.has(key)) text = recordFingerprint(value);
    else text = canonicalJson(value);
    return `${JSON.stringify(key)}:${text}`;
  });
  return `{${parts.join(',')}}`;
}

const NULL_BRANCH = fingerprint({ type: 'null' });

/** A schema that may also be null, as the schema without the null and that flag. */
export interface NullableSchema {
  schema: JsonSchema | undefined;
  nullable: boolean;
}

/** The schema's only branch of `keyword` when the rest of it only annotates, with those notes. */
function loneBranch(keywords: SchemaObject, keyword: string, branch: JsonSchema): JsonSchema {
  const others = Object.keys(keywords).filter((key) => key !== keyword);
  if (others.length === 0 || typeof branch !== 'object') return branch;
  return { ...branch, ...Object.fromEntries(others.map((key) => [key, keywords[key]])) };
}

function onlyAnnotatesBeside(keywords: SchemaObject, keyword: string): boolean {
  return Object.keys(keywords).every((key) => key === keyword || isAnnotation(key));
}

/**
 * A schema with the wrappers OpenAPI 3.0 needed taken off, so it compares with what 3.1 writes:
 * `anyOf: [X, {type: 'null'}]` (a `nullable` reference) is X that may also be null, and
 * `allOf: [X]` (a reference with a description beside it) is X. The wrapper's annotations go with
 * X. Anything else is returned as it is, not nullable (its `type` says whether null is allowed).
 */
export function unwrapSchema(schema: JsonSchema | undefined): NullableSchema {
  let current = schema;
  let nullable = false;
  for (let round = 0; round < 4; round++) {
    const keywords = keywordsOf(current);
    const all = schemaListAt(keywords, 'allOf');
    if (all !== undefined && all.length === 1 && onlyAnnotatesBeside(keywords, 'allOf')) {
      current = loneBranch(keywords, 'allOf', all[0]!);
      continue;
    }
    const keyword = ['anyOf', 'oneOf'].find((name) => keywords[name] !== undefined);
    const branches = keyword === undefined ? undefined : schemaListAt(keywords, keyword);
    if (nullable || keyword === undefined || branches?.length !== 2) break;
    if (!onlyAnnotatesBeside(keywords, keyword)) break;
    const [first, second] = branches.map(fingerprint);
    if ((first === NULL_BRANCH) === (second === NULL_BRANCH)) break;
    current = loneBranch(keywords, keyword, first === NULL_BRANCH ? branches[1]! : branches[0]!);
    nullable = true;
  }
  return { schema: current, nullable };
}
