import { z } from 'zod';
import {
  createEnvironmentBody,
  environmentListSchema,
  environmentParams,
  environmentSchema,
  projectVariablesSchema,
  updateEnvironmentBody,
  updateProjectVariablesBody,
} from '../routes/environments.js';
import { projectParams } from '../routes/projects.js';
import { defineRoute } from './define-route.js';

export const listEnvironmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/environments',
  operationId: 'listEnvironments',
  summary: "The project's environments, in picker order (secret values left out)",
  tags: ['environments'],
  acceptsAccessToken: true,
  params: projectParams,
  responses: { 200: environmentListSchema },
});

export const createEnvironmentRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/environments',
  operationId: 'createEnvironment',
  summary: 'Add an environment, last in the picker',
  tags: ['environments'],
  params: projectParams,
  body: createEnvironmentBody,
  responses: { 201: environmentSchema },
});

export const updateEnvironmentRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/environments/:environmentId',
  operationId: 'updateEnvironment',
  summary: 'Save an environment over the version it was loaded at',
  tags: ['environments'],
  params: environmentParams,
  body: updateEnvironmentBody,
  responses: { 200: environmentSchema },
});

export const deleteEnvironmentRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/environments/:environmentId',
  operationId: 'deleteEnvironment',
  summary: 'Delete an environment',
  tags: ['environments'],
  params: environmentParams,
  responses: { 204: z.undefined().describe('Deleted') },
});

export const getProjectVariablesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/variables',
  operationId: 'getProjectVariables',
  summary: "The project's variables, seen by every environment (secret values left out)",
  tags: ['environments'],
  params: projectParams,
  responses: { 200: projectVariablesSchema },
});

export const updateProjectVariablesRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/variables',
  operationId: 'updateProjectVariables',
  summary: "Save the project's variables over the version they were loaded at",
  tags: ['environments'],
  params: projectParams,
  body: updateProjectVariablesBody,
  responses: { 200: projectVariablesSchema },
});
