import { modelRef } from '@heron/engine/model';

/**
 * Renaming a data model keeps every reference to it working: `$ref`s (`#/components/schemas/<name>`
 * and pointers into the model, `#/components/schemas/<name>/properties/…`) and discriminator
 * mappings, which name models by the same reference. Other strings (examples, descriptions) are
 * content and are left alone.
 */

function renamedRef(ref: string, from: string, to: string): string | null {
  const old = modelRef(from);
  if (ref === old) return modelRef(to);
  if (ref.startsWith(`${old}/`)) return modelRef(to) + ref.slice(old.length);
  return null;
}

/** `value` with the references to model `from` pointing at `to`; the same object when none did. */
export function renameModelRefs<T>(
  value: T,
  from: string,
  to: string,
): { value: T; isChanged: boolean } {
  const walk = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) {
      let copy: unknown[] | null = null;
      node.forEach((item, i) => {
        const next = walk(item);
        if (next !== item) {
          copy ??= [...node];
          copy[i] = next;
        }
      });
      return copy ?? node;
    }
    let copy: Record<string, unknown> | null = null;
    for (const [key, child] of Object.entries(node)) {
      let next: unknown;
      if (key === '$ref' && typeof child === 'string') {
        next = renamedRef(child, from, to) ?? child;
      } else if (key === 'discriminator' && isRecord(child) && isRecord(child.mapping)) {
        next = renameMapping(child, from, to);
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
  const next = walk(value) as T;
  return { value: next, isChanged: next !== value };
}

function renameMapping(discriminator: Record<string, unknown>, from: string, to: string) {
  const mapping = discriminator.mapping as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const [key, target] of Object.entries(mapping)) {
    const next = typeof target === 'string' ? renamedRef(target, from, to) : null;
    if (next !== null) {
      copy ??= { ...mapping };
      copy[key] = next;
    }
  }
  return copy ? { ...discriminator, mapping: copy } : discriminator;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
