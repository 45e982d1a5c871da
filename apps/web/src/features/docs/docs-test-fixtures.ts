import type { DocChangelog, DocShare, DocSite, DocVersion, TreeNode } from '@heron/contract';

// Data for the docs section's component tests: ids are real UUIDs, as the contract checks them.

export const PROJECT = 'd0000000-0000-4000-8000-000000000001';
export const SHARE_ID = 'd0000000-0000-4000-8000-0000000000a1';
export const OTHER_SHARE_ID = 'd0000000-0000-4000-8000-0000000000a2';
export const PETS_FOLDER = 'd0000000-0000-4000-8000-0000000000b1';
export const LIST_PETS = 'd0000000-0000-4000-8000-0000000000b2';
export const CREATE_PET = 'd0000000-0000-4000-8000-0000000000b3';
export const HEALTH = 'd0000000-0000-4000-8000-0000000000b4';
export const GUIDE = 'd0000000-0000-4000-8000-0000000000b5';
export const PET_MODEL = 'd0000000-0000-4000-8000-0000000000b6';
const ADA = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Lovelace' };

const DOCS = `/api/v1/projects/${PROJECT}/docs`;
export const SITE_ROUTE = `${DOCS}/site`;
export const VERSIONS_ROUTE = `${DOCS}/versions`;
export const CHANGELOG_ROUTE = `${DOCS}/changelog`;
export const SHARES_ROUTE = `${DOCS}/shares`;
export const TREE_ROUTE = `/api/v1/projects/${PROJECT}/design/tree`;
export const META_ROUTE = `/api/v1/projects/${PROJECT}/design/meta`;
export const versionRoute = (number: number) => `${VERSIONS_ROUTE}/${number}`;
export const revokeRoute = (id: string) => `${SHARES_ROUTE}/${id}/revoke`;

export const SITE_URL = 'http://localhost:3000/docs/payments';

export function makeSite(overrides: Partial<DocSite> = {}): DocSite {
  return {
    projectId: PROJECT,
    enabled: true,
    slug: 'payments',
    hostName: null,
    visibility: 'public',
    publishMode: 'live',
    language: 'en',
    title: '',
    accentColor: '#835CFF',
    logoUrl: null,
    tryIt: { enabled: true, serverUrl: '' },
    hasPassword: false,
    version: 3,
    url: SITE_URL,
    latestVersion: 2,
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A site never saved: the defaults the server starts a new one from. */
export const NEW_SITE = makeSite({
  enabled: false,
  version: 0,
  latestVersion: null,
  updatedAt: null,
});

export function makeVersion(number: number, overrides: Partial<DocVersion> = {}): DocVersion {
  return {
    number,
    note: '',
    createdAt: '2025-05-01T10:00:00.000Z',
    createdBy: ADA,
    endpoints: 12,
    models: 4,
    docs: 1,
    changes: 0,
    breaking: 0,
    ...overrides,
  };
}

export function makeChangelog(overrides: Partial<DocChangelog> = {}): DocChangelog {
  return { from: 2, to: null, changes: [], breaking: 0, ...overrides };
}

/** A change of the changelog, breaking or not. */
export function makeChange(breaking: boolean): DocChangelog['changes'][number] {
  return {
    code: breaking ? 'ENDPOINT_REMOVED' : 'ENDPOINT_ADDED',
    breaking,
    endpoint: { method: 'get', path: '/pets' },
    item: null,
    location: '',
    before: null,
    after: null,
  };
}

export function makeShare(overrides: Partial<DocShare> = {}): DocShare {
  return {
    id: SHARE_ID,
    name: 'Partner',
    itemIds: [],
    hasPassword: false,
    expiresAt: null,
    language: 'en',
    state: 'active',
    url: 'http://localhost:3000/s/tok-partner',
    views: 7,
    lastViewAt: '2025-05-02T09:30:00.000Z',
    createdAt: '2025-05-01T10:00:00.000Z',
    createdBy: ADA,
    ...overrides,
  };
}

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

/** A folder of two endpoints, an endpoint at the root, a Markdown page and a model. */
export const TREE: TreeNode[] = [
  node({ id: PETS_FOLDER, kind: 'folder', name: 'Pets', sort: 1 }),
  node({
    id: LIST_PETS,
    kind: 'endpoint',
    name: 'List pets',
    parentId: PETS_FOLDER,
    sort: 1,
    method: 'get',
    path: '/pets',
  }),
  node({
    id: CREATE_PET,
    kind: 'endpoint',
    name: 'Create pet',
    parentId: PETS_FOLDER,
    sort: 2,
    method: 'post',
    path: '/pets',
  }),
  node({ id: HEALTH, kind: 'endpoint', name: 'Health', sort: 2, method: 'get', path: '/health' }),
  node({ id: GUIDE, kind: 'doc', name: 'Getting started', sort: 3 }),
  node({ id: PET_MODEL, kind: 'model', name: 'Pet', sort: 1 }),
];
