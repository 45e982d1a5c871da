import type { ImportJob, ImportPreviewEntry, TreeNode } from '@heron/contract';

// Data for the component tests of the import and export dialogs: ids are real UUIDs.

export const PROJECT_ID = '20000000-0000-4000-8000-000000000001';
export const JOB_ID = '30000000-0000-4000-8000-000000000001';
export const EXISTING_ID = '40000000-0000-4000-8000-000000000001';
export const FOLDER_ID = '50000000-0000-4000-8000-000000000001';

const DESIGN = `/api/v1/projects/${PROJECT_ID}/design`;
export const ROUTES = {
  start: `POST ${DESIGN}/imports`,
  startAi: `POST ${DESIGN}/imports/ai`,
  job: `GET ${DESIGN}/imports/${JOB_ID}`,
  commit: `POST ${DESIGN}/imports/${JOB_ID}/commit`,
  cancel: `POST ${DESIGN}/imports/${JOB_ID}/cancel`,
  tree: `GET ${DESIGN}/tree`,
  export: `GET ${DESIGN}/export`,
  aiModel: 'GET /api/v1/ai/model',
  aiPreview: `POST /api/v1/projects/${PROJECT_ID}/ai/imports/preview`,
} as const;

export const ENTRIES: ImportPreviewEntry[] = [
  {
    key: 'endpoint:get /pets',
    kind: 'endpoint',
    change: 'add',
    name: 'List pets',
    method: 'get',
    path: '/pets',
    existingId: null,
  },
  {
    key: 'endpoint:post /pets',
    kind: 'endpoint',
    change: 'change',
    name: 'Create a pet',
    method: 'post',
    path: '/pets',
    existingId: EXISTING_ID,
  },
  {
    key: 'endpoint:delete /pets/{id}',
    kind: 'endpoint',
    change: 'change',
    name: 'Delete a pet',
    method: 'delete',
    path: '/pets/{id}',
    existingId: EXISTING_ID,
  },
  {
    key: 'model:Pet',
    kind: 'model',
    change: 'same',
    name: 'Pet',
    method: null,
    path: null,
    existingId: EXISTING_ID,
  },
];

export function makeJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: JOB_ID,
    projectId: PROJECT_ID,
    status: 'parsing',
    format: null,
    sourceName: 'pasted text',
    progress: { done: 0, total: 0 },
    issues: [],
    summary: null,
    entries: [],
    result: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export function readyJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return makeJob({
    status: 'ready',
    format: 'openapi-3.1',
    progress: { done: 4, total: 4 },
    summary: { add: 1, change: 2, same: 1 },
    entries: ENTRIES,
    ...overrides,
  });
}

export const TREE: { nodes: TreeNode[] } = {
  nodes: [
    {
      id: FOLDER_ID,
      kind: 'folder',
      section: 'api',
      parentId: null,
      sort: 1,
      name: 'Pets',
      method: null,
      path: null,
      status: null,
    },
    {
      id: '50000000-0000-4000-8000-000000000002',
      kind: 'folder',
      section: 'model',
      parentId: null,
      sort: 2,
      name: 'Schemas',
      method: null,
      path: null,
      status: null,
    },
  ],
};
