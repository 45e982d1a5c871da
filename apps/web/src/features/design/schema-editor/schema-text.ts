import { CORE_SCHEMA, DEFAULT_SCHEMA, YAMLException, dump, load } from 'js-yaml';
import { IMPORT_LIMITS, type JsonSchema } from '@heron/contract';
import { lineColumnAt, locateJsonError, type JsonErrorKind } from './json-error';
import { isSchemaObject } from './schema-path';

export const CODE_SYNTAXES = ['json', 'yaml'] as const;
export type CodeSyntax = (typeof CODE_SYNTAXES)[number];

/** Why the code view's text is not a schema; `line`/`column` are 1-based. */
export type CodeError =
  | { kind: 'json'; reason: JsonErrorKind; line: number; column: number }
  /** `reason` is the YAML parser's own (English) words, shown after our translated sentence. */
  | { kind: 'yaml'; reason: string; line: number; column: number }
  /** Valid JSON/YAML, but not an object or `true`/`false`. */
  | { kind: 'notSchema' }
  | { kind: 'tooDeep'; maxDepth: number };

export type ParseOutcome = { ok: true; value: JsonSchema } | { ok: false; error: CodeError };

/** The same nesting limit as imports: the visual view and the engine walk schemas recursively. */
export const MAX_SCHEMA_DEPTH = IMPORT_LIMITS.maxDepth;

export function formatSchemaText(value: JsonSchema, syntax: CodeSyntax): string {
  if (syntax === 'json') return JSON.stringify(value, null, 2);
  // The default schema quotes strings another YAML reader could take for dates or numbers
  // (`'2024-01-01'`), so the text means the same JSON wherever it is pasted.
  return dump(value, { schema: DEFAULT_SCHEMA, noRefs: true, lineWidth: -1 });
}

function isTooDeep(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

function checkSchema(value: unknown): ParseOutcome {
  if (typeof value !== 'boolean' && !isSchemaObject(value))
    return { ok: false, error: { kind: 'notSchema' } };
  if (isTooDeep(value, MAX_SCHEMA_DEPTH)) {
    return { ok: false, error: { kind: 'tooDeep', maxDepth: MAX_SCHEMA_DEPTH } };
  }
  return { ok: true, value };
}

function parseJson(text: string): ParseOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const at = locateJsonError(text) ?? { kind: 'unexpectedCharacter' as const, offset: 0 };
    return {
      ok: false,
      error: { kind: 'json', reason: at.kind, ...lineColumnAt(text, at.offset) },
    };
  }
  return checkSchema(value);
}

function parseYaml(text: string): ParseOutcome {
  let value: unknown;
  try {
    // The core schema reads only what JSON can hold: no dates, binaries or sets.
    value = load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    if (error instanceof YAMLException) {
      return {
        ok: false,
        error: {
          kind: 'yaml',
          reason: error.reason,
          line: error.mark.line + 1,
          column: error.mark.column + 1,
        },
      };
    }
    // A stack overflow on absurd nesting is the only other way js-yaml fails.
    return { ok: false, error: { kind: 'tooDeep', maxDepth: MAX_SCHEMA_DEPTH } };
  }
  return checkSchema(value);
}

/** Reads the code view's text: a schema, or where and why it is not one. */
export function parseSchemaText(text: string, syntax: CodeSyntax): ParseOutcome {
  return syntax === 'json' ? parseJson(text) : parseYaml(text);
}

/** Equal as JSON, key order included (moving a property is a change). */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
