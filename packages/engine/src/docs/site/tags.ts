import type { BundleEndpoint, DesignBundle } from '@heron/contract';
import { assignSlugs, nameSlugBase } from './slugs.js';

/**
 * The tags readers can navigate by (issue 23): every tag an endpoint carries, in the order the
 * design defines them (`meta.tags`), then the undefined ones in the order endpoints first use
 * them. Each gets a page (`tags/…`) listing its endpoints; tags defined but used by no endpoint
 * get none, as they would list nothing.
 */
export interface TagEntry {
  name: string;
  /** Markdown from the tag's definition; empty when it has none. */
  description: string;
  slug: string;
  /** In the design's order. */
  endpoints: BundleEndpoint[];
}

export function collectTags(bundle: DesignBundle): TagEntry[] {
  const byName = new Map<string, BundleEndpoint[]>();
  for (const endpoint of bundle.endpoints) {
    // A tag listed twice on one endpoint lists the endpoint once.
    for (const name of new Set(endpoint.data.tags)) {
      const list = byName.get(name);
      if (list) list.push(endpoint);
      else byName.set(name, [endpoint]);
    }
  }
  const descriptions = new Map<string, string>();
  const order: string[] = [];
  for (const tag of bundle.meta.tags) {
    if (!byName.has(tag.name) || descriptions.has(tag.name)) continue;
    descriptions.set(tag.name, tag.description ?? '');
    order.push(tag.name);
  }
  for (const name of byName.keys()) if (!descriptions.has(name)) order.push(name);
  const slugs = assignSlugs(
    'tags/',
    order.map((name) => ({ key: name, base: nameSlugBase(name, 'tag'), rank: name })),
  );
  return order.map((name) => ({
    name,
    description: descriptions.get(name) ?? '',
    slug: slugs.get(name)!,
    endpoints: byName.get(name)!,
  }));
}

/**
 * Whether the tags say nothing the folders do not: each tag names a top-level folder of the API
 * that holds exactly the tag's endpoints (what an OpenAPI import that files endpoints by tag
 * makes). The navigation then leaves the tags out rather than list everything twice; their pages
 * are still there, linked from the endpoints.
 */
export function tagsMirrorFolders(bundle: DesignBundle, tags: readonly TagEntry[]): boolean {
  if (tags.length === 0) return true;
  const apiFolders = bundle.folders.filter((folder) => folder.section === 'api');
  const parentOf = new Map(apiFolders.map((folder) => [folder.key, folder.parentKey]));
  /** The top-level folder an item is in, or null (a loop in a damaged bundle counts as none). */
  const topOf = (key: string | null): string | null => {
    const seen = new Set<string>();
    let current = key;
    while (current !== null && parentOf.has(current) && !seen.has(current)) {
      seen.add(current);
      const parent = parentOf.get(current) ?? null;
      if (parent === null || !parentOf.has(parent)) return current;
      current = parent;
    }
    return null;
  };
  const topByName = new Map<string, string>();
  for (const folder of apiFolders) {
    if (topOf(folder.key) === folder.key && !topByName.has(folder.name)) {
      topByName.set(folder.name, folder.key);
    }
  }
  const inTop = new Map<string, Set<string>>();
  for (const endpoint of bundle.endpoints) {
    const top = topOf(endpoint.folderKey);
    if (top === null) continue;
    const set = inTop.get(top);
    if (set) set.add(endpoint.key);
    else inTop.set(top, new Set([endpoint.key]));
  }
  return tags.every((tag) => {
    const folder = topByName.get(tag.name);
    const held = folder === undefined ? undefined : inTop.get(folder);
    return (
      held !== undefined &&
      held.size === tag.endpoints.length &&
      tag.endpoints.every((endpoint) => held.has(endpoint.key))
    );
  });
}
