import fc from 'fast-check';
import { dump } from 'js-yaml';

/**
 * fast-check generators of hostile import sources, shared by the importers' property tests
 * (importers.fuzz.test.ts). Every run uses a fixed seed, so a failure replays as it was found.
 */

/** Characters a stored text cannot hold: NUL and each half of a surrogate pair alone. */
export const UNSAFE_CHARACTERS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];

/** Text with NUL and unpaired surrogates mixed into ordinary and odd characters. */
export const unsafeText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...UNSAFE_CHARACTERS),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.constantFrom('{{var}}', '__proto__', '\ud83d\ude00', '%00', '\\u0000', '\\ud800'),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

/** Keys the importers look for (Postman, HAR, Heron files, OpenAPI), so random values reach deep code. */
const KEYS = [
  'name',
  'item',
  'request',
  'url',
  'method',
  'body',
  'mode',
  'raw',
  'header',
  'key',
  'value',
  'auth',
  'type',
  'response',
  'code',
  'x-heron',
  '__proto__',
  'log',
  'entries',
  'postData',
  'mimeType',
  'text',
  'params',
  'headers',
  'queryString',
  'status',
  'content',
  'encoding',
  'kind',
  'version',
  'bundle',
  'path',
  'data',
  '$ref',
  'schema',
  'parameters',
  'responses',
  'in',
  'required',
  'allOf',
  'items',
  'properties',
];

/** A JSON value whose keys are mostly ones the importers read, and whose strings are odd. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, '', 'x', '#/components/schemas/Pet'),
    unsafeText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), unsafeText), tie('value')), {
        maxLength: 4,
      })
      .map((entries) => {
        // defineProperty: a key named "__proto__" must stay an ordinary key, as JSON.parse makes it.
        const object: Record<string, unknown> = {};
        for (const [key, value] of entries) {
          Object.defineProperty(object, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        return object;
      }),
  ),
})).value;

/** Every object and list inside a value (the value itself first). */
function containers(value: unknown, into: (Record<string, unknown> | unknown[])[] = []) {
  if (typeof value === 'object' && value !== null) {
    into.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containers(child, into);
  }
  return into;
}

/** The document with a few of its values (at places picked at random) replaced by hostile ones. */
export function withReplacedValues(document: unknown): fc.Arbitrary<unknown> {
  return fc
    .array(fc.tuple(fc.nat(), fc.nat(), hostileJson), { minLength: 1, maxLength: 3 })
    .map((changes) => {
      const copy = JSON.parse(JSON.stringify(document)) as unknown;
      for (const [where, which, value] of changes) {
        const targets = containers(copy);
        const target = targets[where % targets.length]!;
        const keys = Object.keys(target);
        const key = Array.isArray(target)
          ? String(which % (target.length + 1))
          : keys.length > 0
            ? keys[which % keys.length]!
            : '$ref';
        Object.defineProperty(target, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return copy;
    });
}

/** The text cut short at any place. */
export function truncated(text: string): fc.Arbitrary<string> {
  return fc.nat({ max: text.length }).map((at) => text.slice(0, at));
}

/** Text mutations: cut short, characters replaced, a span deleted, a span doubled. */
export function mutated(text: string): fc.Arbitrary<string> {
  const at = fc.nat({ max: text.length });
  return fc.oneof(
    truncated(text),
    fc
      .array(
        fc.tuple(
          fc.nat(),
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 1 }),
            fc.constantFrom(...UNSAFE_CHARACTERS),
          ),
        ),
        {
          minLength: 1,
          maxLength: 5,
        },
      )
      .map((changes) => {
        const characters = [...text];
        for (const [where, character] of changes) {
          characters[where % Math.max(characters.length, 1)] = character;
        }
        return characters.join('');
      }),
    fc
      .tuple(at, fc.nat({ max: 200 }))
      .map(([from, length]) => text.slice(0, from) + text.slice(from + length)),
    fc
      .tuple(at, fc.nat({ max: 300 }))
      .map(
        ([from, length]) =>
          text.slice(0, from) + text.slice(from, from + length) + text.slice(from),
      ),
  );
}

/** A document written as JSON or as YAML. */
export function asJsonOrYaml(document: unknown): fc.Arbitrary<string> {
  return fc
    .constantFrom(
      () => JSON.stringify(document),
      () => dump(document, { noRefs: true, skipInvalid: true }),
    )
    .map((write) => write());
}

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels, as text (building the value would need a stack). */
export function deeplyNested(depth: number, useArrays: boolean): string {
  return useArrays
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Text built from the pieces a grammar gives meaning to (JSON, YAML, shells). */
export function pieces(list: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(fc.constantFrom(...list), { minLength: 1, maxLength: 40 }), fc.boolean())
    .map(([chosen, spaced]) => chosen.join(spaced ? ' ' : ''));
}

/** Pieces JSON and YAML give meaning to. */
export const DOCUMENT_PIECES = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  "'",
  '\n',
  '  ',
  '- ',
  '&a',
  '*a',
  '<<: *a',
  '!!str',
  '!!binary',
  '? ',
  '|',
  '>-',
  '#',
  '---',
  '...',
  'null',
  'true',
  '1e999',
  '"\\u0000"',
  '"\\ud800"',
  '\\x00',
  'openapi: 3.1.0',
  'swagger: "2.0"',
  'item:',
  'log:',
  'entries:',
  'kind: heron-project',
  'version: 1',
  'bundle:',
  '$ref: "#/"',
];

/** Pieces shells and curl give meaning to. */
export const SHELL_PIECES = [
  'curl',
  ' ',
  ' ',
  '\n',
  '\\\n',
  '^\n',
  '`\n',
  "'",
  '"',
  "$'",
  '\\',
  '^',
  '$',
  '#',
  ';',
  '&&',
  '|',
  '&',
  '-X',
  'POST',
  '-H',
  'a: b',
  '-d',
  '@f',
  '-F',
  'x=@y',
  '--json',
  '{',
  '}',
  '-u',
  'u:p',
  '-G',
  '-I',
  '--url',
  'https://h.test/p?q=1',
  'h.test',
  '-T',
  '--',
  '-',
  '-XGET',
  '--data-urlencode',
  '=x',
  '--bogus',
  "$'\\x00'",
  "$'\\ud800'",
  '\u0000',
  '\ud800',
];
