import type { JsonSchema } from '@heron/contract';
import { modelNameOfRef } from '@heron/engine/model';

/** The types a row of a parameter, header or form table offers. */
export const FIELD_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'] as const;
/** `file` exists only in form-data: it is stored as `{type: string, format: binary}`. */
export type FieldType = (typeof FIELD_TYPES)[number] | 'file';

/** Formats suggested for each type (any other text is accepted too). */
export const FORMATS: Record<FieldType, readonly string[]> = {
  string: [
    'date',
    'date-time',
    'time',
    'duration',
    'email',
    'uri',
    'uuid',
    'hostname',
    'ipv4',
    'ipv6',
    'byte',
    'binary',
    'password',
    'regex',
  ],
  integer: ['int32', 'int64'],
  number: ['float', 'double'],
  boolean: [],
  array: [],
  object: [],
  file: [],
};

export type SchemaObject = Record<string, unknown>;

export function isSchemaObject(schema: unknown): schema is SchemaObject {
  return typeof schema === 'object' && schema !== null && !Array.isArray(schema);
}

/** The schema's one non-null type; `file` for a binary string when files are allowed. */
export function typeOfSchema(
  schema: JsonSchema | undefined,
  allowFile = false,
): FieldType | undefined {
  if (!isSchemaObject(schema)) return undefined;
  const raw = schema.type;
  const type = Array.isArray(raw) ? raw.find((entry) => entry !== 'null') : raw;
  if (allowFile && type === 'string' && schema.format === 'binary') return 'file';
  return (FIELD_TYPES as readonly unknown[]).includes(type) ? (type as FieldType) : undefined;
}

/** The model a schema points at, when it is a `$ref` to one. */
export function refNameOf(schema: JsonSchema | undefined): string | null {
  if (!isSchemaObject(schema) || typeof schema.$ref !== 'string') return null;
  return modelNameOfRef(schema.$ref);
}

export function formatOf(schema: JsonSchema | undefined): string {
  return isSchemaObject(schema) && typeof schema.format === 'string' ? schema.format : '';
}

/**
 * The schema with another type. The rest of the schema is kept (description, enum, constraints…)
 * except what belongs to the old type: its format, array items, and a `$ref` it replaces. A
 * nullable type (`[t, "null"]`) stays nullable.
 */
export function withType(schema: JsonSchema | undefined, type: FieldType): SchemaObject {
  if (typeOfSchema(schema, type === 'file') === type && isSchemaObject(schema)) return schema;
  const next: SchemaObject = isSchemaObject(schema) ? { ...schema } : {};
  const isNullable = Array.isArray(next.type) && next.type.includes('null');
  const jsonType = type === 'file' ? 'string' : type;
  next.type = isNullable ? [jsonType, 'null'] : jsonType;
  delete next.$ref;
  delete next.format;
  if (type === 'file') next.format = 'binary';
  if (type === 'array') next.items ??= { type: 'string' };
  else delete next.items;
  return next;
}

/** The schema with another format; an empty format removes it. */
export function withFormat(schema: JsonSchema | undefined, format: string): SchemaObject {
  const next: SchemaObject = isSchemaObject(schema) ? { ...schema } : {};
  if (format === '') delete next.format;
  else next.format = format;
  return next;
}
