import type { JsonSchema } from '@heron/contract';
import { modelNameOfRef } from '../../design/model-utils.js';
import { keywordsOf, refOf, schemaAt, schemaListAt } from './schema-keywords.js';
import { orderTypes, typeSetOf } from './schema-verdict.js';

// A type text is one short line of the changelog; deeper than this, `…` stands for the rest.
const MAX_DEPTH = 3;
const MAX_LENGTH = 120;

/** An enum value as the changelog quotes it: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
}

export function valuesText(values: readonly unknown[]): string {
  return values.map(valueText).join(', ');
}

// A union inside a union or an array is bracketed: `(string | null)[]`.
function wrap(text: string): string {
  return / [|&] /.test(text) ? `(${text})` : text;
}

function describe(schema: JsonSchema | undefined, depth: number): string {
  if (schema === undefined || schema === true) return 'any';
  if (schema === false) return 'never';
  const ref = refOf(schema);
  if (ref !== null) return modelNameOfRef(ref) ?? ref;
  if (depth > MAX_DEPTH) return '…';
  const keywords = keywordsOf(schema);
  for (const [keyword, joiner] of [
    ['oneOf', ' | '],
    ['anyOf', ' | '],
    ['allOf', ' & '],
  ] as const) {
    const branches = schemaListAt(keywords, keyword);
    if (branches !== undefined && branches.length > 0) {
      const texts = [...new Set(branches.map((branch) => describe(branch, depth + 1)))];
      return texts.map((text) => (texts.length > 1 ? wrap(text) : text)).join(joiner);
    }
  }
  const types = typeSetOf(schema);
  if (types === null) return 'any';
  if (types.size === 0) return 'never';
  const format = typeof keywords.format === 'string' ? keywords.format : null;
  return orderTypes(types)
    .map((type) => {
      if (type === 'array') return `${wrap(describe(schemaAt(keywords, 'items'), depth + 1))}[]`;
      if (format !== null && type !== 'null' && type !== 'object') return `${type} (${format})`;
      return type;
    })
    .join(' | ');
}

/**
 * A schema as a short type text: `string`, `integer (int64)`, `string | null`, `issue[]` (a model
 * by name), `simple-user | null`. It quotes the design and is not translated.
 */
export function describeSchema(schema: JsonSchema | undefined): string {
  const text = describe(schema, 0);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
