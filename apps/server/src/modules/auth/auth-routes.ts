import type { FastifyInstance } from 'fastify';
import {
  sendEmailCodeRoute,
  sendSmsCodeRoute,
  registerByEmailRoute,
  registerByPhoneRoute,
  loginByEmailRoute,
  loginByPhoneRoute,
  logoutRoute,
  getSessionRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
} from '@heron/contract';
import { requestLanguage } from '../../http/request-language.js';
import {
  loginByEmail,
  loginByPhone,
  registerByEmail,
  registerByPhone,
  resetPassword,
  toCurrentUser,
  type AccountDeps,
} from './account-service.js';
import { sendAccountCode } from './account-code.js';
import { BackgroundSends, requestPasswordReset } from './password-reset-mail.js';
import { serve } from '../../http/serve-route.js';

export async function authRoutes(app: FastifyInstance, deps: AccountDeps) {
  // Reset links are mailed after the answer; the ones on their way go out before the app closes.
  const background = new BackgroundSends(app.log);
  app.addHook('onClose', async () => background.drain());

  serve(app, sendEmailCodeRoute, async (request) => {
    const { email, purpose } = request.body;
    return sendAccountCode(
      deps,
      { channel: 'email', target: email, purpose },
      request.ip,
      requestLanguage(request),
    );
  });

  serve(app, sendSmsCodeRoute, async (request) => {
    const { phone, purpose } = request.body;
    return sendAccountCode(
      deps,
      { channel: 'sms', target: phone, purpose },
      request.ip,
      requestLanguage(request),
    );
  });

  serve(app, registerByEmailRoute, async (request, reply) => {
    const user = await registerByEmail(deps, request.body);
    await reply.signIn(user);
    return reply.status(201).send({ user: toCurrentUser(user) });
  });

  serve(app, registerByPhoneRoute, async (request, reply) => {
    const user = await registerByPhone(deps, request.body);
    await reply.signIn(user);
    return reply.status(201).send({ user: toCurrentUser(user) });
  });

  serve(app, loginByEmailRoute, async (request, reply) => {
    const user = await loginByEmail(deps, request.body, request.ip);
    await reply.signIn(user);
    return { user: toCurrentUser(user) };
  });

  serve(app, loginByPhoneRoute, async (request, reply) => {
    const user = await loginByPhone(deps, request.body);
    await reply.signIn(user);
    return { user: toCurrentUser(user) };
  });

  serve(app, logoutRoute, async (_request, reply) => {
    await reply.signOut();
    return reply.status(204).send();
  });

  serve(app, getSessionRoute, async (request) => ({
    user: toCurrentUser(await request.requireUser()),
  }));

  serve(app, forgotPasswordRoute, async (request, reply) => {
    await requestPasswordReset(
      { ...deps, background },
      request.body.email,
      request.ip,
      requestLanguage(request),
    );
    return reply.status(204).send();
  });

  serve(app, resetPasswordRoute, async (request, reply) => {
    await resetPassword(deps, request.body);
    return reply.status(204).send();
  });
}
