import type { MockExpectation } from '@heron/contract';
import { compileFake, FAKE_NAMES } from '../generate/index.js';
import type { Rng } from '../generate/rng.js';
import { isJsonMediaType, mediaTypeOf, type RequestView } from '../request-view.js';
import { compileCondition, ConditionError, type Predicate } from './conditions.js';
import {
  compileTemplate,
  TemplateError,
  type CompiledTemplate,
  type FakeSource,
} from './template.js';

/**
 * Expectations compiled for answering: predicates for the conditions, templates for the headers
 * and body. `checkExpectation` is what the server calls when one is saved: it compiles the
 * expectation and lists every problem, naming the expectation and the field.
 */

export interface ExpectationProblem {
  expectationId: string;
  expectationName: string;
  /** Where in the expectation: `conditions[2].value`, `response.body`, `response.headers[0].value`. */
  field: string;
  message: string;
}

export class MockExpectationError extends Error {
  constructor(readonly problem: ExpectationProblem) {
    const label = problem.expectationName || problem.expectationId;
    super(`Expectation "${label}", ${problem.field}: ${problem.message}`);
    this.name = 'MockExpectationError';
  }
}

export interface ExpectationAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  delayMs: number | undefined;
}

export interface CompiledExpectation {
  id: string;
  matches(view: RequestView): boolean;
  answer(view: RequestView, rng: Rng): ExpectationAnswer;
}

/** For checking: a known fake name passes (values are not made). */
const KNOWN_FAKES: FakeSource = (name) => (FAKE_NAMES.includes(name) ? () => '' : undefined);
/** For compiling without a mock's locale: English values. */
const ENGLISH_FAKES: FakeSource = (name) => compileFake(name, 'en');

/** Every problem of one expectation; empty when it compiles. */
export function checkExpectation(expectation: MockExpectation): ExpectationProblem[] {
  const problems: ExpectationProblem[] = [];
  compileOne(expectation, KNOWN_FAKES, (problem) => problems.push(problem));
  return problems;
}

/**
 * The enabled expectations, compiled, in order. Throws `MockExpectationError` for the first that
 * does not compile; `checkExpectation` lists them all.
 */
export function compileExpectations(
  expectations: readonly MockExpectation[],
  fake: FakeSource = ENGLISH_FAKES,
): CompiledExpectation[] {
  const compiled: CompiledExpectation[] = [];
  for (const expectation of expectations) {
    if (!expectation.enabled) continue;
    const one = compileOne(expectation, fake, (problem) => {
      throw new MockExpectationError(problem);
    });
    if (one) compiled.push(one);
  }
  return compiled;
}

function compileOne(
  expectation: MockExpectation,
  fake: FakeSource,
  report: (problem: ExpectationProblem) => void,
): CompiledExpectation | undefined {
  let failed = false;
  const attempt = <T>(field: string, make: () => T): T | undefined => {
    try {
      return make();
    } catch (error) {
      if (!(error instanceof ConditionError || error instanceof TemplateError)) throw error;
      failed = true;
      report({
        expectationId: expectation.id,
        expectationName: expectation.name,
        field,
        message: error.message,
      });
      return undefined;
    }
  };
  const predicates: Predicate[] = [];
  expectation.conditions.forEach((condition, index) => {
    const predicate = attempt(`conditions[${index}].value`, () => compileCondition(condition));
    if (predicate) predicates.push(predicate);
  });
  const { response } = expectation;
  const declaredType = response.headers.find((h) => h.name.toLowerCase() === 'content-type');
  const contentType = declaredType?.value ?? response.contentType;
  const json = isJsonMediaType(mediaTypeOf(contentType));
  const headers: Array<{ name: string; value: CompiledTemplate }> = [];
  response.headers.forEach((header, index) => {
    const value = attempt(`response.headers[${index}].value`, () =>
      compileTemplate(header.value, { json: false, fake }),
    );
    if (value) headers.push({ name: header.name.toLowerCase(), value });
  });
  const body = attempt('response.body', () => compileTemplate(response.body, { json, fake }));
  if (failed || !body) return undefined;
  return {
    id: expectation.id,
    matches: (view) => predicates.every((predicate) => predicate(view)),
    answer(view, rng) {
      const out: Record<string, string> = {};
      if (response.body !== '' || declaredType) out['content-type'] = response.contentType;
      for (const header of headers) out[header.name] = header.value.render(view, rng);
      return {
        status: response.status,
        headers: out,
        body: body.render(view, rng),
        delayMs: response.delayMs,
      };
    },
  };
}
