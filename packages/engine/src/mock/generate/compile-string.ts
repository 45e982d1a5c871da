import { flagged, pickNode, stringNode, type GenNode } from './gen-node.js';
import { countKeyword, lengthOf, stringKeyword, type Schema } from './schema-keywords.js';
import type { SchemaCompiler, Scope } from './compiler.js';
import { stringKindOf, type StringKind } from './realism/field-kind.js';
import { dateShapeOf, formatCheck, formatSource, isKnownFormat, makeBase64 } from './formats.js';
import { compilePattern, MAX_PATTERN_LENGTH, patternRegExp } from './pattern/compile-pattern.js';
import { sourceOfKind, type StringSource } from './realism/string-sources.js';
import { poolOf } from './realism/pools.js';
import { createRng } from './rng.js';
import { genericStrings } from './realism/generic-strings.js';
import type { MockLocale } from './types.js';
import { BoundedMap } from './bounded-map.js';

/**
 * Kinds whose point is variety (people, contacts, places, times, identifiers): they beat the
 * designer's `example`, so that a list of users does not repeat one name. For the other kinds
 * (labels, titles, statuses, urls…) the example, written for this very API, is more realistic.
 */
const VARIED_KINDS: ReadonlySet<StringKind> = new Set<StringKind>([
  'email',
  'phone',
  'uuid',
  'id',
  'avatar',
  'imageUrl',
  'ipv4',
  'ipv6',
  'mac',
  'recentDate',
  'birthDate',
  'futureDate',
  'price',
  'city',
  'street',
  'address',
  'zip',
  'country',
  'latitude',
  'longitude',
  'company',
  'firstName',
  'lastName',
  'fullName',
  'username',
  'petName',
  'sha',
  'token',
]);

/** Samples of a made source checked at compile time before it is trusted for every answer. */
const MADE_SAMPLES = 16;

interface StringContext {
  schema: Schema;
  locale: MockLocale;
  minLength: number;
  maxLength: number | undefined;
  format: string | undefined;
  pattern: string | undefined;
  /** Every constraint on the string at once: length, pattern, format. */
  fits: (text: string) => boolean;
  /** Distinguishes the constraints in the cache of filtered pools. */
  cacheKey: string;
}

/**
 * Strings. The order of sources: a varied realistic kind from the field's name, the designer's
 * example or default, any other realistic kind, the pattern, the format, then plain words. Every
 * candidate source is filtered at compile time by all the constraints, so a constraint always wins
 * over realism: an `email` field with maxLength 5 gets five characters, not an address.
 */
export function compileString(schema: Schema, scope: Scope, compiler: SchemaCompiler): GenNode {
  const issues: string[] = [];
  let minLength = countKeyword(schema, 'minLength') ?? 0;
  let maxLength = countKeyword(schema, 'maxLength');
  if (maxLength !== undefined && minLength > maxLength) {
    issues.push(`minLength ${minLength} > maxLength ${maxLength}`);
    maxLength = minLength;
  }
  if (minLength > MAX_PATTERN_LENGTH) {
    issues.push(`minLength ${minLength} is above the mock's limit of ${MAX_PATTERN_LENGTH}`);
    minLength = MAX_PATTERN_LENGTH;
    maxLength = MAX_PATTERN_LENGTH;
  }
  const format = stringKeyword(schema, 'format');
  const pattern = stringKeyword(schema, 'pattern');
  const regex = pattern === undefined ? undefined : patternRegExp(pattern);
  const check = formatCheck(format);
  const fits = (text: string) => {
    const length = lengthOf(text);
    if (length < minLength || (maxLength !== undefined && length > maxLength)) return false;
    if (regex && !regex.test(text)) return false;
    return !check || check(text);
  };
  const context: StringContext = {
    schema,
    locale: compiler.locale,
    minLength,
    maxLength,
    format,
    pattern,
    fits,
    cacheKey: `${minLength}\u0000${maxLength ?? ''}\u0000${format ?? ''}\u0000${pattern ?? ''}`,
  };
  const { node, issue } = chooseStrings(context, stringKindOf(scope.hint));
  if (issue) issues.push(issue);
  return issues.length > 0 ? flagged(node, issues.join('; ')) : node;
}

function chooseStrings(
  context: StringContext,
  kind: StringKind | undefined,
): { node: GenNode; issue?: string } {
  const shape = dateShapeOf(context.format);
  if (kind && VARIED_KINDS.has(kind)) {
    const node = sourceNode(sourceOfKind(kind, shape), `${kind}:${shape}`, context);
    if (node) return { node };
  }
  const presets = presetStrings(context.schema).filter(context.fits);
  if (presets.length > 0) return { node: poolNode(presets) };
  if (kind && !VARIED_KINDS.has(kind)) {
    const node = sourceNode(sourceOfKind(kind, shape), `${kind}:${shape}`, context);
    if (node) return { node };
  }
  const { format, pattern } = context;
  if (pattern !== undefined) {
    const strings = compilePattern(pattern, {
      minLength: context.minLength,
      maxLength: context.maxLength,
    });
    const check = formatCheck(format);
    const exact = strings.isExact ? strings.values.filter((value) => !check || check(value)) : [];
    if (exact.length > 0) return { node: poolNode(exact) };
    const formatted = format ? formatNode(format, context) : undefined;
    if (formatted) return { node: formatted };
    return {
      node: poolNode(strings.values),
      issue:
        strings.issue ?? `the pattern ${pattern} and the format ${format ?? ''} cannot both hold`,
    };
  }
  if (format) {
    const formatted = formatNode(format, context);
    if (formatted) return { node: formatted };
    if (isKnownFormat(format)) {
      return {
        node: poolNode(genericStrings(context.locale, context.minLength, context.maxLength)),
        issue: `no ${format} value has length ${context.minLength}..${context.maxLength ?? '∞'}`,
      };
    }
  }
  return { node: poolNode(genericStrings(context.locale, context.minLength, context.maxLength)) };
}

function formatNode(format: string, context: StringContext): GenNode | undefined {
  if (format === 'byte') return base64Node(context);
  const source = formatSource(format);
  if (!source) return undefined;
  if (source.type === 'kind') {
    return sourceNode(
      sourceOfKind(source.kind, source.shape),
      `${source.kind}:${source.shape}`,
      context,
    );
  }
  return sourceNode(source.source, source.key, context);
}

/** Base64 lengths are multiples of 4; drawn between the length limits. */
function base64Node(context: StringContext): GenNode | undefined {
  const low = Math.ceil(Math.max(context.minLength, 4) / 4);
  const high = Math.floor(Math.min(context.maxLength ?? 24, Math.max(context.minLength, 24)) / 4);
  if (low > high) return undefined;
  const node = stringNode(
    (g) => makeBase64(g.rng, 4 * g.rng.int(low, high)),
    () => 'AAAA'.repeat(low),
  );
  return context.pattern === undefined ? node : undefined;
}

function presetStrings(schema: Schema): string[] {
  const candidates = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    schema.example,
    schema.default,
  ];
  return [...new Set(candidates.filter((value): value is string => typeof value === 'string'))];
}

const filtered = new BoundedMap<string, readonly string[]>(20_000);

/** A realistic source as a node, keeping only the values that meet every constraint; undefined if none does. */
function sourceNode(
  source: StringSource,
  key: string,
  context: StringContext,
): GenNode | undefined {
  const cacheKey = `${context.locale}\u0000${key}\u0000${context.cacheKey}`;
  let values = filtered.get(cacheKey);
  if (!values) {
    if (source.type === 'pooled') {
      values = poolOf(context.locale, key, source.draw).filter(context.fits);
    } else {
      const rng = createRng(key);
      const samples = Array.from({ length: MADE_SAMPLES }, () => source.make(rng));
      const fitting = samples.filter(context.fits);
      if (fitting.length === samples.length) {
        const make = source.make;
        return stringNode(
          (g) => make(g.rng),
          () => samples[0]!,
        );
      }
      values = fitting;
    }
    filtered.set(cacheKey, values);
  }
  return values.length > 0 ? poolNode(values) : undefined;
}

/** Strings picked from a pool, their JSON texts written once. */
export function poolNode(values: readonly string[]): GenNode {
  return pickNode(values);
}
