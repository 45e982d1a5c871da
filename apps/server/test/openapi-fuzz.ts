/**
 * The request generator of the route fuzz (issue 19): from an operation of the app's own OpenAPI
 * document, a plausible request (so it gets past validation into the service), and from that,
 * hostile variants: wrong types, nulls, NUL characters, unpaired surrogates, huge strings, deep
 * nesting, missing and extra fields. Deterministic: every choice comes from a seeded generator.
 */
import { createRng } from '@heron/engine/mock';

export type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The engine's seeded generator (mulberry32), with the draws the fuzzer makes. */
export function seededRandom(seed: number) {
  const rng = createRng(seed);
  const next = () => rng.next();
  return {
    next,
    int: (below: number) => rng.int(0, below - 1),
    pick: <T>(items: readonly T[]): T => rng.pick(items),
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = '89ab'[Math.floor(next() * 4)]!;
      const h = hex.join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Values the generator uses for fields of these names: the fuzzer's own resources. */
export type KnownValues = Record<string, unknown>;

/** As a known value: leave the field out where it is optional (one of two alternatives). */
export const OMIT = Symbol('omit');

/** Strings tried, in order, against a pattern the generator cannot read otherwise. */
const PATTERN_CANDIDATES = ['fuzz', 'GET', 'get', '200', '/fuzz', 'a', 'A1', 'x-fuzz', '1'];

export class SampleMaker {
  constructor(
    private readonly document: OpenApiDocument,
    private readonly random: Random,
    private readonly known: KnownValues,
  ) {}

  resolve(schema: JsonSchema): JsonSchema {
    let at = schema;
    for (let i = 0; i < 10 && at.$ref; i += 1) {
      const name = at.$ref.split('/').pop()!;
      at = this.document.components?.schemas?.[name] ?? {};
    }
    return at;
  }

  /** A value `schema` accepts (most of the time), for a field called `name`. */
  sample(schema: JsonSchema, name = '', depth = 0): unknown {
    const s = this.resolve(schema);
    if (depth > 12) return null;
    const given = this.known[name];
    if (name in this.known && given !== OMIT && this.accepts(s, given)) return given;
    if (s.const !== undefined) return s.const;
    if (s.enum) return this.random.pick(s.enum);
    const branches = s.oneOf ?? s.anyOf;
    if (branches) {
      const nonNull = branches.filter((b) => this.resolve(b).type !== 'null');
      return this.sample(this.random.pick(nonNull.length > 0 ? nonNull : branches), name, depth);
    }
    if (s.allOf?.[0]) return this.sample(s.allOf[0], name, depth);
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    switch (type) {
      case 'string':
        return this.string(s, name);
      case 'integer':
      case 'number': {
        const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
        return Math.min(low, s.maximum ?? low);
      }
      case 'boolean':
        return this.random.next() < 0.5;
      case 'null':
        return null;
      case 'array': {
        const count = Math.min(Math.max(s.minItems ?? 1, 1), s.maxItems ?? 1);
        return Array.from({ length: count }, () => this.sample(s.items ?? {}, name, depth + 1));
      }
      case 'object':
      case undefined: {
        if (!s.properties && type === undefined) return 'fuzz';
        const value: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(s.properties ?? {})) {
          if (this.known[key] === OMIT && !s.required?.includes(key)) continue;
          value[key] = this.sample(property, key, depth + 1);
        }
        if (!s.properties && typeof s.additionalProperties === 'object') {
          value.fuzz = this.sample(s.additionalProperties, 'fuzz', depth + 1);
        }
        return value;
      }
      default:
        return 'fuzz';
    }
  }

  private accepts(schema: JsonSchema, value: unknown): boolean {
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) return branches.some((b) => this.accepts(this.resolve(b), value));
    const type = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (Array.isArray(value)) return type.includes('array');
    if (typeof value === 'string') return type.includes('string') || type[0] === undefined;
    if (typeof value === 'number') return type.includes('number') || type.includes('integer');
    return true;
  }

  private string(s: JsonSchema, name: string): string {
    const fit = (text: string) => {
      let out = text;
      while (out.length < (s.minLength ?? 0)) out += 'z';
      return s.maxLength !== undefined ? out.slice(0, s.maxLength) : out;
    };
    switch (s.format) {
      case 'uuid':
        return this.random.uuid();
      case 'email':
        return 'fuzz@example.com';
      case 'uri':
      case 'url':
        return 'http://127.0.0.1:1/';
      case 'date-time':
        return new Date(Date.UTC(2026, 0, 1)).toISOString();
      case 'date':
        return '2026-01-01';
      default:
    }
    if (/url|uri/i.test(name)) return fit('http://127.0.0.1:1/');
    if (s.pattern) {
      try {
        const pattern = new RegExp(s.pattern);
        const found = PATTERN_CANDIDATES.map(fit).find((candidate) => pattern.test(candidate));
        if (found !== undefined) return found;
      } catch {
        // A pattern JavaScript cannot read: the plain sample below will do.
      }
    }
    return fit('fuzz');
  }
}

export interface MultipartPart {
  name: string;
  /** Set for a file part. */
  filename?: string;
  body: string | Buffer;
}

export const MULTIPART_BOUNDARY = 'heronFuzzBoundary';

/** A multipart/form-data body (boundary MULTIPART_BOUNDARY), names and all written raw. */
export function multipartBody(parts: readonly MultipartPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A 1×1 PNG, for uploads that want an image. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b80000000049454e44ae426082',
  'hex',
);

/** A string of `length` characters (beyond BODY_LIMIT when asked), cheap to make. */
export const hugeString = (length: number) => 'h'.repeat(length);

/** `[[[…"x"…]]]`, `depth` levels, as JSON text (building it as a value would be slower). */
export const deeplyNested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

/** JSON text put in a body as it is: values too deep for JSON.stringify to write. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `value` as JSON text, with each RawJson written in place. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_all, index: string) => raws[Number(index)]!);
}

const DEEP_ARRAY = new RawJson(deeplyNested(10_000));
const DEEP_OBJECT = new RawJson(`${'{"a":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`);
const WIDE_ARRAY = Array.from({ length: 50_000 }, () => 'x');

/** Values that replace one field: each named, so a failure says which one it was. */
export function hostileValues(original: unknown): [string, unknown][] {
  const values: [string, unknown][] = [
    ['null', null],
    ['10,000 nested arrays', DEEP_ARRAY],
    ['10,000 nested objects', DEEP_OBJECT],
    ['50,000 items', WIDE_ARRAY],
    ['NUL', 'a\u0000b'],
    ['lone surrogate', 'a\ud800b'],
    ['huge string', hugeString(200_000)],
    ['empty string', ''],
    ['object', { fuzz: 1 }],
    ['array', ['fuzz']],
    ['negative', -1],
    ['huge number', 1e308],
    ['fraction', 0.5],
    ['boolean', true],
  ];
  if (typeof original === 'string') values.push(['number for text', 12]);
  if (typeof original === 'number') values.push(['text for number', '12']);
  return values;
}
