import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { Rng } from './rng.js';
import type { StringKind } from './realism/field-kind.js';
import type { DateShape, StringSource } from './realism/string-sources.js';
import { BoundedMap } from './bounded-map.js';

/**
 * String formats: where their values come from (most map to a realistic kind: an `email` format
 * draws from the email pool), and the check validators apply to them (ajv-formats' own, used at
 * compile time to filter pools and examples, never while answering).
 */

/** A format's values: a realistic kind (with the date shape), or a source of its own. */
export type FormatSource =
  | { type: 'kind'; kind: StringKind; shape: DateShape }
  | { type: 'source'; key: string; source: StringSource };

const KIND_OF_FORMAT: Record<string, StringKind> = {
  email: 'email',
  'idn-email': 'email',
  uri: 'url',
  url: 'url',
  iri: 'url',
  'uri-reference': 'url',
  'iri-reference': 'url',
  'uri-template': 'url',
  hostname: 'hostname',
  'idn-hostname': 'hostname',
  ipv4: 'ipv4',
  ipv6: 'ipv6',
  uuid: 'uuid',
  password: 'password',
  phone: 'phone',
  tel: 'phone',
};

const SHAPE_OF_FORMAT: Record<string, DateShape> = {
  'date-time': 'date-time',
  'iso-date-time': 'date-time',
  date: 'date',
  time: 'time',
  'iso-time': 'time',
};

const FIXED_VALUES: Record<string, readonly string[]> = {
  duration: ['P1D', 'PT1H', 'PT30M', 'P3DT4H', 'P1Y2M', 'PT45S', 'P2W'],
  'json-pointer': ['/data/0/name', '/items/1', '/user/email', '/settings/theme'],
  'json-pointer-uri-fragment': ['#/data/0/name', '#/items/1', '#/user/email'],
  'relative-json-pointer': ['0', '1/name', '0#', '2/items/0'],
  regex: ['^[a-z]+$', '\\d{3}-\\d{4}', '^[A-Z][a-z]*$'],
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function formatSource(format: string): FormatSource | undefined {
  const shape = SHAPE_OF_FORMAT[format];
  if (shape) return { type: 'kind', kind: 'recentDate', shape };
  const kind = KIND_OF_FORMAT[format];
  if (kind) return { type: 'kind', kind, shape: 'date-time' };
  const fixed = FIXED_VALUES[format];
  if (fixed) {
    return {
      type: 'source',
      key: `format:${format}`,
      source: { type: 'pooled', draw: (f) => f.helpers.arrayElement(fixed) },
    };
  }
  return undefined;
}

/** The date shape a format asks for (`date-time` when the format says nothing). */
export function dateShapeOf(format: string | undefined): DateShape {
  return (format && SHAPE_OF_FORMAT[format]) || 'date-time';
}

/** Base64 text of exactly `length` characters (a multiple of 4, without padding). */
export function makeBase64(rng: Rng, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += BASE64[Math.floor(rng.next() * 64)];
  return text;
}

type FormatDefinition =
  RegExp | ((value: string) => boolean) | { validate?: unknown; type?: string };

const checks = new BoundedMap<string, ((value: string) => boolean) | undefined>(1_000);

/** The validators' check of a string format, or undefined for formats they do not know (not checked). */
export function formatCheck(format: string | undefined): ((value: string) => boolean) | undefined {
  if (!format) return undefined;
  if (checks.has(format)) return checks.get(format);
  const definitions = fullFormats as unknown as Record<string, FormatDefinition | undefined>;
  const definition = Object.hasOwn(definitions, format) ? definitions[format] : undefined;
  let check: ((value: string) => boolean) | undefined;
  if (definition instanceof RegExp) check = (value) => definition.test(value);
  else if (typeof definition === 'function') check = definition;
  else if (definition && (definition.type ?? 'string') === 'string') {
    const validate = definition.validate;
    if (validate instanceof RegExp) check = (value) => validate.test(value);
    else if (typeof validate === 'function') check = validate as (value: string) => boolean;
  }
  checks.set(format, check);
  return check;
}

/** Whether the validators know this string format (then a value must pass its check). */
export function isKnownFormat(format: string | undefined): boolean {
  return formatCheck(format) !== undefined;
}
