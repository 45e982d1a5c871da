// Every table, one file per module; drizzle-kit reads this file to generate migrations.
export * from './system.js';
export * from './accounts.js';
export * from './workspace.js';
export * from './design.js';
export * from './debug.js';
export * from './mock.js';
export * from './billing.js';
