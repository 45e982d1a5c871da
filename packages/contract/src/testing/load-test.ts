import { z } from 'zod';
import { runEndSchema } from './run-end.js';
import { RUN_STATUSES } from './run-report.js';

/**
 * Performance runs (issue 22): a scenario run by many virtual users at once, for a duration or a
 * number of iterations each, started over a ramp-up; what comes of it is counted per second
 * (requests, errors, latency percentiles) and summed up at the end.
 */

export const LOAD_MODES = ['duration', 'iterations'] as const;
export type LoadMode = (typeof LOAD_MODES)[number];

/** The most any plan allows; each plan's own limits are in plans.ts. */
export const LOAD_LIMITS = {
  maxVirtualUsers: 500,
  maxDurationSeconds: 60 * 60,
  maxIterations: 100_000,
  maxRampUpSeconds: 600,
} as const;

export const loadSettingsSchema = z.object({
  virtualUsers: z.number().int().min(1).max(LOAD_LIMITS.maxVirtualUsers).default(10),
  /** `duration`: each user repeats the scenario until the time is up; `iterations`: N times. */
  mode: z.enum(LOAD_MODES).default('duration'),
  durationSeconds: z.number().int().min(1).max(LOAD_LIMITS.maxDurationSeconds).default(60),
  /** Per virtual user. */
  iterations: z.number().int().min(1).max(LOAD_LIMITS.maxIterations).default(10),
  /** The users start evenly over this time; 0 starts them all at once. */
  rampUpSeconds: z.number().int().min(0).max(LOAD_LIMITS.maxRampUpSeconds).default(0),
});
export type LoadSettings = z.output<typeof loadSettingsSchema>;
export type LoadSettingsInput = z.input<typeof loadSettingsSchema>;

/** Milliseconds; null when nothing was measured. */
export const latencySummarySchema = z.object({
  min: z.number().nullable(),
  mean: z.number().nullable(),
  p50: z.number().nullable(),
  p90: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
  max: z.number().nullable(),
});
export type LatencySummary = z.infer<typeof latencySummarySchema>;

/** One second of a performance run, counted by the requests that ended in it. */
export const loadSecondSchema = z.object({
  /** Seconds from the start: 0 is the first. */
  second: z.number().int(),
  requests: z.number().int(),
  /** Requests that could not be sent or whose step failed an assertion. */
  errors: z.number().int(),
  /** Virtual users running at the end of the second. */
  activeUsers: z.number().int(),
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
});
export type LoadSecond = z.infer<typeof loadSecondSchema>;

/** Each request step's own figures. */
export const loadStepSchema = z.object({
  stepId: z.string(),
  name: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  latency: latencySummarySchema,
  /** The first error's message, to see why without the whole log. */
  firstError: z.string().nullable(),
});
export type LoadStep = z.infer<typeof loadStepSchema>;

export const loadSummarySchema = z
  .object({
    status: z.enum(RUN_STATUSES),
    reason: z.string().nullable(),
    /** The same as a code (run-end.ts); absent in summaries stored before it was kept. */
    ended: runEndSchema.nullable().optional(),
    settings: loadSettingsSchema,
    startedAt: z.string(),
    durationMs: z.number(),
    /** Scenario iterations finished, over all users. */
    iterations: z.number().int(),
    requests: z.number().int(),
    errors: z.number().int(),
    requestsPerSecond: z.number(),
    bytesReceived: z.number().int(),
    latency: latencySummarySchema,
    seconds: z.array(loadSecondSchema),
    steps: z.array(loadStepSchema),
  })
  .meta({ id: 'LoadSummary' });
export type LoadSummary = z.infer<typeof loadSummarySchema>;
