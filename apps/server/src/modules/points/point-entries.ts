import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PointConsumption, PointEntry, PointFunction } from '@heron/contract';
import { pointConsumptions, pointGrants } from '../../db/schema/points.js';
import { qualified } from '../../db/qualified.js';
import { rowsOf } from '../../db/raw-rows.js';
import { memberNameOf, projectNameOf, type Db } from '../access/index.js';
import { orderNoOf } from '../billing/index.js';
import type { PointOwnerType } from './points-ledger.js';

/**
 * The points detail view (spec §3): an owner's grants and consumptions, newest first. A user's
 * consumptions are every use they made, wherever it was paid from; a team's are every member's
 * uses in the team. Each consumption says how much came from team and from personal points.
 */

export interface PointEntriesQuery {
  ownerType: PointOwnerType;
  ownerId: string;
  /** Only grants, or only consumptions; both when undefined. */
  entry?: 'grant' | 'consumption' | undefined;
  page: number;
  pageSize: number;
  /** The server's clock: a grant expired by then has nothing left. */
  now?: Date | undefined;
}

export interface PointEntryPage {
  items: PointEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listPointEntries(db: Db, query: PointEntriesQuery): Promise<PointEntryPage> {
  const grantsOf = sql`select 'grant' as entry, id, created_at as at from point_grants
    where owner_type = ${query.ownerType} and owner_id = ${query.ownerId}::uuid`;
  const consumptionsOf = sql`select 'consumption' as entry, id, created_at as at
    from point_consumptions
    where ${query.ownerType === 'user' ? sql`user_id` : sql`team_id`} = ${query.ownerId}::uuid`;
  const parts: SQL[] = [];
  if (query.entry !== 'consumption') parts.push(grantsOf);
  if (query.entry !== 'grant') parts.push(consumptionsOf);
  const entries = sql.join(parts, sql` union all `);
  // At the same instant a use comes before the grant it may have drawn on (newest first).
  const keys = await rowsOf<{ entry: string; id: string }>(
    db,
    sql`select entry, id::text as id from (${entries}) e
    order by at desc, entry asc, id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${entries}) e`,
  );
  const total = count?.total ?? 0;
  const idsOf = (entry: string) => keys.filter((k) => k.entry === entry).map((k) => k.id);
  const grants = await grantEntries(db, idsOf('grant'), query.now ?? new Date());
  const consumptions = await consumptionEntries(db, idsOf('consumption'));
  const byId = new Map<string, PointEntry>(
    [...grants, ...consumptions].map((item) => [item.id, item]),
  );
  return {
    items: keys.map((k) => byId.get(k.id)).filter((item) => item !== undefined),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function grantEntries(db: Db, ids: string[], now: Date): Promise<PointEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      grant: pointGrants,
      orderNo: orderNoOf(pointGrants.orderId),
      used: sql`(select coalesce(sum(pa.amount), 0) from point_allocations pa
        where pa.grant_id = ${pointGrants.id})`.mapWith(Number),
    })
    .from(pointGrants)
    .where(inArray(pointGrants.id, ids));
  return rows.map(({ grant, orderNo, used }) => {
    const isExpired = grant.expiresAt !== null && grant.expiresAt <= now;
    return {
      entry: 'grant' as const,
      id: grant.id,
      at: grant.grantedAt.toISOString(),
      owner: grant.ownerType === 'team' ? ('team' as const) : ('personal' as const),
      amount: grant.amount,
      source: grant.source,
      orderNo,
      expiresAt: grant.expiresAt?.toISOString() ?? null,
      remaining: isExpired ? 0 : grant.amount - used,
    };
  });
}

// Qualified: the consumptions are selected from one table, where drizzle would write the outer
// `id` bare, and a bare `id` here is the grant's.
const fromGrantsOf = (ownerType: PointOwnerType) =>
  qualified(sql`(select coalesce(sum(pa.amount), 0) from point_allocations pa
    join point_grants pg on pg.id = pa.grant_id
    where pa.consumption_id = ${pointConsumptions.id} and pg.owner_type = ${ownerType})`).mapWith(
    Number,
  );

/** The consumptions with these ids as the detail view shows them, in the order of `ids`. */
export async function consumptionEntries(db: Db, ids: string[]): Promise<PointConsumption[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      consumption: pointConsumptions,
      projectName: projectNameOf(pointConsumptions.projectId),
      // The name the member goes by in the team the use was made in, else the account's.
      memberName: memberNameOf(pointConsumptions.teamId, pointConsumptions.userId),
      fromTeam: fromGrantsOf('team'),
      fromPersonal: fromGrantsOf('user'),
    })
    .from(pointConsumptions)
    .where(inArray(pointConsumptions.id, ids));
  const byId = new Map(rows.map((row) => [row.consumption.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { consumption: c } = row;
    return [
      {
        entry: 'consumption' as const,
        id: c.id,
        at: c.createdAt.toISOString(),
        amount: c.amount,
        function: c.function as PointFunction,
        projectId: c.projectId,
        projectName: row.projectName,
        memberName: row.memberName,
        teamId: c.teamId,
        isInterrupted: c.isInterrupted,
        fromTeam: row.fromTeam,
        fromPersonal: row.fromPersonal,
      },
    ];
  });
}
