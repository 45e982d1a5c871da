import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DesignItem, DesignSection } from '@heron/contract';
import type { Database } from '../src/db/client.js';
import { designItems, designRevisions, projects } from '../src/db/schema/index.js';
import { signUpCast, stage, type Cast } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';
import { as, type Person } from './workspace-helpers.js';

/**
 * Scenes for the API design tests: URLs, item bodies, creating items through the API, and the
 * revision invariant checked straight in the tables.
 */

/**
 * One app and one cast of people for a design test file, made before its tests and closed after;
 * `newProject` stages a fresh project with the cast on it.
 */
export function designSuite() {
  let t: TestApp | undefined;
  let cast: Cast | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await signUpCast(t.app);
  });
  afterAll(() => t?.close());
  const db = () => t!.database.db;
  return {
    get app() {
      return t!.app;
    },
    get cast() {
      return cast!;
    },
    db,
    api: (person: Person | null) => as(t!.app, person),
    newProject: async () => (await stage(db(), cast!)).projectId,
  };
}

export const designUrl = (projectId: string, rest = '') =>
  `/api/v1/projects/${projectId}/design${rest}`;
export const itemUrl = (projectId: string, itemId: string, rest = '') =>
  designUrl(projectId, `/items/${itemId}${rest}`);

export const folderBody = (
  name: string,
  options: { section?: DesignSection; parentId?: string | null } = {},
) => ({
  kind: 'folder' as const,
  section: options.section ?? 'api',
  parentId: options.parentId ?? null,
  name,
});

export const endpointBody = (
  name: string,
  data: { method?: string; path?: string; [field: string]: unknown } = {},
  parentId: string | null = null,
) => ({
  kind: 'endpoint' as const,
  parentId,
  name,
  data: { method: 'get', path: '/pets', ...data },
});

export const modelBody = (
  name: string,
  schema: unknown = { type: 'object', properties: {} },
  parentId: string | null = null,
) => ({
  kind: 'model' as const,
  parentId,
  name,
  data: { schema },
});

export const docBody = (name: string, content = '', parentId: string | null = null) => ({
  kind: 'doc' as const,
  parentId,
  name,
  data: { content },
});

/** Creates an item through the API and expects it to be created. */
export async function createItem(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  /** A create body; loosely typed so tests can send what a client might. */
  body: Record<string, unknown>,
): Promise<DesignItem> {
  const response = await as(app, person).post(designUrl(projectId, '/items'), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DesignItem>();
}

/** Saves name and data over `item.version` and expects it to be saved. */
export async function saveItem(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  item: Pick<DesignItem, 'id' | 'version' | 'name' | 'data'>,
  change: { name?: string; data?: unknown },
): Promise<DesignItem> {
  const response = await as(app, person).put(itemUrl(projectId, item.id), {
    baseVersion: item.version,
    name: change.name ?? item.name,
    data: change.data ?? item.data,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DesignItem>();
}

export async function revisionRows(db: Database, itemId: string) {
  return db
    .select()
    .from(designRevisions)
    .where(eq(designRevisions.itemId, itemId))
    .orderBy(asc(designRevisions.version));
}

/**
 * The revision invariant: versions 1…n with n the item's version, the current one without a
 * snapshot and every older one with one.
 */
export async function expectRevisionInvariant(db: Database, itemId: string): Promise<void> {
  const [item] = await db.select().from(designItems).where(eq(designItems.id, itemId));
  const rows = await revisionRows(db, itemId);
  expect(rows.map((row) => row.version)).toEqual(
    Array.from({ length: item!.version }, (_, i) => i + 1),
  );
  const withoutSnapshot = rows.filter((row) => row.snapshot === null).map((row) => row.version);
  expect(withoutSnapshot).toEqual([item!.version]);
}

export async function setProjectLocked(db: Database, projectId: string, isLocked: boolean) {
  await db.update(projects).set({ isLocked }).where(eq(projects.id, projectId));
}

export async function itemRow(db: Database, itemId: string) {
  const [row] = await db.select().from(designItems).where(eq(designItems.id, itemId));
  return row;
}
