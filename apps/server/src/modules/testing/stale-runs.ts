import { runEnd } from '@heron/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-rows.js';
import type { Db } from '../access/index.js';
import { HEARTBEAT_MS } from './run-writer.js';

/**
 * Runs left `running` by a server that stopped (issue 22) end `interrupted`, with the steps they
 * had written put into their report (a performance run: its summary with the seconds written). At start, on the embedded database, that is every run still
 * `running` (no other server shares it); otherwise, and every minute while the server runs, the
 * runs whose heartbeat has been quiet for four beats.
 */

/** How old a heartbeat may be before its run counts as left behind. */
export const RUN_STALE_MS = 4 * HEARTBEAT_MS;
export const STALE_SWEEP_MS = 60_000;
const { reason: REASON, ended: ENDED } = runEnd('INTERRUPTED');
const ENDED_JSON = JSON.stringify(ENDED);

/** Marks left-behind runs `interrupted`; returns how many. */
export async function markInterruptedRuns(db: Db, quietForMs: number): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with ended as (
      update test_runs
      set status = 'interrupted',
          reason = ${REASON},
          finished_at = now(),
          report = report || jsonb_build_object(
            'status', 'interrupted',
            'reason', ${REASON}::text,
            'ended', ${ENDED_JSON}::jsonb,
            'finishedAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'totals', totals,
            'steps', coalesce(
              (select jsonb_agg(step.result order by step.seq)
               from test_run_steps step where step.run_id = test_runs.id),
              '[]'::jsonb)),
          -- A performance run's summary keeps the seconds it wrote.
          load = case when load is null then null
            else load || jsonb_build_object(
              'status', 'interrupted', 'reason', ${REASON}::text, 'ended', ${ENDED_JSON}::jsonb) end
      where status = 'running'
        and heartbeat_at <= now() - ${`${quietForMs} milliseconds`}::interval
      returning id
    ),
    dropped as (delete from test_run_steps where run_id in (select id from ended))
    select id::text as id from ended`,
  );
  return rows.length;
}
