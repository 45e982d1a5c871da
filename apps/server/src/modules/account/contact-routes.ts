import type { FastifyInstance } from 'fastify';
import {
  sendChangeEmailCodeRoute,
  changeEmailRoute,
  sendChangeSmsCodeRoute,
  changePhoneRoute,
} from '@heron/contract';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Database } from '../../db/client.js';
import { requestLanguage } from '../../http/request-language.js';
import { toCurrentUser } from '../auth/index.js';
import {
  changeEmail,
  changePhone,
  sendChangeEmailCode,
  sendChangePhoneCode,
} from './contact-service.js';
import { serve } from '../../http/serve-route.js';

/** Changing (or adding) the account's email address and phone number, each proven by a code. */
export async function contactRoutes(
  app: FastifyInstance,
  opts: { db: Database; messenger: Messenger },
) {
  const deps = (log: FastifyInstance['log']) => ({ ...opts, log });

  serve(app, sendChangeEmailCodeRoute, async (request) =>
    sendChangeEmailCode(
      deps(request.log),
      await request.requireUser(),
      request.body.email,
      request.ip,
      requestLanguage(request),
    ),
  );

  serve(app, changeEmailRoute, async (request) => {
    const user = await changeEmail(
      deps(request.log),
      await request.requireUser(),
      request.body,
      requestLanguage(request),
    );
    return { user: toCurrentUser(user) };
  });

  serve(app, sendChangeSmsCodeRoute, async (request) =>
    sendChangePhoneCode(
      deps(request.log),
      await request.requireUser(),
      request.body.phone,
      request.ip,
      requestLanguage(request),
    ),
  );

  serve(app, changePhoneRoute, async (request) => {
    const user = await changePhone(
      deps(request.log),
      await request.requireUser(),
      request.body,
      requestLanguage(request),
    );
    return { user: toCurrentUser(user) };
  });
}
