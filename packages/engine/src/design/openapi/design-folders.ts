import type { BundleFolder, DesignSection } from '@heron/contract';

/** Something placed in a folder of the tree, by the folder's path of names. */
export interface Placed<T> {
  item: T;
  folderPath: readonly string[];
}

interface FolderNode {
  name: string;
  children: Map<string, FolderNode>;
  key: string;
}

/**
 * The folders of one section and the items in tree order. Top-level folders come in the order
 * of `preferredOrder` (the document's tag definitions) and then in order of first appearance;
 * deeper folders in order of first appearance. Items keep their order inside each folder; the
 * items at the section's root come after the folders.
 */
export function buildFolders<T>(
  section: DesignSection,
  placed: readonly Placed<T>[],
  preferredOrder: readonly string[],
  nextKey: () => string,
): { folders: BundleFolder[]; items: { item: T; folderKey: string | null }[] } {
  const root: FolderNode = { name: '', children: new Map(), key: '' };
  const used = new Set(placed.filter((p) => p.folderPath.length > 0).map((p) => p.folderPath[0]!));
  const add = (parent: FolderNode, name: string): FolderNode => {
    let node = parent.children.get(name);
    if (node === undefined) {
      node = { name, children: new Map(), key: '' };
      parent.children.set(name, node);
    }
    return node;
  };
  for (const name of preferredOrder) if (used.has(name)) add(root, name);
  const nodeOf = new Map<Placed<T>, FolderNode>();
  for (const entry of placed) {
    let node = root;
    for (const name of entry.folderPath) node = add(node, name);
    nodeOf.set(entry, node);
  }

  const folders: BundleFolder[] = [];
  const order: FolderNode[] = [];
  const walk = (node: FolderNode, parentKey: string | null) => {
    for (const child of node.children.values()) {
      child.key = nextKey();
      folders.push({
        key: child.key,
        parentKey,
        section,
        name: child.name,
        data: { description: '', auth: { type: 'inherit' } },
      });
      order.push(child);
      walk(child, child.key);
    }
  };
  walk(root, null);

  const byFolder = new Map<FolderNode, T[]>();
  for (const entry of placed) {
    const node = nodeOf.get(entry)!;
    const list = byFolder.get(node) ?? [];
    list.push(entry.item);
    byFolder.set(node, list);
  }
  const items: { item: T; folderKey: string | null }[] = [];
  for (const node of order) {
    for (const item of byFolder.get(node) ?? []) items.push({ item, folderKey: node.key });
  }
  for (const item of byFolder.get(root) ?? []) items.push({ item, folderKey: null });
  return { folders, items };
}

/** The folder path an `x-heron-folder` value names (`"a/b"`, or a list of names), or null. */
export function parseFolderPath(value: unknown): string[] | null {
  if (typeof value === 'string') return value.split('/').filter((name) => name !== '');
  if (Array.isArray(value) && value.every((name) => typeof name === 'string' && name !== '')) {
    return value as string[];
  }
  return null;
}

/** How the exporter writes a folder path: `"a/b"`, or a list when a name holds a slash. */
export function formatFolderPath(path: readonly string[]): string | string[] {
  return path.some((name) => name.includes('/')) ? [...path] : path.join('/');
}
