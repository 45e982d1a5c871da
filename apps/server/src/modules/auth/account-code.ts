import type { Language } from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import { findUserByEmail, findUserByPhone, type AccountDeps } from './account-service.js';
import { codeMessage } from './auth-messages.js';
import { sendCode, type CodeRequest } from './code-service.js';

/**
 * Sends a sign-in, sign-up or reset code by email or SMS, in the reader's language. A code to
 * register an address that already has an account is refused (ACCOUNT_EXISTS) before anything
 * is sent: the sign-up form then offers to sign in instead (spec: register).
 */
export async function sendAccountCode(
  deps: Pick<AccountDeps, 'db' | 'messenger'>,
  request: CodeRequest,
  clientAddress: string,
  language: Language | undefined,
) {
  if (request.purpose === 'register') {
    const existing =
      request.channel === 'email'
        ? await findUserByEmail(deps.db, request.target)
        : await findUserByPhone(deps.db, request.target);
    if (existing) throw new AppError('ACCOUNT_EXISTS');
  }
  return sendCode(deps.db, deps.messenger, request, clientAddress, (code) =>
    codeMessage(language, code),
  );
}
