import {
  boolean,
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
 * The docs module's tables (issue 23): a project's doc site, its published versions, the builds
 * readers are answered from (pages pre-rendered on a worker thread), and its share links.
 */

/** A project's doc site; a project without a row has none (the API answers the defaults). */
export const docSites = pgTable('doc_sites', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** Unique among sites (lower case): `/docs/{slug}`. */
  slug: text('slug').notNull().unique(),
  /** A host name that serves the site at its root; unique. */
  hostName: text('host_name').unique(),
  /** public | password | members */
  visibility: text('visibility').notNull().default('public'),
  /** argon2id of the readers' password. */
  passwordHash: text('password_hash'),
  /** Up by one whenever the password changes: readers' unlock cookies name the epoch they got. */
  passwordEpoch: integer('password_epoch').notNull().default(0),
  /** live | manual */
  publishMode: text('publish_mode').notNull().default('live'),
  language: text('language').notNull().default('en'),
  title: text('title').notNull().default(''),
  accentColor: text('accent_color').notNull().default('#835CFF'),
  logoUrl: text('logo_url'),
  tryItEnabled: boolean('try_it_enabled').notNull().default(true),
  tryItServerUrl: text('try_it_server_url').notNull().default(''),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A build readers are answered from: the live design (`source` live, rebuilt when the design
 * changes), a published version (`version`, `source_key` its number) or a share link's selection
 * of the live design (`share`, `source_key` its id). `stamp` is the design stamp it was built from.
 */
export const docBuilds = pgTable(
  'doc_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    stamp: text('stamp').notNull(),
    title: text('title').notNull(),
    apiVersion: text('api_version').notNull(),
    navHtml: text('nav_html').notNull(),
    /** The search entries as JSON text, answered as they are. */
    search: text('search').notNull(),
    /** llms.txt, its links under the base-path marker (filled per address when served). */
    llms: text('llms').notNull(),
    /** Where try-it sends when the site names no server: the design's first server, or ''. */
    serverUrl: text('server_url').notNull(),
    endpoints: integer('endpoints').notNull(),
    models: integer('models').notNull(),
    docs: integer('docs').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doc_builds_source_idx').on(t.projectId, t.source, t.sourceKey)],
);

/** One page of a build: its HTML (with markers) and its Markdown. */
export const docPages = pgTable(
  'doc_pages',
  {
    buildId: uuid('build_id')
      .notNull()
      .references(() => docBuilds.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    method: text('method'),
    path: text('path'),
    html: text('html').notNull(),
    markdown: text('markdown').notNull(),
    /** Tree order, for llms-full.txt. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.slug] })],
);

/** A published version: the design as it was (`snapshot`, ProjectDesign JSON) and its counts. */
export const docVersions = pgTable(
  'doc_versions',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note').notNull().default(''),
    snapshot: text('snapshot').notNull(),
    endpoints: integer('endpoints').notNull(),
    models: integer('models').notNull(),
    docs: integer('docs').notNull(),
    changes: integer('changes').notNull(),
    breaking: integer('breaking').notNull(),
    /** The changes from the version before it (DocChange[] as JSON text), made when published. */
    changeList: text('change_list').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn: readers can no longer pick it; its number is never reused. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.number] })],
);

/**
 * A share link. The token is looked up by its hash and kept sealed (SecretBox) so the publisher
 * can copy the link again; `itemIds` empty shares the whole project.
 */
export const docShares = pgTable(
  'doc_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    tokenSealed: text('token_sealed').notNull(),
    name: text('name').notNull().default(''),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    views: integer('views').notNull().default(0),
    lastViewAt: timestamp('last_view_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doc_shares_project_idx').on(t.projectId)],
);
