import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './access.js';
import { users } from './auth.js';

/**
 * The design module's tables: a project's API design, its revisions and its settings.
 */

/**
 * The API design of a project (issue 5): one row per folder, endpoint, data model or document.
 *
 * `data` is the item's content as JSON text (the shapes of `@heron/contract` design/model.ts),
 * written and read whole. Text rather than jsonb because an item is never queried inside: the
 * columns beside it (name, method, path, status) carry what the tree and search need, and text
 * makes a 13 MB import several times cheaper to store.
 */
export const designItems = pgTable(
  'design_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** folder | endpoint | model | doc */
    kind: text('kind').notNull(),
    /** api | model: the part of the tree the item lives in. */
    section: text('section').notNull(),
    /** The folder holding it; null at the section's root. */
    parentId: uuid('parent_id'),
    sort: doublePrecision('sort').notNull().default(0),
    name: text('name').notNull(),
    /** Endpoints only: for the tree, search and the import's conflict matching. */
    method: text('method'),
    path: text('path'),
    status: text('status'),
    /** Stored uncompressed (STORAGE EXTERNAL, migration 0005: drizzle does not model it). */
    data: text('data').notNull(),
    /** Up by one on every save; saves name the version they started from (edit conflicts). */
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The design trash: when, by whom, and the batch deleted together (a folder and its contents). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedBatch: uuid('deleted_batch'),
  },
  (t) => [
    index('design_items_project_idx').on(t.projectId, t.parentId),
    index('design_items_batch_idx').on(t.deletedBatch),
    // Model names are how references find models: unique among a project's live models.
    uniqueIndex('design_items_model_name_idx')
      .on(t.projectId, t.name)
      .where(sql`kind = 'model' and deleted_at is null`),
  ],
);

/**
 * Every save of an item. The snapshot (`{name, parentId, data}` as JSON text) of the item's current
 * version is the item row itself, so the newest revision's `snapshot` is null; a save first copies
 * the row into the revision it supersedes. That keeps an import of thousands of items to one
 * write of each item's content.
 */
export const designRevisions = pgTable(
  'design_revisions',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => designItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** create | update | move | delete | restore | import */
    action: text('action').notNull(),
    /** The fields that changed from the version before, e.g. ["name", "data.path"]. */
    changed: jsonb('changed').$type<string[]>().notNull().default([]),
    snapshot: text('snapshot'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.version] })],
);

/** The project-wide part of the design (servers, security schemes, tags …): one row a project. */
export const designMeta = pgTable('design_meta', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** Stored uncompressed, like an item's data (migration 0005). */
  data: text('data').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
