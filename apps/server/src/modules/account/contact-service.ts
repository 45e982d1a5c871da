import {
  maskPhone,
  VALIDATION,
  type changeEmailBody,
  type changePhoneBody,
  type Language,
} from '@heron/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import {
  codeMessage,
  consumeCode,
  findUserByEmail,
  findUserByPhone,
  hashPassword,
  isUniqueViolation,
  sendCode,
  updateAccount,
} from '../auth/index.js';
import type { AccountChange, User } from '../auth/index.js';
import { emailChangedMessage, phoneChangedMessage } from './account-messages.js';

export interface ContactDeps {
  db: Database;
  messenger: Messenger;
  /** Where a notice that could not be delivered is reported; the change stands anyway. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

function fieldError(pointer: string, message: string, detail: string) {
  return new AppError('VALIDATION_FAILED', {
    detail,
    errors: [{ in: 'body', pointer, message }],
  });
}

const sameEmail = () =>
  fieldError('/email', VALIDATION.sameAddress, 'This is already the email of the account.');
const samePhone = () =>
  fieldError('/phone', VALIDATION.sameAddress, 'This is already the phone number of the account.');

/** Refuses an address another account has (the account's own is not "in use"). */
function assertFree(owner: User | undefined, user: User) {
  if (owner && owner.id !== user.id) throw new AppError('ADDRESS_IN_USE');
}

/**
 * The account's own email is refused as "the same", except for an account without a password:
 * one made by a provider may already have the address and sets up email login by proving it
 * and choosing a password.
 */
function assertEmailChanges(user: User, email: string) {
  if (user.email === email && user.passwordHash !== null) throw sameEmail();
}

/**
 * Writes a new email or phone (and what comes with it). The pre-checks only spare the person a
 * wasted code: two accounts taking one address at once are decided by the unique index, and
 * the loser gets ADDRESS_IN_USE, never a 500.
 */
export async function updateContact(
  db: Database,
  userId: string,
  values: AccountChange,
): Promise<User> {
  try {
    return await updateAccount(db, userId, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ADDRESS_IN_USE');
    throw error;
  }
}

async function notify(log: ContactDeps['log'], send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    log.warn({ err: error }, 'could not send the address-change notice');
  }
}

/** Sends a code to an email address the account wants to move to (or add). */
export async function sendChangeEmailCode(
  { db, messenger }: ContactDeps,
  user: User,
  email: string,
  ip: string,
  language: Language | undefined,
) {
  assertEmailChanges(user, email);
  assertFree(await findUserByEmail(db, email), user);
  return sendCode(
    db,
    messenger,
    { channel: 'email', target: email, purpose: 'change-email' },
    ip,
    (code) => codeMessage(language, code),
  );
}

/**
 * Moves the account to a new email address proven by its code, and tells the old address. An
 * account without a password (made by phone or a provider) sets one in the same step: that is
 * how it sets up email login (with the address it already has, when a provider gave it one).
 * The address is checked before the code is used up, so a refusal does not cost the person their
 * code.
 */
export async function changeEmail(
  { db, messenger, log }: ContactDeps,
  user: User,
  body: z.output<typeof changeEmailBody>,
  language: Language | undefined,
): Promise<User> {
  assertEmailChanges(user, body.email);
  const needsPassword = user.passwordHash === null;
  if (needsPassword && body.password === undefined) {
    throw fieldError(
      '/password',
      VALIDATION.required,
      'This account has no password yet; set one together with the email.',
    );
  }
  assertFree(await findUserByEmail(db, body.email), user);
  await consumeCode(
    db,
    { channel: 'email', target: body.email, purpose: 'change-email' },
    body.code,
  );
  const passwordHash =
    needsPassword && body.password !== undefined ? await hashPassword(body.password) : undefined;
  const updated = await updateContact(db, user.id, {
    email: body.email,
    // Never replaces a password set meanwhile by another request.
    ...(passwordHash && { passwordHashIfUnset: passwordHash }),
  });
  if (user.email && user.email !== body.email) {
    const previous = user.email;
    await notify(log, () =>
      messenger.sendEmail({ to: previous, ...emailChangedMessage(language, body.email) }),
    );
  }
  return updated;
}

/** Texts a code to a phone number the account wants to move to (or add). */
export async function sendChangePhoneCode(
  { db, messenger }: ContactDeps,
  user: User,
  phone: string,
  ip: string,
  language: Language | undefined,
) {
  if (user.phone === phone) throw samePhone();
  assertFree(await findUserByPhone(db, phone), user);
  return sendCode(
    db,
    messenger,
    { channel: 'sms', target: phone, purpose: 'change-phone' },
    ip,
    (code) => codeMessage(language, code),
  );
}

/** Moves the account to a new phone number proven by its code, and tells the old number. */
export async function changePhone(
  { db, messenger, log }: ContactDeps,
  user: User,
  body: z.output<typeof changePhoneBody>,
  language: Language | undefined,
): Promise<User> {
  if (user.phone === body.phone) throw samePhone();
  assertFree(await findUserByPhone(db, body.phone), user);
  await consumeCode(db, { channel: 'sms', target: body.phone, purpose: 'change-phone' }, body.code);
  const updated = await updateContact(db, user.id, { phone: body.phone });
  if (user.phone) {
    const previous = user.phone;
    await notify(log, () =>
      messenger.sendSms({
        to: previous,
        text: phoneChangedMessage(language, maskPhone(body.phone)),
      }),
    );
  }
  return updated;
}
