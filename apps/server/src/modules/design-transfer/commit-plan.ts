import { randomUUID } from 'node:crypto';
import {
  MODEL_NAME_MAX_LENGTH,
  type BundleFolder,
  type ConflictStrategy,
  type DesignBundle,
  type DesignMeta,
  type DesignSection,
  type EndpointData,
  type ImportPreviewEntry,
} from '@heron/contract';
import {
  appendSorts,
  renameModelRefsAll,
  type ItemData,
  type ItemRow,
  type LiveNode,
  type NewItem,
} from '../design/index.js';
import { bundleEntries, entryKeyOf, type BundleEntryItem } from './import-preview.js';

/**
 * What committing an import writes, decided in memory from the bundle, the preview, the person's
 * choices and the project as it is now (read inside the write's transaction). Pure: the
 * transaction then only executes it.
 *
 * - `add` creates; `same` is left alone; `change` follows the entry's choice, else the strategy:
 *   overwrite saves the bundle's content onto the live item (where it is), skip leaves it,
 *   keep-both creates a second item. A live item gone since the preview is created again.
 * - A model created beside a live one of the same name (keep-both, or an `add` whose name was
 *   taken meanwhile) gets the first free name `<name>_2`, `<name>_3` … (OpenAPI component names
 *   allow letters, digits, `.`, `-` and `_` only), and the bundle's references to it follow.
 * - Folders are matched by name path and reused; new ones are made only for items being created
 *   and for folders the bundle has empty. The `api` part goes under `targetFolderId` when given.
 * - New items go after their live siblings: folders first, then items, each in bundle order.
 * - An endpoint owner who is not a member of the project is dropped.
 */

export interface CommitInput {
  projectId: string;
  bundle: DesignBundle;
  entries: readonly ImportPreviewEntry[];
  strategy: ConflictStrategy;
  choices: Readonly<Record<string, ConflictStrategy>>;
  targetFolderId: string | null;
  /** The project's live items now. */
  live: readonly LiveNode[];
  /** The live rows of the items to overwrite, locked by the caller, by id. */
  overwriteRows: ReadonlyMap<string, ItemRow>;
  memberIds: ReadonlySet<string>;
}

/** A new item of the plan, its id chosen here (children name their folder's). */
export type PlannedItem = NewItem & { id: string };

export interface CommitPlan {
  /** Parents before children. */
  folders: PlannedItem[];
  items: PlannedItem[];
  overwrites: Array<{ row: ItemRow; name: string; data: ItemData }>;
  /** Entries left alone: `same`, and `change` entries skipped. */
  skipped: number;
  /** Models created under another name: bundle name → new name. */
  renames: Map<string, string>;
  /** The bundle's settings with renamed references, to merge into the project's. */
  meta: DesignMeta;
}

type Decision = 'create' | 'overwrite' | 'skip';

/** The decision for an entry, before looking at the project's current state. */
export function decisionOf(
  entry: Pick<ImportPreviewEntry, 'key' | 'change'>,
  strategy: ConflictStrategy,
  choices: Readonly<Record<string, ConflictStrategy>>,
): Decision {
  if (entry.change === 'add') return 'create';
  if (entry.change === 'same') return 'skip';
  const choice = choices[entry.key] ?? strategy;
  return choice === 'overwrite' ? 'overwrite' : choice === 'skip' ? 'skip' : 'create';
}

/** The first of `name_2`, `name_3` … not in `taken`, within the length limit. */
export function freeModelName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = name.slice(0, MODEL_NAME_MAX_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

const siblingKey = (section: string, parentId: string | null) => `${section}|${parentId ?? ''}`;

export function planCommit(input: CommitInput): CommitPlan {
  const { bundle, projectId } = input;
  const entriesByKey = new Map(input.entries.map((entry) => [entry.key, entry]));

  // 1. Decide every bundle item.
  const creates: BundleEntryItem[] = [];
  const overwrites: Array<{ entry: BundleEntryItem; row: ItemRow }> = [];
  let skipped = 0;
  for (const entry of bundleEntries(bundle)) {
    const preview = entriesByKey.get(entryKeyOf(entry.kind, entry.item.key));
    if (preview === undefined) continue;
    const decision = decisionOf(preview, input.strategy, input.choices);
    if (decision === 'skip') {
      skipped += 1;
    } else if (decision === 'overwrite') {
      const row = preview.existingId ? input.overwriteRows.get(preview.existingId) : undefined;
      if (row) overwrites.push({ entry, row });
      else creates.push(entry);
    } else {
      creates.push(entry);
    }
  }

  // 2. Models created beside a live model of the same name take a free name.
  const taken = new Set<string>([
    ...input.live.filter((node) => node.kind === 'model').map((node) => node.name),
    ...bundle.models.map((model) => model.name),
  ]);
  const liveModelNames = new Set(
    input.live.filter((node) => node.kind === 'model').map((node) => node.name),
  );
  const renames = new Map<string, string>();
  const createdNames = new Map<BundleEntryItem, string>();
  for (const entry of creates) {
    if (entry.kind !== 'model') continue;
    if (liveModelNames.has(entry.item.name) && !renames.has(entry.item.name)) {
      const name = freeModelName(entry.item.name, taken);
      taken.add(name);
      renames.set(entry.item.name, name);
      createdNames.set(entry, name);
    }
  }
  const contentOf = (entry: BundleEntryItem): { name: string; data: ItemData } => {
    let data = renameModelRefsAll(entry.item.data as ItemData, renames);
    if (entry.kind === 'endpoint') {
      const endpoint = data as EndpointData;
      if (endpoint.ownerId !== null && !input.memberIds.has(endpoint.ownerId)) {
        data = { ...endpoint, ownerId: null };
      }
    }
    return { name: createdNames.get(entry) ?? entry.item.name, data };
  };

  // 3. Folders: the live ones by name path, new ones where needed.
  const liveFolders = new Map<string, string>();
  for (const node of input.live) {
    if (node.kind === 'folder') {
      const key = `${siblingKey(node.section, node.parentId)}|${node.name}`;
      if (!liveFolders.has(key)) liveFolders.set(key, node.id);
    }
  }
  const takeSort = appendSorts(input.live);
  const rootOf = (section: DesignSection) => (section === 'api' ? input.targetFolderId : null);

  const bundleFolders = new Map(bundle.folders.map((folder) => [folder.key, folder]));
  const needed = neededFolders(bundle, creates, bundleFolders);
  const folders: PlannedItem[] = [];
  const folderIds = new Map<string, string>();
  const folderIdOf = (key: string, visiting = new Set<string>()): string | null => {
    const known = folderIds.get(key);
    if (known !== undefined) return known;
    const folder = bundleFolders.get(key);
    if (folder === undefined || visiting.has(key)) return rootOf(folder?.section ?? 'api');
    visiting.add(key);
    const parent = bundleFolders.get(folder.parentKey ?? '');
    const parentId =
      parent && parent.section === folder.section
        ? folderIdOf(parent.key, visiting)
        : rootOf(folder.section);
    const matchKey = `${siblingKey(folder.section, parentId)}|${folder.name}`;
    let id = liveFolders.get(matchKey);
    if (id === undefined) {
      id = randomUUID();
      liveFolders.set(matchKey, id);
      folders.push({
        id,
        projectId,
        kind: 'folder',
        section: folder.section,
        parentId,
        sort: takeSort(folder.section, parentId),
        name: folder.name,
        data: folder.data,
      });
    }
    folderIds.set(key, id);
    return id;
  };
  for (const folder of bundle.folders) {
    if (needed.has(folder.key)) folderIdOf(folder.key);
  }

  // 4. Items, after the folders among their siblings.
  const items: PlannedItem[] = creates.map((entry) => {
    const section: DesignSection = entry.kind === 'model' ? 'model' : 'api';
    const folder = entry.item.folderKey ? bundleFolders.get(entry.item.folderKey) : undefined;
    const parentId =
      folder && folder.section === section ? folderIdOf(folder.key) : rootOf(section);
    const { name, data } = contentOf(entry);
    return {
      id: randomUUID(),
      projectId,
      kind: entry.kind,
      section,
      parentId,
      sort: takeSort(section, parentId),
      name,
      data,
    };
  });

  return {
    folders,
    items,
    overwrites: overwrites.map(({ entry, row }) => ({ row, ...contentOf(entry) })),
    skipped,
    renames,
    meta: renameModelRefsAll(bundle.meta, renames),
  };
}

/**
 * The bundle folders to have in the project: those holding (at any depth) an item being created,
 * and those the bundle has empty (an empty folder is content too), each with its ancestors.
 */
function neededFolders(
  bundle: DesignBundle,
  creates: readonly BundleEntryItem[],
  bundleFolders: ReadonlyMap<string, BundleFolder>,
): Set<string> {
  const needed = new Set<string>();
  const addWithAncestors = (key: string | null) => {
    for (let at = key; at !== null && !needed.has(at);) {
      const folder = bundleFolders.get(at);
      if (folder === undefined) break;
      needed.add(at);
      at = folder.parentKey;
    }
  };
  for (const entry of creates) addWithAncestors(entry.item.folderKey);

  const hasContent = new Set<string>();
  const markUp = (key: string | null) => {
    for (let at = key; at !== null && !hasContent.has(at);) {
      hasContent.add(at);
      at = bundleFolders.get(at)?.parentKey ?? null;
    }
  };
  for (const entry of bundleEntries(bundle)) markUp(entry.item.folderKey);
  for (const folder of bundle.folders) {
    if (folder.parentKey !== null && bundleFolders.has(folder.parentKey)) {
      // A folder with a sub-folder is not empty; the sub-folder decides for itself.
      hasContent.add(folder.parentKey);
    }
  }
  for (const folder of bundle.folders) {
    if (!hasContent.has(folder.key)) addWithAncestors(folder.key);
  }
  return needed;
}
