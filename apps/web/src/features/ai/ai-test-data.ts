import type { AiCostPreview, AiProposal, AiRun, AnnotationPreview } from '@heron/contract';

// Data for the component tests of AI annotation: ids are real UUIDs.

export const PROJECT_ID = '20000000-0000-4000-8000-000000000001';
export const TEAM_ID = '10000000-0000-4000-8000-000000000001';
export const RUN_ID = '60000000-0000-4000-8000-000000000001';
export const ENDPOINT_ID = '40000000-0000-4000-8000-000000000001';
export const MODEL_ID = '40000000-0000-4000-8000-000000000002';

const AI = `/api/v1/projects/${PROJECT_ID}/ai/annotations`;
const RUN = `/api/v1/projects/${PROJECT_ID}/ai/runs/${RUN_ID}`;
export const ROUTES = {
  preview: `POST ${AI}/preview`,
  start: `POST ${AI}`,
  runs: `GET ${AI}`,
  run: `GET ${RUN}`,
  stop: `POST ${RUN}/stop`,
  resume: `POST ${RUN}/resume`,
  proposals: `GET ${RUN}/proposals`,
  decisions: `POST ${RUN}/decisions`,
} as const;

/** AI test generation's own routes; its run is read, stopped and decided by ROUTES'. */
export const TEST_ROUTES = {
  start: `POST /api/v1/projects/${PROJECT_ID}/ai/tests`,
  runs: `GET /api/v1/projects/${PROJECT_ID}/ai/tests`,
  preview: `POST /api/v1/projects/${PROJECT_ID}/ai/tests/preview`,
  modelStatus: 'GET /api/v1/ai/model',
} as const;

/** The cost preview of an AI action other than annotation (test generation, AI import). */
export function makeCostPreview(overrides: Partial<AiCostPreview> = {}): AiCostPreview {
  return {
    model: 'instance',
    estimatedPoints: 2,
    spendablePoints: 100,
    monthlyCapLeft: null,
    ...overrides,
  };
}

export function makePreview(overrides: Partial<AnnotationPreview> = {}): AnnotationPreview {
  return {
    model: 'instance',
    coverage: {
      operations: { total: 4, described: 1, exemplified: 0 },
      parameters: { total: 6, described: 2, exemplified: 3 },
      fields: { total: 12, described: 5, exemplified: 7 },
    },
    missing: { items: 5, values: 19 },
    estimatedPoints: 3,
    spendablePoints: 100,
    monthlyCapLeft: null,
    ...overrides,
  };
}

export function makeRun(overrides: Partial<AiRun> = {}): AiRun {
  return {
    id: RUN_ID,
    projectId: PROJECT_ID,
    kind: 'annotate',
    status: 'running',
    language: 'en',
    progress: { done: 0, total: 2 },
    estimatedPoints: 3,
    tokensUsed: 0,
    chargedPoints: 0,
    ended: null,
    proposals: { pending: 0, accepted: 0, rejected: 0 },
    createdBy: { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Lovelace' },
    createdAt: '2025-03-01T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** A run that ended with `pending` proposals waiting for review. */
export function doneRun(pending: number, overrides: Partial<AiRun> = {}): AiRun {
  return makeRun({
    status: 'done',
    progress: { done: 2, total: 2 },
    tokensUsed: 2480,
    chargedPoints: 3,
    proposals: { pending, accepted: 0, rejected: 0 },
    finishedAt: '2025-03-01T10:01:00.000Z',
    ...overrides,
  });
}

let proposalCount = 0;

export function makeProposal(overrides: Partial<AiProposal> = {}): AiProposal {
  proposalCount += 1;
  return {
    id: `70000000-0000-4000-8000-${String(proposalCount).padStart(12, '0')}`,
    itemId: ENDPOINT_ID,
    itemName: 'GET /pets/{petId}',
    itemKind: 'endpoint',
    pointer: '/description',
    kind: 'description',
    target: 'operation',
    label: 'GET /pets/{petId}',
    value: 'Reads a pet.',
    status: 'pending',
    ...overrides,
  };
}

/** A generated case as AI test generation proposes it (GeneratedCase of the engine). */
export function makeTestCase(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Finds a pet that exists',
    category: 'positive',
    why: 'The happy path.',
    pathParams: [{ name: 'petId', value: '1' }],
    query: [],
    headers: [],
    body: '',
    omitAuth: false,
    assertions: [{ source: 'status', path: '', comparator: 'equals', value: '200' }],
    ...overrides,
  };
}

/** A test generation run (kind `tests`) as makeRun makes an annotation run. */
export function makeTestsRun(overrides: Partial<AiRun> = {}): AiRun {
  return makeRun({ kind: 'tests', progress: { done: 0, total: 1 }, ...overrides });
}

/** A proposal of a test case for the endpoint: its category is its label. */
export function makeCaseProposal(testCase: ReturnType<typeof makeTestCase>): AiProposal {
  return makeProposal({
    itemName: 'Find a pet',
    pointer: '',
    kind: 'test-case',
    label: String(testCase.category),
    value: testCase,
  });
}
