import { MOCK_REGEX_MAX_LENGTH, type MockCondition } from '@heron/contract';
import type { RequestView } from '../request-view.js';
import { parseFieldPath, readField } from './field-path.js';

/**
 * An expectation's conditions, compiled once into predicates. Values compare as text; a value
 * given several times (repeated query parameter, JSON array) matches when any item does, and a
 * negation holds when none does (an absent value included).
 */

export type Predicate = (view: RequestView) => boolean;

export class ConditionError extends Error {}

/** Regular expressions run on at most this much of a value: a long value cannot stall the mock. */
const REGEX_INPUT_LIMIT = 10_000;

export function compileCondition(condition: MockCondition): Predicate {
  const read = reader(condition);
  const { value } = condition;
  switch (condition.operator) {
    case 'exists':
      return (view) => read(view) !== undefined;
    case 'notExists':
      return (view) => read(view) === undefined;
    case 'equals':
      return (view) => some(read(view), (text) => text === value);
    case 'notEquals':
      return (view) => !some(read(view), (text) => text === value);
    case 'contains':
      return (view) => some(read(view), (text) => text.includes(value));
    case 'notContains':
      return (view) => !some(read(view), (text) => text.includes(value));
    case 'regex':
    case 'notRegex': {
      const pattern = compileRegex(value);
      const test = (text: string) => pattern.test(text.slice(0, REGEX_INPUT_LIMIT));
      return condition.operator === 'regex'
        ? (view) => some(read(view), test)
        : (view) => !some(read(view), test);
    }
  }
}

export function compileRegex(source: string): RegExp {
  if (source.length > MOCK_REGEX_MAX_LENGTH) {
    throw new ConditionError(
      `the regular expression is longer than ${MOCK_REGEX_MAX_LENGTH} characters`,
    );
  }
  try {
    return new RegExp(source);
  } catch (error) {
    throw new ConditionError(`the regular expression does not parse: ${(error as Error).message}`);
  }
}

type Reader = (view: RequestView) => unknown;

function reader(condition: MockCondition): Reader {
  const { name } = condition;
  switch (condition.source) {
    case 'path':
      return (view) => view.params[name];
    case 'query':
      return (view) => {
        const values = view.queryAll(name);
        return values.length === 0 ? undefined : values;
      };
    case 'header': {
      const lower = name.toLowerCase();
      return (view) => view.header(lower);
    }
    case 'cookie':
      return (view) => view.cookie(name);
    case 'body': {
      const segments = parseFieldPath(name);
      return (view) => readField(view.bodyValue(), segments);
    }
  }
}

/** Whether any text of the value passes; false for an absent value. */
function some(value: unknown, test: (text: string) => boolean): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (test(textOf(item))) return true;
    return false;
  }
  return test(textOf(value));
}

const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null
      ? 'null'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
