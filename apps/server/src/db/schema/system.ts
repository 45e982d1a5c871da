import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The system module's table: the installation itself.
 */

/**
 * One row per installation: a stable id made on the first start. It shows that a restart kept
 * the data, and later identifies the instance to outside systems (payment notify URLs, mail).
 */
export const instance = pgTable('instance', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always 'default': the unique key that keeps this table to one row. */
  singleton: text('singleton').notNull().unique().default('default'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Random key (hex) that signs invite links, made on the first start that needs it. Replacing it
   * invalidates every link at once.
   */
  signingKey: text('signing_key'),
});
