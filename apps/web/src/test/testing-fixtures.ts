import type {
  EndpointCase,
  Environment,
  RequestStep,
  TestScenario,
  TestScenarioSummary,
  TestStep,
} from '@heron/contract';
import { debugRequestSchema } from '@heron/contract';
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
