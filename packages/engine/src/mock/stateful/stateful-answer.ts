import type { Rng } from '../generate/rng.js';
import type { SchemaGenerator } from '../generate/types.js';
import { renderResponse, type Rendered } from '../answer/render-response.js';
import { safeHeaderValue } from '../answer/safe-header-value.js';
import {
  responseForCode,
  type ChosenResponse,
  type CompiledResponse,
  type ResponsePlan,
} from '../answer/response-plan.js';
import { mockProblem, type MockProblem } from '../problem.js';
import type { RequestView } from '../request-view.js';
import type { MockRule } from '../types.js';
import { uuid } from '../expectations/template.js';
import type { Resource, ResourceRole } from './resource-shapes.js';
import type { Collection, Item, ResourceStore } from './resource-store.js';

/**
 * Stateful mode's answers: POST stores the body merged over a generated item under a new id;
 * GET finds (404 when missing or deleted) or lists; PUT replaces; PATCH merges (JSON Merge
 * Patch: `null` removes a field); DELETE removes. A collection starts with `SEED_ITEMS`
 * generated items (ids 1, 2, 3 when ids are numbers), so a list is not empty at first and
 * `GET /pets/1` answers at once.
 */

export const SEED_ITEMS = 3;

/** What stateful answering needs of one endpoint, made at build. */
export interface StatefulEndpoint {
  role: ResourceRole;
  /** Numbers each resource, for the store's keys. */
  resourceIndex: number;
  item: SchemaGenerator;
  /** The list answer's own generator, when the items sit in a field of it. */
  wrapper: SchemaGenerator | undefined;
}

export interface StatefulInput {
  endpoint: StatefulEndpoint;
  endpointKey: string;
  plan: ResponsePlan;
  view: RequestView;
  accept: string | undefined;
  rng: Rng;
  store: ResourceStore;
  /** The random numbers a new collection's seed items are drawn from. */
  seedRng: (collectionKey: string) => Rng;
}

export function answerStateful(input: StatefulInput): Rendered | MockProblem {
  const { endpoint, view, store } = input;
  const { role } = endpoint;
  const { resource, action } = role;
  const values = role.paramNames.map((name) => view.params[name] ?? '');
  const parentValues = action === 'create' || action === 'list' ? values : values.slice(0, -1);
  const key = `${endpoint.resourceIndex}:${parentValues.map(encodeURIComponent).join('/')}`;
  const collection = store.collection(key, () => seedItems(input, input.seedRng(key)));
  const rule: MockRule = { kind: 'stateful', endpointKey: input.endpointKey, action };
  const send = (data: unknown, chosen = usualOr(input.plan, action)) =>
    withRule(
      renderResponse({
        chosen,
        endpointKey: input.endpointKey,
        accept: input.accept,
        rng: input.rng,
        value: { data, rule },
      }),
      rule,
    );

  if (action === 'list') return send(listBody(input, resource, [...collection.items.values()]));
  if (action === 'create') {
    const id = newId(resource, collection, input.rng);
    const item: Item = { ...generatedItem(endpoint.item, input.rng), ...bodyFields(view) };
    item[resource.idField] = typedId(resource, id);
    store.put(key, collection, id, item);
    const answer = send(item);
    if ('headers' in answer)
      answer.headers.location = safeHeaderValue(itemPath(view.request.path, id));
    return answer;
  }
  const id = values.at(-1) ?? '';
  const existing = collection.items.get(id);
  if (existing === undefined) return missing(input, id, rule);
  switch (action) {
    case 'read':
      return send(existing);
    case 'replace': {
      const item: Item = { ...bodyFields(view), [resource.idField]: existing[resource.idField] };
      store.put(key, collection, id, item);
      return send(item);
    }
    case 'update': {
      const item = mergePatch(existing, bodyFields(view)) as Item;
      item[resource.idField] = existing[resource.idField];
      store.put(key, collection, id, item);
      return send(item);
    }
    case 'delete':
      store.remove(key, collection, id);
      return send(existing);
  }
}

function withRule(answer: Rendered | MockProblem, rule: MockRule): Rendered | MockProblem {
  if ('rule' in answer) answer.rule = rule;
  return answer;
}

/** The design's 404 for the endpoint, or the mock's own. */
function missing(input: StatefulInput, id: string, rule: MockRule): Rendered | MockProblem {
  const declared = responseForCode(input.plan, '404');
  if (declared) {
    return withRule(
      renderResponse({
        chosen: declared,
        endpointKey: input.endpointKey,
        accept: input.accept,
        rng: input.rng,
      }),
      rule,
    );
  }
  return mockProblem(
    'MOCK_RESOURCE_NOT_FOUND',
    `${input.endpoint.role.resource.collectionPath} has no item ${id}.`,
  );
}

const JSON_RESPONSE = (declared: string): CompiledResponse => ({
  declared,
  media: [
    {
      declared: 'application/json',
      type: 'application/json',
      examples: [],
      generator: undefined,
      pools: new Map(),
      budget: { chars: 0 },
    },
  ],
  headers: [],
});

/** The endpoint's usual answer; a JSON one when the design declares none. */
function usualOr(plan: ResponsePlan, action: ResourceRole['action']): ChosenResponse {
  if (plan.usual) return plan.usual;
  const status = action === 'create' ? 201 : 200;
  return { response: JSON_RESPONSE(String(status)), status };
}

function listBody(input: StatefulInput, resource: Resource, items: Item[]): unknown {
  const list = resource.list;
  if (!list || list.kind === 'array' || !input.endpoint.wrapper) return items;
  const wrapper = input.endpoint.wrapper.generate(input.rng).value;
  const body: Record<string, unknown> =
    typeof wrapper === 'object' && wrapper !== null && !Array.isArray(wrapper)
      ? { ...(wrapper as Record<string, unknown>) }
      : {};
  body[list.field] = items;
  for (const field of list.countFields) body[field] = items.length;
  return body;
}

function seedItems(input: StatefulInput, rng: Rng): Array<[string, Item]> {
  const { resource } = input.endpoint.role;
  const seeded: Array<[string, Item]> = [];
  for (let n = 1; n <= SEED_ITEMS; n += 1) {
    const id = resource.idKind === 'uuid' ? uuid(rng) : String(n);
    const item = generatedItem(input.endpoint.item, rng);
    item[resource.idField] = typedId(resource, id);
    seeded.push([id, item]);
  }
  return seeded;
}

function generatedItem(generator: SchemaGenerator, rng: Rng): Item {
  const value = generator.generate(rng).value;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Item) }
    : {};
}

function newId(resource: Resource, collection: Collection, rng: Rng): string {
  if (resource.idKind === 'uuid') return uuid(rng);
  const id = collection.nextId;
  collection.nextId += 1;
  return String(id);
}

const typedId = (resource: Resource, id: string): unknown =>
  resource.idKind === 'integer' ? Number(id) : id;

/** The fields a client sent: a JSON object or form fields; anything else adds nothing. */
function bodyFields(view: RequestView): Item {
  const body = view.body();
  if ((body.kind === 'json' || body.kind === 'form') && isPlainObject(body.value)) {
    return { ...(body.value as Item) };
  }
  return {};
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7396: objects merge field by field, `null` removes, anything else replaces. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const result: Record<string, unknown> = isPlainObject(target)
    ? { ...(target as Record<string, unknown>) }
    : {};
  for (const [name, value] of Object.entries(patch as Record<string, unknown>)) {
    // A JSON body may name `__proto__`; as a plain assignment it would swap the prototype.
    if (name === '__proto__') continue;
    if (value === null) delete result[name];
    else result[name] = mergePatch(result[name], value);
  }
  return result;
}

function itemPath(collectionPath: string, id: string): string {
  return `${collectionPath.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
}
