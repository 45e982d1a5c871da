import type {
  DesignItem,
  DesignTrashEntry,
  ProjectSummary,
  Revision,
  RevisionDetail,
  TreeNode,
} from '@heron/contract';
import { endpointDataSchema } from '@heron/contract';
import { json, type StubHandler } from './stub-api';
import { makeProject, ME, P1, SIGNED_IN_AS_ME } from './project-fixtures';

// A small design for the designer's component tests: ids are real UUIDs, as the contract's
// schemas check them.

export const PETS = 'a0000000-0000-4000-8000-000000000001';
export const ADMIN = 'a0000000-0000-4000-8000-000000000002';
export const LIST_PETS = 'a0000000-0000-4000-8000-000000000003';
export const CREATE_PET = 'a0000000-0000-4000-8000-000000000004';
export const DELETE_PET = 'a0000000-0000-4000-8000-000000000005';
export const GUIDE = 'a0000000-0000-4000-8000-000000000006';
export const HEALTH = 'a0000000-0000-4000-8000-000000000007';
export const SHARED = 'a0000000-0000-4000-8000-000000000008';
export const PET_MODEL = 'a0000000-0000-4000-8000-000000000009';
export const ERROR_MODEL = 'a0000000-0000-4000-8000-00000000000a';
export const BOB_REF = { id: '00000000-0000-4000-8000-000000000002', name: 'Bob', avatarUrl: null };
export const ME_REF = { id: ME, name: 'Ada Lovelace', avatarUrl: null };

function node(overrides: Partial<TreeNode> & Pick<TreeNode, 'id' | 'kind' | 'name'>): TreeNode {
  return {
    section: overrides.kind === 'model' ? 'model' : 'api',
    parentId: null,
    sort: 0,
    method: null,
    path: null,
    status: null,
    ...overrides,
  };
}

export const TREE_NODES: TreeNode[] = [
  node({ id: PETS, kind: 'folder', name: 'Pets', sort: 1 }),
  node({ id: ADMIN, kind: 'folder', name: 'Admin', parentId: PETS, sort: 3 }),
  node({
    id: LIST_PETS,
    kind: 'endpoint',
    name: 'List pets',
    parentId: PETS,
    sort: 1,
    method: 'get',
    path: '/pets',
    status: 'released',
  }),
  node({
    id: CREATE_PET,
    kind: 'endpoint',
    name: 'Create pet',
    parentId: PETS,
    sort: 2,
    method: 'post',
    path: '/pets',
    status: 'designing',
  }),
  node({
    id: DELETE_PET,
    kind: 'endpoint',
    name: 'Remove a pet',
    parentId: ADMIN,
    sort: 1,
    method: 'delete',
    path: '/pets/{petId}',
    status: 'testing',
  }),
  node({ id: GUIDE, kind: 'doc', name: 'Getting started', sort: 2 }),
  node({
    id: HEALTH,
    kind: 'endpoint',
    name: 'Health',
    sort: 3,
    method: 'get',
    path: '/health',
    status: 'released',
  }),
  node({ id: SHARED, kind: 'folder', section: 'model', name: 'Shared', sort: 1 }),
  node({ id: PET_MODEL, kind: 'model', name: 'Pet', parentId: SHARED, sort: 1 }),
  node({ id: ERROR_MODEL, kind: 'model', name: 'Error', sort: 2 }),
];

const ENVELOPE = {
  section: 'api' as const,
  parentId: null,
  sort: 0,
  version: 3,
  createdAt: '2025-03-01T10:00:00.000Z',
  createdBy: ME_REF,
  updatedAt: '2025-03-02T11:30:00.000Z',
  updatedBy: ME_REF,
};

export function makeDoc(overrides: Partial<DesignItem> = {}): DesignItem {
  return {
    ...ENVELOPE,
    id: GUIDE,
    kind: 'doc',
    name: 'Getting started',
    sort: 2,
    data: { content: '# Welcome\n\nRead **this** first.' },
    ...overrides,
  } as DesignItem;
}

export function makeFolder(overrides: Partial<DesignItem> = {}): DesignItem {
  return {
    ...ENVELOPE,
    id: PETS,
    kind: 'folder',
    name: 'Pets',
    sort: 1,
    data: { description: 'Everything about pets' },
    ...overrides,
  } as DesignItem;
}

export function makeEndpoint(overrides: Partial<DesignItem> = {}): DesignItem {
  return {
    ...ENVELOPE,
    id: LIST_PETS,
    kind: 'endpoint',
    name: 'List pets',
    parentId: PETS,
    sort: 1,
    data: endpointDataSchema.parse({ method: 'get', path: '/pets', status: 'released' }),
    ...overrides,
  } as DesignItem;
}

export function makeRevision(overrides: Partial<Revision> = {}): Revision {
  return {
    version: 1,
    action: 'create',
    changed: [],
    author: ME_REF,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeRevisionDetail(
  revision: Revision,
  content: string,
  name = 'Getting started',
): RevisionDetail {
  return { revision, kind: 'doc', name, parentId: null, data: { content } };
}

export function makeTrashEntry(overrides: Partial<DesignTrashEntry> = {}): DesignTrashEntry {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    kind: 'endpoint',
    section: 'api',
    name: 'Old endpoint',
    method: 'put',
    path: '/old',
    childCount: 0,
    deletedAt: '2025-03-04T09:15:00.000Z',
    deletedBy: BOB_REF,
    ...overrides,
  };
}

export const EMPTY_META = {
  version: 0,
  meta: {
    openapi: '3.1.0',
    info: { title: '', version: '' },
    servers: [],
    security: [],
    securitySchemes: {},
    tags: [],
    components: {},
    pathExtras: {},
  },
};

export const DESIGN = `/api/v1/projects/${P1}/design`;

/** The routes every designer screen calls: the session, the project, its tree and settings. */
export function designRoutes(
  project: ProjectSummary = makeProject(),
  nodes: TreeNode[] = TREE_NODES,
): Record<string, StubHandler> {
  return {
    ...SIGNED_IN_AS_ME,
    [`GET /api/v1/projects/${P1}`]: () => json(project),
    [`GET ${DESIGN}/tree`]: () => json({ nodes }),
    [`GET ${DESIGN}/meta`]: () => json(EMPTY_META),
  };
}
