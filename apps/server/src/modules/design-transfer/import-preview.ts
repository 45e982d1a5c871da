import type {
  BundleDoc,
  BundleEndpoint,
  BundleModel,
  DesignBundle,
  ImportJob,
  ImportPreviewEntry,
} from '@heron/contract';
import { jsonEqual } from '../../lib/json-values.js';
import { readItemData, type LiveNode } from '../design/index.js';

/**
 * The preview of an import: which of the bundle's endpoints, models and documents are new to the
 * project (`add`), replace a live item with other content (`change`, a conflict the person
 * decides), or are already there as they are (`same`, left alone).
 *
 * Matching rules:
 * - an endpoint matches by method and path template, path parameter names ignored
 *   (`GET /pets/{id}` is `GET /pets/{petId}`);
 * - a data model by name (names are unique in a project);
 * - a document by name within the same folder path (folder names from the section's root).
 * Pairs are made one to one, in order: a second bundle endpoint with the key of one live endpoint
 * is an `add`.
 */

export type { LiveNode };

export type BundleEntryItem =
  | { kind: 'endpoint'; item: BundleEndpoint }
  | { kind: 'model'; item: BundleModel }
  | { kind: 'doc'; item: BundleDoc };

export interface Match {
  /** The entry's key: what a commit's choice names. */
  key: string;
  entry: BundleEntryItem;
  existing: LiveNode | null;
}

export function entryKeyOf(kind: BundleEntryItem['kind'], bundleKey: string): string {
  return `${kind}:${bundleKey}`;
}

export function endpointMatchKey(method: string, path: string): string {
  return `endpoint ${method.toLowerCase()} ${path.replace(/\{[^{}]*\}/g, '{}')}`;
}

function docMatchKey(folderNames: readonly string[], name: string): string {
  return `doc ${JSON.stringify([...folderNames, name])}`;
}

/** The bundle's endpoints, models and documents, in that order (each in tree order). */
export function bundleEntries(bundle: DesignBundle): BundleEntryItem[] {
  return [
    ...bundle.endpoints.map((item) => ({ kind: 'endpoint' as const, item })),
    ...bundle.models.map((item) => ({ kind: 'model' as const, item })),
    ...bundle.docs.map((item) => ({ kind: 'doc' as const, item })),
  ];
}

/** Folder names from the root down to `start` (a guard stops at a cycle). */
function folderPath<T>(
  start: string | null,
  byId: ReadonlyMap<string, T>,
  parentOf: (node: T) => string | null,
  nameOf: (node: T) => string,
): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (let at = start; at !== null && !seen.has(at);) {
    seen.add(at);
    const node = byId.get(at);
    if (node === undefined) break;
    names.unshift(nameOf(node));
    at = parentOf(node);
  }
  return names;
}

/** Pairs every bundle endpoint, model and document with the live item it would replace, if any. */
export function matchBundle(bundle: DesignBundle, live: readonly LiveNode[]): Match[] {
  const liveById = new Map(live.map((node) => [node.id, node]));
  const candidates = new Map<string, LiveNode[]>();
  for (const node of live) {
    let key: string | null = null;
    if (node.kind === 'endpoint' && node.method !== null && node.path !== null) {
      key = endpointMatchKey(node.method, node.path);
    } else if (node.kind === 'model') {
      key = `model ${node.name}`;
    } else if (node.kind === 'doc') {
      const names = folderPath(
        node.parentId,
        liveById,
        (n) => n.parentId,
        (n) => n.name,
      );
      key = docMatchKey(names, node.name);
    }
    if (key === null) continue;
    const list = candidates.get(key);
    if (list) list.push(node);
    else candidates.set(key, [node]);
  }

  const bundleFolders = new Map(bundle.folders.map((folder) => [folder.key, folder]));
  return bundleEntries(bundle).map((entry) => {
    let matchKey: string;
    if (entry.kind === 'endpoint') {
      matchKey = endpointMatchKey(entry.item.data.method, entry.item.data.path);
    } else if (entry.kind === 'model') {
      matchKey = `model ${entry.item.name}`;
    } else {
      const names = folderPath(
        entry.item.folderKey,
        bundleFolders,
        (f) => f.parentKey,
        (f) => f.name,
      );
      matchKey = docMatchKey(names, entry.item.name);
    }
    // One to one: each live item answers the first bundle item that asks for it.
    const existing = candidates.get(matchKey)?.shift() ?? null;
    return { key: entryKeyOf(entry.kind, entry.item.key), entry, existing };
  });
}

/** Same name and same content (JSON equality; stored data read with today's defaults). */
export function isSameContent(
  entry: BundleEntryItem,
  existing: { kind: string; name: string; data: string },
): boolean {
  if (entry.item.name !== existing.name) return false;
  return jsonEqual(entry.item.data, readItemData(existing.kind, existing.data));
}

/** The preview entries and their counts, given the stored content of the matched items. */
export function previewOf(
  matches: readonly Match[],
  existingContent: ReadonlyMap<string, { kind: string; name: string; data: string }>,
): { entries: ImportPreviewEntry[]; summary: NonNullable<ImportJob['summary']> } {
  const summary = { add: 0, change: 0, same: 0 };
  const entries = matches.map(({ key, entry, existing }): ImportPreviewEntry => {
    const content = existing ? existingContent.get(existing.id) : undefined;
    const change =
      existing === null || content === undefined
        ? 'add'
        : isSameContent(entry, content)
          ? 'same'
          : 'change';
    summary[change] += 1;
    const endpoint = entry.kind === 'endpoint' ? entry.item.data : null;
    return {
      key,
      kind: entry.kind,
      change,
      name: entry.item.name,
      method: endpoint?.method ?? null,
      path: endpoint?.path ?? null,
      existingId: change === 'add' ? null : existing!.id,
    };
  });
  return { entries, summary };
}
