import type { Rng } from '../rng.js';
import { createRng } from '../rng.js';
import { lengthOf } from '../schema-keywords.js';
import { parsePattern, type CharRanges, type RegexNode } from './parse-pattern.js';
import { BoundedMap } from '../bounded-map.js';

/** Strings prepared per pattern; answers pick among them. */
const POOL = 32;
/** Attempts to fill the pool before giving up. */
const ATTEMPTS = 96;
/** The longest string a pattern is asked for; beyond it, the result is flagged. */
export const MAX_PATTERN_LENGTH = 10_000;
/** Extra repetitions of an unbounded quantifier (`*`, `+`, `{n,}`) when the length is free. */
const FREE_EXTRA = 3;

export interface PatternLimits {
  minLength: number;
  maxLength: number | undefined;
}

export interface PatternStrings {
  /** Strings that match the pattern and fit the lengths; when none could be found, the closest ones. */
  values: readonly string[];
  /** True when every value matches the pattern and fits the lengths. */
  isExact: boolean;
  /** Why the values are not exact. */
  issue?: string;
  generate(rng: Rng): string;
}

/** Compiled patterns by pattern and lengths: schemas repeat the same few patterns. */
const cache = new BoundedMap<string, PatternStrings>(5_000);

/**
 * Strings for a `pattern`, made at compile time from the pattern's syntax tree, then checked
 * against the real RegExp and the length limits. JSON Schema patterns are not anchored, so a
 * string can be padded where the pattern has no `^` or `$` to reach a minimum length.
 */
export function compilePattern(pattern: string, limits: PatternLimits): PatternStrings {
  const key = `${limits.minLength}\u0000${limits.maxLength ?? ''}\u0000${pattern}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = build(pattern, limits);
    cache.set(key, compiled);
  }
  return compiled;
}

/** The pattern as validators run it (JSON Schema patterns are Unicode regexes), or undefined if invalid. */
export function patternRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

function build(pattern: string, limits: PatternLimits): PatternStrings {
  const regex = patternRegExp(pattern);
  const { node, unsupported } = parsePattern(pattern);
  const rng = createRng(pattern);
  const span = lengthSpan(node);
  const { isStartAnchored, isEndAnchored } = anchoring(node);
  const canPad = !isStartAnchored || !isEndAnchored;
  const minLength = Math.min(limits.minLength, MAX_PATTERN_LENGTH);
  const maxLength = Math.min(limits.maxLength ?? Number.POSITIVE_INFINITY, MAX_PATTERN_LENGTH);
  const fitsLength = (text: string) => {
    const length = lengthOf(text);
    return (
      length >= limits.minLength && (limits.maxLength === undefined || length <= limits.maxLength)
    );
  };
  const matches = (text: string) => (regex ? regex.test(text) : true);

  const exact = new Set<string>();
  const matching: string[] = [];
  const isFree = minLength <= span.min && maxLength >= Math.min(span.max, span.min + 64);
  for (let attempt = 0; attempt < ATTEMPTS && exact.size < POOL; attempt += 1) {
    let text: string;
    if (isFree) {
      text = freeString(node, rng);
    } else {
      const low = Math.max(minLength, span.min);
      const high = Math.min(
        maxLength,
        canPad ? Number.POSITIVE_INFINITY : span.max,
        Math.max(low, minLength) + 16,
      );
      const target = low > high ? low : rng.int(low, high);
      const inner = Math.min(Math.max(target, span.min), span.max);
      text = targetedString(node, inner, rng);
      if (lengthOf(text) < target && canPad)
        text = pad(text, target - lengthOf(text), isEndAnchored, rng);
      if (lengthOf(text) > maxLength) text = [...text].slice(0, maxLength).join('');
    }
    if (!matches(text)) continue;
    matching.push(text);
    if (fitsLength(text)) exact.add(text);
  }
  const reasons: string[] = [];
  if (!regex) reasons.push(`the pattern ${pattern} is not a valid regular expression`);
  if (exact.size > 0 && regex) return poolStrings([...exact], true);

  // Nothing fits: the closest strings are those that match the pattern (nearest to the lengths),
  // else what the syntax tree gave.
  if (matching.length > 0) {
    reasons.push(
      `the pattern ${pattern} cannot meet length ${limits.minLength}..${limits.maxLength ?? '∞'}`,
    );
    const best = [...matching]
      .sort((a, b) => distance(a, limits) - distance(b, limits))
      .slice(0, 1);
    return poolStrings(best, false, reasons.join('; '));
  }
  if (unsupported.length > 0) reasons.push(`the pattern uses ${unsupported.join(', ')}`);
  else if (regex) reasons.push(`no string matching ${pattern} was found`);
  const fallback = targetedString(node, Math.max(span.min, Math.min(minLength, span.max)), rng);
  return poolStrings([fallback], false, reasons.join('; '));
}

function distance(text: string, limits: PatternLimits): number {
  const length = lengthOf(text);
  if (length < limits.minLength) return limits.minLength - length;
  if (limits.maxLength !== undefined && length > limits.maxLength) return length - limits.maxLength;
  return 0;
}

function poolStrings(values: string[], isExact: boolean, issue?: string): PatternStrings {
  const count = values.length;
  return {
    values,
    isExact,
    ...(issue ? { issue } : {}),
    generate: (rng) => values[count === 1 ? 0 : Math.floor(rng.next() * count)]!,
  };
}

interface Span {
  min: number;
  max: number;
}

/** The shortest and longest strings a node can produce (capped, to stay finite for huge repeats). */
function lengthSpan(node: RegexNode): Span {
  switch (node.type) {
    case 'chars':
      return { min: 1, max: 1 };
    case 'seq': {
      let min = 0;
      let max = 0;
      for (const item of node.items) {
        const span = lengthSpan(item);
        min += span.min;
        max += span.max;
      }
      return { min: Math.min(min, MAX_PATTERN_LENGTH * 10), max };
    }
    case 'alt': {
      const spans = node.options.map(lengthSpan);
      return {
        min: Math.min(...spans.map((span) => span.min)),
        max: Math.max(...spans.map((span) => span.max)),
      };
    }
    case 'group':
      return lengthSpan(node.body);
    case 'repeat': {
      const span = lengthSpan(node.body);
      return {
        min: Math.min(span.min * node.min, MAX_PATTERN_LENGTH * 10),
        max: span.max === 0 ? 0 : span.max * node.max,
      };
    }
    case 'backref':
      return { min: 0, max: Number.POSITIVE_INFINITY };
    default:
      return { min: 0, max: 0 };
  }
}

function anchoring(node: RegexNode): { isStartAnchored: boolean; isEndAnchored: boolean } {
  const firstAndLast = (candidate: RegexNode): [RegexNode | undefined, RegexNode | undefined] =>
    candidate.type === 'seq'
      ? [candidate.items[0], candidate.items[candidate.items.length - 1]]
      : [candidate, candidate];
  if (node.type === 'alt') {
    // Every option must be anchored for the whole to be.
    const ends = node.options.map(firstAndLast);
    return {
      isStartAnchored: ends.every(([first]) => first?.type === 'start'),
      isEndAnchored: ends.every(([, last]) => last?.type === 'end'),
    };
  }
  const [first, last] = firstAndLast(node);
  return { isStartAnchored: first?.type === 'start', isEndAnchored: last?.type === 'end' };
}

function pickChar(ranges: CharRanges, rng: Rng): string {
  if (ranges.length === 0) return '';
  let total = 0;
  for (const [low, high] of ranges) total += high - low + 1;
  let index = Math.floor(rng.next() * total);
  for (const [low, high] of ranges) {
    const size = high - low + 1;
    if (index < size) return String.fromCodePoint(low + index);
    index -= size;
  }
  return String.fromCodePoint(ranges[0]![0]);
}

/** A string from the tree with unbounded quantifiers kept short. */
function freeString(node: RegexNode, rng: Rng): string {
  const captures: string[] = [];
  const out: string[] = [];
  let length = 0;
  const emit = (current: RegexNode): void => {
    if (length > MAX_PATTERN_LENGTH) return;
    switch (current.type) {
      case 'chars': {
        const char = pickChar(current.ranges, rng);
        out.push(char);
        length += 1;
        return;
      }
      case 'seq':
        for (const item of current.items) emit(item);
        return;
      case 'alt':
        emit(current.options[Math.floor(rng.next() * current.options.length)]!);
        return;
      case 'group': {
        const start = out.length;
        emit(current.body);
        if (current.capture !== undefined) captures[current.capture] = out.slice(start).join('');
        return;
      }
      case 'repeat': {
        const most = Math.min(current.max, current.min + FREE_EXTRA);
        const count = rng.int(current.min, most);
        for (let i = 0; i < count; i += 1) emit(current.body);
        return;
      }
      case 'backref': {
        const text = captures[current.capture] ?? '';
        out.push(text);
        length += text.length;
        return;
      }
      default:
        return;
    }
  };
  emit(node);
  return out.join('');
}

/** A string from the tree of about `target` characters: lengths are shared out along the way. */
function targetedString(node: RegexNode, target: number, rng: Rng): string {
  const captures: string[] = [];
  const out: string[] = [];
  const emit = (current: RegexNode, wanted: number): void => {
    switch (current.type) {
      case 'chars':
        out.push(pickChar(current.ranges, rng));
        return;
      case 'seq': {
        const spans = current.items.map(lengthSpan);
        const shares = share(spans, wanted, rng);
        current.items.forEach((item, index) => emit(item, shares[index]!));
        return;
      }
      case 'alt': {
        const fitting = current.options.filter((option) => {
          const span = lengthSpan(option);
          return span.min <= wanted && wanted <= span.max;
        });
        const options = fitting.length > 0 ? fitting : current.options;
        emit(options[Math.floor(rng.next() * options.length)]!, wanted);
        return;
      }
      case 'group': {
        const start = out.length;
        emit(current.body, wanted);
        if (current.capture !== undefined) captures[current.capture] = out.slice(start).join('');
        return;
      }
      case 'repeat': {
        const body = lengthSpan(current.body);
        const count = repeatCount(current.min, current.max, body, wanted, rng);
        const shares = share(
          Array.from({ length: count }, () => body),
          wanted,
          rng,
        );
        for (let i = 0; i < count; i += 1) emit(current.body, shares[i]!);
        return;
      }
      case 'backref':
        out.push(captures[current.capture] ?? '');
        return;
      default:
        return;
    }
  };
  emit(node, Math.min(target, MAX_PATTERN_LENGTH));
  return out.join('');
}

/** How many repetitions make `wanted` characters, within the quantifier's bounds. */
function repeatCount(min: number, max: number, body: Span, wanted: number, rng: Rng): number {
  const least = body.max === 0 ? min : Math.max(min, Math.ceil(wanted / Math.max(body.max, 1)));
  const most = Math.min(
    max,
    body.min === 0 ? least + FREE_EXTRA : Math.floor(wanted / body.min),
    MAX_PATTERN_LENGTH,
  );
  if (least > most) return Math.min(Math.max(min, Math.min(most, least)), MAX_PATTERN_LENGTH);
  return rng.int(least, Math.min(most, least + FREE_EXTRA));
}

/** Shares `wanted` among parts: each gets its minimum, the rest is spread at random within their maxima. */
function share(spans: readonly Span[], wanted: number, rng: Rng): number[] {
  const shares = spans.map((span) => span.min);
  let left = wanted - shares.reduce((sum, value) => sum + value, 0);
  if (left <= 0 || spans.length === 0) return shares;
  const order = spans.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (let pass = 0; pass < 2 && left > 0; pass += 1) {
    order.forEach((index, position) => {
      if (left <= 0) return;
      const room = spans[index]!.max - shares[index]!;
      if (room <= 0) return;
      const isLast = pass === 1 || position === order.length - 1;
      const give = isLast
        ? Math.min(room, left)
        : Math.min(room, Math.floor(rng.next() * (left + 1)));
      shares[index]! += give;
      left -= give;
    });
  }
  return shares;
}

/** Letters added where the pattern is not anchored, to reach a minimum length. */
function pad(text: string, count: number, isEndAnchored: boolean, rng: Rng): string {
  let filler = '';
  for (let i = 0; i < count; i += 1)
    filler += String.fromCharCode(97 + Math.floor(rng.next() * 26));
  return isEndAnchored ? filler + text : text + filler;
}
