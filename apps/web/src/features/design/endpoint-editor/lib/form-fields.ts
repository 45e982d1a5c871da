import type { JsonSchema } from '@heron/contract';
import { isSchemaObject, type SchemaObject } from './schema-type';

/** One row of a form-data / urlencoded table: a property of the body's object schema. */
export interface FormField {
  name: string;
  required: boolean;
  description: string;
  deprecated?: boolean;
  /** The property's schema (its description, example and deprecated are the row's). */
  schema?: JsonSchema;
  example?: unknown;
}

const COMPOSITION_KEYS = ['$ref', 'allOf', 'oneOf', 'anyOf', 'not', 'if'];

/**
 * Whether a body schema is a plain object the fields table can show whole. Anything else (a model
 * reference, a composition, another type) is edited in the schema editor instead.
 */
export function isPlainObjectSchema(schema: JsonSchema | undefined): boolean {
  if (schema === undefined) return true;
  if (!isSchemaObject(schema)) return false;
  if (COMPOSITION_KEYS.some((key) => key in schema)) return false;
  if (schema.type !== undefined && schema.type !== 'object') return false;
  return schema.properties === undefined || isSchemaObject(schema.properties);
}

export function formFieldsOf(schema: JsonSchema | undefined): FormField[] {
  if (!isSchemaObject(schema) || !isSchemaObject(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties).map(([name, property]) =>
    formFieldOf(name, required.includes(name), property as JsonSchema),
  );
}

/** A row for a property: its description, deprecated flag and example are read from it. */
export function formFieldOf(name: string, required: boolean, property: JsonSchema): FormField {
  const field: FormField = { name, required, description: '', schema: property };
  if (isSchemaObject(property)) {
    if (typeof property.description === 'string') field.description = property.description;
    if (typeof property.deprecated === 'boolean') field.deprecated = property.deprecated;
    const example = exampleOf(property);
    if (example !== undefined) field.example = example;
  }
  return field;
}

/**
 * The body schema with these fields as its properties, in row order. The rest of the schema is
 * kept. `required` keeps its order; names in it that were never rows (they may come from an
 * `allOf` or be listed ahead of their property) stay, and a renamed row's old name goes.
 */
export function schemaWithFormFields(
  base: JsonSchema | undefined,
  fields: FormField[],
): SchemaObject {
  const next: SchemaObject = isSchemaObject(base) ? { ...base } : {};
  next.type = 'object';
  const names = fields.map((field) => field.name);
  const requiredNames = fields.filter((field) => field.required).map((field) => field.name);
  const oldRows = isSchemaObject(next.properties) ? Object.keys(next.properties) : [];
  const oldRequired = Array.isArray(next.required) ? (next.required as unknown[]) : [];
  const isForeign = (name: unknown) =>
    typeof name !== 'string' || (!oldRows.includes(name) && !names.includes(name));
  const required = [
    ...oldRequired.filter((name) => isForeign(name) || requiredNames.includes(name as string)),
    ...requiredNames.filter((name) => !oldRequired.includes(name)),
  ];
  next.properties = Object.fromEntries(fields.map((field) => [field.name, propertyOf(field)]));
  if (required.length > 0) next.required = required;
  else delete next.required;
  return next;
}

function propertyOf(field: FormField): JsonSchema {
  const base = field.schema ?? {};
  const hasRowValues =
    field.description !== '' || field.deprecated !== undefined || field.example !== undefined;
  // `true` (any value) stays as it was until the row says something about it.
  if (!isSchemaObject(base) && !hasRowValues) return base;
  const property: SchemaObject = isSchemaObject(base) ? { ...base } : {};
  if (field.description === '') delete property.description;
  else property.description = field.description;
  if (field.deprecated === undefined) delete property.deprecated;
  else property.deprecated = field.deprecated;
  setExample(property, field.example);
  return property;
}

/** OpenAPI 3.1 schemas say `examples: [..]`; older ones `example`. Both are read. */
function exampleOf(property: SchemaObject): unknown {
  if (property.example !== undefined) return property.example;
  return Array.isArray(property.examples) ? (property.examples[0] as unknown) : undefined;
}

/** Writes where the example was read from, so a schema keeps the spelling it came with. */
function setExample(property: SchemaObject, example: unknown): void {
  const usesExamples = property.example === undefined && Array.isArray(property.examples);
  if (usesExamples) {
    const rest = (property.examples as unknown[]).slice(1);
    if (example === undefined && rest.length === 0) delete property.examples;
    else property.examples = example === undefined ? rest : [example, ...rest];
  } else if (example === undefined) delete property.example;
  else property.example = example;
}
