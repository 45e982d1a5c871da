import {
  aiCostPreviewSchema,
  aiModelStatusQuery,
  aiModelStatusSchema,
  aiProposalPageSchema,
  aiProposalsQuery,
  aiRunListSchema,
  aiRunParams,
  aiRunQuery,
  aiRunSchema,
  annotationPreviewSchema,
  annotationScopeSchema,
  decideProposalsBody,
  previewTestGenerationBody,
  proposalDecisionsSchema,
  startAiImportBody,
  startAnnotationBody,
  startTestGenerationBody,
  setTeamAiModelBody,
  teamAiModelCheckSchema,
  teamAiModelViewSchema,
  testGenerationRunsQuery,
} from '../routes/ai.js';
import { projectParams } from '../routes/projects.js';
import { teamParams } from '../routes/teams.js';
import { defineRoute } from './define-route.js';

export const getAiModelStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/ai/model',
  operationId: 'getAiModelStatus',
  summary:
    "Whether a language model is set up for the AI features: `team` when the project's team brought its own (it spends no points), `instance` for the instance's (AI_BASE_URL, AI_MODEL), `null` when neither",
  tags: ['ai'],
  query: aiModelStatusQuery,
  responses: { 200: aiModelStatusSchema },
});

export const getTeamAiModelRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/teams/:teamId/ai/model',
  operationId: 'getTeamAiModel',
  summary:
    "The team's own model, if it brought one (its key never shown, only its last four characters): members",
  tags: ['ai'],
  params: teamParams,
  responses: { 200: teamAiModelViewSchema },
});

export const setTeamAiModelRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/teams/:teamId/ai/model',
  operationId: 'setTeamAiModel',
  summary:
    "Sets the team's own OpenAI-compatible model: its AI features then call it and spend no points. The key is stored encrypted; omitted, the stored one stays. Calls to it go through the instance's address policy. Team admins only",
  tags: ['ai'],
  params: teamParams,
  body: setTeamAiModelBody,
  responses: { 200: teamAiModelViewSchema },
});

export const deleteTeamAiModelRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/teams/:teamId/ai/model',
  operationId: 'deleteTeamAiModel',
  summary:
    "Removes the team's own model and its key: its AI features go back to the instance's model and points. Team admins only",
  tags: ['ai'],
  params: teamParams,
  responses: { 200: teamAiModelViewSchema },
});

export const checkTeamAiModelRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/teams/:teamId/ai/model/check',
  operationId: 'checkTeamAiModel',
  summary:
    "Checks a model's settings before they are saved with one short call (the stored key when none is given): how long it took, or the error (AI_KEY_REFUSED, AI_UNREACHABLE …). Team admins only",
  tags: ['ai'],
  params: teamParams,
  body: setTeamAiModelBody,
  responses: { 200: teamAiModelCheckSchema },
});

export const previewAnnotationRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/ai/annotations/preview',
  operationId: 'previewAnnotation',
  summary:
    'What AI annotation would fill in the items named (folders for what they hold; none for the whole project): their coverage, the values missing, the estimated cost in points and what the caller may spend',
  tags: ['ai'],
  params: projectParams,
  body: annotationScopeSchema,
  responses: { 200: annotationPreviewSchema },
});

export const startAnnotationRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/ai/annotations',
  operationId: 'startAnnotation',
  summary:
    'Start an AI annotation run in the background (202). Refused before any call to the model when no model is configured (AI_NOT_CONFIGURED), nothing is missing (AI_NOTHING_MISSING), or the points left cannot cover the estimate (POINTS_INSUFFICIENT). The same idempotencyKey answers the run it started',
  tags: ['ai'],
  params: projectParams,
  body: startAnnotationBody,
  responses: { 202: aiRunSchema },
});

export const listAnnotationRunsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/ai/annotations',
  operationId: 'listAnnotationRuns',
  summary: "The project's AI annotation runs, newest first (the last 20)",
  tags: ['ai'],
  params: projectParams,
  responses: { 200: aiRunListSchema },
});

export const getAiRunRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/ai/runs/:runId',
  operationId: 'getAiRun',
  summary:
    'One AI run (annotation or test generation): status, progress, tokens and points, proposals by status. With `waitMs`, a running run is answered when it moves on, or after `waitMs`',
  tags: ['ai'],
  params: aiRunParams,
  query: aiRunQuery,
  responses: { 200: aiRunSchema },
});

export const stopAiRunRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/ai/runs/:runId/stop',
  operationId: 'stopAiRun',
  summary:
    'Stops a running run after the call in flight; what it used is charged and what it proposed stays for review',
  tags: ['ai'],
  params: aiRunParams,
  responses: { 200: aiRunSchema },
});

export const resumeAiRunRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/ai/runs/:runId/resume',
  operationId: 'resumeAiRun',
  summary:
    'Goes on with a run that stopped, failed or was interrupted, from the call it had reached (checked against the points left first)',
  tags: ['ai'],
  params: aiRunParams,
  responses: { 200: aiRunSchema },
});

export const listAiRunProposalsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/ai/runs/:runId/proposals',
  operationId: 'listAiRunProposals',
  summary:
    "A run's proposals (values, or test cases), in the order of the items and their places, a page at a time",
  tags: ['ai'],
  params: aiRunParams,
  query: aiProposalsQuery,
  responses: { 200: aiProposalPageSchema },
});

export const decideAiRunProposalsRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/ai/runs/:runId/decisions',
  operationId: 'decideAiRunProposals',
  summary:
    "Accept (as proposed, or edited) and reject a run's proposals, by id or all still pending. Accepted values are saved, one revision per item marked AI; a place filled since is left alone (outdated). Accepted test cases become request steps of the run's test scenario",
  tags: ['ai'],
  params: aiRunParams,
  body: decideProposalsBody,
  responses: { 200: proposalDecisionsSchema },
});

export const startTestGenerationRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/ai/tests',
  operationId: 'startTestGeneration',
  summary:
    'Start AI test generation for one endpoint (202): positive, negative, boundary and security cases with assertions, proposed for review (the run and its proposals are read, stopped and decided through the run routes, /ai/runs/:runId). Accepted cases become request steps of a new test scenario. Refused before any call as annotation is',
  tags: ['ai'],
  params: projectParams,
  body: startTestGenerationBody,
  responses: { 202: aiRunSchema },
});

export const previewTestGenerationRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/ai/tests/preview',
  operationId: 'previewTestGeneration',
  summary:
    "What generating test cases for the endpoint would cost in points (estimated from the size of what is sent), the points the caller may spend, and what the project's monthly limit leaves; nothing is sent to the model",
  tags: ['ai'],
  params: projectParams,
  body: previewTestGenerationBody,
  responses: { 200: aiCostPreviewSchema },
});

export const previewAiImportRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/ai/imports/preview',
  operationId: 'previewAiImport',
  summary:
    "What reading the material with AI parsing import would cost in points (estimated from its size), the points the caller may spend, and what the project's monthly limit leaves; nothing is sent to the model",
  tags: ['ai'],
  params: projectParams,
  body: startAiImportBody,
  responses: { 200: aiCostPreviewSchema },
});

export const listTestGenerationRunsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/ai/tests',
  operationId: 'listTestGenerationRuns',
  summary:
    "The project's AI test generation runs (of one endpoint when named), newest first (the last 20)",
  tags: ['ai'],
  params: projectParams,
  query: testGenerationRunsQuery,
  responses: { 200: aiRunListSchema },
});
