import type { JsonSchema } from '@heron/contract';
import { isSchemaObject, ownValue } from './schema-path';

/** Something wrong with one keyword of a node, found while editing. */
export type NodeProblem =
  | { keyword: 'pattern'; kind: 'badPattern' }
  | { keyword: string; kind: 'minAboveMax'; max: string }
  | { keyword: 'multipleOf'; kind: 'notPositive' };

/** Whether the text compiles as an ECMAScript regular expression (what JSON Schema uses). */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const MIN_MAX_PAIRS = [
  ['minimum', 'maximum'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minProperties', 'maxProperties'],
] as const;

/** The node's problems, for the inline errors of the settings and the marker on its row. */
export function nodeProblems(node: JsonSchema): NodeProblem[] {
  if (!isSchemaObject(node)) return [];
  const problems: NodeProblem[] = [];
  const pattern = ownValue(node, 'pattern');
  if (typeof pattern === 'string' && !isValidPattern(pattern)) {
    problems.push({ keyword: 'pattern', kind: 'badPattern' });
  }
  for (const [min, max] of MIN_MAX_PAIRS) {
    const low = ownValue(node, min);
    const high = ownValue(node, max);
    if (typeof low === 'number' && typeof high === 'number' && low > high) {
      problems.push({ keyword: min, kind: 'minAboveMax', max });
    }
  }
  const multipleOf = ownValue(node, 'multipleOf');
  if (typeof multipleOf === 'number' && multipleOf <= 0) {
    problems.push({ keyword: 'multipleOf', kind: 'notPositive' });
  }
  return problems;
}
