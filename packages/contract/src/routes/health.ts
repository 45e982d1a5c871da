import { z } from 'zod';

export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    /** Which database the instance runs on. */
    database: z.enum(['pglite', 'postgres']),
    /** Round-trip time of the database check, in milliseconds. */
    databaseLatencyMs: z.number(),
    version: z.string(),
    /** Seconds since this process started. */
    uptimeSeconds: z.number(),
    /** Stable id of this installation, created on first start and kept across restarts. */
    instanceId: z.string().uuid(),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
