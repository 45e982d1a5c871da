import type { JsonSchema, MediaType, Parameter } from '@heron/contract';
import { dropControls } from './html.js';

/**
 * Example values as the design gives them: a parameter's or body's own `example`, its first
 * named example, then its schema's `example`, `examples` or `default`. The pages show them, the
 * code samples and the try-it form start from them.
 */

/** A long example is cut at a line: GitHub's list responses run to tens of kilobytes each. */
export const EXAMPLE_MAX_CHARS = 12_000;

function schemaExample(schema: JsonSchema | undefined): unknown {
  if (typeof schema !== 'object') return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  return schema.default;
}

export function parameterExample(parameter: Parameter): unknown {
  return parameter.example ?? parameter.examples?.[0]?.value ?? schemaExample(parameter.schema);
}

/** The example a body starts from, or undefined when the design has none. */
export function mediaExample(media: MediaType): unknown {
  return media.example ?? media.examples[0]?.value ?? schemaExample(media.schema);
}

/** A value as a form field or a query parameter holds it: strings as they are, the rest as JSON. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** A value as an example block shows it: JSON indented, a string as it is. */
export function exampleText(value: unknown): string {
  const written = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');
  return dropControls(written);
}

/** At most `max` characters, cut at a line end; `cut` says whether anything was left out. */
export function boundedText(
  value: string,
  max = EXAMPLE_MAX_CHARS,
): { text: string; cut: boolean } {
  if (value.length <= max) return { text: value, cut: false };
  const head = value.slice(0, max);
  const line = head.lastIndexOf('\n');
  return { text: `${line > max / 2 ? head.slice(0, line) : head}\n…`, cut: true };
}
