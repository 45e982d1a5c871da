import type { DesignBundle } from '@heron/contract';

/**
 * A bundle with its keys replaced by what they mean, for round-trip comparisons: keys are local
 * to one bundle, so two imports of the same design differ in keys only. Folders are named by their
 * path of names; items keep their order.
 */
export function comparableBundle(bundle: DesignBundle): unknown {
  const folders = new Map(bundle.folders.map((folder) => [folder.key, folder]));
  const pathOf = (key: string | null, depth = 0): string => {
    if (key === null) return '';
    const folder = folders.get(key);
    if (folder === undefined || depth > folders.size) return '?';
    return `${pathOf(folder.parentKey, depth + 1)}/${folder.name}`;
  };
  return {
    meta: bundle.meta,
    folders: bundle.folders.map((folder) => ({
      path: `${pathOf(folder.parentKey)}/${folder.name}`,
      section: folder.section,
      data: folder.data,
    })),
    endpoints: bundle.endpoints.map((e) => ({
      folder: pathOf(e.folderKey),
      name: e.name,
      data: e.data,
    })),
    models: bundle.models.map((m) => ({ folder: pathOf(m.folderKey), name: m.name, data: m.data })),
    docs: bundle.docs.map((d) => ({ folder: pathOf(d.folderKey), name: d.name, data: d.data })),
  };
}
