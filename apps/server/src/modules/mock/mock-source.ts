import { eq, sql } from 'drizzle-orm';
import { mockExpectationListSchema, type MockAccess, type MockExpectation } from '@heron/contract';
import type { EndpointMockSettings, MockOptions } from '@heron/engine/mock';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import { rowsOf } from '../../db/raw-rows.js';
import { mockEndpoints } from '../../db/schema/mock.js';
import { findProjectTrashState, projectTrashStamp, type Db } from '../access/index.js';
import { designStamp, readProjectDesign } from '../design/index.js';
import type { HostedMock, MockHosts } from './mock-hosts.js';
import { ensureMockSettings } from './mock-settings-store.js';

/** A project's mock as built from the database: the program (on its host) and who may call it. */
export interface BuiltMock {
  program: HostedMock;
  access: MockAccess;
  token: string;
  /** What the design and settings looked like (see `mockStamp`); a change means a rebuild. */
  stamp: string;
  builtAt: Date;
}

/**
 * One text that changes whenever anything the mock is built from changes: the project's trash
 * state, its design items (count, trashed count, newest change), its design settings, and the mock
 * settings of the project and its endpoints. One round trip, so servers sharing a database can
 * check each other's writes cheaply.
 */
export async function mockStamp(db: Db, projectId: string): Promise<string> {
  const rows = await rowsOf<{ stamp: string | null }>(
    db,
    sql`
    select concat_ws('|',
      ${projectTrashStamp(projectId)},
      ${designStamp(projectId)},
      (select version::text || '/' || updated_at::text from mock_settings where project_id = ${projectId}::uuid),
      (select count(*)::text || '/' || coalesce(max(updated_at)::text, '')
         from mock_endpoints where project_id = ${projectId}::uuid)
    ) as stamp`,
  );
  return rows[0]?.stamp ?? '';
}

/**
 * Builds the project's mock; null when there is no such project or it is in the trash. The rows
 * are read here; the program is built on the project's host thread (issue 19).
 */
export async function loadMock(
  db: Db,
  box: SecretBox,
  hosts: MockHosts,
  projectId: string,
): Promise<BuiltMock | null> {
  const buildId = hosts.newBuildId();
  const stamp = await mockStamp(db, projectId);
  const project = await findProjectTrashState(db, projectId);
  if (!project || project.deletedAt) return null;
  const settings = await ensureMockSettings(db, box, projectId);
  const endpointRows = await db
    .select()
    .from(mockEndpoints)
    .where(eq(mockEndpoints.projectId, projectId));
  const endpoints: Record<string, EndpointMockSettings> = {};
  const expectations: Record<string, MockExpectation[]> = {};
  for (const row of endpointRows) {
    endpoints[row.endpointId] = {
      enabled: row.enabled,
      ...(row.latencyMs === null ? {} : { latencyMs: row.latencyMs }),
    };
    // Stored rows were checked when saved; a row that no longer parses is left out, not fatal.
    const parsed = mockExpectationListSchema.safeParse(JSON.parse(row.expectations));
    if (parsed.success) expectations[row.endpointId] = parsed.data;
  }
  const design = await readProjectDesign(db, projectId);
  const options: MockOptions = {
    locale: settings.locale,
    ...(settings.seed === '' ? {} : { seed: settings.seed }),
    validateRequests: settings.validateRequests,
    stateful: settings.stateful,
    latencyMs: settings.latencyMs,
    endpoints,
    expectations,
  };
  const program = await hosts.build(projectId, buildId, design, options);
  return { program, access: settings.access, token: settings.token, stamp, builtAt: new Date() };
}
