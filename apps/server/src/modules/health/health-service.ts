import type { HealthResponse } from '@heron/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { getInstanceId } from '../system/instance-service.js';

export interface HealthDeps {
  database: DatabaseHandle;
  version: string;
}

/**
 * Healthy means the database answers a real query. A load balancer takes a node out on 503, so
 * a database fault must never read as 200.
 */
export async function getHealth({ database, version }: HealthDeps): Promise<HealthResponse> {
  const started = performance.now();
  let instanceId: string;
  try {
    instanceId = await getInstanceId(database.db);
  } catch (cause) {
    throw new AppError('SERVICE_UNAVAILABLE', { detail: 'The database is not reachable.', cause });
  }
  return {
    status: 'ok',
    database: database.kind,
    databaseLatencyMs: Math.round((performance.now() - started) * 100) / 100,
    version,
    uptimeSeconds: Math.round(process.uptime()),
    instanceId,
  };
}
