import { ITEM_NAME_MAX_LENGTH } from '@heron/contract';
import { slotId, type AnnotationAsk } from './annotation-prompt.js';
import type { AnnotationSlot } from './annotation-slots.js';

/**
 * A model's answer to an annotation call, checked value by value (issue 24): an unknown or
 * repeated slot id, an empty text, a summary on several lines, an example that is not JSON or
 * does not fit its schema: each is dropped, never saved. What remains is proposed for review.
 */

export interface AnnotationValue {
  itemId: string;
  slot: AnnotationSlot;
  value: unknown;
}

/** A description longer than this is not what was asked for. */
export const DESCRIPTION_MAX_LENGTH = 2_000;

type Fit = (value: unknown) => boolean;

const TYPE_CHECKS: Record<string, Fit> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  integer: (v) => typeof v === 'number' && Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
  array: (v) => Array.isArray(v),
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
};

/**
 * Whether `value` fits the keywords of a field a reviewer would see broken: its type, its enum,
 * a string's length and pattern, a number's bounds, a list's item type. Formats are left to the
 * reviewer: an example is documentation, not a request.
 */
export function fitsSchema(schema: Record<string, unknown>, value: unknown): boolean {
  if (
    Array.isArray(schema.enum) &&
    !schema.enum.some((v) => JSON.stringify(v) === JSON.stringify(value))
  ) {
    return false;
  }
  const types =
    typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  if (schema.nullable === true) types.push('null');
  if (types.length > 0 && !types.some((t) => TYPE_CHECKS[String(t)]?.(value))) return false;
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
    if (typeof schema.pattern === 'string') {
      try {
        if (!new RegExp(schema.pattern, 'u').test(value)) return false;
      } catch {
        // A pattern JavaScript cannot read says nothing about the value.
      }
    }
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
  }
  if (Array.isArray(value) && typeof schema.items === 'object' && schema.items !== null) {
    const items = schema.items as Record<string, unknown>;
    if (!value.every((entry) => fitsSchema(items, entry))) return false;
  }
  return true;
}

function exampleOf(text: string, slot: AnnotationSlot): { value: unknown } | null {
  const schema = slot.schema ?? {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Models often write a string example bare (alice, not "alice"): for a string field that is
    // what was meant.
    value = text;
  }
  if (fitsSchema(schema, value)) return { value };
  if (typeof value !== 'string' && fitsSchema(schema, text)) return { value: text };
  return null;
}

function valueOf(text: string, slot: AnnotationSlot): { value: unknown } | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (slot.kind) {
    case 'summary':
      return trimmed.includes('\n') || trimmed.length > ITEM_NAME_MAX_LENGTH
        ? null
        : { value: trimmed };
    case 'description':
      return trimmed.length > DESCRIPTION_MAX_LENGTH ? null : { value: trimmed };
    case 'example':
      return exampleOf(trimmed, slot);
  }
}

/** The values of `answer` that fit their slots, and how many were dropped. */
export function readAnnotationAnswer(
  answer: unknown,
  asks: readonly AnnotationAsk[],
): { values: AnnotationValue[]; dropped: number } {
  const bySlotId = new Map<string, { itemId: string; slot: AnnotationSlot }>();
  asks.forEach(({ item, slots }, itemIndex) =>
    slots.forEach((slot, slotIndex) =>
      bySlotId.set(slotId(itemIndex, slotIndex), { itemId: item.id, slot }),
    ),
  );
  const entries =
    typeof answer === 'object' &&
    answer !== null &&
    Array.isArray((answer as { values?: unknown }).values)
      ? (answer as { values: unknown[] }).values
      : [];
  const values: AnnotationValue[] = [];
  let dropped = 0;
  for (const entry of entries) {
    const { slot: id, value: text } = (entry ?? {}) as { slot?: unknown; value?: unknown };
    const target = typeof id === 'string' ? bySlotId.get(id.trim()) : undefined;
    const read = target && typeof text === 'string' ? valueOf(text, target.slot) : null;
    if (!target || !read) {
      dropped += 1;
      continue;
    }
    bySlotId.delete(String(id).trim());
    values.push({ itemId: target.itemId, slot: target.slot, value: read.value });
  }
  return { values, dropped };
}
