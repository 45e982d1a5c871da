import { MODEL_REF_PREFIX, modelRef } from '@heron/engine/model';

/**
 * References to data models, read and rewritten in one pass over any value: renaming a model
 * keeps every reference to it working, an import that keeps both versions of hundreds of models
 * renames them all in one walk, and an export of a folder collects the models its endpoints use.
 * A reference is a `$ref` (or a discriminator mapping value) `#/components/schemas/<name>`,
 * possibly pointing inside the model (`…/<name>/properties/id`). Strings elsewhere (examples,
 * descriptions) are content, left alone.
 */

/** The model a reference names, or null when it names no model. */
export function modelOfRef(ref: string): string | null {
  if (!ref.startsWith(MODEL_REF_PREFIX)) return null;
  const rest = ref.slice(MODEL_REF_PREFIX.length);
  const slash = rest.indexOf('/');
  const segment = slash === -1 ? rest : rest.slice(0, slash);
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

function renamedRef(ref: string, renames: ReadonlyMap<string, string>): string | null {
  const name = modelOfRef(ref);
  const to = name === null ? undefined : renames.get(name);
  if (to === undefined) return null;
  return modelRef(to) + ref.slice(modelRef(name!).length);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with references to each renamed model pointing at its new name (a copy where changed). */
export function renameModelRefsAll<T>(value: T, renames: ReadonlyMap<string, string>): T {
  if (renames.size === 0) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) {
      let copy: unknown[] | null = null;
      for (let i = 0; i < node.length; i += 1) {
        const next = walk(node[i]);
        if (next !== node[i]) {
          copy ??= [...node];
          copy[i] = next;
        }
      }
      return copy ?? node;
    }
    let copy: Record<string, unknown> | null = null;
    for (const [key, child] of Object.entries(node)) {
      let next: unknown;
      if (key === '$ref' && typeof child === 'string') {
        next = renamedRef(child, renames) ?? child;
      } else if (key === 'discriminator' && isRecord(child) && isRecord(child.mapping)) {
        const mapping: Record<string, unknown> = { ...child.mapping };
        let isChanged = false;
        for (const [k, target] of Object.entries(mapping)) {
          const renamed = typeof target === 'string' ? renamedRef(target, renames) : null;
          if (renamed !== null) {
            mapping[k] = renamed;
            isChanged = true;
          }
        }
        next = walk(isChanged ? { ...child, mapping } : child);
      } else {
        next = walk(child);
      }
      if (next !== child) {
        copy ??= { ...node };
        copy[key] = next;
      }
    }
    return copy ?? node;
  };
  return walk(value) as T;
}

/** `value` with the references to model `from` pointing at `to`; the same object when none did. */
export function renameModelRefs<T>(
  value: T,
  from: string,
  to: string,
): { value: T; isChanged: boolean } {
  const next = renameModelRefsAll(value, new Map([[from, to]]));
  return { value: next, isChanged: next !== value };
}

/** Adds the names of the models `value` refers to into `into`. Iterative: any depth is fine. */
export function collectModelRefs(value: unknown, into: Set<string>): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = modelOfRef(child);
        if (name !== null) into.add(name);
      } else if (key === 'discriminator' && isRecord(child) && isRecord(child.mapping)) {
        for (const target of Object.values(child.mapping)) {
          const name = typeof target === 'string' ? modelOfRef(target) : null;
          if (name !== null) into.add(name);
        }
        stack.push(child);
      } else {
        stack.push(child);
      }
    }
  }
}
