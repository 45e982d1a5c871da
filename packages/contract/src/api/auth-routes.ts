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
} from '../routes/auth.js';
import {
  createEditorCodeBody,
  editorCallbackSchemesResponse,
  editorCodeResponse,
  editorTokenBody,
  editorTokenResponse,
  signedInAccountsResponse,
  switchAccountBody,
} from '../routes/sessions.js';
import { defineRoute } from './define-route.js';

const noContent = z.undefined().describe('Done');

export const listSignedInAccountsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/auth/accounts',
  operationId: 'listSignedInAccounts',
  summary: 'The accounts this browser is signed in to (empty when none)',
  tags: ['auth'],
  responses: { 200: signedInAccountsResponse },
});

export const switchAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/accounts/switch',
  operationId: 'switchAccount',
  summary: 'Make another account this browser is signed in to the active one',
  tags: ['auth'],
  body: switchAccountBody,
  responses: { 200: sessionResponse },
});

export const logoutAllRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/logout/all',
  operationId: 'logoutAll',
  summary: 'Sign out of every account this browser is signed in to',
  tags: ['auth'],
  responses: { 204: z.undefined().describe('Done') },
});

export const sendEmailCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/email-codes',
  operationId: 'sendEmailCode',
  summary: 'Send a 6-digit code to an email address',
  tags: ['auth'],
  body: sendEmailCodeBody,
  responses: { 200: sendCodeResponse },
});

export const sendSmsCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/sms-codes',
  operationId: 'sendSmsCode',
  summary: 'Send a 6-digit code by SMS',
  tags: ['auth'],
  body: sendSmsCodeBody,
  responses: { 200: sendCodeResponse },
});

export const registerByEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/register/email',
  operationId: 'registerByEmail',
  summary: 'Create an account with an email code and a password, and sign in',
  tags: ['auth'],
  body: registerEmailBody,
  responses: { 201: sessionResponse },
});

export const registerByPhoneRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/register/phone',
  operationId: 'registerByPhone',
  summary: 'Create an account with an SMS code, and sign in',
  tags: ['auth'],
  body: registerPhoneBody,
  responses: { 201: sessionResponse },
});

export const loginByEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/login/email',
  operationId: 'loginByEmail',
  summary: 'Sign in with email and password',
  tags: ['auth'],
  body: loginEmailBody,
  responses: { 200: sessionResponse },
});

export const loginByPhoneRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/login/phone',
  operationId: 'loginByPhone',
  summary: 'Sign in with an SMS code (creates the account on first use)',
  tags: ['auth'],
  body: loginPhoneBody,
  responses: { 200: sessionResponse },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/logout',
  operationId: 'logout',
  summary: 'Sign out: ends the session on the server',
  tags: ['auth'],
  responses: { 204: noContent },
});

export const getSessionRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/auth/session',
  operationId: 'getSession',
  summary: 'The signed-in user',
  tags: ['auth'],
  responses: { 200: sessionResponse },
});

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/password/forgot',
  operationId: 'forgotPassword',
  summary:
    'Email a password-reset link (the answer is the same for unknown addresses); one a minute and ten an hour per address, thirty an hour per client',
  tags: ['auth'],
  body: forgotPasswordBody,
  responses: { 204: noContent },
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/password/reset',
  operationId: 'resetPassword',
  summary: 'Set a new password with a reset link; ends every session of the account',
  tags: ['auth'],
  body: resetPasswordBody,
  responses: { 204: noContent },
});

export const listEditorCallbackSchemesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/auth/editor-callback-schemes',
  operationId: 'listEditorCallbackSchemes',
  summary: 'The URI schemes an editor sign-in callback may use',
  tags: ['auth'],
  responses: { 200: editorCallbackSchemesResponse },
});

export const createEditorCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/editor-codes',
  operationId: 'createEditorCode',
  summary: "A one-time code for the signed-in person's editor extension, added to its callback",
  tags: ['auth'],
  body: createEditorCodeBody,
  responses: { 201: editorCodeResponse },
});

export const createEditorTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/editor-token',
  operationId: 'createEditorToken',
  summary: 'Trade a one-time editor code (once, within 5 minutes) for a session token',
  tags: ['auth'],
  body: editorTokenBody,
  responses: { 200: editorTokenResponse },
});
