import { z } from 'zod';
import { projectParams } from '../routes/projects.js';
import {
  createTestScenarioBody,
  startedTestRunSchema,
  startTestRunBody,
  testRunListQuery,
  testRunListSchema,
  testRunParams,
  testRunReportQuery,
  testRunSchema,
  testScenarioListSchema,
  testScenarioParams,
  testScenarioSchema,
  testSuiteExportQuery,
  updateTestScenarioBody,
} from '../routes/testing.js';
import { defineRoute } from './define-route.js';

const done = z.undefined().describe('Done');
const text = z.string();

export const listTestScenariosRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/test-scenarios',
  operationId: 'listTestScenarios',
  summary: "The project's test scenarios, each with its step count and last run",
  tags: ['testing'],
  acceptsAccessToken: true,
  params: projectParams,
  responses: { 200: testScenarioListSchema },
});

export const createTestScenarioRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/test-scenarios',
  operationId: 'createTestScenario',
  summary: 'Create a test scenario',
  description:
    'Every endpoint and case a request step names must be one of this project; a step that names another is a 400 pointing at the step.',
  tags: ['testing'],
  params: projectParams,
  body: createTestScenarioBody,
  responses: { 201: testScenarioSchema },
});

export const getTestScenarioRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId',
  operationId: 'getTestScenario',
  summary: 'A test scenario, with the steps whose endpoint or case is gone listed in `missing`',
  tags: ['testing'],
  acceptsAccessToken: true,
  params: testScenarioParams,
  responses: { 200: testScenarioSchema },
});

export const updateTestScenarioRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId',
  operationId: 'updateTestScenario',
  summary: 'Save a test scenario over the version it was loaded at',
  tags: ['testing'],
  params: testScenarioParams,
  body: updateTestScenarioBody,
  responses: { 200: testScenarioSchema },
});

export const deleteTestScenarioRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId',
  operationId: 'deleteTestScenario',
  summary: 'Delete a test scenario and its runs (a run in progress is stopped)',
  tags: ['testing'],
  params: testScenarioParams,
  responses: { 204: done },
});

export const startTestRunRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId/runs',
  operationId: 'startTestRun',
  summary: 'Start a run of the scenario; it goes on in the background',
  description:
    "Answers at once with the run's id; follow it with …/test-runs/{runId}/events. A person, and a project, run at most two at once (429 RATE_LIMITED). The plan bounds each run's time, requests and bytes received.",
  tags: ['testing'],
  acceptsAccessToken: true,
  params: testScenarioParams,
  body: startTestRunBody,
  responses: { 202: startedTestRunSchema },
});

export const listTestRunsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId/runs',
  operationId: 'listTestRuns',
  summary: "The scenario's runs, newest first, with their totals",
  tags: ['testing'],
  acceptsAccessToken: true,
  params: testScenarioParams,
  query: testRunListQuery,
  responses: { 200: testRunListSchema },
});

export const exportTestSuiteRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId/export',
  operationId: 'exportTestSuite',
  summary:
    'The scenario as a test-suite file for `heron run`: requests written out whole, the environment and the project variables (secrets left empty)',
  tags: ['testing'],
  params: testScenarioParams,
  query: testSuiteExportQuery,
  responses: {
    200: {
      description: 'The test-suite file, as an attachment',
      content: { 'application/json': { schema: text } },
    },
  },
});

export const getTestRunRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/test-runs/:runId',
  operationId: 'getTestRun',
  summary: 'A run: its status, totals and report (the steps so far while it runs)',
  tags: ['testing'],
  acceptsAccessToken: true,
  params: testRunParams,
  responses: { 200: testRunSchema },
});

export const streamTestRunEventsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/test-runs/:runId/events',
  operationId: 'streamTestRunEvents',
  summary: "A run's progress as Server-Sent Events",
  description:
    'Each event is `data: <RunEvent as JSON>`: the steps that already ended first, then each step as it ends, and `done` with the whole report, after which the stream ends.',
  tags: ['testing'],
  acceptsAccessToken: true,
  params: testRunParams,
  responses: {
    200: {
      description: 'An event stream',
      content: { 'text/event-stream': { schema: text } },
    },
  },
});

export const stopTestRunRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/test-runs/:runId/stop',
  operationId: 'stopTestRun',
  summary: 'Stop a run; it ends `stopped` with the steps it finished',
  tags: ['testing'],
  acceptsAccessToken: true,
  params: testRunParams,
  responses: { 200: testRunSchema },
});

export const downloadTestRunReportRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/test-runs/:runId/report',
  operationId: 'downloadTestRunReport',
  summary: "A run's report as an HTML page, JUnit XML or JSON file, as an attachment",
  tags: ['testing'],
  acceptsAccessToken: true,
  params: testRunParams,
  query: testRunReportQuery,
  responses: {
    200: {
      description: 'The report file',
      content: {
        'text/html': { schema: text },
        'application/xml': { schema: text },
        'application/json': { schema: text },
      },
    },
  },
});
