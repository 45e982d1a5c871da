// Every table, one file per module that owns it (issue 20): only that module's files may import
// its file (eslint.config.js, serverTableOwner). This file gathers them for drizzle-kit, which
// generates migrations from it, and for the database client.
export * from './system.js';
export * from './auth.js';
export * from './oauth.js';
export * from './dev-outbox.js';
export * from './access.js';
export * from './invites.js';
export * from './design.js';
export * from './design-transfer.js';
export * from './environments.js';
export * from './debug.js';
export * from './mock.js';
export * from './billing.js';
export * from './points.js';
export * from './testing.js';
export * from './access-tokens.js';
export * from './docs.js';
export * from './ai.js';
