import type {
  BundleDoc,
  BundleEndpoint,
  BundleFolder,
  BundleModel,
  DesignBundle,
  DesignSection,
} from '@heron/contract';
import type { DocNavItem } from './doc-site-types.js';
import { endpointTitle, isDeprecated } from './endpoint-page.js';
import { pageHref, t, text } from './html.js';
import { SlugAllocator, slugify, textHash } from './slugs.js';
import type { TagEntry } from './tags.js';

/**
 * The navigation: the tree the publisher arranged. The api section first (in each folder its
 * documents, then its endpoints, then its folders; folders with no page inside are left out),
 * then the tags' pages under a heading of their own (when they are not the folders over again,
 * see tags.ts), then the models under theirs. As HTML, folders are `<details>` and
 * pages are links the reader script recognises by `data-slug` (to mark the current one). The
 * HTML is sent with every page, so each link is kept short (GitHub's ~2,200 links make ~300 KB).
 */

/** Slugs of the pages, by bundle key. */
export interface PageSlugs {
  endpoints: ReadonlyMap<string, string>;
  models: ReadonlyMap<string, string>;
  docs: ReadonlyMap<string, string>;
}

export interface Nav {
  items: DocNavItem[];
  html: string;
  /** Where the models heading is in `items`, or -1 when there are no models. */
  modelsHeading: number;
  /** Where the tags heading is in `items`, or -1 when the navigation shows no tags. */
  tagsHeading: number;
}

/** The titles the headings have in `items` (in HTML they are labels in the reader's language). */
export const MODELS_HEADING = 'Models';
export const TAGS_HEADING = 'Tags';

type Heading = 'models' | 'tags';
const HEADING_TITLES: Record<Heading, string> = { models: MODELS_HEADING, tags: TAGS_HEADING };
const HEADING_LABELS: Record<Heading, `page.${string}`> = {
  models: 'page.nav.models',
  tags: 'page.nav.tags',
};

type Entry =
  | { kind: 'folder'; folder: BundleFolder }
  | { kind: 'heading'; heading: Heading }
  | { kind: 'tag'; tag: TagEntry }
  | { kind: 'endpoint'; endpoint: BundleEndpoint }
  | { kind: 'doc'; doc: BundleDoc }
  | { kind: 'model'; model: BundleModel };

function groupBy<T>(list: readonly T[], key: (item: T) => string | null): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** `tags`: the tags the navigation lists (none when they mirror the folders). */
export function buildNav(
  bundle: DesignBundle,
  slugs: PageSlugs,
  tags: readonly TagEntry[] = [],
): Nav {
  const foldersBySection = (section: DesignSection) =>
    new Map(bundle.folders.filter((f) => f.section === section).map((f) => [f.key, f]));
  const apiFolders = foldersBySection('api');
  const modelFolders = foldersBySection('model');
  // An item or folder whose folder is missing (or of the other section) is shown at the top.
  const inSection = (folders: Map<string, BundleFolder>, key: string | null) =>
    key !== null && folders.has(key) ? key : null;
  const subfolders = groupBy(bundle.folders, (f) =>
    inSection(f.section === 'api' ? apiFolders : modelFolders, f.parentKey),
  );
  const endpoints = groupBy(bundle.endpoints, (e) => inSection(apiFolders, e.folderKey));
  const docs = groupBy(bundle.docs, (d) => inSection(apiFolders, d.folderKey));
  const models = groupBy(bundle.models, (m) => inSection(modelFolders, m.folderKey));

  const entries: { entry: Entry; depth: number }[] = [];
  const seen = new Set<string>();
  const walk = (section: DesignSection, parent: string | null, depth: number): boolean => {
    const start = entries.length;
    if (section === 'api') {
      for (const doc of docs.get(parent) ?? [])
        entries.push({ entry: { kind: 'doc', doc }, depth });
      for (const endpoint of endpoints.get(parent) ?? []) {
        entries.push({ entry: { kind: 'endpoint', endpoint }, depth });
      }
    } else {
      for (const model of models.get(parent) ?? [])
        entries.push({ entry: { kind: 'model', model }, depth });
    }
    for (const folder of subfolders.get(parent) ?? []) {
      // A folder inside itself (a damaged bundle) is walked once.
      if (folder.section !== section || seen.has(folder.key)) continue;
      seen.add(folder.key);
      const at = entries.length;
      entries.push({ entry: { kind: 'folder', folder }, depth });
      if (!walk(section, folder.key, depth + 1)) entries.length = at;
    }
    return entries.length > start;
  };
  walk('api', null, 0);
  if (tags.length > 0) {
    entries.push({ entry: { kind: 'heading', heading: 'tags' }, depth: 0 });
    for (const tag of tags) entries.push({ entry: { kind: 'tag', tag }, depth: 1 });
  }
  if (bundle.models.length > 0) {
    const at = entries.length;
    entries.push({ entry: { kind: 'heading', heading: 'models' }, depth: 0 });
    if (!walk('model', null, 1)) entries.length = at;
  }

  const items: DocNavItem[] = entries.map(({ entry, depth }) => {
    switch (entry.kind) {
      case 'folder':
        return { kind: 'folder', title: entry.folder.name, slug: null, depth };
      case 'heading':
        return { kind: 'folder', title: HEADING_TITLES[entry.heading], slug: null, depth };
      case 'tag':
        return { kind: 'tag', title: entry.tag.name, slug: entry.tag.slug, depth };
      case 'endpoint': {
        const data = entry.endpoint.data;
        return {
          kind: 'endpoint',
          title: endpointTitle(entry.endpoint),
          slug: slugs.endpoints.get(entry.endpoint.key) ?? null,
          depth,
          method: data.method,
          path: data.path,
          ...(isDeprecated(entry.endpoint) ? { deprecated: true } : {}),
        };
      }
      case 'doc':
        return {
          kind: 'doc',
          title: entry.doc.name,
          slug: slugs.docs.get(entry.doc.key) ?? null,
          depth,
        };
      case 'model':
        return {
          kind: 'model',
          title: entry.model.name,
          slug: slugs.models.get(entry.model.key) ?? null,
          depth,
        };
    }
  });
  const headings = entries.map(({ entry }) => (entry.kind === 'heading' ? entry.heading : null));
  return {
    items,
    html: navHtml(items, headings),
    modelsHeading: headings.indexOf('models'),
    tagsHeading: headings.indexOf('tags'),
  };
}

/** `headings[i]` says which heading `items[i]` is, if any (its title is then a label). */
function navHtml(items: readonly DocNavItem[], headings: readonly (Heading | null)[]): string {
  const folderIds = new SlugAllocator('');
  const path: string[] = [];
  // The class is on a wrapper, so `.hr-nav ul` styles every level the same way.
  const out: string[] = ['<div class="hr-nav"><ul>'];
  const open: number[] = [];
  items.forEach((item, i) => {
    while (open.length > 0 && open.at(-1)! >= item.depth) {
      out.push('</ul></details></li>');
      open.pop();
    }
    if (item.kind === 'folder') {
      path.length = item.depth;
      const heading = headings[i];
      path.push(heading ?? item.title);
      const name = path.join(' ');
      const id = folderIds.take(slugify(name) || `folder-${textHash(name)}`);
      const title = heading ? t(HEADING_LABELS[heading]) : text(item.title);
      out.push(`<li><details data-folder="${id}"><summary>${title}</summary><ul>`);
      open.push(item.depth);
      return;
    }
    if (item.slug === null) return;
    const badge = item.method
      ? `<span class="hr-method hr-method-${item.method}">${item.method.toUpperCase()}</span> `
      : '';
    const deprecated = item.deprecated ? ' class="hr-deprecated"' : '';
    out.push(
      `<li><a${deprecated} href="${pageHref(item.slug)}" data-slug="${item.slug}">${badge}${text(item.title)}</a></li>`,
    );
  });
  while (open.pop() !== undefined) out.push('</ul></details></li>');
  out.push('</ul></div>');
  return out.join('');
}
