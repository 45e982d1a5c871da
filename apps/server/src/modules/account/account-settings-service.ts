import type { changePasswordBody, updateProfileBody } from '@heron/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import {
  deleteOtherSessions,
  hashPassword,
  updateAccount,
  type User,
  verifyPassword,
} from '../auth/index.js';

export async function updateProfile(
  db: Database,
  user: User,
  body: z.output<typeof updateProfileBody>,
): Promise<User> {
  return updateAccount(db, user.id, { name: body.name });
}

/**
 * Needs the current password. Every other session of the account ends, so a password changed
 * because it leaked also locks out whoever used it; the session making the change stays.
 */
export async function changePassword(
  db: Database,
  user: User,
  body: z.output<typeof changePasswordBody>,
  currentToken: string,
): Promise<void> {
  if (!user.passwordHash) {
    throw new AppError('CONFLICT', {
      detail: 'This account has no password yet; set one through "Forgot password".',
    });
  }
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new AppError('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await updateAccount(tx, user.id, { passwordHash });
    await deleteOtherSessions(tx as unknown as Database, user.id, currentToken);
  });
}
