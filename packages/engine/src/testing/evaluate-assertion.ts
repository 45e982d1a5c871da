import {
  VALUELESS_COMPARATORS,
  type Assertion,
  type AssertionResult,
  type Condition,
} from '@heron/contract';
import type { ResponseCheck } from '../debug/check-response.js';
import { compareValues, type Comparison } from './compare-values.js';
import { normalizeJsonPath, queryJsonPath } from './json-path.js';
import { headerValue, responseJson, type TestResponse } from './test-response.js';

/**
 * A request step's assertions, and a condition step's test (issue 22). Nothing here throws: a
 * check that cannot be made fails with a sentence saying why, and the run goes on.
 */

/** Resolves `{{variables}}` in a text, as the run sees them at that moment. */
export type Resolve = (text: string) => string;

/** What a result shows of the value found: enough to see why, not a whole body per check. */
export const MAX_ACTUAL_CHARS = 1_000;
/** The expected value as shown in an assertion's name. */
const NAME_VALUE_CHARS = 100;
/** Schema mismatches named in a failed design check; the rest are counted. */
const SHOWN_MISMATCHES = 3;

export function evaluateAssertion(
  assertion: Assertion,
  response: TestResponse,
  resolve: Resolve,
  design?: ResponseCheck | null,
): AssertionResult {
  const base = { id: assertion.id, name: describeAssertion(assertion) };
  try {
    if (assertion.source === 'design') {
      return { ...base, actual: design?.result ?? null, ...designComparison(design, response) };
    }
    const found = findValue(assertion, response, resolve);
    if ('problem' in found) return { ...base, passed: false, actual: null, message: found.problem };
    const comparison = compareValues(
      found.value,
      assertion.comparator,
      resolve(assertion.value),
      found.nothing,
    );
    return { ...base, actual: actualText(found.value), ...comparison };
  } catch (error) {
    return {
      ...base,
      passed: false,
      actual: null,
      message: `the assertion could not be checked: ${(error as Error).message}`,
    };
  }
}

/**
 * An assertion in words, as written (variables unresolved: the name stays the same in every
 * iteration, and keeps secrets out of it): `status equals 200`, `header content-type contains
 * json`, `$.data.id exists`, `response time less 500`, `body matches the design`.
 */
export function describeAssertion(
  assertion: Pick<Assertion, 'source' | 'path' | 'comparator' | 'value'>,
): string {
  if (assertion.source === 'design') return 'body matches the design';
  const words = `${subjectOf(assertion)} ${assertion.comparator.replaceAll('-', ' ')}`;
  if (VALUELESS_COMPARATORS.includes(assertion.comparator)) return words;
  const value = oneLine(assertion.value);
  if (value === '') return `${words} ""`;
  return `${words} ${value.length > NAME_VALUE_CHARS ? `${value.slice(0, NAME_VALUE_CHARS - 1)}…` : value}`;
}

/**
 * Whether a condition holds. Its left side is compared as the value it reads as: resolved text
 * that is a JSON number, boolean, null, array or object is compared parsed, so `{{count}}
 * greater 3` works; a whole `{{name}}` left unresolved is nothing there, so `exists` asks
 * whether a variable is set.
 */
export function evaluateCondition(condition: Condition, resolve: Resolve): Comparison {
  try {
    const left = resolve(condition.left);
    const right = resolve(condition.right);
    const isUnset = /^\s*\{\{[^{}]+\}\}\s*$/.test(left);
    return compareValues(
      isUnset ? undefined : valueOfText(left),
      condition.comparator,
      right,
      `no value for ${oneLine(condition.left)}`,
    );
  } catch (error) {
    return {
      passed: false,
      message: `the condition could not be checked: ${(error as Error).message}`,
    };
  }
}

type Found = { value: unknown; nothing: string } | { problem: string };

function findValue(assertion: Assertion, response: TestResponse, resolve: Resolve): Found {
  switch (assertion.source) {
    case 'status':
      return { value: response.status, nothing: 'no status' };
    case 'header': {
      const name = resolve(assertion.path).trim();
      if (name === '') return { problem: 'no header name is given' };
      return { value: headerValue(response, name), nothing: `no header ${name}` };
    }
    case 'json': {
      const body = responseJson(response);
      if (!body.ok) return { problem: body.message };
      const path = resolve(assertion.path);
      const query = queryJsonPath(body.value, path);
      if (!query.ok) return { problem: query.message };
      const { values } = query;
      // One match is the value; several are the list of them (`$..id`, `$.items[*].id`).
      const value = values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
      return { value, nothing: `nothing at ${normalizeJsonPath(path)}` };
    }
    case 'text':
      return { value: response.bodyText, nothing: 'no body' };
    case 'response-time':
      return { value: response.timeMs, nothing: 'no response time' };
    case 'size':
      return { value: response.sizeBytes, nothing: 'no size' };
    case 'design':
      return { problem: 'a design check reads no value' };
  }
}

function designComparison(
  design: ResponseCheck | null | undefined,
  response: TestResponse,
): Comparison {
  if (!design) return { passed: false, message: 'no design to check against' };
  switch (design.result) {
    case 'match':
    case 'not-checked':
      return { passed: true, message: null };
    case 'mismatch': {
      const shown = design.mismatches
        .slice(0, SHOWN_MISMATCHES)
        .map(
          (mismatch) => `${mismatch.path === '' ? 'the body' : mismatch.path}: ${mismatch.message}`,
        );
      const more = design.mismatches.length - shown.length;
      return {
        passed: false,
        message:
          `the body does not match the design: ${shown.join('; ')}` +
          (more > 0 ? ` (and ${more} more)` : ''),
      };
    }
    case 'undeclared-status':
      return {
        passed: false,
        message:
          `the design declares no response for status ${response.status}` +
          (design.declaredStatuses.length > 0
            ? ` (it declares ${design.declaredStatuses.join(', ')})`
            : ''),
      };
    case 'undeclared-type': {
      const type = headerValue(response, 'content-type')?.split(';')[0]?.trim() || 'no type';
      return {
        passed: false,
        message: `the design declares no ${type} body for status ${design.declaredStatus} (it declares ${design.declaredTypes.join(', ')})`,
      };
    }
    case 'invalid-json':
      return {
        passed: false,
        message: `the body is not valid JSON, as the design declares it for status ${design.declaredStatus}: ${design.message}`,
      };
  }
}

/** The found value as a result shows it: strings as they are, the rest as JSON text. */
function actualText(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_ACTUAL_CHARS ? `${text.slice(0, MAX_ACTUAL_CHARS - 1)}…` : text;
}

/** A condition's text as the value it reads as: JSON other than a string, or the text itself. */
function valueOfText(text: string): unknown {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'string' ? text : parsed;
  } catch {
    return text;
  }
}

function subjectOf(assertion: Pick<Assertion, 'source' | 'path'>): string {
  switch (assertion.source) {
    case 'status':
      return 'status';
    case 'header':
      return `header ${oneLine(assertion.path) || '(no name)'}`;
    case 'json':
      return assertion.path.trim() === ''
        ? '(no path)'
        : oneLine(normalizeJsonPath(assertion.path));
    case 'text':
      return 'body';
    case 'response-time':
      return 'response time';
    case 'size':
      return 'size';
    case 'design':
      return 'body';
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
