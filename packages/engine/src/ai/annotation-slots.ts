import type {
  AnnotationCoverage,
  AnnotationKind,
  AnnotationTarget,
  CoverageCount,
  EndpointData,
  ModelData,
  Parameter,
} from '@heron/contract';
import { pointerOf } from '../design/openapi/json-pointer.js';

/**
 * What AI annotation may fill in an endpoint or a data model (issue 24): the places with no
 * summary, description or example yet, each a "slot" with the JSON pointer where its value goes,
 * and the coverage the issue shows before a run (operations, parameters and fields with a
 * description and with an example). References are not followed: a field that is a model is
 * described where it is used, its own fields in the model.
 */

export interface AnnotatableItem {
  id: string;
  kind: 'endpoint' | 'model';
  name: string;
  data: EndpointData | ModelData;
}

export interface AnnotationSlot {
  /** Where the value goes in the item's data; empty for the item's name (an endpoint's summary). */
  pointer: string;
  kind: AnnotationKind;
  target: AnnotationTarget;
  /** The place in words: `query limit`, `body › owner › login`, `200`. */
  label: string;
  /** The schema the value describes or must fit (an example is checked against it). */
  schema?: Record<string, unknown>;
}

type SchemaObject = Record<string, unknown>;

const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Deep enough for any real design; a schema nested deeper is left as it is. */
const MAX_DEPTH = 16;

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

function typesOf(schema: SchemaObject): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** A field whose example is a value of its own: a scalar, or a list of scalars. */
function wantsExample(schema: SchemaObject): boolean {
  if (typeof schema.$ref === 'string') return false;
  const types = typesOf(schema).filter((t) => t !== 'null');
  if (types.length === 0) return Array.isArray(schema.enum);
  if (types.every((t) => SCALAR_TYPES.has(t))) return true;
  if (types.length === 1 && types[0] === 'array' && isObject(schema.items)) {
    return typesOf(schema.items).some((t) => SCALAR_TYPES.has(t));
  }
  return false;
}

function hasExample(schema: SchemaObject): boolean {
  return (
    schema.example !== undefined ||
    (Array.isArray(schema.examples) && schema.examples.length > 0) ||
    schema.const !== undefined
  );
}

function parameterHasExample(parameter: Parameter): boolean {
  return (
    parameter.example !== undefined ||
    (parameter.examples?.length ?? 0) > 0 ||
    (isObject(parameter.schema) && hasExample(parameter.schema))
  );
}

const EMPTY_COUNT = (): CoverageCount => ({ total: 0, described: 0, exemplified: 0 });

/** Gathers slots and coverage together: both walk the same places. */
class Walker {
  readonly slots: AnnotationSlot[] = [];

  constructor(readonly coverage: AnnotationCoverage) {}

  /** Every field under `schema` (properties, array items, allOf/oneOf/anyOf branches). */
  fields(schema: unknown, at: (string | number)[], label: string[], depth = 0): void {
    if (!isObject(schema) || depth > MAX_DEPTH) return;
    if (isObject(schema.properties)) {
      for (const [name, field] of Object.entries(schema.properties)) {
        if (!isObject(field)) continue;
        const fieldAt = [...at, 'properties', name];
        this.field(field, fieldAt, [...label, name]);
        this.fields(field, fieldAt, [...label, name], depth + 1);
      }
    }
    if (isObject(schema.items)) this.fields(schema.items, [...at, 'items'], label, depth + 1);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const branches = schema[key];
      if (!Array.isArray(branches)) continue;
      branches.forEach((branch, index) =>
        this.fields(branch, [...at, key, index], label, depth + 1),
      );
    }
  }

  private field(field: SchemaObject, at: (string | number)[], label: string[]): void {
    const count = this.coverage.fields;
    count.total += 1;
    const text = label.join(' › ');
    if (hasText(field.description)) count.described += 1;
    else this.add([...at, 'description'], 'description', 'field', text, field);
    if (hasExample(field)) count.exemplified += 1;
    else if (wantsExample(field)) this.add([...at, 'examples'], 'example', 'field', text, field);
  }

  add(
    at: (string | number)[],
    kind: AnnotationKind,
    target: AnnotationTarget,
    label: string,
    schema?: SchemaObject,
  ): void {
    this.slots.push({
      pointer: pointerOf(at),
      kind,
      target,
      label,
      ...(schema ? { schema: withoutChildren(schema) } : {}),
    });
  }
}

/** What the model is told about a field: its own keywords, not the fields inside it. */
function withoutChildren(schema: SchemaObject): SchemaObject {
  const { properties: _p, items, allOf: _a, oneOf: _o, anyOf: _n, ...own } = schema;
  if (isObject(items) && typeof items.type === 'string') own.items = { type: items.type };
  return own;
}

/** True when an endpoint's name says no more than its method and path (or its operationId). */
export function isPlaceholderName(name: string, data: EndpointData): boolean {
  const trimmed = name.trim();
  return (
    trimmed === data.path ||
    trimmed.toLowerCase() === `${data.method} ${data.path}`.toLowerCase() ||
    (data.operationId !== null && trimmed === data.operationId)
  );
}

function walkEndpoint(walker: Walker, name: string, data: EndpointData): void {
  const operations = walker.coverage.operations;
  operations.total += 1;
  if (isPlaceholderName(name, data)) walker.add([], 'summary', 'operation', '');
  if (hasText(data.description)) operations.described += 1;
  else walker.add(['description'], 'description', 'operation', '');
  const media = [
    ...(data.requestBody?.content ?? []),
    ...data.responses.flatMap((response) => response.content),
  ];
  const exemplified = media.some(
    (m) =>
      m.example !== undefined ||
      m.examples.length > 0 ||
      (isObject(m.schema) && hasExample(m.schema)),
  );
  if (exemplified) operations.exemplified += 1;

  const parameters = walker.coverage.parameters;
  data.parameters.forEach((parameter, index) => {
    parameters.total += 1;
    const label = `${parameter.in} ${parameter.name}`;
    const schema = isObject(parameter.schema) ? parameter.schema : {};
    if (hasText(parameter.description) || hasText(schema.description)) parameters.described += 1;
    else
      walker.add(['parameters', index, 'description'], 'description', 'parameter', label, schema);
    if (parameterHasExample(parameter)) parameters.exemplified += 1;
    else walker.add(['parameters', index, 'example'], 'example', 'parameter', label, schema);
  });

  data.requestBody?.content.forEach((content, index) =>
    walker.fields(content.schema, ['requestBody', 'content', index, 'schema'], ['body']),
  );
  data.responses.forEach((response, index) => {
    if (!hasText(response.description)) {
      walker.add(['responses', index, 'description'], 'description', 'response', response.status);
    }
    response.content.forEach((content, contentIndex) =>
      walker.fields(
        content.schema,
        ['responses', index, 'content', contentIndex, 'schema'],
        [response.status],
      ),
    );
  });
}

function walkModel(walker: Walker, data: ModelData): void {
  if (!isObject(data.schema)) return;
  if (!hasText(data.schema.description)) {
    walker.add(['schema', 'description'], 'description', 'model', '');
  }
  walker.fields(data.schema, ['schema'], []);
}

function walk(items: readonly AnnotatableItem[]): {
  coverage: AnnotationCoverage;
  slots: Map<string, AnnotationSlot[]>;
} {
  const coverage: AnnotationCoverage = {
    operations: EMPTY_COUNT(),
    parameters: EMPTY_COUNT(),
    fields: EMPTY_COUNT(),
  };
  const slots = new Map<string, AnnotationSlot[]>();
  for (const item of items) {
    const walker = new Walker(coverage);
    if (item.kind === 'endpoint') walkEndpoint(walker, item.name, item.data as EndpointData);
    else walkModel(walker, item.data as ModelData);
    slots.set(item.id, walker.slots);
  }
  return { coverage, slots };
}

/** The places of one item that AI annotation may fill, in the order they appear. */
export function annotationSlots(item: AnnotatableItem): AnnotationSlot[] {
  return walk([item]).slots.get(item.id) ?? [];
}

/** The coverage of `items`, and the slots of each by item id. */
export function annotationCoverage(items: readonly AnnotatableItem[]): {
  coverage: AnnotationCoverage;
  slots: Map<string, AnnotationSlot[]>;
} {
  return walk(items);
}
