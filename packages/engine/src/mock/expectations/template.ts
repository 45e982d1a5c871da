import { FAKE_NAMES } from '../generate/index.js';
import type { Rng } from '../generate/rng.js';
import type { RequestView } from '../request-view.js';
import { parseFieldPath, readField } from './field-path.js';

/**
 * Expectation templates: text with `{{…}}` placeholders for request values and fake data,
 * compiled once into a list of parts so answering only reads values and joins strings.
 *
 * - `{{request.method}}`, `{{request.path}}` (the whole path), `{{request.path.id}}`,
 *   `{{request.query.q}}`, `{{request.headers.x-trace}}`, `{{request.cookies.sid}}`,
 *   `{{request.body}}`, `{{request.body.owner.email}}`;
 * - `{{$fake.email}}`, `{{$fake.name}}` … (the data generator's kinds, `FAKE_NAMES`, in the
 *   mock's language);
 * - `{{$guid}}`, `{{$randomUUID}}`, `{{$randomInt}}` (0–1000), `{{$randomBoolean}}`,
 *   `{{$timestamp}}` (Unix seconds), `{{$isoTimestamp}}`.
 *
 * A missing request value is empty. Objects are written as JSON. In a JSON template, a value placed
 * inside a JSON string is escaped for it, so a quote in a query value cannot break the body.
 */

export type ValueSource = (view: RequestView, rng: Rng) => unknown;

/** Makes fake values for `$fake.<name>`; provided by the build (it owns the generators). */
export type FakeSource = (name: string) => ((rng: Rng) => unknown) | undefined;

type Part = string | { read: ValueSource; inJsonString: boolean };

export interface CompiledTemplate {
  /** True when the text has no placeholder (answering can reuse it as is). */
  isStatic: boolean;
  render(view: RequestView, rng: Rng): string;
}

export class TemplateError extends Error {}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

export function compileTemplate(
  text: string,
  options: { json: boolean; fake: FakeSource },
): CompiledTemplate {
  const parts: Part[] = [];
  let last = 0;
  let inString = false;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const literal = text.slice(last, match.index);
    if (literal.includes('{{')) throw new TemplateError(`"{{" is not closed before "${match[0]}"`);
    if (literal !== '') parts.push(literal);
    if (options.json) inString = jsonStringState(literal, inString);
    parts.push({ read: compileExpression(match[1]!.trim(), options.fake), inJsonString: inString });
    last = match.index + match[0].length;
  }
  const tail = text.slice(last);
  if (tail.includes('{{')) throw new TemplateError('"{{" is not closed');
  if (tail !== '') parts.push(tail);
  if (parts.every((part) => typeof part === 'string')) {
    return { isStatic: true, render: () => text };
  }
  return {
    isStatic: false,
    render(view, rng) {
      let out = '';
      for (const part of parts) {
        if (typeof part === 'string') out += part;
        else out += placed(part.read(view, rng), part.inJsonString);
      }
      return out;
    },
  };
}

function placed(value: unknown, inJsonString: boolean): string {
  const text =
    value === undefined || value === null
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return inJsonString ? JSON.stringify(text).slice(1, -1) : text;
}

/** Whether the JSON text ends inside a string, given whether it started inside one. */
function jsonStringState(literal: string, inString: boolean): boolean {
  let inside = inString;
  for (let i = 0; i < literal.length; i += 1) {
    const c = literal[i];
    if (inside && c === '\\') i += 1;
    else if (c === '"') inside = !inside;
  }
  return inside;
}

const REQUEST_PARTS = ['path', 'query', 'headers', 'cookies', 'body'] as const;

function compileExpression(expression: string, fake: FakeSource): ValueSource {
  if (expression.startsWith('$')) return compileDynamic(expression, fake);
  if (expression === 'request.method') return (view) => view.method;
  if (expression === 'request.path') return (view) => view.request.path;
  if (expression === 'request.body') return (view) => view.bodyValue();
  const match = /^request\.(\w+)\.(.+)$/.exec(expression);
  const part = match?.[1] as (typeof REQUEST_PARTS)[number] | undefined;
  if (!match || !part || !REQUEST_PARTS.includes(part)) {
    throw new TemplateError(
      `"{{${expression}}}" is not a known value: use request.path.<name>, request.query.<name>, request.headers.<name>, request.cookies.<name>, request.body.<field>, request.method, $fake.<name>, $randomInt, $guid, $timestamp, $isoTimestamp or $randomBoolean`,
    );
  }
  const name = match[2]!;
  switch (part) {
    case 'path':
      return (view) => view.params[name];
    case 'query':
      return (view) => view.queryFirst(name);
    case 'headers': {
      const lower = name.toLowerCase();
      return (view) => view.header(lower);
    }
    case 'cookies':
      return (view) => view.cookie(name);
    case 'body': {
      const segments = parseFieldPath(name);
      return (view) => readField(view.bodyValue(), segments);
    }
  }
}

function compileDynamic(expression: string, fake: FakeSource): ValueSource {
  switch (expression) {
    case '$guid':
    case '$randomUUID':
      return (_, rng) => uuid(rng);
    case '$randomInt':
      return (_, rng) => rng.int(0, 1000);
    case '$randomBoolean':
      return (_, rng) => rng.next() < 0.5;
    case '$timestamp':
      return () => Math.floor(Date.now() / 1000);
    case '$isoTimestamp':
      return () => new Date().toISOString();
  }
  const fakeName = /^\$fake\.([A-Za-z_][\w-]*)$/.exec(expression)?.[1];
  const make = fakeName === undefined ? undefined : fake(fakeName);
  if (!make) {
    throw new TemplateError(
      `"{{${expression}}}" is not a known value: fake data is {{$fake.<kind>}}, the kind one of ${FAKE_NAMES.join(', ')}`,
    );
  }
  return (_, rng) => make(rng);
}

/** A version 4 UUID from the mock's random numbers (so a seed makes it repeatable). */
export function uuid(rng: Rng): string {
  let hex = '';
  for (let i = 0; i < 32; i += 1) {
    const digit = i === 12 ? 4 : i === 16 ? 8 + rng.int(0, 3) : rng.int(0, 15);
    hex += digit.toString(16);
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
