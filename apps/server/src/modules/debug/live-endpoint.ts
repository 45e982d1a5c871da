import { and, eq, isNull } from 'drizzle-orm';
import type { EndpointData } from '@heron/contract';
import { designItems } from '../../db/schema/index.js';
import type { Db } from '../access/index.js';
import { readItemData } from '../design/index.js';

/** A live (not trashed) endpoint of the project, or null: what sends and cases refer to. */
export async function loadLiveEndpoint(
  db: Db,
  projectId: string,
  endpointId: string,
): Promise<EndpointData | null> {
  const [row] = await db
    .select({ data: designItems.data })
    .from(designItems)
    .where(
      and(
        eq(designItems.id, endpointId),
        eq(designItems.projectId, projectId),
        eq(designItems.kind, 'endpoint'),
        isNull(designItems.deletedAt),
      ),
    );
  return row ? (readItemData('endpoint', row.data) as EndpointData) : null;
}

/** The project's live data models by name (their schemas), for checking answers. */
export async function loadLiveModels(db: Db, projectId: string): Promise<Map<string, unknown>> {
  const models = await db
    .select({ name: designItems.name, data: designItems.data })
    .from(designItems)
    .where(
      and(
        eq(designItems.projectId, projectId),
        eq(designItems.kind, 'model'),
        isNull(designItems.deletedAt),
      ),
    );
  return new Map(models.map((m) => [m.name, (JSON.parse(m.data) as { schema: unknown }).schema]));
}
