import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBody,
  loginEmailBody,
  loginPhoneBody,
  registerEmailBody,
  registerPhoneBody,
  resetPasswordBody,
  sendCodeResponse,
  sendEmailCodeBody,
  sendSmsCodeBody,
  sessionResponse,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
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

const noContent = z.undefined().describe('Done');
const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, deps: AccountDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Reset links are mailed after the answer; the ones on their way go out before the app closes.
  const background = new BackgroundSends(app.log);
  app.addHook('onClose', async () => background.drain());

  api.post(
    '/api/v1/auth/email-codes',
    {
      schema: {
        operationId: 'sendEmailCode',
        summary: 'Send a 6-digit code to an email address',
        tags,
        body: sendEmailCodeBody,
        response: { 200: sendCodeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { email, purpose } = request.body;
      return sendAccountCode(
        deps,
        { channel: 'email', target: email, purpose },
        request.ip,
        requestLanguage(request),
      );
    },
  );

  api.post(
    '/api/v1/auth/sms-codes',
    {
      schema: {
        operationId: 'sendSmsCode',
        summary: 'Send a 6-digit code by SMS',
        tags,
        body: sendSmsCodeBody,
        response: { 200: sendCodeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { phone, purpose } = request.body;
      return sendAccountCode(
        deps,
        { channel: 'sms', target: phone, purpose },
        request.ip,
        requestLanguage(request),
      );
    },
  );

  api.post(
    '/api/v1/auth/register/email',
    {
      schema: {
        operationId: 'registerByEmail',
        summary: 'Create an account with an email code and a password, and sign in',
        tags,
        body: registerEmailBody,
        response: { 201: sessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await registerByEmail(deps, request.body);
      await reply.signIn(user);
      return reply.status(201).send({ user: toCurrentUser(user) });
    },
  );

  api.post(
    '/api/v1/auth/register/phone',
    {
      schema: {
        operationId: 'registerByPhone',
        summary: 'Create an account with an SMS code, and sign in',
        tags,
        body: registerPhoneBody,
        response: { 201: sessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await registerByPhone(deps, request.body);
      await reply.signIn(user);
      return reply.status(201).send({ user: toCurrentUser(user) });
    },
  );

  api.post(
    '/api/v1/auth/login/email',
    {
      schema: {
        operationId: 'loginByEmail',
        summary: 'Sign in with email and password',
        tags,
        body: loginEmailBody,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await loginByEmail(deps, request.body, request.ip);
      await reply.signIn(user);
      return { user: toCurrentUser(user) };
    },
  );

  api.post(
    '/api/v1/auth/login/phone',
    {
      schema: {
        operationId: 'loginByPhone',
        summary: 'Sign in with an SMS code (creates the account on first use)',
        tags,
        body: loginPhoneBody,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await loginByPhone(deps, request.body);
      await reply.signIn(user);
      return { user: toCurrentUser(user) };
    },
  );

  api.post(
    '/api/v1/auth/logout',
    {
      schema: {
        operationId: 'logout',
        summary: 'Sign out: ends the session on the server',
        tags,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (_request, reply) => {
      await reply.signOut();
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/v1/auth/session',
    {
      schema: {
        operationId: 'getSession',
        summary: 'The signed-in user',
        tags,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (request) => ({ user: toCurrentUser(await request.requireUser()) }),
  );

  api.post(
    '/api/v1/auth/password/forgot',
    {
      schema: {
        operationId: 'forgotPassword',
        summary:
          'Email a password-reset link (the answer is the same for unknown addresses); one a minute and ten an hour per address, thirty an hour per client',
        tags,
        body: forgotPasswordBody,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        { ...deps, background },
        request.body.email,
        request.ip,
        requestLanguage(request),
      );
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/auth/password/reset',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset link; ends every session of the account',
        tags,
        body: resetPasswordBody,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.status(204).send();
    },
  );
}
