import { isSchema } from './schema-keywords.js';

/**
 * `$ref` resolution for the mock. The design keeps its data models apart from the document, so
 * `#/components/schemas/{name}` (and anything below it, `…/{name}/properties/id`) is looked up in
 * the models; any other local pointer (`#/$defs/…`, `#/definitions/…`) is walked from the schema
 * being compiled. External and unknown references resolve to nothing (the caller flags them).
 */

const MODELS_PREFIX = '#/components/schemas/';

export interface ResolvedRef {
  schema: unknown;
  /** A stable name for caches and realism: the model's name, or the pointer. */
  name: string;
  /** True when the target lives in the models (shared by every schema compiled against them). */
  isModel: boolean;
}

export function resolveRef(
  ref: string,
  models: ReadonlyMap<string, unknown>,
  root: unknown,
): ResolvedRef | undefined {
  if (ref.startsWith(MODELS_PREFIX)) {
    const segments = pointerSegments(ref.slice(MODELS_PREFIX.length));
    const [modelName, ...rest] = segments;
    if (modelName === undefined || !models.has(modelName)) return undefined;
    const schema = walk(models.get(modelName), rest);
    if (schema === undefined) return undefined;
    return { schema, name: rest.length === 0 ? modelName : ref, isModel: true };
  }
  if (ref === '#') return { schema: root, name: ref, isModel: false };
  if (ref.startsWith('#/')) {
    const schema = walk(root, pointerSegments(ref.slice(2)));
    if (schema === undefined) return undefined;
    const last = ref.slice(ref.lastIndexOf('/') + 1);
    return { schema, name: last, isModel: false };
  }
  return undefined;
}

function pointerSegments(pointer: string): string[] {
  return pointer.split('/').map((segment) => {
    let text = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    try {
      text = decodeURIComponent(text);
    } catch {
      // A malformed escape is kept as written: the lookup then simply fails.
    }
    return text;
  });
}

function walk(start: unknown, segments: readonly string[]): unknown {
  let node = start;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      node = /^\d+$/.test(segment) ? node[Number(segment)] : undefined;
    } else if (isSchema(node)) {
      node = Object.hasOwn(node, segment) ? node[segment] : undefined;
    } else {
      return undefined;
    }
    if (node === undefined) return undefined;
  }
  return node;
}
