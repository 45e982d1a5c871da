import type { BundleDoc, DesignBundle } from '@heron/contract';
import type { DiffContext } from './diff-context.js';
import { pairByKey } from './pair-by-key.js';

/** Each doc's folder as a path of folder names (`Guides/Auth`), `''` at the top. */
function folderPaths(bundle: DesignBundle): (doc: BundleDoc) => string {
  const folders = new Map(bundle.folders.map((folder) => [folder.key, folder]));
  const paths = new Map<string, string>();
  const pathOf = (key: string | null): string => {
    if (key === null) return '';
    const known = paths.get(key);
    if (known !== undefined) return known;
    // Marked before the parent is read: a folder inside itself (a broken bundle) ends there.
    paths.set(key, '');
    const folder = folders.get(key);
    const parent = folder ? pathOf(folder.parentKey) : '';
    const path = folder ? (parent === '' ? folder.name : `${parent}/${folder.name}`) : '';
    paths.set(key, path);
    return path;
  };
  return (doc) => pathOf(doc.folderKey);
}

/**
 * Markdown pages, matched by folder and name; a page whose name is found in another folder was
 * moved (DOC_CHANGED with the folders before and after). The location is the page's folder.
 */
export function diffDocs(ctx: DiffContext): void {
  const beforeFolder = folderPaths(ctx.before);
  const afterFolder = folderPaths(ctx.after);
  const before = ctx.before.docs.map((doc) => ({ doc, folder: beforeFolder(doc) }));
  const after = ctx.after.docs.map((doc) => ({ doc, folder: afterFolder(doc) }));
  const exact = pairByKey(before, after, (entry) => `${entry.folder}\n${entry.doc.name}`);
  const moved = pairByKey(exact.removed, exact.added, (entry) => entry.doc.name);
  for (const { doc, folder } of moved.removed) {
    ctx.changes.add('DOC_REMOVED', { endpoint: null, item: doc.name }, folder);
  }
  for (const { doc, folder } of moved.added) {
    ctx.changes.add('DOC_ADDED', { endpoint: null, item: doc.name }, folder);
  }
  for (const [left, right] of moved.pairs) {
    const subject = { endpoint: null, item: right.doc.name };
    // The top of the tree is `/` here: an empty value would read as "no value".
    ctx.changes.add('DOC_CHANGED', subject, right.folder, left.folder || '/', right.folder || '/');
  }
  for (const [left, right] of [...exact.pairs, ...moved.pairs]) {
    if (left.doc.data.content !== right.doc.data.content) {
      ctx.changes.add('DOC_CHANGED', { endpoint: null, item: right.doc.name }, right.folder);
    }
  }
}
