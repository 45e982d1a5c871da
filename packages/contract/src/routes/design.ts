import { z } from 'zod';
import {
  designItemKindSchema,
  designMetaSchema,
  designSectionSchema,
  docDataSchema,
  endpointDataSchema,
  endpointStatusSchema,
  exportFormatSchema,
  exportSyntaxSchema,
  folderDataSchema,
  httpMethodSchema,
  importFormatSchema,
  importIssueSchema,
  ITEM_NAME_MAX_LENGTH,
  modelDataSchema,
} from '../design/model.js';
import { VALIDATION } from './auth.js';
import { personRefSchema } from './projects.js';
import { idSchema, pageOf, pageQuery } from './workspace-common.js';

/**
 * The API design routes (issue 5), all under `/api/v1/projects/{projectId}/design`: the tree,
 * items (folders, endpoints, data models, documents), revisions, the design trash, the project's
 * design settings, imports and exports. Reading needs `project.view`; every change needs
 * `project.edit` (read-only members, locked and frozen projects are refused by the server).
 */

export const DESIGN_VALIDATION = {
  itemNameLength: 'validation.itemNameLength',
  responseStatus: 'validation.responseStatus',
  pathSlash: 'validation.pathSlash',
  importSourceRequired: 'validation.importSourceRequired',
  importUrl: 'validation.importUrl',
} as const;

export const designParams = z.object({ projectId: idSchema });
export const designItemParams = z.object({ projectId: idSchema, itemId: idSchema });
export const designRevisionParams = z.object({
  projectId: idSchema,
  itemId: idSchema,
  version: z.coerce.number().int().min(1),
});
export const importJobParams = z.object({ projectId: idSchema, jobId: idSchema });

/** The longest a read of a running import job may be held (`waitMs`). */
export const IMPORT_JOB_MAX_WAIT_MS = 10_000;

/**
 * Reading a job: with `waitMs`, a job that is parsing or importing is answered when it leaves that
 * state, or when `waitMs` has passed (with its progress then), whichever comes first. A client
 * learns of the preview or the end at once without asking again and again.
 */
export const importJobQuery = z.object({
  waitMs: z.coerce.number().int().min(0).max(IMPORT_JOB_MAX_WAIT_MS).default(0),
});
export type ImportJobQuery = z.infer<typeof importJobQuery>;

export const itemNameSchema = z
  .string()
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(ITEM_NAME_MAX_LENGTH, { error: DESIGN_VALIDATION.itemNameLength });

/** One row of the tree: enough to draw and search it, without the item's content. */
export const treeNodeSchema = z
  .object({
    id: idSchema,
    kind: designItemKindSchema,
    section: designSectionSchema,
    parentId: idSchema.nullable(),
    /** Siblings are drawn in ascending `sort`. */
    sort: z.number(),
    name: z.string(),
    method: httpMethodSchema.nullable(),
    path: z.string().nullable(),
    status: endpointStatusSchema.nullable(),
  })
  .meta({ id: 'DesignTreeNode' });
export type TreeNode = z.infer<typeof treeNodeSchema>;

export const designTreeSchema = z
  .object({ nodes: z.array(treeNodeSchema) })
  .meta({ id: 'DesignTree' });
export type DesignTree = z.infer<typeof designTreeSchema>;

/** The content of an item, by kind. */
export const itemDataSchema = z.union([
  endpointDataSchema,
  modelDataSchema,
  docDataSchema,
  folderDataSchema,
]);

const itemEnvelope = {
  id: idSchema,
  section: designSectionSchema,
  parentId: idSchema.nullable(),
  sort: z.number(),
  name: z.string(),
  /** Goes up by one on every save; a save names the version it started from. */
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  createdBy: personRefSchema.nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: personRefSchema.nullable(),
};

export const designItemSchema = z
  .discriminatedUnion('kind', [
    z.object({ ...itemEnvelope, kind: z.literal('endpoint'), data: endpointDataSchema }),
    z.object({ ...itemEnvelope, kind: z.literal('model'), data: modelDataSchema }),
    z.object({ ...itemEnvelope, kind: z.literal('doc'), data: docDataSchema }),
    z.object({ ...itemEnvelope, kind: z.literal('folder'), data: folderDataSchema }),
  ])
  .meta({ id: 'DesignItem' });
export type DesignItem = z.infer<typeof designItemSchema>;

/**
 * Create an item. `data` may be left out for a blank one (an endpoint then needs `method` and
 * `path` inside `data`, so the editor always sends it). A folder names its section; other kinds
 * take theirs from the kind.
 */
export const createItemBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('endpoint'),
    parentId: idSchema.nullable(),
    name: itemNameSchema,
    data: endpointDataSchema,
  }),
  z.object({
    kind: z.literal('model'),
    parentId: idSchema.nullable(),
    name: itemNameSchema,
    data: modelDataSchema.default({ schema: { type: 'object', properties: {} } }),
  }),
  z.object({
    kind: z.literal('doc'),
    parentId: idSchema.nullable(),
    name: itemNameSchema,
    data: docDataSchema.default({ content: '' }),
  }),
  z.object({
    kind: z.literal('folder'),
    section: designSectionSchema,
    parentId: idSchema.nullable(),
    name: itemNameSchema,
    data: folderDataSchema.default({ description: '', auth: { type: 'inherit' } }),
  }),
]);
export type CreateItemBody = z.infer<typeof createItemBody>;

/**
 * Save an item. `baseVersion` is the version the editor loaded; when someone saved in between,
 * the answer is 409 `EDIT_CONFLICT` and nothing is written: the editor fetches the current
 * version and shows both.
 */
export const updateItemBody = z.object({
  baseVersion: z.number().int().min(1),
  name: itemNameSchema,
  /**
   * The item's content, checked by the server against the schema of the item's own kind (the
   * kinds' schemas overlap, so a union would accept one kind's data as another's).
   */
  data: z
    .record(z.string(), z.unknown())
    .describe("The item's content: endpoint, model, document or folder data, by the item's kind"),
});
export type UpdateItemBody = z.infer<typeof updateItemBody>;

/** Drag and drop: into `parentId` (null = the section's root) at `position` among its children. */
export const moveItemBody = z.object({
  parentId: idSchema.nullable(),
  position: z.number().int().min(0),
});
export type MoveItemBody = z.infer<typeof moveItemBody>;

export const REVISION_ACTIONS = [
  'create',
  'update',
  'move',
  'delete',
  'restore',
  'import',
  /** Values written by AI annotation and accepted in its review (issue 24). */
  'ai',
] as const;
export const revisionActionSchema = z.enum(REVISION_ACTIONS);
export type RevisionAction = z.infer<typeof revisionActionSchema>;

export const revisionSchema = z
  .object({
    version: z.number().int(),
    action: revisionActionSchema,
    /** Top-level fields that changed from the version before: `name`, `parentId`, `data.path` … */
    changed: z.array(z.string()),
    author: personRefSchema.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'DesignRevision' });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionListSchema = z.object({ items: z.array(revisionSchema) });

/** One revision with the item as it was saved then. */
export const revisionDetailSchema = z
  .object({
    revision: revisionSchema,
    kind: designItemKindSchema,
    name: z.string(),
    parentId: idSchema.nullable(),
    data: itemDataSchema,
  })
  .meta({ id: 'DesignRevisionDetail' });
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

/** Restoring a revision is a save like any other: it names the version it replaces. */
export const restoreRevisionBody = z.object({ baseVersion: z.number().int().min(1) });

export const designTrashQuery = pageQuery;
export const designTrashEntrySchema = z
  .object({
    id: idSchema,
    kind: designItemKindSchema,
    section: designSectionSchema,
    name: z.string(),
    method: httpMethodSchema.nullable(),
    path: z.string().nullable(),
    /** Items deleted with it (a folder's contents), restored with it. */
    childCount: z.number().int(),
    deletedAt: z.iso.datetime(),
    deletedBy: personRefSchema.nullable(),
  })
  .meta({ id: 'DesignTrashEntry' });
export type DesignTrashEntry = z.infer<typeof designTrashEntrySchema>;
export const designTrashPage = pageOf(designTrashEntrySchema);

export const designMetaResponseSchema = z
  .object({ version: z.number().int(), meta: designMetaSchema })
  .meta({ id: 'DesignMetaState' });
export const schemeRenameSchema = z.object({
  from: z.string().min(1).max(200),
  to: z.string().min(1).max(200),
});
export const updateDesignMetaBody = z.object({
  baseVersion: z.number().int().min(0),
  meta: designMetaSchema,
  /**
   * Security schemes this save renames (a rename cannot be told from a removal and an addition
   * otherwise): endpoints whose own security names `from` are rewritten to `to`, each a revision.
   */
  renamedSchemes: z.array(schemeRenameSchema).max(100).default([]),
});

/* ---------------------------------------------------------------- imports */

export const CONFLICT_STRATEGIES = ['overwrite', 'skip', 'keep-both'] as const;
export const conflictStrategySchema = z.enum(CONFLICT_STRATEGIES);
export type ConflictStrategy = z.infer<typeof conflictStrategySchema>;

/**
 * Start an import from pasted text or a URL (a file is sent as multipart to the same route, with
 * the optional `format` field beside it; a `.zip` holds a multi-file description).
 * Without `format`, the format is detected.
 */
export const startImportBody = z
  .object({
    text: z.string().optional(),
    url: z.url({ error: DESIGN_VALIDATION.importUrl }).optional(),
    fileName: z.string().max(500).optional(),
    format: importFormatSchema.optional(),
  })
  .refine((body) => (body.text !== undefined) !== (body.url !== undefined), {
    error: DESIGN_VALIDATION.importSourceRequired,
  });
export type StartImportBody = z.infer<typeof startImportBody>;

export const IMPORT_JOB_STATUSES = [
  /** Reading, validating and comparing with the project. */
  'parsing',
  /** The preview is ready; waiting for the person's choices. */
  'ready',
  /** Writing, in one transaction. */
  'importing',
  'done',
  /** Refused: see `issues` (nothing was written). */
  'failed',
  'cancelled',
] as const;
export const importJobStatusSchema = z.enum(IMPORT_JOB_STATUSES);
export type ImportJobStatus = z.infer<typeof importJobStatusSchema>;

/** The states in which a server works on a job, so its progress moves and a read may be held. */
export const IMPORT_RUNNING_STATUSES = [
  'parsing',
  'importing',
] as const satisfies ImportJobStatus[];

export function isImportRunning(status: string | undefined): boolean {
  return (IMPORT_RUNNING_STATUSES as readonly (string | undefined)[]).includes(status);
}

/** `add`: new; `change`: same key, different content (a conflict); `same`: identical, left alone. */
export const IMPORT_CHANGES = ['add', 'change', 'same'] as const;
export const importPreviewEntrySchema = z.object({
  /** Stable within the job: the key a choice names. */
  key: z.string(),
  kind: designItemKindSchema,
  change: z.enum(IMPORT_CHANGES),
  name: z.string(),
  method: httpMethodSchema.nullable(),
  path: z.string().nullable(),
  /** For `change` and `same`: the project's item it matched. */
  existingId: idSchema.nullable(),
  /** AI parsing import: the sentence of the material this part came from (issue 24). */
  quote: z.string().optional(),
});
export type ImportPreviewEntry = z.infer<typeof importPreviewEntrySchema>;

export const importJobSchema = z
  .object({
    id: idSchema,
    projectId: idSchema,
    status: importJobStatusSchema,
    format: importFormatSchema.nullable(),
    sourceName: z.string(),
    /** Work done of work to do in the current stage. */
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    issues: z.array(importIssueSchema),
    /** Counts by change, once parsed. */
    summary: z
      .object({
        add: z.number().int(),
        change: z.number().int(),
        same: z.number().int(),
      })
      .nullable(),
    /**
     * The preview entries (endpoints, models, documents; folders are implied) while the job is
     * `ready`, the state in which choices are made from them; empty in every other state.
     */
    entries: z.array(importPreviewEntrySchema),
    /** After `done`: what was written. */
    result: z
      .object({
        created: z.number().int(),
        updated: z.number().int(),
        skipped: z.number().int(),
      })
      .nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof importJobSchema>;

/** Go ahead with a previewed import: one strategy for every conflict, and any exceptions by key. */
export const commitImportBody = z.object({
  strategy: conflictStrategySchema.default('overwrite'),
  choices: z.record(z.string(), conflictStrategySchema).default({}),
  /** Put new items under this folder of the `api` section (null = the root). */
  targetFolderId: idSchema.nullable().default(null),
});
export type CommitImportBody = z.infer<typeof commitImportBody>;

/* ---------------------------------------------------------------- exports */

export const exportQuery = z.object({
  format: exportFormatSchema.default('openapi-3.1'),
  syntax: exportSyntaxSchema.default('json'),
  /** Export only this folder (and what it holds, plus the models they use). */
  folderId: idSchema.optional(),
});
export type ExportQuery = z.infer<typeof exportQuery>;
