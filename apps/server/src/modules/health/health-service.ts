import type { HealthResponse } from '@heron/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { WorkerPool } from '../../workers/index.js';
import { getInstanceId } from '../system/index.js';

export interface HealthDeps {
  database: DatabaseHandle;
  version: string;
  workers: WorkerPool;
}

/**
 * Healthy means the database answers a real query. A load balancer takes a node out on 503, so
 * a database fault must never read as 200.
 */
export async function getHealth({
  database,
  version,
  workers,
}: HealthDeps): Promise<HealthResponse> {
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
    workers: {
      ...workers.stats(),
      mockHosts: workers.hosts.stats().reduce(
        (sum, host) => ({
          threads: sum.threads + host.threads,
          pending: sum.pending + host.pending,
        }),
        { threads: 0, pending: 0 },
      ),
    },
  };
}
