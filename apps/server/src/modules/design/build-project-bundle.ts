import type { DesignBundle, DocData, EndpointData, FolderData, ModelData } from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import { readItemData } from './item-data.js';
import { collectModelRefs } from './model-refs.js';

/**
 * A project's live design as a DesignBundle (what exporters read, and what the mock serves
 * from): items in tree order (the `api` section, then `model`; siblings by `sort`, a folder
 * before what it holds), item ids as bundle keys.
 *
 * With `folderId`, only that folder and what it holds, plus the data models they refer to,
 * directly or through other models or the project's shared components, with the folders those
 * models sit in: an export of a folder has no reference that leads nowhere. The folder becomes
 * a root of the bundle.
 *
 * Building is apart from reading (`readProjectDesign` in project-bundle.ts, on the thread that
 * answers HTTP, where the database is): exports and the mock build on worker threads (issue 19),
 * and this file loads no database code, so neither do they.
 */

/** A live design item as stored: its data still the JSON text of the row. */
export interface DesignRow {
  id: string;
  kind: string;
  section: string;
  parentId: string | null;
  name: string;
  data: string;
}

/**
 * A project's live design as read from the database, before any of it is parsed: the rows in
 * sibling order and the design settings. Plain data, so it can be handed to a worker thread,
 * which makes the bundle (`buildProjectBundle`) off the thread that answers HTTP (issue 19).
 */
export interface ProjectDesign {
  rows: DesignRow[];
  meta: DesignBundle['meta'];
}

export interface ProjectBundle {
  bundle: DesignBundle;
  /** The exported folder's name; null for the whole project. */
  folderName: string | null;
}

const SECTIONS = ['api', 'model'] as const;

/** The folder `folderId` names among the rows, or undefined when no live folder has that id. */
export function findFolderRow(design: ProjectDesign, folderId: string): DesignRow | undefined {
  return design.rows.find((row) => row.id === folderId && row.kind === 'folder');
}

/**
 * The bundle of a design as read (the items' data parsed here). Pure, and the costly part of an
 * export or a mock build. Throws NOT_FOUND when `folderId` names no folder of the design.
 */
export function buildProjectBundle(
  design: ProjectDesign,
  options: { folderId?: string | undefined } = {},
): ProjectBundle {
  const { rows, meta } = design;
  const ordered = treeOrder(rows);

  let included: Set<string> | null = null;
  let root: DesignRow | undefined;
  if (options.folderId !== undefined) {
    root = findFolderRow(design, options.folderId);
    if (!root) throw new AppError('NOT_FOUND', { detail: 'No folder of the project has this id.' });
    included = folderSelection(ordered, root, meta);
  }

  const bundle: DesignBundle = { meta, folders: [], endpoints: [], models: [], docs: [] };
  const kept = included ?? new Set(rows.map((row) => row.id));
  for (const row of ordered) {
    if (!kept.has(row.id)) continue;
    const parentKey =
      row.id === root?.id || row.parentId === null || !kept.has(row.parentId) ? null : row.parentId;
    const data = readItemData(row.kind, row.data);
    switch (row.kind) {
      case 'folder':
        bundle.folders.push({
          key: row.id,
          parentKey,
          section: row.section === 'model' ? 'model' : 'api',
          name: row.name,
          data: data as FolderData,
        });
        break;
      case 'endpoint':
        bundle.endpoints.push({
          key: row.id,
          folderKey: parentKey,
          name: row.name,
          data: data as EndpointData,
        });
        break;
      case 'model':
        bundle.models.push({
          key: row.id,
          folderKey: parentKey,
          name: row.name,
          data: data as ModelData,
        });
        break;
      case 'doc':
        bundle.docs.push({
          key: row.id,
          folderKey: parentKey,
          name: row.name,
          data: data as DocData,
        });
        break;
    }
  }
  return { bundle, folderName: root?.name ?? null };
}

/**
 * Rows in tree order: each section from its root, depth first, siblings in the order given.
 * An item whose folder is not live (it should not happen) is placed at its section's root
 * rather than lost.
 */
function treeOrder(rows: readonly DesignRow[]): DesignRow[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string, DesignRow[]>();
  const parentKeyOf = (row: DesignRow) =>
    row.parentId !== null && ids.has(row.parentId) ? row.parentId : `root:${row.section}`;
  for (const row of rows) {
    const key = parentKeyOf(row);
    const list = children.get(key);
    if (list) list.push(row);
    else children.set(key, [row]);
  }
  const ordered: DesignRow[] = [];
  const seen = new Set<string>();
  for (const section of SECTIONS) {
    const stack = [...(children.get(`root:${section}`) ?? [])].reverse();
    while (stack.length > 0) {
      const row = stack.pop()!;
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push(row);
      const below = children.get(row.id);
      if (below) for (let i = below.length - 1; i >= 0; i -= 1) stack.push(below[i]!);
    }
  }
  return ordered;
}

/** The folder's subtree, the models it needs (transitively), and those models' folders. */
function folderSelection(
  ordered: readonly DesignRow[],
  root: DesignRow,
  meta: DesignBundle['meta'],
): Set<string> {
  const byId = new Map(ordered.map((row) => [row.id, row]));
  const included = new Set<string>([root.id]);
  // Tree order puts every descendant after its folder.
  for (const row of ordered) {
    if (row.parentId !== null && included.has(row.parentId)) included.add(row.id);
  }

  const modelsByName = new Map<string, DesignRow>();
  for (const row of ordered) if (row.kind === 'model') modelsByName.set(row.name, row);
  const wanted = new Set<string>();
  // Shared components (responses, parameters …) stay in the export whole, and may name models.
  collectModelRefs(meta.components, wanted);
  for (const id of included) {
    const row = byId.get(id)!;
    if (row.kind === 'endpoint' || row.kind === 'model')
      collectModelRefs(JSON.parse(row.data), wanted);
  }
  const queue = [...wanted];
  while (queue.length > 0) {
    const model = modelsByName.get(queue.pop()!);
    if (!model || included.has(model.id)) continue;
    included.add(model.id);
    const more = new Set<string>();
    collectModelRefs(JSON.parse(model.data), more);
    for (const name of more)
      if (!wanted.has(name)) {
        wanted.add(name);
        queue.push(name);
      }
    // The model's folders, up to the section's root or the exported folder.
    for (let at = model.parentId; at !== null && !included.has(at);) {
      included.add(at);
      at = byId.get(at)?.parentId ?? null;
    }
  }
  return included;
}
