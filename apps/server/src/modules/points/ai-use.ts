import type { PointFunction } from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import { isSharedTeamMember, type Db } from '../access/index.js';
import { pointsBalance, spendPoints, type LedgerDb, type Spend } from './points-ledger.js';
import { capLeft } from './project-caps.js';

/**
 * What the AI features charge (issue 24; spec §9): a use is priced from its tokens, checked
 * against the points left and the project's monthly cap before the model is called, and charged after from what it used,
 * team points first, then personal ones. An interrupted use is charged for what it used.
 */

export interface AiUse {
  userId: string;
  /** The project's team; a personal space's (or null) means personal points only. */
  teamId: string | null;
  projectId: string | null;
  function: PointFunction;
}

/** The points `tokens` cost: one per `tokensPerPoint` begun, and at least one a use. */
export function pointsForTokens(tokens: number, tokensPerPoint: number): number {
  return Math.max(1, Math.ceil(Math.max(0, tokens) / tokensPerPoint));
}

/** Points the user may spend in this use: the team's (when a member of it), then their own. */
export async function spendablePoints(db: Db, use: AiUse, now = new Date()): Promise<number> {
  const own = await pointsBalance(db, 'user', use.userId, now);
  if (use.teamId === null || !(await isSharedTeamMember(db, use.teamId, use.userId))) {
    return own.remaining;
  }
  const team = await pointsBalance(db, 'team', use.teamId, now);
  return team.remaining + own.remaining;
}

/** What an AI use may spend now: the points left to it, and what the project's cap leaves. */
export interface AiFunds {
  points: number;
  /** Null when the project has no monthly cap. */
  capLeft: number | null;
}

export async function aiFunds(db: Db, use: AiUse, now = new Date()): Promise<AiFunds> {
  return {
    points: await spendablePoints(db, use, now),
    capLeft: use.projectId === null ? null : await capLeft(db, use.projectId, now),
  };
}

/**
 * Why a use costing `points` may not go ahead, or null when it may: POINTS_INSUFFICIENT (the web
 * app answers with the purchase prompt), else AI_CAP_REACHED (a team admin can raise the cap).
 */
export function aiFundsRefusal(funds: AiFunds, points: number): AppError | null {
  if (funds.points < points) {
    return new AppError('POINTS_INSUFFICIENT', {
      detail: `This would cost about ${points} points and ${funds.points} are left; nothing was sent.`,
    });
  }
  if (funds.capLeft !== null && funds.capLeft < points) {
    return new AppError('AI_CAP_REACHED', {
      detail: `This would cost about ${points} points and the project's monthly limit leaves ${funds.capLeft}; nothing was sent.`,
    });
  }
  return null;
}

/** Refuses, before anything is sent to a model, a use whose estimated cost cannot be paid. */
export async function assertAiFunds(
  db: Db,
  use: AiUse,
  points: number,
  now = new Date(),
): Promise<void> {
  const refusal = aiFundsRefusal(await aiFunds(db, use, now), points);
  if (refusal) throw refusal;
}

/**
 * Charges a use already made: `points` from what it used, up to what is left (never below
 * zero), once per `idempotencyKey` however often it is retried. Null when no point was left to
 * take (another use spent them meanwhile): the use stands uncharged rather than failing after
 * the fact.
 */
export async function chargeAiUse(
  db: LedgerDb,
  use: AiUse,
  charge: { points: number; idempotencyKey: string; isInterrupted?: boolean; now?: Date },
): Promise<Spend | null> {
  try {
    return await spendPoints(db, {
      ...use,
      amount: charge.points,
      idempotencyKey: charge.idempotencyKey,
      isInterrupted: charge.isInterrupted,
      upToAmount: true,
      now: charge.now,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'POINTS_INSUFFICIENT') return null;
    throw error;
  }
}
