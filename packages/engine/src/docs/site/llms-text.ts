import type { DocPage, DocSiteBuild } from './doc-site-types.js';
import { dropControls } from './html.js';
import { english, oneLine, plainLine } from './markdown-text.js';

/**
 * The documentation for language models, after the llms.txt proposal (llmstxt.org): `llms.txt`
 * is a title, a one-line summary and, per section, links to each page's Markdown
 * (`<base>/<slug>.md`; the overview is the summary, not a link); `llms-full.txt` is every page's
 * Markdown in one file, overview first, in the navigation's order.
 *
 * Sections follow the navigation's top-level folders; pages at the top level are under
 * "Endpoints" or "Pages", and the models under "Models". Tags' pages are left out of both: they
 * only list endpoints listed already.
 */

export interface LlmsTxtOptions {
  /** The site's title (falls back to the API's). */
  title: string;
  /** Absolute address the pages are served under, e.g. `https://example.com/docs/github`. */
  baseUrl: string;
}

function titleOf(build: DocSiteBuild, title: string): string {
  return plainLine(title.trim() || build.title.trim() || english('page.overview.untitled'));
}

function header(build: DocSiteBuild, title: string): string {
  const overview = build.pages.find((page) => page.kind === 'overview');
  const summary = oneLine(overview?.summary ?? '');
  const lines = [`# ${titleOf(build, title)}`];
  if (summary !== '') lines.push('', `> ${summary}`);
  return lines.join('\n');
}

export function llmsTxt(build: DocSiteBuild, options: LlmsTxtOptions): string {
  const base = dropControls(options.baseUrl).trim().replace(/\/+$/, '');
  const pages = new Map(build.pages.map((page) => [page.slug, page]));
  const sections = new Map<string, DocPage[]>();
  const add = (section: string, page: DocPage) => {
    const list = sections.get(section);
    if (list) list.push(page);
    else sections.set(section, [page]);
  };
  let top: string | null = null;
  for (const item of build.nav) {
    if (item.depth === 0) top = item.kind === 'folder' ? item.title : null;
    if (item.slug === null) continue;
    const page = pages.get(item.slug);
    // A tag's page lists pages that are listed already.
    if (!page || page.kind === 'tag') continue;
    const section =
      page.kind === 'model'
        ? english('page.nav.models')
        : (top ?? (page.kind === 'doc' ? english('page.nav.docs') : english('page.nav.endpoints')));
    add(section, page);
  }

  const out = [header(build, options.title)];
  if (build.apiVersion.trim() !== '') out.push(`Version: ${oneLine(build.apiVersion)}`);
  for (const [section, list] of sections) {
    const lines = list.map((page) => {
      const operation = page.method
        ? `${page.method.toUpperCase()} ${oneLine(page.path ?? '')}`
        : '';
      const summary = oneLine(page.summary);
      const note = [operation, summary].filter(Boolean).join(' — ');
      return `- [${plainLine(page.title)}](${base}/${page.slug}.md)${note === '' ? '' : `: ${note}`}`;
    });
    out.push(`## ${plainLine(section)}`, lines.join('\n'));
  }
  return `${out.join('\n\n')}\n`;
}

export function llmsFullTxt(build: DocSiteBuild, options: { title: string }): string {
  const pages = build.pages
    .filter((page) => page.kind !== 'tag')
    .map((page) => page.markdown.trim())
    .filter((markdown) => markdown !== '');
  return `${[header(build, options.title), ...pages].join('\n\n')}\n`;
}
