import type { KnownImportIssue } from '@heron/contract';
import { IMPORT_LIMITS } from '@heron/contract';
import * as jsYaml from 'js-yaml';
import { JSON_SCHEMA, load, YAMLException } from 'js-yaml';
import type { SourceFile } from './types.js';

/**
 * YAML's JSON schema (no timestamps: `2024-10-01` stays the string it is in JSON) plus merge
 * keys (`<<: *anchor`), which real descriptions use.
 */
const YAML_SCHEMA = JSON_SCHEMA.extend({
  // js-yaml 4 exports its built-in types; @types/js-yaml does not declare them.
  implicit: [(jsYaml as unknown as { types: { merge: jsYaml.Type } }).types.merge],
});

export type ParsedText =
  { ok: true; value: unknown; syntax: 'json' | 'yaml' } | { ok: false; issue: KnownImportIssue };

/**
 * Reads a JSON or YAML file into a value. A syntax error becomes one `error` issue with the line
 * and column; JSON is tried first (it is several times faster than YAML on large files).
 */
export function parseDocumentText(file: SourceFile): ParsedText {
  const text = file.text.replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') {
    try {
      return { ok: true, value: JSON.parse(text), syntax: 'json' };
    } catch (error) {
      return { ok: false, issue: jsonSyntaxIssue(file.name, text, error) };
    }
  }
  try {
    // JSON_SCHEMA keeps dates and timestamps as the strings they were written as.
    return {
      ok: true,
      value: load(text, { filename: file.name, json: true, schema: YAML_SCHEMA }),
      syntax: 'yaml',
    };
  } catch (error) {
    if (error instanceof YAMLException) {
      return {
        ok: false,
        issue: {
          severity: 'error',
          code: 'SYNTAX',
          file: file.name,
          line: error.mark.line + 1,
          column: error.mark.column + 1,
          message: `YAML syntax error: ${error.reason}.`,
        },
      };
    }
    return {
      ok: false,
      issue: { severity: 'error', code: 'SYNTAX', file: file.name, message: String(error) },
    };
  }
}

function jsonSyntaxIssue(fileName: string, text: string, error: unknown): KnownImportIssue {
  const message = error instanceof Error ? error.message : String(error);
  // V8: "… in JSON at position 123 (line 4 column 5)" or "… at position 123".
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  const position = /position (\d+)/.exec(message);
  let line: number | undefined;
  let column: number | undefined;
  if (lineColumn !== null) {
    line = Number(lineColumn[1]);
    column = Number(lineColumn[2]);
  } else if (position !== null) {
    ({ line, column } = lineColumnAt(text, Number(position[1])));
  } else if (/Unexpected end of JSON input/.test(message)) {
    ({ line, column } = lineColumnAt(text, text.length));
  }
  const reason = message.replace(/^JSON\.parse: /, '').replace(/\s*\(line \d+ column \d+\)$/, '');
  return {
    severity: 'error',
    code: 'SYNTAX',
    file: fileName,
    ...(line !== undefined ? { line, column } : {}),
    message: `JSON syntax error: ${reason}.`,
  };
}

/** 1-based line and column of a character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The first place where a value nests deeper than the limit, as a JSON pointer, or null.
 * Iterative, so a hostile document cannot overflow the stack while being checked.
 */
export function findTooDeep(
  value: unknown,
  maxDepth: number = IMPORT_LIMITS.maxDepth,
): string | null {
  const stack: Array<{ value: unknown; depth: number; pointer: string }> = [
    { value, depth: 0, pointer: '' },
  ];
  while (stack.length > 0) {
    const { value: node, depth, pointer } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= maxDepth) return pointer;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        stack.push({ value: node[i], depth: depth + 1, pointer: `${pointer}/${i}` });
      }
    } else {
      for (const key of Object.keys(node)) {
        stack.push({
          value: (node as Record<string, unknown>)[key],
          depth: depth + 1,
          pointer: `${pointer}/${escapePointer(key)}`,
        });
      }
    }
  }
  return null;
}

export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
