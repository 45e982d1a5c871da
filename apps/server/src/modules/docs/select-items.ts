import type { DesignBundle } from '@heron/contract';
import { collectModelRefs } from '../design/worker-entry.js';

/**
 * The part of a bundle a share link shows (issue 23): the chosen endpoints, everything inside
 * the chosen folders (with the folders above them, so the navigation keeps its shape), and the
 * data models those endpoints refer to, directly or through other models or the shared
 * components. Nothing else: a link to one folder must not show the rest of the project, and
 * Markdown pages outside the chosen folders are left out too.
 */
export function selectItems(bundle: DesignBundle, itemIds: readonly string[]): DesignBundle {
  const chosen = new Set(itemIds);
  const parentOf = new Map<string, string | null>();
  for (const folder of bundle.folders) parentOf.set(folder.key, folder.parentKey);

  /** Whether the item, or a folder above it, was chosen. */
  const isInside = (key: string, folderKey: string | null): boolean => {
    if (chosen.has(key)) return true;
    for (let at = folderKey, depth = 0; at !== null && depth < 1000; depth += 1) {
      if (chosen.has(at)) return true;
      at = parentOf.get(at) ?? null;
    }
    return false;
  };

  const endpoints = bundle.endpoints.filter((e) => isInside(e.key, e.folderKey));
  const docs = bundle.docs.filter((d) => isInside(d.key, d.folderKey));

  const wanted = new Set<string>();
  collectModelRefs(bundle.meta.components, wanted);
  for (const endpoint of endpoints) collectModelRefs(endpoint.data, wanted);
  const modelsByName = new Map(bundle.models.map((m) => [m.name, m]));
  const queue = [...wanted];
  while (queue.length > 0) {
    const model = modelsByName.get(queue.pop()!);
    if (!model) continue;
    const more = new Set<string>();
    collectModelRefs(model.data, more);
    for (const name of more) {
      if (!wanted.has(name)) {
        wanted.add(name);
        queue.push(name);
      }
    }
  }
  const models = bundle.models.filter((m) => wanted.has(m.name));

  // The folders that hold something kept, and the folders above them.
  const keptFolders = new Set<string>();
  const keepFoldersOf = (folderKey: string | null) => {
    for (let at = folderKey; at !== null && !keptFolders.has(at); at = parentOf.get(at) ?? null) {
      keptFolders.add(at);
    }
  };
  for (const item of [...endpoints, ...docs, ...models]) keepFoldersOf(item.folderKey);
  const folders = bundle.folders.filter((f) => keptFolders.has(f.key));

  return { meta: bundle.meta, folders, endpoints, models, docs };
}
