import type { AnnotationKind } from '@heron/contract';
import { segmentsOf, valueAt } from '../design/openapi/json-pointer.js';
import { annotationSlots, type AnnotatableItem } from './annotation-slots.js';

/**
 * Puts accepted AI values into an item (issue 24). A value goes in only where its place is still
 * open, the same slot (place, kind and label) the item shows now: a place filled by a person
 * since, or moved (a parameter deleted before it), leaves the value out as outdated.
 */

export interface AcceptedValue {
  pointer: string;
  kind: AnnotationKind;
  label: string;
  value: unknown;
}

const slotKey = (slot: { pointer: string; kind: AnnotationKind; label: string }) =>
  `${slot.kind}\u0000${slot.pointer}\u0000${slot.label}`;

export function applyAnnotations<T extends AnnotatableItem, V extends AcceptedValue>(
  item: T,
  accepted: readonly V[],
): { item: T; applied: V[]; outdated: V[] } {
  const open = new Set(annotationSlots(item).map(slotKey));
  const data = structuredClone(item.data) as unknown as Record<string, unknown>;
  let name = item.name;
  const applied: V[] = [];
  const outdated: V[] = [];
  for (const value of accepted) {
    const key = slotKey(value);
    const segments = segmentsOf(value.pointer);
    const parent =
      segments && segments.length > 0 ? valueAt(data, segments.slice(0, -1)) : undefined;
    if (!open.has(key)) {
      outdated.push(value);
    } else if (value.kind === 'summary') {
      if (typeof value.value !== 'string') outdated.push(value);
      else {
        name = value.value;
        applied.push(value);
      }
    } else if (typeof parent === 'object' && parent !== null && !Array.isArray(parent)) {
      const field = segments!.at(-1)!;
      // A field's examples are a list (JSON Schema 2020-12); a parameter's example is one value.
      (parent as Record<string, unknown>)[field] =
        field === 'examples' ? [value.value] : value.value;
      applied.push(value);
    } else {
      outdated.push(value);
    }
    open.delete(key);
  }
  return { item: { ...item, name, data: data as unknown as T['data'] }, applied, outdated };
}
