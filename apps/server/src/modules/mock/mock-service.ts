import { eq } from 'drizzle-orm';
import type { Environment, MockLog, MockSettings, UpdateMockSettingsBody } from '@heron/contract';
import { MOCK_ENVIRONMENT_NAME } from '@heron/contract';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import { mockSettings } from '../../db/schema/mock.js';
import { AppError } from '../../http/app-error.js';
import { requireProject, type Db, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { upsertEnvironmentByName } from '../environments/index.js';
import type { MockRegistry } from './mock-registry.js';
import {
  ensureMockSettings,
  newMockToken,
  settingsOf,
  type StoredMockSettings,
} from './mock-settings-store.js';
import { mockBaseUrl, mockPortBaseUrl, type MockUrls } from './mock-urls.js';

/**
 * A project's mock settings, token, stateful reset, live log and "Mock" environment (issue 7).
 * Every change tells the registry, so the next request to the mock sees it.
 */

export interface MockDeps {
  ctx: WorkspaceContext;
  box: SecretBox;
  registry: MockRegistry;
  urls: MockUrls;
  /** Starts the project's mock host thread ahead of its first request (see `MockHosts.warm`). */
  warm?: (projectId: string) => void;
}

/** The settings with the mock's statistics as its host has them now (warnings grow at first requests). */
async function view(deps: MockDeps, settings: StoredMockSettings): Promise<MockSettings> {
  const built = deps.registry.peek(settings.projectId);
  const stats = built ? await built.program.currentStats() : null;
  return {
    ...settings,
    baseUrl: mockBaseUrl(deps.urls, settings.projectId),
    portBaseUrl: mockPortBaseUrl(deps.urls, settings.projectId),
    stats: built && stats ? { ...stats, builtAt: built.builtAt.toISOString() } : null,
  };
}

export async function getMockSettings(
  deps: MockDeps,
  user: User,
  projectId: string,
): Promise<MockSettings> {
  const { db } = deps.ctx;
  await requireProject(deps.ctx, db, user, projectId, 'project.view');
  // Someone looking at the mock is about to call it.
  deps.warm?.(projectId);
  return view(deps, await ensureMockSettings(db, deps.box, projectId));
}

/** Locks the project's settings row (made first if it is missing) for a change. */
async function lockSettings(deps: MockDeps, tx: Db, projectId: string) {
  await ensureMockSettings(tx, deps.box, projectId);
  const [row] = await tx
    .select()
    .from(mockSettings)
    .where(eq(mockSettings.projectId, projectId))
    .for('update');
  return row!;
}

async function change<T>(
  deps: MockDeps,
  user: User,
  projectId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await deps.ctx.db.transaction(async (tx) => {
    await requireProject(deps.ctx, tx, user, projectId, 'project.edit');
    return work(tx);
  });
  deps.registry.invalidate(projectId);
  return result;
}

export async function updateMockSettings(
  deps: MockDeps,
  user: User,
  projectId: string,
  body: UpdateMockSettingsBody,
): Promise<MockSettings> {
  const saved = await change(deps, user, projectId, async (tx) => {
    const row = await lockSettings(deps, tx, projectId);
    if (row.version !== body.baseVersion) {
      throw new AppError('EDIT_CONFLICT', {
        detail: `The mock settings are at version ${row.version}; this save started from ${body.baseVersion}.`,
      });
    }
    const [updated] = await tx
      .update(mockSettings)
      .set({
        access: body.access,
        locale: body.locale,
        seed: body.seed.trim(),
        validateRequests: body.validateRequests,
        stateful: body.stateful,
        latencyMs: body.latencyMs,
        version: row.version + 1,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(mockSettings.projectId, projectId))
      .returning();
    return settingsOf(updated!, deps.box);
  });
  return view(deps, saved);
}

/** A new token: the old one stops working at once. */
export async function regenerateMockToken(
  deps: MockDeps,
  user: User,
  projectId: string,
): Promise<MockSettings> {
  const saved = await change(deps, user, projectId, async (tx) => {
    const row = await lockSettings(deps, tx, projectId);
    const [updated] = await tx
      .update(mockSettings)
      .set({
        token: deps.box.seal(newMockToken()),
        version: row.version + 1,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(mockSettings.projectId, projectId))
      .returning();
    return settingsOf(updated!, deps.box);
  });
  return view(deps, saved);
}

export async function resetMockState(deps: MockDeps, user: User, projectId: string): Promise<void> {
  await requireProject(deps.ctx, deps.ctx.db, user, projectId, 'project.edit');
  await deps.registry.reset(projectId);
}

export async function readMockLog(
  deps: MockDeps,
  user: User,
  projectId: string,
  after: number | undefined,
): Promise<MockLog> {
  await requireProject(deps.ctx, deps.ctx.db, user, projectId, 'project.view');
  return deps.registry.log(projectId).read(after);
}

export async function clearMockLog(deps: MockDeps, user: User, projectId: string): Promise<void> {
  await requireProject(deps.ctx, deps.ctx.db, user, projectId, 'project.edit');
  deps.registry.log(projectId).clear();
}

/**
 * The environment named "Mock" pointing at the mock: made when missing, its base URL set when it
 * exists (its variables are kept). The debugger adds a private mock's token by itself.
 */
export async function upsertMockEnvironment(
  deps: MockDeps,
  user: User,
  projectId: string,
): Promise<{ environment: Environment; created: boolean }> {
  const baseUrl = mockBaseUrl(deps.urls, projectId);
  return deps.ctx.db.transaction(async (tx) => {
    await requireProject(deps.ctx, tx, user, projectId, 'project.edit');
    return upsertEnvironmentByName(tx, projectId, MOCK_ENVIRONMENT_NAME, baseUrl, user.id);
  });
}
