import { constantNode, flagged, numberNode, pickNode, type GenNode } from './gen-node.js';
import { numberKeyword, stringKeyword, type Schema } from './schema-keywords.js';
import type { Scope } from './compiler.js';
import { numberKindOf } from './realism/field-kind.js';
import { rangeOfKind } from './realism/number-ranges.js';
import { createRng } from './rng.js';

const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };
/** How many multiples of a fractional `multipleOf` are prepared at compile time. */
const MULTIPLES = 32;

interface Bounds {
  min: number;
  max: number;
  isMinExclusive: boolean;
  isMaxExclusive: boolean;
}

/**
 * Integers and numbers. The bounds are read in both OpenAPI dialects (3.0's boolean
 * `exclusiveMinimum` beside `minimum`, 3.1's numeric one), narrowed by the format (`int32`), then
 * by a realistic range for the field's name when the two overlap: a constraint always wins.
 */
export function compileNumber(schema: Schema, isInteger: boolean, scope: Scope): GenNode {
  const issues: string[] = [];
  const bounds = readBounds(schema);
  const format = stringKeyword(schema, 'format');
  if (format === 'int32') {
    bounds.min = Math.max(bounds.min, INT32.min);
    bounds.max = Math.min(bounds.max, INT32.max);
  } else if (isInteger || format === 'int64') {
    bounds.min = Math.max(bounds.min, Number.MIN_SAFE_INTEGER);
    bounds.max = Math.min(bounds.max, Number.MAX_SAFE_INTEGER);
  }
  const rawStep = numberKeyword(schema, 'multipleOf');
  const step = rawStep !== undefined && rawStep > 0 ? rawStep : undefined;

  let low = bounds.min;
  let high = bounds.max;
  if (isInteger) {
    low = bounds.isMinExclusive ? Math.floor(low) + 1 : Math.ceil(low);
    high = bounds.isMaxExclusive ? Math.ceil(high) - 1 : Math.floor(high);
  }
  const isEmpty = isInteger
    ? low > high
    : low > high || (low === high && (bounds.isMinExclusive || bounds.isMaxExclusive));
  if (isEmpty) {
    // The closest value: the lower bound, which meets `minimum` at least.
    const closest = isInteger ? Math.ceil(bounds.min) : bounds.min;
    return flagged(
      constantNode(Number.isFinite(closest) ? closest : 0),
      `no ${isInteger ? 'integer' : 'number'} between ${bounds.min} and ${bounds.max}`,
    );
  }

  const preset = presetValue(schema, isInteger, bounds, step);
  const kind = numberKindOf(scope.hint, isInteger);
  if (preset !== undefined && kind === undefined) return constantNode(preset);

  // The range answers are drawn from: the realistic one where it fits the bounds, else the
  // bounds themselves closed to a finite window.
  const realistic = kind ? rangeOfKind(kind, isInteger) : undefined;
  let from = low;
  let to = high;
  let decimals = isInteger ? 0 : 2;
  if (realistic && realistic.max >= low && realistic.min <= high) {
    from = Math.max(low, realistic.min);
    to = Math.min(high, realistic.max);
    decimals = isInteger ? 0 : realistic.decimals;
  } else if (!Number.isFinite(low) || !Number.isFinite(high)) {
    if (!Number.isFinite(low) && !Number.isFinite(high)) {
      from = isInteger ? 1 : 0;
      to = 1000;
    } else if (!Number.isFinite(high)) {
      to = low + 1000;
    } else {
      // Only a maximum: from 0 below it, or a window under a negative maximum.
      from = high >= 1000 ? high - 1000 : high >= 0 ? 0 : high - 1000;
    }
  }

  if (step !== undefined) {
    const node = multipleNode(step, from, to, bounds, isInteger);
    if (node) return node;
    const wide = multipleNode(step, low, high, bounds, isInteger);
    if (wide) return wide;
    const nearest = Math.ceil(Math.max(low, -1e15) / step) * step;
    issues.push(`no multiple of ${step} between ${bounds.min} and ${bounds.max}`);
    return flagged(constantNode(Number.isFinite(nearest) ? nearest : 0), issues.join('; '));
  }
  if (isInteger) {
    const span = to - from;
    return numberNode(
      (g) => from + Math.floor(g.rng.next() * (span + 1)),
      () => from,
    );
  }
  return floatNode(from, to, decimals, bounds);
}

function readBounds(schema: Schema): Bounds {
  const bounds: Bounds = {
    min: Number.NEGATIVE_INFINITY,
    max: Number.POSITIVE_INFINITY,
    isMinExclusive: false,
    isMaxExclusive: false,
  };
  const minimum = numberKeyword(schema, 'minimum');
  const maximum = numberKeyword(schema, 'maximum');
  if (minimum !== undefined) {
    bounds.min = minimum;
    bounds.isMinExclusive = schema.exclusiveMinimum === true;
  }
  if (maximum !== undefined) {
    bounds.max = maximum;
    bounds.isMaxExclusive = schema.exclusiveMaximum === true;
  }
  // 3.1: the exclusive bounds are numbers of their own; the stricter bound wins.
  const exclusiveMin = numberKeyword(schema, 'exclusiveMinimum');
  if (exclusiveMin !== undefined && exclusiveMin >= bounds.min) {
    bounds.min = exclusiveMin;
    bounds.isMinExclusive = true;
  }
  const exclusiveMax = numberKeyword(schema, 'exclusiveMaximum');
  if (exclusiveMax !== undefined && exclusiveMax <= bounds.max) {
    bounds.max = exclusiveMax;
    bounds.isMaxExclusive = true;
  }
  return bounds;
}

function inBounds(value: number, bounds: Bounds): boolean {
  if (value < bounds.min || (bounds.isMinExclusive && value === bounds.min)) return false;
  return !(value > bounds.max || (bounds.isMaxExclusive && value === bounds.max));
}

/** Whether `value` is a multiple of `step` the way validators check it (the quotient is an integer). */
function isMultiple(value: number, step: number): boolean {
  return Number.isInteger(value / step);
}

/** The designer's example (or default) when it meets every constraint. */
function presetValue(
  schema: Schema,
  isInteger: boolean,
  bounds: Bounds,
  step: number | undefined,
): number | undefined {
  const candidates = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    schema.example,
    schema.default,
  ];
  for (const value of candidates) {
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (isInteger && !Number.isInteger(value)) continue;
    if (!inBounds(value, bounds)) continue;
    if (step !== undefined && !isMultiple(value, step)) continue;
    return value;
  }
  return undefined;
}

/**
 * Multiples of `step` between the bounds. An integer step is exact; a fractional one is not in
 * binary floating point (0.07 / 0.01 is not 7), so the multiples that pass the validators' check
 * are found at compile time and answers pick among them.
 */
function multipleNode(
  step: number,
  from: number,
  to: number,
  bounds: Bounds,
  isInteger: boolean,
): GenNode | undefined {
  let first = Math.ceil(from / step);
  let last = Math.floor(to / step);
  if (!Number.isFinite(first) || !Number.isFinite(last)) return undefined;
  while (first <= last && !inBounds(first * step, bounds)) first += 1;
  while (last >= first && !inBounds(last * step, bounds)) last -= 1;
  if (first > last) return undefined;
  if (
    Number.isInteger(step) &&
    Math.abs(last * step) <= Number.MAX_SAFE_INTEGER &&
    Math.abs(first * step) <= Number.MAX_SAFE_INTEGER
  ) {
    const span = last - first;
    return numberNode(
      (g) => (first + Math.floor(g.rng.next() * (span + 1))) * step,
      () => first * step,
    );
  }
  const digits = decimalsOf(step);
  const rng = createRng(`${step}:${from}:${to}`);
  const values = new Set<number>();
  const tries = Math.min(MULTIPLES * 4, (last - first + 1) * 2);
  for (let i = 0; i < tries && values.size < MULTIPLES; i += 1) {
    const k = i === 0 ? first : first + Math.floor(rng.next() * (last - first + 1));
    const value = Number((k * step).toFixed(Math.min(digits + 2, 100)));
    if (
      inBounds(value, bounds) &&
      isMultiple(value, step) &&
      (!isInteger || Number.isInteger(value))
    )
      values.add(value);
  }
  if (values.size === 0) return undefined;
  return pickNode([...values]);
}

function decimalsOf(value: number): number {
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

function floatNode(from: number, to: number, decimals: number, bounds: Bounds): GenNode {
  const scale = 10 ** decimals;
  const span = to - from;
  const middle = span > 0 ? from + span / 2 : from;
  return numberNode(
    (g) => {
      const raw = from + g.rng.next() * span;
      const rounded = Math.round(raw * scale) / scale;
      if (inBounds(rounded, bounds)) return rounded;
      return inBounds(raw, bounds) ? raw : middle;
    },
    () => middle,
  );
}
