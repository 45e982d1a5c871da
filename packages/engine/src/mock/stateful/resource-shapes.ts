import type { BundleEndpoint, EndpointData } from '@heron/contract';
import { parseTemplate, type TemplateSegment } from '../route/path-template.js';
import { itemsSchema, resolveSchema, schemaProperties, schemaType } from '../schema-shape.js';
import type { StatefulAction } from '../types.js';

/**
 * Finds, at build, the endpoints that look like a resource: a collection path (`POST /pets`,
 * `GET /pets`) and an item path one parameter longer (`GET|PUT|PATCH|DELETE /pets/{petId}`), with
 * an object schema for the item. Nested collections (`/users/{userId}/posts`) count: each parent
 * gets its own collection. Parameter names may differ between the two paths; their shapes match.
 */

export interface Resource {
  /** The collection's template, for messages and `location` headers (`/pets`). */
  collectionPath: string;
  /** The item's field that holds its id: `id`, else the item parameter's name, else `id`. */
  idField: string;
  /** How new ids look. */
  idKind: 'integer' | 'uuid' | 'string';
  /** The schema of one item (what is generated under what a client sends). */
  itemSchema: unknown;
  /** How the collection's list answer holds the items: the whole body, or one of its fields. */
  list: { kind: 'array' } | { kind: 'wrapped'; field: string; countFields: string[] } | undefined;
}

/** An endpoint's part in a resource. */
export interface ResourceRole {
  resource: Resource;
  action: StatefulAction;
  /** Path parameter names in template order; the item's own parameter is the last. */
  paramNames: string[];
}

const ITEM_ACTIONS: Partial<Record<EndpointData['method'], StatefulAction>> = {
  get: 'read',
  put: 'replace',
  patch: 'update',
  delete: 'delete',
};

export function findResources(
  endpoints: readonly BundleEndpoint[],
  models: ReadonlyMap<string, unknown>,
): Map<string, ResourceRole> {
  const byShape = new Map<string, BundleEndpoint[]>();
  for (const endpoint of endpoints) {
    const shape = shapeOf(parseTemplate(endpoint.data.path));
    const list = byShape.get(shape);
    if (list) list.push(endpoint);
    else byShape.set(shape, [endpoint]);
  }
  const roles = new Map<string, ResourceRole>();
  for (const [shape, collectionEndpoints] of byShape) {
    const items = byShape.get(`${shape}/{}`);
    if (!items) continue;
    const create = collectionEndpoints.find((e) => e.data.method === 'post');
    const list = collectionEndpoints.find((e) => e.data.method === 'get');
    const read = items.find((e) => e.data.method === 'get');
    if ((!create && !list) || !read) continue;
    const itemSchema =
      successSchema(read.data) ??
      successSchema(create?.data) ??
      firstBodySchema(create?.data) ??
      itemsSchema(list ? successSchema(list.data) : undefined, models);
    if (itemSchema === undefined || schemaType(itemSchema, models) !== 'object') continue;
    const properties = schemaProperties(itemSchema, models);
    const itemParam = lastParamName(read.data.path);
    const idField = properties.has('id')
      ? 'id'
      : itemParam !== undefined && properties.has(itemParam)
        ? itemParam
        : 'id';
    const resource: Resource = {
      collectionPath: (create ?? list)!.data.path,
      idField,
      idKind: idKindOf(properties.get(idField), models),
      itemSchema,
      list: list ? listShape(successSchema(list.data), models) : undefined,
    };
    const add = (endpoint: BundleEndpoint | undefined, action: StatefulAction | undefined) => {
      if (!endpoint || !action) return;
      const names = paramNamesOf(endpoint.data.path);
      roles.set(endpoint.key, { resource, action, paramNames: names });
    };
    add(create, 'create');
    if (resource.list) add(list, 'list');
    for (const item of items) add(item, ITEM_ACTIONS[item.data.method]);
  }
  return roles;
}

/** `/users/{userId}/posts` → `/users/{}/posts`: what must line up between collection and item. */
function shapeOf(segments: readonly TemplateSegment[]): string {
  return segments
    .map((s) => (s.kind === 'static' ? s.text : s.kind === 'param' ? '{}' : s.source))
    .map((s) => `/${s}`)
    .join('');
}

function paramNamesOf(path: string): string[] {
  return parseTemplate(path).flatMap((s) =>
    s.kind === 'param' ? [s.name] : s.kind === 'mixed' ? s.names : [],
  );
}

function lastParamName(path: string): string | undefined {
  const last = parseTemplate(path).at(-1);
  return last?.kind === 'param' ? last.name : undefined;
}

/** The JSON schema of the endpoint's first 2xx response, if it has one. */
function successSchema(data: EndpointData | undefined): unknown {
  const response = data?.responses.find((r) => r.status.startsWith('2'));
  return response?.content.find((c) => c.schema !== undefined)?.schema;
}

function firstBodySchema(data: EndpointData | undefined): unknown {
  return data?.requestBody?.content.find((c) => c.schema !== undefined)?.schema;
}

function idKindOf(schema: unknown, models: ReadonlyMap<string, unknown>): Resource['idKind'] {
  const type = schemaType(schema, models);
  if (type === 'integer' || type === 'number') return 'integer';
  const format = resolveSchema(schema, models)?.format;
  if (format === 'uuid') return 'uuid';
  // Without a schema for the id, counting is the friendliest: `/pets/1`, `/pets/2` …
  return type === undefined ? 'integer' : 'string';
}

/** How a list answer carries the items: the body itself, or its first array field (`data`, `items`). */
function listShape(schema: unknown, models: ReadonlyMap<string, unknown>): Resource['list'] {
  if (schema === undefined) return undefined;
  const type = schemaType(schema, models);
  if (type === 'array') return { kind: 'array' };
  if (type !== 'object') return undefined;
  const properties = schemaProperties(schema, models);
  for (const [name, property] of properties) {
    if (schemaType(property, models) === 'array') {
      const countFields = [...properties.keys()].filter(
        (key) =>
          /^(total|total_count|totalCount|count|total_results|totalResults)$/.test(key) &&
          schemaType(properties.get(key), models) === 'integer',
      );
      return { kind: 'wrapped', field: name, countFields };
    }
  }
  return undefined;
}
