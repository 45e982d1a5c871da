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
    /**
     * The worker threads that run user-controlled work: per pool (scripts; imports and exports)
     * threads started, tasks running and tasks waiting (a queue that stays full means too few
     * threads); and the mock hosts, where projects' mocks are built and answer: threads started
     * and requests in hand.
     */
    workers: z.object({
      scripts: z.object({ threads: z.number(), running: z.number(), waiting: z.number() }),
      imports: z.object({ threads: z.number(), running: z.number(), waiting: z.number() }),
      mockHosts: z.object({ threads: z.number(), pending: z.number() }),
    }),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
