import type { DesignBundle } from '@heron/contract';
import type { DocPage, DocSearchEntry, DocSiteBuild } from './doc-site-types.js';
import { docPage } from './doc-page.js';
import { endpointPage } from './endpoint-page.js';
import { dropControls } from './html.js';
import { clearMarkdownCache } from './markdown-html.js';
import { modelPage } from './model-page.js';
import { buildNav } from './nav.js';
import { overviewPage } from './overview-page.js';
import { assignSlugs, endpointSlugBase, nameSlugBase } from './slugs.js';
import { tagPage } from './tag-page.js';
import { collectTags, tagsMirrorFolders } from './tags.js';
import type { ModelEntry, SiteContext } from './site-context.js';

/**
 * A design as a published documentation site (issue 23): every page's HTML (with markers, see
 * doc-site-types.ts) and Markdown, the navigation, the search index and the counts. Pure and
 * synchronous: the server runs it on a worker thread once per published version.
 *
 * Slugs come from what each item is (slugs.ts), so the same design always gets the same ones and
 * an item keeps its slug while others change. Pages come in navigation order after the
 * overview, which is the order llms-full.txt reads them in.
 */
export function buildDocSite(bundle: DesignBundle): DocSiteBuild {
  try {
    return build(bundle);
  } finally {
    clearMarkdownCache();
  }
}

function build(bundle: DesignBundle): DocSiteBuild {
  const slugs = {
    endpoints: assignSlugs(
      'endpoints/',
      bundle.endpoints.map((e) => ({
        key: e.key,
        base: endpointSlugBase(e.data),
        rank: `${e.data.path} ${e.data.method}`,
      })),
    ),
    models: assignSlugs(
      'models/',
      bundle.models.map((m) => ({ key: m.key, base: nameSlugBase(m.name, 'model'), rank: m.name })),
    ),
    docs: assignSlugs(
      'pages/',
      bundle.docs.map((d) => ({ key: d.key, base: nameSlugBase(d.name, 'page'), rank: d.name })),
    ),
  };
  const models = new Map<string, ModelEntry>();
  for (const model of bundle.models) {
    // Model names are unique in a design; were one repeated, a `$ref` means the first.
    if (!models.has(model.name)) {
      models.set(model.name, {
        name: model.name,
        slug: slugs.models.get(model.key)!,
        schema: model.data.schema,
      });
    }
  }
  const tags = collectTags(bundle);
  const site: SiteContext = {
    meta: bundle.meta,
    models,
    tagSlugs: new Map(tags.map((tag) => [tag.name, tag.slug])),
  };
  const nav = buildNav(bundle, slugs, tagsMirrorFolders(bundle, tags) ? [] : tags);

  const makers = new Map<string, () => DocPage>();
  const sectionOf = new Map<string, string[]>();
  for (const endpoint of bundle.endpoints) {
    const slug = slugs.endpoints.get(endpoint.key)!;
    makers.set(slug, () => endpointPage(endpoint, slug, site));
    sectionOf.set(slug, endpoint.data.tags);
  }
  for (const model of bundle.models) {
    const entry = models.get(model.name);
    const slug = slugs.models.get(model.key)!;
    const own: ModelEntry =
      entry && entry.slug === slug ? entry : { name: model.name, slug, schema: model.data.schema };
    makers.set(slug, () => modelPage(own, site));
  }
  for (const doc of bundle.docs) {
    const slug = slugs.docs.get(doc.key)!;
    makers.set(slug, () => docPage(doc, slug));
  }
  for (const tag of tags) makers.set(tag.slug, () => tagPage(tag, slugs.endpoints));

  // Pages in navigation order, with the folders above each one for the search.
  const pages: DocPage[] = [];
  const sections = new Map<string, string>();
  const folders: string[] = [];
  for (const item of nav.items) {
    if (item.kind === 'folder') {
      folders.length = item.depth;
      folders.push(item.title);
      continue;
    }
    if (item.slug === null) continue;
    const make = makers.get(item.slug);
    if (!make) continue;
    makers.delete(item.slug);
    pages.push(make());
    const above = folders.slice(0, item.depth);
    const own = (sectionOf.get(item.slug) ?? []).filter((tag) => !above.includes(tag));
    sections.set(item.slug, dropControls([...above, ...own].join(' · ')));
  }
  // The tags' pages when the navigation leaves the tags out (tags.ts); every other page is in
  // the navigation.
  for (const make of makers.values()) pages.push(make());

  const overview = overviewPage(bundle, nav, site);
  const all = [overview, ...pages];
  const search: DocSearchEntry[] = all.map((page) => ({
    slug: page.slug,
    kind: page.kind,
    title: dropControls(page.title),
    ...(page.method ? { method: page.method } : {}),
    ...(page.path !== undefined ? { path: dropControls(page.path) } : {}),
    text: page.summary,
    section: sections.get(page.slug) ?? '',
  }));
  return {
    title: dropControls(bundle.meta.info.title),
    apiVersion: dropControls(bundle.meta.info.version),
    nav: nav.items.map((item) => ({
      ...item,
      title: dropControls(item.title),
      ...(item.path !== undefined ? { path: dropControls(item.path) } : {}),
    })),
    navHtml: nav.html,
    pages: all.map((page) => ({ ...page, title: dropControls(page.title) })),
    search,
    counts: {
      endpoints: bundle.endpoints.length,
      models: bundle.models.length,
      docs: bundle.docs.length,
    },
  };
}
