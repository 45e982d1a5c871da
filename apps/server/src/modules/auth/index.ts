// The auth module's public entry: other modules and the app import only from here.
export { accountChooserRoutes } from './account-chooser-routes.js';
export {
  assertEnabled,
  findUserByEmail,
  findUserByPhone,
  isUniqueViolation,
  toCurrentUser,
} from './account-service.js';
export { codeMessage } from './auth-messages.js';
export { authRoutes } from './auth-routes.js';
export { consumeCode, sendCode } from './code-service.js';
export { editorRoutes } from './editor-routes.js';
export { hashPassword, randomToken, sameHash, sha256, verifyPassword } from './secrets.js';
export { sessionPlugin } from './session-plugin.js';
export type { AccessTokenResolver } from './session-plugin.js';
export { deleteOtherSessions } from './session-service.js';
export type { AccessTokenGrant, User } from './session-service.js';
export { assertTokenAttemptsAllowed, recordFailedTokenUse } from './token-attempts.js';
export {
  accountNameOf,
  accountProfiles,
  findUserById,
  insertAccount,
  lockAccountKey,
  swapAvatarUrl,
  updateAccount,
} from './accounts.js';
export type { AccountChange } from './accounts.js';
