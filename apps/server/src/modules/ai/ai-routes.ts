import type { FastifyInstance } from 'fastify';
import {
  checkTeamAiModelRoute,
  decideAiRunProposalsRoute,
  deleteTeamAiModelRoute,
  getTeamAiModelRoute,
  previewAiImportRoute,
  previewTestGenerationRoute,
  setTeamAiModelRoute,
  getAiModelStatusRoute,
  listTestGenerationRunsRoute,
  startTestGenerationRoute,
  getAiRunRoute,
  listAiRunProposalsRoute,
  listAnnotationRunsRoute,
  previewAnnotationRoute,
  resumeAiRunRoute,
  startAnnotationRoute,
  stopAiRunRoute,
} from '@heron/contract';
import { serve } from '../../http/serve-route.js';
import { requireProject } from '../access/index.js';
import type { AiDeps } from './ai-deps.js';
import { listAnnotationRuns, previewAnnotation, startAnnotation } from './annotation-service.js';
import { getAiRun, resumeAiRun, stopAiRun } from './run-service.js';
import { decideProposals, listProposals } from './proposal-service.js';
import {
  checkTeamModel,
  deleteTeamModel,
  getTeamModel,
  setTeamModel,
} from './team-model-service.js';
import {
  listTestGenerationRuns,
  previewTestGeneration,
  startTestGeneration,
} from './tests-service.js';
import { previewMaterialImport } from './material-converter.js';

/** The AI features' routes (issue 24): annotation, test generation, runs, the team's model. */
export async function aiRoutes(app: FastifyInstance, deps: AiDeps) {
  // Signed-in people only: an anonymous caller learns nothing of the instance's set-up.
  serve(app, getAiModelStatusRoute, async (request) => {
    const user = await request.requireUser();
    const { projectId } = request.query;
    if (projectId === undefined) {
      return { model: deps.models.instance ? ('instance' as const) : null };
    }
    const { db } = deps.workspace;
    await requireProject(deps.workspace, db, user, projectId, 'project.view');
    return { model: (await deps.models.forProject(projectId))?.source ?? null };
  });
  serve(app, previewTestGenerationRoute, async (request) =>
    previewTestGeneration(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    ),
  );
  serve(app, previewAiImportRoute, async (request) =>
    previewMaterialImport(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    ),
  );
  serve(app, getTeamAiModelRoute, async (request) =>
    getTeamModel(deps, await request.requireUser(), request.params.teamId),
  );
  serve(app, setTeamAiModelRoute, async (request) =>
    setTeamModel(deps, await request.requireUser(), request.params.teamId, request.body),
  );
  serve(app, deleteTeamAiModelRoute, async (request) =>
    deleteTeamModel(deps, await request.requireUser(), request.params.teamId),
  );
  serve(app, checkTeamAiModelRoute, async (request) =>
    checkTeamModel(deps, await request.requireUser(), request.params.teamId, request.body),
  );
  serve(app, previewAnnotationRoute, async (request) =>
    previewAnnotation(deps, await request.requireUser(), request.params.projectId, request.body),
  );
  serve(app, startAnnotationRoute, async (request, reply) => {
    const run = await startAnnotation(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    );
    return reply.status(202).send(run);
  });
  serve(app, listAnnotationRunsRoute, async (request) =>
    listAnnotationRuns(deps, await request.requireUser(), request.params.projectId),
  );
  serve(app, getAiRunRoute, async (request) =>
    getAiRun(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.runId,
      request.query.waitMs,
    ),
  );
  serve(app, stopAiRunRoute, async (request) =>
    stopAiRun(deps, await request.requireUser(), request.params.projectId, request.params.runId),
  );
  serve(app, resumeAiRunRoute, async (request) =>
    resumeAiRun(deps, await request.requireUser(), request.params.projectId, request.params.runId),
  );
  serve(app, listAiRunProposalsRoute, async (request) =>
    listProposals(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.runId,
      request.query,
    ),
  );
  serve(app, decideAiRunProposalsRoute, async (request) =>
    decideProposals(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.runId,
      request.body,
    ),
  );

  serve(app, startTestGenerationRoute, async (request, reply) => {
    const run = await startTestGeneration(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    );
    return reply.status(202).send(run);
  });
  serve(app, listTestGenerationRunsRoute, async (request) =>
    listTestGenerationRuns(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.query.endpointId,
    ),
  );
}
