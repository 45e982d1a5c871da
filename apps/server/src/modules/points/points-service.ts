import type { z } from 'zod';
import { VALIDATION, type pointEntriesQuery, type pointsSummarySchema } from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import { requireTeam, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { listPointEntries, type PointEntryPage } from './point-entries.js';
import { pointsBalance, type PointBalance } from './points-ledger.js';

/** What the points routes may do for the signed-in caller: their own points, their teams'. */

type PointsSummary = z.output<typeof pointsSummarySchema>;

const balanceView = (balance: PointBalance) => ({
  remaining: balance.remaining,
  consumed: balance.consumed,
  nextExpiry: balance.nextExpiry?.toISOString() ?? null,
});

/** The caller's personal balance and, for a team they may see, the team's. */
export async function getPointsSummary(
  ctx: WorkspaceContext,
  user: User,
  teamId: string | undefined,
): Promise<PointsSummary> {
  const now = new Date();
  const personal = balanceView(await pointsBalance(ctx.db, 'user', user.id, now));
  if (teamId === undefined) return { personal, team: null };
  const { team } = await requireTeam(ctx, ctx.db, user, teamId, 'team.view');
  // A personal space holds no team points: what its owner spends there is personal.
  if (team.isPersonal) return { personal, team: null };
  const balance = balanceView(await pointsBalance(ctx.db, 'team', team.id, now));
  return { personal, team: { ...balance, teamId: team.id, teamName: team.name } };
}

/** The caller's own entries, or a team's for those who may see the team. */
export async function listPointEntriesFor(
  ctx: WorkspaceContext,
  user: User,
  query: z.output<typeof pointEntriesQuery>,
): Promise<PointEntryPage> {
  const page = { entry: query.entry, page: query.page, pageSize: query.pageSize };
  if (query.owner === 'personal') {
    return listPointEntries(ctx.db, { ownerType: 'user', ownerId: user.id, ...page });
  }
  if (query.teamId === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      detail: 'teamId is required with owner=team.',
      errors: [{ in: 'query', pointer: '/teamId', message: VALIDATION.required }],
    });
  }
  await requireTeam(ctx, ctx.db, user, query.teamId, 'team.view');
  return listPointEntries(ctx.db, { ownerType: 'team', ownerId: query.teamId, ...page });
}
