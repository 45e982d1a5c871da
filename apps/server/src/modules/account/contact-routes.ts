import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeEmailBody,
  changePhoneBody,
  sendChangeEmailCodeBody,
  sendChangeSmsCodeBody,
  sendCodeResponse,
  sessionResponse,
} from '@heron/contract';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Database } from '../../db/client.js';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/request-language.js';
import { toCurrentUser } from '../auth/index.js';
import {
  changeEmail,
  changePhone,
  sendChangeEmailCode,
  sendChangePhoneCode,
} from './contact-service.js';

const tags = ['account'];

/** Changing (or adding) the account's email address and phone number, each proven by a code. */
export async function contactRoutes(
  app: FastifyInstance,
  opts: { db: Database; messenger: Messenger },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = (log: FastifyInstance['log']) => ({ ...opts, log });

  api.post(
    '/api/v1/account/email-codes',
    {
      schema: {
        operationId: 'sendChangeEmailCode',
        summary:
          'Send a code to the new email address; 409 ADDRESS_IN_USE when another account has it',
        tags,
        body: sendChangeEmailCodeBody,
        response: { 200: sendCodeResponse, ...errorResponses },
      },
    },
    async (request) =>
      sendChangeEmailCode(
        deps(request.log),
        await request.requireUser(),
        request.body.email,
        request.ip,
        requestLanguage(request),
      ),
  );

  api.put(
    '/api/v1/account/email',
    {
      schema: {
        operationId: 'changeEmail',
        summary:
          'Change or add the email with its code; an account without a password sets one here. The old address is told.',
        tags,
        body: changeEmailBody,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await changeEmail(
        deps(request.log),
        await request.requireUser(),
        request.body,
        requestLanguage(request),
      );
      return { user: toCurrentUser(user) };
    },
  );

  api.post(
    '/api/v1/account/sms-codes',
    {
      schema: {
        operationId: 'sendChangeSmsCode',
        summary:
          'Text a code to the new phone number; 409 ADDRESS_IN_USE when another account has it',
        tags,
        body: sendChangeSmsCodeBody,
        response: { 200: sendCodeResponse, ...errorResponses },
      },
    },
    async (request) =>
      sendChangePhoneCode(
        deps(request.log),
        await request.requireUser(),
        request.body.phone,
        request.ip,
        requestLanguage(request),
      ),
  );

  api.put(
    '/api/v1/account/phone',
    {
      schema: {
        operationId: 'changePhone',
        summary: 'Change or add the phone number with its code. The old number is told.',
        tags,
        body: changePhoneBody,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await changePhone(
        deps(request.log),
        await request.requireUser(),
        request.body,
        requestLanguage(request),
      );
      return { user: toCurrentUser(user) };
    },
  );
}
