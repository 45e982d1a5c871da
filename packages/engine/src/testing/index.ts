/**
 * The pure evaluation core of automated tests (issue 22): what a run does with an answer, with
 * no network, clock or storage, so the server, `heron run` and the browser share it.
 */
export type { TestResponse, JsonBody } from './test-response.js';
export { responseJson, headerValue } from './test-response.js';
export type { JsonPathResult } from './json-path.js';
export { queryJsonPath, normalizeJsonPath } from './json-path.js';
export type { ParsedRegex } from './parse-regex.js';
export { parseRegex } from './parse-regex.js';
export type { Comparison } from './compare-values.js';
export { compareValues, valuesEqual, numberFrom, MAX_MATCHED_CHARS } from './compare-values.js';
export type { Resolve } from './evaluate-assertion.js';
export {
  evaluateAssertion,
  evaluateCondition,
  describeAssertion,
  MAX_ACTUAL_CHARS,
} from './evaluate-assertion.js';
export type {
  EvaluationAnswer,
  EvaluationAnswers,
  EvaluationTask,
  StepEvaluation,
  StepEvaluationTask,
  ConditionTask,
  ListTask,
  ListResult,
} from './evaluate-step.js';
export { evaluateTask, evaluateStep, applyExtracted } from './evaluate-step.js';
export { extractValues, cookieValue, MAX_REGEX_BODY_CHARS } from './extract-values.js';
export type { IterationRows } from './iteration-data.js';
export { parseIterationData } from './iteration-data.js';
export type { CsvRecord, CsvResult, CsvOptions } from './parse-csv.js';
export { parseCsv } from './parse-csv.js';
export { runScenario, type RunOutcome } from './runner/run-scenario.js';
export { runLoad, type LoadInput } from './load/run-load.js';
export { percentile, summarizeLatency } from './load/latency-stats.js';
export type {
  RunBudget,
  RunnerHost,
  RunnerSendSettings,
  RunScenarioInput,
  SendOutcome,
} from './runner/runner-host.js';
export * from './suite-file.js';
export * from './reports/index.js';
export * from './postman/index.js';
