import { z } from 'zod';
import { loadSettingsSchema, loadSummarySchema } from '../testing/load-test.js';
import { RUN_STATUSES, runReportSchema, runTotalsSchema } from '../testing/run-report.js';
import { scenarioBodySchema, scenarioSettingsSchema, testStepSchema } from '../testing/scenario.js';
import { idSchema } from './workspace-common.js';

/**
 * Automated tests on the server (issue 22): a project's scenarios, their runs, the live progress
 * of a run, its reports and the test-suite file. Reading needs `test.view`, saving `test.edit`,
 * starting or stopping a run `test.run` (access/policy.ts).
 */

/** Where a run was started from. */
export const RUN_SOURCES = ['ui', 'api', 'schedule', 'cli'] as const;
export type RunSource = (typeof RUN_SOURCES)[number];

/** A run checks the scenario once per iteration (`functional`) or puts load on it (`load`). */
export const RUN_KINDS = ['functional', 'load'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

/** The report formats a run downloads as. */
export const RUN_REPORT_FORMATS = ['html', 'junit', 'json'] as const;
export type RunReportFormat = (typeof RUN_REPORT_FORMATS)[number];

export const testScenarioParams = z.object({ projectId: idSchema, scenarioId: idSchema });
export const testRunParams = z.object({ projectId: idSchema, runId: idSchema });

/** The last run of a scenario, as its row in the list shows it. */
export const lastRunSchema = z.object({
  id: idSchema,
  status: z.enum(RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const testScenarioSummarySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: z.string(),
    /** Steps counted through every group, condition and loop. */
    stepCount: z.number().int(),
    lastRun: lastRunSchema.nullable(),
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TestScenarioSummary' });
export type TestScenarioSummary = z.infer<typeof testScenarioSummarySchema>;

export const testScenarioListSchema = z
  .object({ items: z.array(testScenarioSummarySchema) })
  .meta({ id: 'TestScenarioList' });

export const testScenarioSchema = z
  .object({
    id: idSchema,
    projectId: idSchema,
    name: z.string(),
    description: z.string(),
    settings: scenarioSettingsSchema,
    steps: z.array(testStepSchema),
    /**
     * Ids of the request steps whose endpoint or case was deleted since the scenario was saved:
     * such a step ends in an error when the scenario runs, so the editor marks it.
     */
    missing: z.array(z.string()),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TestScenario' });
export type TestScenario = z.infer<typeof testScenarioSchema>;

export const createTestScenarioBody = scenarioBodySchema;
export const updateTestScenarioBody = scenarioBodySchema.extend({
  /** The version the edit started from: a save over a newer one is refused (EDIT_CONFLICT). */
  baseVersion: z.number().int().min(1),
});

export const startTestRunBody = z.object({
  /** The environment whose base URL and variables the run uses; null: the project's only. */
  environmentId: idSchema.nullable().default(null),
});
/** A performance run: the environment as for any run, and how many users for how long. */
export const startLoadRunBody = z.object({
  environmentId: idSchema.nullable().default(null),
  load: loadSettingsSchema,
});
export type StartLoadRunBody = z.input<typeof startLoadRunBody>;

/**
 * A performance run's summary as the list of runs shows it: the figures without the seconds and
 * the steps. While the run goes, the figures count the seconds that have ended.
 */
export const loadRunBriefSchema = loadSummarySchema
  .omit({ seconds: true, steps: true })
  .meta({ id: 'LoadRunBrief' });
export type LoadRunBrief = z.infer<typeof loadRunBriefSchema>;

export const startedTestRunSchema = z.object({ runId: idSchema }).meta({ id: 'StartedTestRun' });

/** A run as the list of a scenario's runs shows it: enough for the pass-rate and time charts. */
export const testRunSummarySchema = z
  .object({
    id: idSchema,
    scenarioId: idSchema,
    status: z.enum(RUN_STATUSES),
    reason: z.string().nullable(),
    source: z.enum(RUN_SOURCES),
    /** A performance run's totals count its requests, and its errors as `failedRequests`. */
    kind: z.enum(RUN_KINDS),
    environmentId: idSchema.nullable(),
    startedBy: idSchema.nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    totals: runTotalsSchema,
    /** A performance run's figures; null for a functional run. */
    load: loadRunBriefSchema.nullable(),
  })
  .meta({ id: 'TestRunSummary' });
export type TestRunSummary = z.infer<typeof testRunSummarySchema>;

export const testRunListSchema = z
  .object({ items: z.array(testRunSummarySchema) })
  .meta({ id: 'TestRunList' });
export const testRunListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Only runs of this kind; left out: every run. */
  kind: z.enum(RUN_KINDS).optional(),
});

/**
 * A run with its report so far (every step that has ended, while it runs). A performance run's
 * report has no steps: its `load` summary holds every second and each step's figures.
 */
export const testRunSchema = testRunSummarySchema
  .extend({ report: runReportSchema, load: loadSummarySchema.nullable() })
  .meta({ id: 'TestRun' });
export type TestRun = z.infer<typeof testRunSchema>;

export const testRunReportQuery = z.object({ format: z.enum(RUN_REPORT_FORMATS).default('html') });

export const testSuiteExportQuery = z.object({
  /** Whose values the file carries; left out: none (the project's variables only). */
  environmentId: idSchema.optional(),
});
