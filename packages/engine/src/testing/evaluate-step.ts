import type {
  Assertion,
  AssertionResult,
  Condition,
  ExtractedValue,
  Extraction,
} from '@heron/contract';
import type { ResponseCheck } from '../debug/check-response.js';
import { lookupVariable, resolveTemplate, type VariableScopes } from '../debug/variables.js';
import type { Comparison } from './compare-values.js';
import { evaluateAssertion, evaluateCondition } from './evaluate-assertion.js';
import { extractValues } from './extract-values.js';
import type { TestResponse } from './test-response.js';

/**
 * The work of a run whose cost the scenario's author controls (issue 22): parsing an answer,
 * JSONPath, regular expressions and comparisons over bodies of megabytes, and for-each lists
 * parsed from variables. Each is a pure function of cloneable data, so the server can run it on
 * a worker thread (`RunnerHost.evaluate`) while `heron run` and tests call `evaluateTask` here.
 */

export interface StepEvaluationTask {
  kind: 'step';
  extractions: readonly Extraction[];
  /** The enabled assertions, in order. */
  assertions: readonly Assertion[];
  response: TestResponse;
  /** The variables as the step's scripts left them. Not changed: the extracted values say. */
  scopes: VariableScopes;
  /** The check against the design, when an assertion asks for it. */
  design: ResponseCheck | null;
}

export interface StepEvaluation {
  extracted: ExtractedValue[];
  assertions: AssertionResult[];
}

export interface ConditionTask {
  kind: 'condition';
  condition: Condition;
  scopes: VariableScopes;
}

export interface ListTask {
  kind: 'list';
  /** `{{ids}}` or a bare variable name, holding a JSON array. */
  source: string;
  scopes: VariableScopes;
}

export type ListResult = { ok: true; items: unknown[] } | { ok: false; message: string };

export type EvaluationTask = StepEvaluationTask | ConditionTask | ListTask;

export interface EvaluationAnswers {
  step: StepEvaluation;
  condition: Comparison;
  list: ListResult;
}

export type EvaluationAnswer<T extends EvaluationTask> = EvaluationAnswers[T['kind']];

export function evaluateTask<T extends EvaluationTask>(task: T): EvaluationAnswer<T>;
export function evaluateTask(task: EvaluationTask): EvaluationAnswers[EvaluationTask['kind']] {
  switch (task.kind) {
    case 'step':
      return evaluateStep(task);
    case 'condition':
      return evaluateCondition(task.condition, resolverOf(task.scopes));
    case 'list':
      return listOf(task.source, task.scopes);
  }
}

/**
 * A request step's extractions, then its assertions: an assertion reads the variables with the
 * values just extracted, so "the id extracted equals 42" works in one step.
 */
export function evaluateStep(task: StepEvaluationTask): StepEvaluation {
  const scopes = copyScopes(task.scopes);
  const resolve = resolverOf(scopes);
  const extracted = extractValues(task.extractions, task.response, resolve);
  applyExtracted(scopes, extracted);
  const assertions = task.assertions.map((assertion) =>
    evaluateAssertion(assertion, task.response, resolve, task.design),
  );
  return { extracted, assertions };
}

/** Extracted values go into their scope; a value not found unsets the variable. */
export function applyExtracted(scopes: VariableScopes, values: readonly ExtractedValue[]): void {
  for (const { variable, scope, value } of values) {
    const target =
      scope === 'run'
        ? scopes.local
        : scope === 'environment'
          ? scopes.environment
          : scopes.collection;
    if (value === null) delete target[variable];
    else target[variable] = value;
  }
}

function listOf(source: string, scopes: VariableScopes): ListResult {
  const trimmed = source.trim();
  const text = /^[A-Za-z_][\w.-]*$/.test(trimmed)
    ? (lookupVariable(scopes, trimmed) ?? trimmed)
    : resolverOf(scopes)(trimmed);
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return { ok: true, items: value };
  } catch {
    // reported below
  }
  return {
    ok: false,
    message: `"${source}" is not a JSON array (it reads ${JSON.stringify(text.slice(0, 100))}).`,
  };
}

const resolverOf = (scopes: VariableScopes) => (text: string) => resolveTemplate(text, scopes).text;

function copyScopes(scopes: VariableScopes): VariableScopes {
  return {
    local: { ...scopes.local },
    environment: { ...scopes.environment },
    collection: { ...scopes.collection },
    globals: { ...scopes.globals },
  };
}
