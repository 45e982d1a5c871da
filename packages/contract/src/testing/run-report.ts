import { z } from 'zod';
import { runEndSchema } from './run-end.js';
import type { LoadSecond, LoadSummary } from './load-test.js';

/**
 * What a test run did (issue 22): the same report from the server and from `heron run`, stored,
 * streamed step by step while it runs, and written out as HTML, JUnit XML or JSON.
 */

/** Bodies kept in a report, per exchange: a run of a thousand requests must stay readable. */
export const REPORT_BODY_CHARS = 64 * 1024;

export const RUN_STATUSES = [
  'running',
  'passed',
  'failed',
  /** Stopped by a person. */
  'stopped',
  /** The server stopped while it ran. */
  'interrupted',
  /** Over the plan's budget (time, requests or bytes), or the run could not start. */
  'error',
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** `error`: the request could not be sent or a script broke; `failed`: an assertion failed. */
export const STEP_STATUSES = ['passed', 'failed', 'error', 'skipped'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

const headerSchema = z.object({ name: z.string(), value: z.string() });

export const assertionResultSchema = z.object({
  /** The assertion's id; a script's `pm.test` has none. */
  id: z.string().nullable(),
  /** Says what was checked, in words: `status equals 200`, or the `pm.test` name. */
  name: z.string(),
  passed: z.boolean(),
  /** What was found, as text (null when nothing was there). */
  actual: z.string().nullable(),
  /** Why it failed. */
  message: z.string().nullable(),
});
export type AssertionResult = z.infer<typeof assertionResultSchema>;

export const extractedValueSchema = z.object({
  variable: z.string(),
  scope: z.enum(['run', 'environment', 'project']),
  /** Null when the source had nothing there (the variable is not set). */
  value: z.string().nullable(),
});
export type ExtractedValue = z.infer<typeof extractedValueSchema>;

export const stepResultSchema = z.object({
  /** The step's id in the scenario (a Postman item's id or path when run from a collection). */
  stepId: z.string(),
  name: z.string(),
  /** Names of the groups and loops it sits in, outermost first. */
  path: z.array(z.string()),
  /** 1-based iteration of the whole run (a data row). */
  iteration: z.number().int(),
  /** `loop`: a for-each whose list was not a list (its error says why). */
  type: z.enum(['request', 'script', 'wait', 'loop', 'condition']),
  status: z.enum(STEP_STATUSES),
  request: z
    .object({
      method: z.string(),
      url: z.string(),
      headers: z.array(headerSchema),
      body: z.string().nullable(),
    })
    .nullable(),
  response: z
    .object({
      status: z.number().int(),
      statusText: z.string(),
      headers: z.array(headerSchema),
      body: z.string(),
      /** The body was longer than REPORT_BODY_CHARS and is cut there. */
      truncated: z.boolean(),
      sizeBytes: z.number().int(),
      timeMs: z.number(),
    })
    .nullable(),
  /** Why the step could not run or finish (`status: error`). */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  assertions: z.array(assertionResultSchema),
  extracted: z.array(extractedValueSchema),
  console: z.array(z.string()),
  /** Milliseconds from the run's start. */
  startedMs: z.number(),
  durationMs: z.number(),
});
export type StepResult = z.infer<typeof stepResultSchema>;

export const runTotalsSchema = z.object({
  requests: z.number().int(),
  failedRequests: z.number().int(),
  assertions: z.number().int(),
  failedAssertions: z.number().int(),
  skipped: z.number().int(),
  bytesReceived: z.number().int(),
  durationMs: z.number(),
});
export type RunTotals = z.infer<typeof runTotalsSchema>;

export const runReportSchema = z.object({
  name: z.string(),
  environment: z.string().nullable(),
  status: z.enum(RUN_STATUSES),
  /** Why the run ended early (budget, stop, interruption), in an English sentence. */
  reason: z.string().nullable(),
  /** The same as a code (run-end.ts); absent in reports stored before it was kept. */
  ended: runEndSchema.nullable().optional(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  iterations: z.number().int(),
  totals: runTotalsSchema,
  steps: z.array(stepResultSchema),
});
export type RunReport = z.infer<typeof runReportSchema>;

/**
 * What a run reports while it runs: each step as it ends, then the whole report. A performance
 * run reports each second instead of its steps, and its `done` also carries the summary.
 */
export type RunEvent =
  | { type: 'step'; result: StepResult }
  | { type: 'iteration'; iteration: number; of: number }
  | { type: 'second'; second: LoadSecond }
  | { type: 'done'; report: RunReport; load?: LoadSummary };

export const emptyTotals = (): RunTotals => ({
  requests: 0,
  failedRequests: 0,
  assertions: 0,
  failedAssertions: 0,
  skipped: 0,
  bytesReceived: 0,
  durationMs: 0,
});
