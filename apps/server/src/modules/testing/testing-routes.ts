import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTestScheduleRoute,
  deleteTestScheduleRoute,
  listTestSchedulesRoute,
  updateTestScheduleRoute,
  createTestScenarioRoute,
  deleteTestScenarioRoute,
  downloadTestRunReportRoute,
  exportTestSuiteRoute,
  getTestRunRoute,
  getTestScenarioRoute,
  listTestRunsRoute,
  listTestScenariosRoute,
  startLoadRunRoute,
  startTestRunRoute,
  stopTestRunRoute,
  streamTestRunEventsRoute,
  updateTestScenarioRoute,
  MAX_DATA_FILE_CHARS,
  type RunSource,
} from '@heron/contract';
import { attachmentDisposition } from '../../http/attachment-disposition.js';
import { AppError } from '../../http/app-error.js';
import { serve } from '../../http/serve-route.js';
import { findTooDeep } from '../../lib/json-values.js';
import type { User } from '../auth/index.js';
import { sendEventStream } from './event-stream.js';
import { followRun } from './follow-run.js';
import { exportSuite, runReportFile, type DownloadFile } from './run-files.js';
import { startLoadRun } from './load-run-service.js';
import { getRun, listRuns, startRun, stopRun } from './run-service.js';
import {
  createScenario,
  deleteScenario,
  getScenario,
  listScenarios,
  updateScenario,
} from './scenario-service.js';
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  updateSchedule,
} from './schedule-service.js';
import type { TestingDeps } from './testing-deps.js';

/** Automated tests (issue 22): scenarios, runs, their live progress, reports and suite files. */

/**
 * How deep a scenario body may nest before its schema reads it. Eight levels of steps with a
 * request inside need about 30; the schema's recursion would exhaust the stack near 1,000 and
 * answer 500, so a hostile body is refused here first, where it gets too deep.
 */
const MAX_BODY_DEPTH = 64;

async function refuseDeepBody(request: FastifyRequest): Promise<void> {
  const tooDeep = findTooDeep(request.body, MAX_BODY_DEPTH);
  if (tooDeep !== null) {
    throw new AppError('VALIDATION_FAILED', {
      detail: `body${tooDeep}: nested deeper than ${MAX_BODY_DEPTH} levels`,
      errors: [
        { in: 'body', pointer: tooDeep, message: `Nested deeper than ${MAX_BODY_DEPTH} levels` },
      ],
    });
  }
}

/**
 * A scenario carries its iteration data (up to MAX_DATA_FILE_CHARS of CSV or JSON text), which
 * escaping in JSON can double: past the server's usual body limit, so these routes set their own.
 */
const SCENARIO_BODY_LIMIT = 2 * MAX_DATA_FILE_CHARS + 1024 * 1024;
const scenarioBody = { bodyLimit: SCENARIO_BODY_LIMIT, preValidation: refuseDeepBody };

/**
 * `cli` for `heron run --server` (a personal access token, and the CLI's user agent), `api` for
 * another caller with a token (scripts, editor extensions), `ui` for the browser's cookie.
 */
function sourceOf(request: FastifyRequest, user: User): RunSource {
  if (user.accessToken) {
    return /^heron-cli\//.test(request.headers['user-agent'] ?? '') ? 'cli' : 'api';
  }
  const isBearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
  return isBearer && request.headers.cookie === undefined ? 'api' : 'ui';
}

function sendFile(reply: FastifyReply, file: DownloadFile) {
  // A Buffer is sent as it is: the route's serializer would quote a string as JSON.
  const body = Buffer.from(file.text, 'utf8') as unknown as string;
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(body);
}

export async function testingRoutes(app: FastifyInstance, deps: TestingDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = deps.debug.env;

  serve(api, listTestScenariosRoute, async (request) => ({
    items: await listScenarios(ctx, await request.requireUser(), request.params.projectId),
  }));

  serve(api, createTestScenarioRoute, scenarioBody, async (request, reply) => {
    const user = await request.requireUser();
    const created = await createScenario(ctx, user, request.params.projectId, request.body);
    return reply.code(201).send(created);
  });

  serve(api, getTestScenarioRoute, async (request) =>
    getScenario(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.params.scenarioId,
    ),
  );

  serve(api, updateTestScenarioRoute, scenarioBody, async (request) =>
    updateScenario(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.params.scenarioId,
      request.body,
    ),
  );

  serve(api, deleteTestScenarioRoute, async (request, reply) => {
    const { projectId, scenarioId } = request.params;
    await deleteScenario(ctx, deps.live, await request.requireUser(), projectId, scenarioId);
    return reply.code(204).send();
  });

  serve(api, startTestRunRoute, async (request, reply) => {
    const { projectId, scenarioId } = request.params;
    const user = await request.requireUser();
    const started = await startRun(
      deps,
      user,
      projectId,
      scenarioId,
      request.body,
      sourceOf(request, user),
    );
    return reply.code(202).send(started);
  });

  serve(api, startLoadRunRoute, async (request, reply) => {
    const { projectId, scenarioId } = request.params;
    const user = await request.requireUser();
    const started = await startLoadRun(
      deps,
      user,
      projectId,
      scenarioId,
      request.body,
      sourceOf(request, user),
    );
    return reply.code(202).send(started);
  });

  serve(api, listTestRunsRoute, async (request) => {
    const { projectId, scenarioId } = request.params;
    const user = await request.requireUser();
    return { items: await listRuns(deps, user, projectId, scenarioId, request.query) };
  });

  serve(api, exportTestSuiteRoute, async (request, reply) => {
    const { projectId, scenarioId } = request.params;
    const user = await request.requireUser();
    const environmentId = request.query.environmentId ?? null;
    return sendFile(reply, await exportSuite(deps, user, projectId, scenarioId, environmentId));
  });

  serve(api, getTestRunRoute, async (request) =>
    getRun(deps, await request.requireUser(), request.params.projectId, request.params.runId),
  );

  serve(api, streamTestRunEventsRoute, async (request, reply) => {
    const { projectId, runId } = request.params;
    const user = await request.requireUser();
    await sendEventStream(reply, (signal) => followRun(deps, user, projectId, runId, signal));
    return reply;
  });

  serve(api, stopTestRunRoute, async (request) =>
    stopRun(deps, await request.requireUser(), request.params.projectId, request.params.runId),
  );

  serve(api, downloadTestRunReportRoute, async (request, reply) => {
    const { projectId, runId } = request.params;
    const user = await request.requireUser();
    return sendFile(reply, await runReportFile(deps, user, projectId, runId, request.query.format));
  });

  serve(api, listTestSchedulesRoute, async (request) => {
    const { projectId, scenarioId } = request.params;
    const user = await request.requireUser();
    return { items: await listSchedules(deps, user, projectId, scenarioId) };
  });

  serve(api, createTestScheduleRoute, async (request, reply) => {
    const { projectId, scenarioId } = request.params;
    const user = await request.requireUser();
    const created = await createSchedule(deps, user, projectId, scenarioId, request.body);
    return reply.code(201).send(created);
  });

  serve(api, updateTestScheduleRoute, async (request) => {
    const { projectId, scheduleId } = request.params;
    const user = await request.requireUser();
    return updateSchedule(deps, user, projectId, scheduleId, request.body);
  });

  serve(api, deleteTestScheduleRoute, async (request, reply) => {
    const { projectId, scheduleId } = request.params;
    await deleteSchedule(deps, await request.requireUser(), projectId, scheduleId);
    return reply.code(204).send();
  });
}
