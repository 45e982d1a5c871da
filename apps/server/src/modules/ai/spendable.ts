import { spendablePoints, type AiUse } from '../points/index.js';
import type { Db } from '../access/index.js';

/**
 * The points an AI use in a project may still spend: the team's (for a member) and the user's
 * own. Kept in one place so the preview, the start and each call of a run agree.
 */
export async function spendableForAi(db: Db, use: AiUse): Promise<number> {
  return spendablePoints(db, use);
}
