import { z } from 'zod';
import {
  testScheduleBody,
  testScheduleListSchema,
  testScheduleParams,
  testScheduleSchema,
  updateTestScheduleBody,
} from '../routes/test-schedules.js';
import { testScenarioParams } from '../routes/testing.js';
import { defineRoute } from './define-route.js';

const done = z.undefined().describe('Done');

export const listTestSchedulesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId/schedules',
  operationId: 'listTestSchedules',
  summary: "A scenario's schedules, each with when it runs next and its last run",
  tags: ['testing'],
  params: testScenarioParams,
  responses: { 200: testScheduleListSchema },
});

export const createTestScheduleRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/test-scenarios/:scenarioId/schedules',
  operationId: 'createTestSchedule',
  summary: 'Run the scenario on a schedule',
  description:
    'A cron expression (five fields, read in the time zone) or every N minutes; at most every 5 minutes either way. Its runs are started as the person who saved it last, who needs the right to run tests. With several servers on one database each run happens once.',
  tags: ['testing'],
  params: testScenarioParams,
  body: testScheduleBody,
  responses: { 201: testScheduleSchema },
});

export const updateTestScheduleRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/test-schedules/:scheduleId',
  operationId: 'updateTestSchedule',
  summary: 'Change a schedule over the version it was read at',
  tags: ['testing'],
  params: testScheduleParams,
  body: updateTestScheduleBody,
  responses: { 200: testScheduleSchema },
});

export const deleteTestScheduleRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/test-schedules/:scheduleId',
  operationId: 'deleteTestSchedule',
  summary: 'Delete a schedule (its past runs stay)',
  tags: ['testing'],
  params: testScheduleParams,
  responses: { 204: done },
});
