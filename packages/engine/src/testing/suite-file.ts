import { scenarioBodySchema, scenarioStepProblems, type ScenarioBody } from '@heron/contract';
import { z } from 'zod';
import {
  DocumentVersionError,
  migrateDocument,
  type DocumentFormat,
} from '../documents/versioned-document.js';

/**
 * A test-suite file (issue 22): a scenario exported whole, with its requests written out, the
 * environment it ran with and the project's variables, so `heron run FILE` needs nothing else.
 * Versioned like every document that leaves Heron: a file from an earlier Heron is migrated, one
 * from a newer Heron refused.
 */
export const TEST_SUITE_KIND = 'heron-test-suite';
export const TEST_SUITE_VERSION = 1;

const variablesSchema = z.record(z.string(), z.string());

const testSuiteFileSchema = z.object({
  kind: z.literal(TEST_SUITE_KIND),
  version: z.literal(TEST_SUITE_VERSION),
  exportedAt: z.string().optional(),
  generator: z.string().optional(),
  scenario: scenarioBodySchema,
  environment: z.object({ name: z.string(), values: variablesSchema }).nullable().default(null),
  /** The project's variables (Postman's collection variables). */
  variables: variablesSchema.default({}),
});

export type TestSuiteFile = z.infer<typeof testSuiteFileSchema>;

export const testSuiteFormat: DocumentFormat<TestSuiteFile> = {
  kind: TEST_SUITE_KIND,
  latestVersion: TEST_SUITE_VERSION,
  // Version 1 is the first; each later version adds its `{ from, up }` step here.
  migrations: [],
  parseLatest: (document) => testSuiteFileSchema.parse(document) as TestSuiteFile,
};

export function exportTestSuite(
  scenario: ScenarioBody,
  environment: TestSuiteFile['environment'],
  variables: Record<string, string>,
): TestSuiteFile {
  return {
    kind: TEST_SUITE_KIND,
    version: TEST_SUITE_VERSION,
    exportedAt: new Date().toISOString(),
    generator: 'heron',
    scenario,
    environment,
    variables,
  };
}

export type ReadSuiteResult = { ok: true; suite: TestSuiteFile } | { ok: false; message: string };

/** Reads a suite file's JSON value; every fault is a sentence that says where. */
export function readTestSuite(value: unknown): ReadSuiteResult {
  let suite: TestSuiteFile;
  try {
    suite = migrateDocument(testSuiteFormat, value);
  } catch (error) {
    if (error instanceof DocumentVersionError) return { ok: false, message: error.message };
    if (error instanceof z.ZodError) {
      const lines = error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`);
      return { ok: false, message: `The test suite is not valid:\n${lines.join('\n')}` };
    }
    throw error;
  }
  const problems = scenarioStepProblems(suite.scenario.steps);
  if (problems.length > 0) {
    return {
      ok: false,
      message: `The test suite is not valid:\n${problems.slice(0, 5).join('\n')}`,
    };
  }
  return { ok: true, suite };
}
