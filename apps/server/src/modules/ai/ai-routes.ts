import type { FastifyInstance } from 'fastify';
import {
  decideAnnotationProposalsRoute,
  getAiModelStatusRoute,
  listTestGenerationRunsRoute,
  startTestGenerationRoute,
  getAnnotationRunRoute,
  listAnnotationProposalsRoute,
  listAnnotationRunsRoute,
  previewAnnotationRoute,
  resumeAnnotationRunRoute,
  startAnnotationRoute,
  stopAnnotationRunRoute,
} from '@heron/contract';
import { serve } from '../../http/serve-route.js';
import type { AiDeps } from './ai-deps.js';
import {
  getAnnotationRun,
  listAnnotationRuns,
  previewAnnotation,
  resumeAnnotationRun,
  startAnnotation,
  stopAnnotationRun,
} from './annotation-service.js';
import { decideProposals, listProposals } from './proposal-service.js';
import { listTestGenerationRuns, startTestGeneration } from './tests-service.js';

/** AI annotation's routes (issue 24). */
export async function aiRoutes(app: FastifyInstance, deps: AiDeps) {
  // Signed-in people only: an anonymous caller learns nothing of the instance's set-up.
  serve(app, getAiModelStatusRoute, async (request) => {
    await request.requireUser();
    return { model: deps.model() ? ('instance' as const) : null };
  });
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
  serve(app, getAnnotationRunRoute, async (request) =>
    getAnnotationRun(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.runId,
      request.query.waitMs,
    ),
  );
  serve(app, stopAnnotationRunRoute, async (request) =>
    stopAnnotationRun(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.runId,
    ),
  );
  serve(app, resumeAnnotationRunRoute, async (request) =>
    resumeAnnotationRun(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.runId,
    ),
  );
  serve(app, listAnnotationProposalsRoute, async (request) =>
    listProposals(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.runId,
      request.query,
    ),
  );
  serve(app, decideAnnotationProposalsRoute, async (request) =>
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
