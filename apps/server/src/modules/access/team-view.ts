import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { STATUS, type TeamDetail, type TeamSummary } from '@heron/contract';
import { projects, teamMembers, teams } from '../../db/schema/access.js';
import { currentPlanId, type Db, planOf, type TeamAccess, type TeamRow } from './access-service.js';
import { seatUsage } from './seats.js';

/** How teams are shown: the list's summaries and the detail with usage against the plan. */

// Correlated counts for a `teams` row of the outer query.
const memberCount =
  sql<number>`(select count(*) from team_members m where m.team_id = ${teams.id})`.mapWith(Number);
const liveProjectCount = sql<number>`(select count(*) from projects p
  where p.team_id = ${teams.id} and p.deleted_at is null)`.mapWith(Number);

function toSummary(
  team: TeamRow,
  counts: { memberCount: number; projectCount: number },
  isAdmin: boolean,
): TeamSummary {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    isPersonal: team.isPersonal,
    plan: currentPlanId(team),
    isAdmin,
    memberCount: counts.memberCount,
    projectCount: counts.projectCount,
    createdAt: team.createdAt.toISOString(),
  };
}

/**
 * The enabled shared teams `userId` belongs to, oldest first; with `everyTeam` (a super admin)
 * every enabled shared team of the instance, each marked admin.
 */
export async function listTeamSummaries(
  db: Db,
  userId: string,
  everyTeam: boolean,
): Promise<TeamSummary[]> {
  const membership = and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId));
  const query = db
    .select({
      team: teams,
      isAdmin: teamMembers.isAdmin,
      memberCount,
      projectCount: liveProjectCount,
    })
    .from(teams);
  const joined = everyTeam
    ? query.leftJoin(teamMembers, membership)
    : query.innerJoin(teamMembers, membership);
  const rows = await joined
    .where(and(eq(teams.isPersonal, false), eq(teams.status, STATUS.enable)))
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map((row) => toSummary(row.team, row, everyTeam || row.isAdmin === true));
}

/** The team as its detail screen shows it to the caller whose access was checked. */
export async function buildTeamDetail(db: Db, access: TeamAccess): Promise<TeamDetail> {
  const { team, membership, actor } = access;
  const [members] = await db
    .select({ value: count() })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, team.id));
  const [live] = await db
    .select({ value: count() })
    .from(projects)
    .where(and(eq(projects.teamId, team.id), isNull(projects.deletedAt)));
  const projectCount = live?.value ?? 0;
  const seats = await seatUsage(db, team.id);
  const plan = planOf(team);
  return {
    ...toSummary(
      team,
      { memberCount: members?.value ?? 0, projectCount },
      actor.isSuperAdmin || membership?.isAdmin === true,
    ),
    myName: membership?.name ?? null,
    isMember: membership !== undefined,
    usage: {
      readWriteSeats: { used: seats.readWrite, limit: plan.readWriteSeats },
      readOnlySeats: { used: seats.readOnly, limit: plan.readOnlySeats },
      projects: { used: projectCount, limit: plan.projects },
    },
    // The same count frozenProjectIds() picks: every live project past the limit.
    frozenProjectCount: plan.projects === null ? 0 : Math.max(0, projectCount - plan.projects),
    canRecover: plan.canRecover,
  };
}
