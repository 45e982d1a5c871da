import { sql } from 'drizzle-orm';
import type { DesignMeta } from '@heron/contract';
import { designMeta } from '../../db/schema/design.js';
import type { Db } from '../access/index.js';
import { mirroredColumns, readItemData, type ItemData } from './item-data.js';
import type { ItemRow } from './item-rows.js';
import { changedFields, type NewItem } from './save-item.js';

/**
 * The bulk writes of an import (design-transfer calls them inside its one transaction), a batch
 * of items each, under the revision invariant of save-item.ts, which they follow to the letter:
 *
 *   the revision whose version is the item's current version has a null snapshot (the row is
 *   its snapshot); a save copies the row into the revision it supersedes, writes the row with
 *   version + 1, and inserts the new revision with a null snapshot. Creating inserts version 1.
 *
 * They do in a few statements what `insertItems` / `saveItem` do a row at a time, and never
 * read the rows back: a 13 MB import is written about as fast as the database takes the bytes.
 * Rows travel as one JSON parameter a batch. A new item's data goes beside them, in one text
 * parameter holding every item's `JSON.stringify` (the caller's `dataText`), stored as is: the database never
 * parses it (megabytes of data would be parsed twice as a json parameter), and on the embedded
 * database that parameter travels as bytes (db/pglite-serializers.ts). An overwrite's data goes in as a
 * JSON value of its row, stored as the exact text it was written as (the json type keeps its
 * input), never escaped twice.
 */

export interface ImportAuthor {
  action: 'import';
  authorId: string | null;
  at: Date;
}

// Item data texts travel joined by this character (chr(30), the record separator): JSON text
// never holds it raw, as JSON.stringify writes every control character as an escape.
const DATA_SEPARATOR = '\u001e';

/** A new item of an import: its id is chosen by the import, its data's JSON text made already. */
export interface ImportedItem extends NewItem {
  id: string;
  /**
   * `JSON.stringify(data)`, which the import made once (on the worker that parsed the source)
   * and reuses: a large import's data is megabytes of text.
   */
  dataText: string;
}

/** New items with their first revision (version 1, snapshot null). */
export async function insertImportedItems(
  tx: Db,
  items: readonly ImportedItem[],
  author: ImportAuthor,
): Promise<void> {
  if (items.length === 0) return;
  const projectId = items[0]!.projectId;
  const at = author.at.toISOString();
  const rows = JSON.stringify(
    items.map((item, index) => ({
      n: index + 1,
      id: item.id,
      kind: item.kind,
      section: item.section,
      parent_id: item.parentId,
      sort: item.sort,
      name: item.name,
      ...mirroredColumns(item.kind, item.data),
    })),
  );
  const data = items.map((item) => item.dataText).join(DATA_SEPARATOR);
  await tx.execute(sql`
    insert into design_items (id, project_id, kind, section, parent_id, sort, name, method, path,
      status, data, version, created_by, created_at, updated_by, updated_at)
    select r.id, ${projectId}::uuid, r.kind, r.section, r.parent_id, r.sort, r.name, r.method,
      r.path, r.status, d.data, 1, ${author.authorId}::uuid, ${at}::timestamptz,
      ${author.authorId}::uuid, ${at}::timestamptz
    from json_to_recordset(${rows}::json) as r(n int8, id uuid, kind text, section text,
      parent_id uuid, sort float8, name text, method text, path text, status text)
    join unnest(string_to_array(${data}::text, chr(30))) with ordinality as d(data, n)
      on d.n = r.n
    order by r.n`);
  const ids = JSON.stringify(items.map((item) => item.id));
  await tx.execute(sql`
    insert into design_revisions (item_id, version, project_id, action, changed, snapshot,
      author_id, created_at)
    select id::uuid, 1, ${projectId}::uuid, ${author.action}, '[]'::jsonb, null,
      ${author.authorId}::uuid, ${at}::timestamptz
    from json_array_elements_text(${ids}::json) as id`);
}

export interface Overwrite {
  /** The live row, locked by the caller for the rest of the transaction. */
  row: ItemRow;
  name: string;
  data: ItemData;
}

/**
 * Saves imported content over live items (their place is kept). An item whose name and data
 * are already the imported ones is not saved (no revision, as `saveItem` does). Returns how many
 * were saved.
 */
export async function overwriteImportedItems(
  tx: Db,
  projectId: string,
  overwrites: readonly Overwrite[],
  author: ImportAuthor,
): Promise<number> {
  const saves = overwrites.flatMap(({ row, name, data }) => {
    const before = {
      name: row.name,
      parentId: row.parentId,
      data: readItemData(row.kind, row.data),
    };
    const changed = changedFields(before, { name, parentId: row.parentId, data });
    if (changed.length === 0) return [];
    const isDataChanged = changed.some((field) => field.startsWith('data.'));
    return [
      {
        id: row.id,
        version: row.version + 1,
        name,
        ...mirroredColumns(row.kind, data),
        // Unchanged data keeps its stored text byte for byte.
        data: isDataChanged ? data : null,
        changed,
      },
    ];
  });
  if (saves.length === 0) return 0;
  const at = author.at.toISOString();
  const rows = JSON.stringify(saves);
  const ids = JSON.stringify(saves.map((save) => save.id));
  const revisions = JSON.stringify(
    saves.map(({ id, version, changed }) => ({ id, version, changed })),
  );
  // The superseded revisions take the rows' state, written as `snapshotOf` writes it; the data
  // text is copied as it is, not parsed.
  await tx.execute(sql`
    update design_revisions
    set snapshot = '{"name":' || to_json(design_items.name)::text
      || ',"parentId":' || coalesce(to_json(design_items.parent_id)::text, 'null')
      || ',"data":' || design_items.data || '}'
    from design_items
    where design_revisions.item_id = design_items.id
      and design_revisions.version = design_items.version
      and design_items.project_id = ${projectId}::uuid
      and design_items.id in (select id::uuid from json_array_elements_text(${ids}::json) as id)`);
  await tx.execute(sql`
    update design_items
    set name = r.name,
      data = coalesce(r.data::text, design_items.data),
      method = r.method,
      path = r.path,
      status = r.status,
      version = r.version,
      updated_by = ${author.authorId}::uuid,
      updated_at = ${at}::timestamptz
    from json_to_recordset(${rows}::json) as r(id uuid, version int, name text, method text,
      path text, status text, data json)
    where design_items.id = r.id and design_items.project_id = ${projectId}::uuid`);
  await tx.execute(sql`
    insert into design_revisions (item_id, version, project_id, action, changed, snapshot,
      author_id, created_at)
    select r.id, r.version, ${projectId}::uuid, ${author.action}, r.changed, null,
      ${author.authorId}::uuid, ${at}::timestamptz
    from json_to_recordset(${revisions}::json) as r(id uuid, version int, changed jsonb)`);
  return saves.length;
}

/**
 * Writes the project's design settings after an import merged them (the caller read them locked
 * with `loadDesignMeta`), one version up. A project without a row may get one from a concurrent
 * first save meanwhile; the version then still goes up from whatever that save wrote.
 */
export async function saveImportedMeta(
  tx: Db,
  projectId: string,
  meta: DesignMeta,
  author: Pick<ImportAuthor, 'authorId' | 'at'>,
): Promise<void> {
  const values = { data: JSON.stringify(meta), updatedBy: author.authorId, updatedAt: author.at };
  await tx
    .insert(designMeta)
    .values({ projectId, ...values, version: 1 })
    .onConflictDoUpdate({
      target: designMeta.projectId,
      // `excluded`: the settings of a large import are megabytes, sent once, not twice.
      set: {
        data: sql`excluded.data`,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
        version: sql`${designMeta.version} + 1`,
      },
    });
}
