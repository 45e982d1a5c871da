import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MockAccess, MockSettingsInput } from '@heron/contract';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import { mockSettings } from '../../db/schema/mock.js';
import type { Db } from '../access/index.js';

/** A project's mock settings as stored, the token opened. */
export interface StoredMockSettings extends MockSettingsInput {
  projectId: string;
  token: string;
  version: number;
}

type Row = typeof mockSettings.$inferSelect;

export const newMockToken = (): string => randomBytes(24).toString('base64url');

export function settingsOf(row: Row, box: SecretBox): StoredMockSettings {
  return {
    projectId: row.projectId,
    access: row.access as MockAccess,
    locale: row.locale as StoredMockSettings['locale'],
    seed: row.seed,
    validateRequests: row.validateRequests,
    stateful: row.stateful,
    latencyMs: row.latencyMs,
    token: box.open(row.token),
    version: row.version,
  };
}

/**
 * The project's settings, made with the defaults and a fresh token the first time they are
 * needed (by a member reading them or by the mock's first request). Two servers making them at
 * once keep the first row.
 */
export async function ensureMockSettings(
  db: Db,
  box: SecretBox,
  projectId: string,
): Promise<StoredMockSettings> {
  const [row] = await db.select().from(mockSettings).where(eq(mockSettings.projectId, projectId));
  if (row) return settingsOf(row, box);
  await db
    .insert(mockSettings)
    .values({ projectId, token: box.seal(newMockToken()) })
    .onConflictDoNothing();
  const [made] = await db.select().from(mockSettings).where(eq(mockSettings.projectId, projectId));
  return settingsOf(made!, box);
}
