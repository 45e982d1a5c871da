import { ERROR_CATALOGUE, PROBLEM_CONTENT_TYPE } from '@heron/contract';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  '200': 'Success',
  '201': 'Created',
  '204': 'No content',
  '4XX': 'Client error, as problem details (RFC 9457) with a stable `code`',
  '5XX': 'Server error, as problem details (RFC 9457) with a stable `code`',
};

function collectRefs(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.add(child);
      else collectRefs(child, into);
    }
  }
}

/**
 * Finishes the generated document: error responses carry the problem+json media type and real
 * descriptions, the error catalogue is published under components.x-error-codes, and schema
 * components nothing refers to (the zod provider emits an input twin of each) are dropped.
 */
export function finalizeOpenApiDocument(generated: Json): Json {
  const document = structuredClone(generated);
  const paths = isObject(document.paths) ? document.paths : {};
  for (const pathItem of Object.values(paths)) {
    if (!isObject(pathItem)) continue;
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!isObject(response)) continue;
        const described = RESPONSE_DESCRIPTIONS[status];
        if (described && (!response.description || response.description === 'Default Response')) {
          response.description = described;
        }
        if (/^[45]/.test(status) && isObject(response.content)) {
          const json = response.content['application/json'];
          if (json) response.content = { [PROBLEM_CONTENT_TYPE]: json };
        }
      }
    }
  }

  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  // Keep what the paths reach, then what those reach, until nothing new is found.
  const kept = new Set<string>();
  let frontier = new Set<string>();
  collectRefs(paths, frontier);
  while (frontier.size) {
    const next = new Set<string>();
    for (const ref of frontier) {
      const name = ref.replace('#/components/schemas/', '');
      if (kept.has(name) || !(name in schemas)) continue;
      kept.add(name);
      collectRefs(schemas[name], next);
    }
    frontier = next;
  }
  components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => kept.has(name)),
  );
  components['x-error-codes'] = ERROR_CATALOGUE;
  document.components = components;
  return document;
}
