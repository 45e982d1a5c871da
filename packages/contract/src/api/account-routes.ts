import { z } from 'zod';
import {
  avatarUploadBody,
  changeEmailBody,
  changePhoneBody,
  sendChangeEmailCodeBody,
  sendChangeSmsCodeBody,
} from '../routes/account.js';
import {
  changePasswordBody,
  sendCodeResponse,
  sessionResponse,
  updateProfileBody,
} from '../routes/auth.js';
import { defineRoute } from './define-route.js';

export const updateProfileRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/account/profile',
  operationId: 'updateProfile',
  summary: 'Change the account name',
  tags: ['account'],
  body: updateProfileBody,
  responses: { 200: sessionResponse },
});

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/account/password',
  operationId: 'changePassword',
  summary: 'Change the password (needs the current one); ends the other sessions',
  tags: ['account'],
  body: changePasswordBody,
  responses: { 204: z.undefined().describe('Done') },
});

export const uploadAvatarRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/account/avatar',
  operationId: 'uploadAvatar',
  summary:
    'Set the avatar: a PNG, JPEG, GIF or WebP image (judged by content), at most AVATAR_MAX_BYTES (2 MB)',
  tags: ['account'],
  consumes: ['multipart/form-data'],
  body: avatarUploadBody,
  responses: { 200: sessionResponse },
});

export const deleteAvatarRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/account/avatar',
  operationId: 'deleteAvatar',
  summary: 'Remove the avatar (its file is deleted)',
  tags: ['account'],
  responses: { 200: sessionResponse },
});

export const sendChangeEmailCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/account/email-codes',
  operationId: 'sendChangeEmailCode',
  summary: 'Send a code to the new email address; 409 ADDRESS_IN_USE when another account has it',
  tags: ['account'],
  body: sendChangeEmailCodeBody,
  responses: { 200: sendCodeResponse },
});

export const changeEmailRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/account/email',
  operationId: 'changeEmail',
  summary:
    'Change or add the email with its code; an account without a password sets one here. The old address is told.',
  tags: ['account'],
  body: changeEmailBody,
  responses: { 200: sessionResponse },
});

export const sendChangeSmsCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/account/sms-codes',
  operationId: 'sendChangeSmsCode',
  summary: 'Text a code to the new phone number; 409 ADDRESS_IN_USE when another account has it',
  tags: ['account'],
  body: sendChangeSmsCodeBody,
  responses: { 200: sendCodeResponse },
});

export const changePhoneRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/account/phone',
  operationId: 'changePhone',
  summary: 'Change or add the phone number with its code. The old number is told.',
  tags: ['account'],
  body: changePhoneBody,
  responses: { 200: sessionResponse },
});
