import type {
  EndpointCase,
  Environment,
  RequestStep,
  RunReport,
  StepResult,
  TestRun,
  TestRunSummary,
  TestScenario,
  TestScenarioSummary,
  TestSchedule,
  TestStep,
} from '@heron/contract';
import { debugRequestSchema, emptyTotals } from '@heron/contract';
import { json, type StubHandler } from './stub-api';
import { makeEndpoint, LIST_PETS, TREE_NODES } from './design-fixtures';
import { P1 } from './project-fixtures';

// Data for the Tests section's component tests (issue 22): ids are real UUIDs, as the contract
// checks them; step ids are short, as any string of letters, digits, `_` and `-` may be.

export const SCENARIO = 'd0000000-0000-4000-8000-000000000001';
export const OTHER_SCENARIO = 'd0000000-0000-4000-8000-000000000002';
export const CASE_ID = 'd0000000-0000-4000-8000-0000000000c1';
export const ENVIRONMENT_ID = 'd0000000-0000-4000-8000-0000000000e1';

export const SCENARIOS_ROUTE = `/api/v1/projects/${P1}/test-scenarios`;
export const SCENARIO_ROUTE = `${SCENARIOS_ROUTE}/${SCENARIO}`;

export function makeSummary(overrides: Partial<TestScenarioSummary> = {}): TestScenarioSummary {
  return {
    id: SCENARIO,
    name: 'Checkout',
    description: '',
    stepCount: 2,
    lastRun: null,
    version: 3,
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeScenario(overrides: Partial<TestScenario> = {}): TestScenario {
  return {
    id: SCENARIO,
    projectId: P1,
    name: 'Checkout',
    description: 'Buys a pet',
    settings: {
      onFailure: 'continue',
      delayMs: 0,
      iterations: 1,
      data: { kind: 'none' },
      timeoutMs: 30_000,
    },
    steps: [],
    missing: [],
    version: 3,
    createdAt: '2025-05-01T09:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A request step sending the design's "List pets", with the id `id`. */
export function endpointStep(id: string, overrides: Partial<RequestStep> = {}): RequestStep {
  return {
    id,
    name: '',
    enabled: true,
    type: 'request',
    source: { kind: 'endpoint', endpointId: LIST_PETS },
    request: debugRequestSchema.parse({ method: 'GET', url: '/pets' }),
    assertions: [],
    extractions: [],
    ...overrides,
  };
}

export function waitStep(id: string, ms = 100): TestStep {
  return { id, name: '', enabled: true, type: 'wait', ms };
}

export function groupStep(id: string, steps: TestStep[] = []): TestStep {
  return { id, name: 'Setup', enabled: true, type: 'group', steps };
}

export function makeCase(overrides: Partial<EndpointCase> = {}): EndpointCase {
  return {
    id: CASE_ID,
    projectId: P1,
    endpointId: LIST_PETS,
    name: 'Only cats',
    request: debugRequestSchema.parse({ method: 'GET', url: '/pets?kind=cat' }),
    version: 1,
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeEnvironment(overrides: Partial<Environment> = {}): Environment {
  return {
    id: ENVIRONMENT_ID,
    projectId: P1,
    name: 'Staging',
    baseUrl: 'https://staging.example.com',
    variables: [],
    version: 1,
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The routes the Tests section calls: its scenarios, the design tree and item, environments, cases. */
export function testingRoutes(
  scenario: TestScenario = makeScenario(),
  summaries: TestScenarioSummary[] = [makeSummary()],
): Record<string, StubHandler> {
  return {
    [`GET ${SCENARIOS_ROUTE}`]: () => json({ items: summaries }),
    [`GET ${SCENARIOS_ROUTE}/${scenario.id}`]: () => json(scenario),
    [`GET /api/v1/projects/${P1}/design/tree`]: () => json({ nodes: TREE_NODES }),
    [`GET /api/v1/projects/${P1}/design/items/${LIST_PETS}`]: () => json(makeEndpoint()),
    [`GET /api/v1/projects/${P1}/environments`]: () => json({ items: [makeEnvironment()] }),
    [`GET /api/v1/projects/${P1}/endpoint-cases`]: () => json({ items: [makeCase()] }),
  };
}

export const RUN_ID = 'd0000000-0000-4000-8000-0000000000a1';
export const OLDER_RUN_ID = 'd0000000-0000-4000-8000-0000000000a2';
export const RUNS_ROUTE = `${SCENARIO_ROUTE}/runs`;
export const RUN_ROUTE = `/api/v1/projects/${P1}/test-runs/${RUN_ID}`;

/** A request step's result: GET /pets answered 200 in 42 ms, one assertion passed. */
export function makeStepResult(overrides: Partial<StepResult> = {}): StepResult {
  return {
    stepId: 's1',
    name: 'List pets',
    path: [],
    iteration: 1,
    type: 'request',
    status: 'passed',
    request: { method: 'GET', url: 'https://staging.example.com/pets', headers: [], body: null },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [{ name: 'content-type', value: 'application/json' }],
      body: '[{"id":7}]',
      truncated: false,
      sizeBytes: 10,
      timeMs: 42,
    },
    error: null,
    assertions: [
      { id: 'a1', name: 'status equals 200', passed: true, actual: '200', message: null },
    ],
    extracted: [{ variable: 'petId', scope: 'run', value: '7' }],
    console: [],
    startedMs: 0,
    durationMs: 45,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<RunReport> = {}): RunReport {
  return {
    name: 'Checkout',
    environment: 'Staging',
    status: 'passed',
    reason: null,
    startedAt: '2025-05-02T08:00:00.000Z',
    finishedAt: '2025-05-02T08:00:01.000Z',
    iterations: 1,
    totals: { ...emptyTotals(), requests: 1, assertions: 1, durationMs: 1_000, bytesReceived: 10 },
    steps: [makeStepResult()],
    ...overrides,
  };
}

export function makeRunSummary(overrides: Partial<TestRunSummary> = {}): TestRunSummary {
  return {
    id: RUN_ID,
    scenarioId: SCENARIO,
    status: 'passed',
    reason: null,
    source: 'ui',
    kind: 'functional',
    environmentId: ENVIRONMENT_ID,
    startedBy: TEST_USER_ID,
    startedAt: '2025-05-02T08:00:00.000Z',
    finishedAt: '2025-05-02T08:00:01.000Z',
    totals: { ...emptyTotals(), requests: 1, assertions: 1, durationMs: 1_000 },
    load: null,
    ...overrides,
  };
}

export function makeRun(overrides: Partial<TestRun> = {}): TestRun {
  const report = overrides.report ?? makeReport({ status: overrides.status ?? 'passed' });
  return { ...makeRunSummary(), totals: report.totals, load: null, ...overrides, report };
}

/** The member who started the runs of these fixtures. */
export const TEST_USER_ID = 'd0000000-0000-4000-8000-0000000000b1';

export const MEMBERS_ROUTE = `/api/v1/projects/${P1}/members`;

export function membersRoute(): Record<string, StubHandler> {
  return {
    [`GET ${MEMBERS_ROUTE}`]: () =>
      json({
        items: [
          {
            userId: TEST_USER_ID,
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            avatarUrl: null,
            permission: 2,
            isAdmin: true,
            joinedAt: '2025-01-01T00:00:00.000Z',
          },
        ],
      }),
  };
}

export const SCHEDULE_ID = 'd0000000-0000-4000-8000-0000000000f1';
export const OTHER_SCHEDULE_ID = 'd0000000-0000-4000-8000-0000000000f2';
export const SCHEDULES_ROUTE = `${SCENARIO_ROUTE}/schedules`;
export const SCHEDULE_ROUTE = `/api/v1/projects/${P1}/test-schedules/${SCHEDULE_ID}`;

/** Weekdays at nine in Shanghai, with Staging, run last on May 2 (failed), owned by Ada. */
export function makeSchedule(overrides: Partial<TestSchedule> = {}): TestSchedule {
  return {
    id: SCHEDULE_ID,
    projectId: P1,
    scenarioId: SCENARIO,
    kind: 'cron',
    cron: '0 9 * * 1-5',
    intervalMinutes: null,
    timeZone: 'Asia/Shanghai',
    environmentId: ENVIRONMENT_ID,
    enabled: true,
    notify: [TEST_USER_ID],
    language: 'en',
    nextRunAt: '2025-05-05T01:00:00.000Z',
    lastRun: { id: RUN_ID, status: 'failed', startedAt: '2025-05-02T01:00:00.000Z' },
    lastError: null,
    ownerId: TEST_USER_ID,
    version: 2,
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}
