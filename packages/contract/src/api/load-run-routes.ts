import { startedTestRunSchema, startLoadRunBody, testScenarioParams } from '../routes/testing.js';
import { defineRoute } from './define-route.js';

/**
 * Performance runs (issue 22). A performance run is a test run of kind `load`: it is read,
 * followed, stopped and listed with the scenario's other runs (testing-routes.ts).
 */
export const startLoadRunRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId/load-runs',
  operationId: 'startLoadRun',
  summary: 'Start a performance run of the scenario; it goes on in the background',
  description:
    "Virtual users each run the scenario over and over, for a duration or a number of iterations, started evenly over the ramp-up. Answers at once with the run's id; follow it with …/test-runs/{runId}/events (a `second` event each second, then `done` with the summary). Settings past the plan's limits are a 400 naming the field; the plan's requests, bytes and time are shared by all users, and the run ends `error` when they are spent. It counts among the two runs a person, and a project, may have going at once (429 RATE_LIMITED).",
  tags: ['testing'],
  // A CI job may put load on a scenario with a run token, as it runs one (heron run --server).
  acceptsAccessToken: true,
  params: testScenarioParams,
  body: startLoadRunBody,
  responses: { 202: startedTestRunSchema },
});
