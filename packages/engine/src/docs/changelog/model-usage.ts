import type { DesignBundle } from '@heron/contract';
import { modelNameOfRef } from '../../design/model-utils.js';

/** Whether clients send a data model (in a request) or read it (in a response), or both. */
export interface ModelUse {
  request: boolean;
  response: boolean;
}

/** Every model named by a `$ref` anywhere inside a value (a schema, or several). */
function collectModelRefs(value: unknown, into: Set<string>): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (key === '$ref' && typeof item === 'string') {
        const name = modelNameOfRef(item);
        if (name !== null) into.add(name);
      } else {
        stack.push(item);
      }
    }
  }
}

/** The models reached from `roots` through the models' own references. */
function closure(roots: Set<string>, refsOf: (name: string) => ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const next of refsOf(name)) if (!reached.has(next)) queue.push(next);
  }
  return reached;
}

function usesIn(bundle: DesignBundle, requests: Set<string>, responses: Set<string>): void {
  const directRequest = new Set<string>();
  const directResponse = new Set<string>();
  for (const { data } of bundle.endpoints) {
    for (const parameter of data.parameters) collectModelRefs(parameter.schema, directRequest);
    for (const media of data.requestBody?.content ?? []) {
      collectModelRefs(media.schema, directRequest);
    }
    for (const response of data.responses) {
      for (const media of response.content) collectModelRefs(media.schema, directResponse);
      for (const header of response.headers) collectModelRefs(header.schema, directResponse);
    }
  }
  const modelRefs = new Map<string, Set<string>>();
  for (const model of bundle.models) {
    const refs = new Set<string>();
    collectModelRefs(model.data.schema, refs);
    modelRefs.set(model.name, refs);
  }
  const refsOf = (name: string): ReadonlySet<string> => modelRefs.get(name) ?? new Set();
  for (const name of closure(directRequest, refsOf)) requests.add(name);
  for (const name of closure(directResponse, refsOf)) responses.add(name);
}

/**
 * How each model is used, in either version: a client written against the older version may
 * send or read it, and one written against the newer version may too. A model no endpoint uses
 * counts as used both ways, as a client may still have been generated from it.
 */
export function modelUses(before: DesignBundle, after: DesignBundle): (name: string) => ModelUse {
  const requests = new Set<string>();
  const responses = new Set<string>();
  usesIn(before, requests, responses);
  usesIn(after, requests, responses);
  return (name) => {
    const request = requests.has(name);
    const response = responses.has(name);
    return request || response ? { request, response } : { request: true, response: true };
  };
}
