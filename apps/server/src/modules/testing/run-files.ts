import type { RunReportFormat } from '@heron/contract';
import {
  exportTestSuite,
  hasUrlScheme,
  isPathOnly,
  renderHtmlReport,
  renderJsonReport,
  renderJUnit,
  type BaseUrlChoice,
} from '@heron/engine';
import { AppError } from '../../http/app-error.js';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import { mapRequestSteps, planRun } from './run-plan.js';
import { findRun, runOf } from './run-rows.js';
import { findScenario, scenarioBodyOf } from './scenario-service.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * What a person downloads from the testing screens (issue 22): a run's report as HTML, JUnit XML
 * or JSON, and a scenario as a test-suite file that `heron run` runs with nothing else.
 */

export interface DownloadFile {
  text: string;
  contentType: string;
  fileName: string;
}

const REPORT_TYPES: Record<RunReportFormat, { contentType: string; extension: string }> = {
  html: { contentType: 'text/html; charset=utf-8', extension: 'html' },
  junit: { contentType: 'application/xml; charset=utf-8', extension: 'junit.xml' },
  json: { contentType: 'application/json; charset=utf-8', extension: 'json' },
};

/** A name for a file: the characters file systems refuse become `_`. */
function fileNameOf(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'heron';
}

export async function runReportFile(
  deps: TestingDeps,
  user: User,
  projectId: string,
  runId: string,
  format: RunReportFormat,
): Promise<DownloadFile> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.view');
  const run = await runOf(ctx.db, await findRun(ctx.db, projectId, runId), deps.live.get(runId));
  if (run.kind === 'load') {
    // Its report has no steps: HTML or JUnit without them would read as an empty, green run.
    throw new AppError('CONFLICT', {
      detail: 'A performance run has a summary, not a step report: read it from the run.',
    });
  }
  const { report } = run;
  const text =
    format === 'html'
      ? renderHtmlReport(report, { timeZone: 'UTC' })
      : format === 'junit'
        ? renderJUnit(report)
        : renderJsonReport(report);
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const type = REPORT_TYPES[format];
  return {
    text,
    contentType: type.contentType,
    fileName: `${fileNameOf(report.name)}-${stamp}.${type.extension}`,
  };
}

/**
 * The scenario as a test-suite file: every request written out whole (an endpoint's built from
 * its design now, a case's as saved, inherited auth in place, a path joined to the base URL),
 * the chosen environment's values and the project's variables. Secrets are left empty: the file
 * leaves the server, and whoever runs it passes them in (`heron run --environment`).
 */
export async function exportSuite(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scenarioId: string,
  environmentId: string | null,
): Promise<DownloadFile> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.view');
  const row = await findScenario(ctx.db, projectId, scenarioId);
  const scenario = scenarioBodyOf(row);
  const plan = await planRun(deps.debug.env, projectId, scenario, environmentId).catch(
    (error: unknown) => {
      throw asQueryError(error);
    },
  );
  const [firstMissing] = plan.missing;
  if (firstMissing) {
    throw new AppError('CONFLICT', {
      detail: `step ${firstMissing[0]}: ${firstMissing[1]} Fix the scenario before exporting it.`,
    });
  }
  const steps = await mapRequestSteps(plan.steps, async (step) => ({
    ...step,
    request: { ...step.request, url: withBaseUrl(step.request.url, plan.baseUrl) },
  }));
  const withoutSecrets = (values: Record<string, string>, secrets: readonly string[]) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, secrets.includes(name) ? '' : value]),
    );
  const suite = exportTestSuite(
    { ...scenario, steps },
    plan.environmentName === null
      ? null
      : {
          name: plan.environmentName,
          values: withoutSecrets(plan.variables.environment, plan.secretNames.environment),
        },
    withoutSecrets(plan.variables.collection, plan.secretNames.collection),
  );
  return {
    text: `${JSON.stringify(suite, null, 2)}\n`,
    contentType: 'application/json; charset=utf-8',
    fileName: `${fileNameOf(row.name)}.heron-test.json`,
  };
}

/**
 * The URL as the run would join it: `heron run` has no base URL of its own, so the file carries
 * it (with its `{{variables}}`, resolved when the file runs). A design server joins paths only.
 */
function withBaseUrl(url: string, base: BaseUrlChoice | null): string {
  const text = url.trim();
  if (!base || hasUrlScheme(text) || text.startsWith('//')) return url;
  if (base.source === 'server' && !isPathOnly(text)) return url;
  const root = base.url.trim().replace(/\/+$/, '');
  return `${root}${text.startsWith('/') || text === '' ? '' : '/'}${text}`;
}

/** An unknown environment, named where the export takes it: the query. */
function asQueryError(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') return error;
  return new AppError('VALIDATION_FAILED', {
    detail: 'query/environmentId: no such environment in this project',
    errors: [{ in: 'query', pointer: '/environmentId', message: 'No such environment' }],
  });
}
