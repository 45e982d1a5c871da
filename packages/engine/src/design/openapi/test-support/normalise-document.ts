import { fragmentSegments, valueAt } from '../json-pointer.js';
import { isObject, type JsonObject } from '../json-value.js';

/**
 * The documented normalisation of the round-trip rule (b): what may differ between an OpenAPI
 * 3.x source and its export in the same version, and nothing else.
 *
 * 1. `$ref`s to non-schema objects (path items, parameters, request bodies, responses, headers,
 *    examples, media types) are replaced by what they point at; the components stay.
 * 2. Path-level parameters are merged into each operation of the path (path-level first, an
 *    operation's own one with the same name and location wins).
 * 3. Defaults are dropped: `required: false`, `deprecated: false`, empty descriptions,
 *    empty `tags`/`parameters`/`examples`/`headers`/`content`/`responses`, top-level empty
 *    `servers`/`security`/`tags` (and `paths` in 3.1); in 3.0 schemas `nullable: false` and a
 *    `false` `exclusiveMinimum`/`exclusiveMaximum`.
 * 4. An operation the source wrote without `summary` may have one (the endpoint's name), and a
 *    response without `description` may have an empty one (3.0 and 3.1 require it).
 */
export function normaliseDocument(document: JsonObject): JsonObject {
  const root = document;
  const resolve = (value: unknown, seen = new Set<string>()): unknown => {
    if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#'))
      return value;
    if (seen.has(value.$ref)) return value;
    seen.add(value.$ref);
    const segments = fragmentSegments(value.$ref.slice(1));
    const target = segments === null ? undefined : valueAt(root, segments);
    if (target === undefined) return value;
    const { $ref: _ref, ...siblings } = value;
    const resolved = resolve(target, seen);
    if (!isObject(resolved)) return resolved;
    const overrides: JsonObject = {};
    if (typeof siblings.summary === 'string') overrides.summary = siblings.summary;
    if (typeof siblings.description === 'string') overrides.description = siblings.description;
    return { ...resolved, ...overrides };
  };
  const is30 = typeof document.openapi === 'string' && document.openapi.startsWith('3.0');

  const dropEmpty = (object: JsonObject, keys: readonly string[]) => {
    for (const key of keys) {
      const value = object[key];
      if (value === '' || value === false || (Array.isArray(value) && value.length === 0))
        delete object[key];
      else if (isObject(value) && Object.keys(value).length === 0) delete object[key];
    }
  };
  const examples = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, example]) => [name, resolve(example)]),
    );
  };
  const content = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([type, media]) => {
        const m = resolve(media);
        if (!isObject(m)) return [type, m];
        const out: JsonObject = { ...m };
        if (out.examples !== undefined) out.examples = examples(out.examples);
        if (out.schema !== undefined && is30) out.schema = schema(out.schema);
        dropEmpty(out, ['examples']);
        return [type, out];
      }),
    );
  };
  const parameter = (value: unknown): unknown => {
    const p = resolve(value);
    if (!isObject(p)) return p;
    const out: JsonObject = { ...p };
    if (out.examples !== undefined) out.examples = examples(out.examples);
    if (out.content !== undefined) out.content = content(out.content);
    if (out.schema !== undefined && is30) out.schema = schema(out.schema);
    dropEmpty(out, ['required', 'deprecated', 'description']);
    return out;
  };
  const response = (value: unknown): unknown => {
    const r = resolve(value);
    if (!isObject(r)) return r;
    const out: JsonObject = { ...r };
    if (isObject(out.headers)) {
      out.headers = Object.fromEntries(
        Object.entries(out.headers).map(([name, header]) => [name, parameter(header)]),
      );
    }
    if (out.content !== undefined) out.content = content(out.content);
    dropEmpty(out, ['headers', 'content', 'description']);
    return out;
  };
  const schema = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(schema);
    if (!isObject(value)) return value;
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(value)) {
      if (
        (key === 'nullable' || key === 'exclusiveMinimum' || key === 'exclusiveMaximum') &&
        child === false
      )
        continue;
      if (['properties', 'patternProperties'].includes(key) && isObject(child)) {
        out[key] = Object.fromEntries(Object.entries(child).map(([k, v]) => [k, schema(v)]));
      } else if (
        ['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf'].includes(key)
      ) {
        out[key] = schema(child);
      } else {
        out[key] = child;
      }
    }
    return out;
  };

  const out: JsonObject = { ...document };
  dropEmpty(out, ['servers', 'security', 'tags']);
  if (!is30) dropEmpty(out, ['paths']);
  if (is30 && isObject(out.components) && isObject(out.components.schemas)) {
    out.components = {
      ...out.components,
      schemas: Object.fromEntries(
        Object.entries(out.components.schemas).map(([k, v]) => [k, schema(v)]),
      ),
    };
  }
  if (isObject(document.paths)) {
    const paths: JsonObject = {};
    for (const [path, rawItem] of Object.entries(document.paths)) {
      const item = resolve(rawItem);
      if (!isObject(item)) {
        paths[path] = item;
        continue;
      }
      const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].filter(
        (m) => Object.hasOwn(item, m),
      );
      const next: JsonObject = { ...item };
      const shared =
        methods.length > 0 && Array.isArray(item.parameters) ? item.parameters.map(parameter) : [];
      if (methods.length > 0) delete next.parameters;
      for (const method of methods) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const op: JsonObject = { ...operation };
        const own = Array.isArray(op.parameters) ? op.parameters.map(parameter) : [];
        const key = (p: unknown) => (isObject(p) ? `${String(p.in)} ${String(p.name)}` : '');
        const ownKeys = new Set(own.map(key));
        op.parameters = [...shared.filter((p) => !ownKeys.has(key(p))), ...own];
        if (op.requestBody !== undefined) {
          const body = resolve(op.requestBody);
          if (isObject(body)) {
            const b: JsonObject = { ...body };
            if (b.content !== undefined) b.content = content(b.content);
            dropEmpty(b, ['required', 'description']);
            op.requestBody = b;
          }
        }
        if (isObject(op.responses)) {
          op.responses = Object.fromEntries(
            Object.entries(op.responses).map(([status, r]) => [
              status,
              status.startsWith('x-') ? r : response(r),
            ]),
          );
        }
        dropEmpty(op, ['tags', 'parameters', 'responses', 'description', 'deprecated', 'summary']);
        next[method] = op;
      }
      paths[path] = next;
    }
    out.paths = paths;
  }
  return out;
}

/** Rule 4: the export may name operations the source left unnamed. */
export function dropAddedSummaries(exported: JsonObject, source: JsonObject): void {
  if (!isObject(exported.paths) || !isObject(source.paths)) return;
  for (const [path, item] of Object.entries(exported.paths)) {
    const sourceItem = source.paths[path];
    if (!isObject(item) || !isObject(sourceItem)) continue;
    for (const [method, operation] of Object.entries(item)) {
      const sourceOperation = sourceItem[method];
      if (
        isObject(operation) &&
        isObject(sourceOperation) &&
        sourceOperation.summary === undefined
      ) {
        delete operation.summary;
      }
    }
  }
}
