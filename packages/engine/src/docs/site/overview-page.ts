import type { DesignBundle } from '@heron/contract';
import type { DocPage } from './doc-site-types.js';
import { pageHref, t, text } from './html.js';
import { markdownHtml } from './markdown-html.js';
import { code, english, markdownHref, plainLine } from './markdown-text.js';
import type { Nav } from './nav.js';
import type { PageKey } from './schema-tree.js';
import { plainSummary } from './plain-text.js';
import { schemesHtml, schemesMarkdown, serversHtml, serversMarkdown } from './servers-auth.js';
import type { SiteContext } from './site-context.js';

/**
 * The overview (slug `''`): the API's title, version and description, its servers and
 * authentication schemes, and its sections: each top-level folder of the navigation with the
 * number of pages in it, linked to its first page, then the tags (when the navigation lists
 * them) and the models.
 */

interface Section {
  title: string;
  /** A fixed title instead (the models, the endpoints outside any folder). */
  label: PageKey | null;
  slug: string;
  pages: number;
  description: string;
}

/**
 * The top level of the navigation as sections: each folder (linked to its first page), each
 * document, the endpoints outside any folder as one section, and the models.
 */
function sectionsOf(nav: Nav, descriptions: ReadonlyMap<string, string>): Section[] {
  const sections: Section[] = [];
  let current: Section | null = null;
  let looseEndpoints: Section | null = null;
  nav.items.forEach((item, i) => {
    if (item.depth > 0) {
      if (current && item.slug !== null) {
        if (current.slug === '') current.slug = item.slug;
        current.pages += 1;
      }
      return;
    }
    current = null;
    if (item.kind === 'folder') {
      const label: PageKey | null =
        i === nav.modelsHeading
          ? 'page.nav.models'
          : i === nav.tagsHeading
            ? 'page.nav.tags'
            : null;
      current = {
        title: item.title,
        label,
        slug: '',
        pages: 0,
        description: label ? '' : (descriptions.get(item.title) ?? ''),
      };
      sections.push(current);
    } else if (item.kind === 'endpoint' && item.slug !== null) {
      if (!looseEndpoints) {
        looseEndpoints = {
          title: '',
          label: 'page.nav.endpoints',
          slug: item.slug,
          pages: 0,
          description: '',
        };
        sections.push(looseEndpoints);
      }
      looseEndpoints.pages += 1;
    } else if (item.slug !== null) {
      sections.push({ title: item.title, label: null, slug: item.slug, pages: 0, description: '' });
    }
  });
  return sections.filter((section) => section.slug !== '');
}

export function overviewPage(bundle: DesignBundle, nav: Nav, site: SiteContext): DocPage {
  const info = bundle.meta.info;
  const description = info.description ?? '';
  const descriptions = new Map<string, string>();
  for (const tag of bundle.meta.tags)
    if (tag.description) descriptions.set(tag.name, tag.description);
  for (const folder of bundle.folders) {
    if (
      folder.section === 'api' &&
      folder.parentKey === null &&
      folder.data.description.trim() !== ''
    ) {
      descriptions.set(folder.name, folder.data.description);
    }
  }
  const sections = sectionsOf(nav, descriptions);

  const html: string[] = [
    `<h1 class="hr-title">${info.title.trim() === '' ? t('page.overview.untitled') : text(info.title)}</h1>`,
  ];
  if (info.version.trim() !== '') {
    html.push(
      `<p class="hr-version">${t('page.overview.version')} <code>${text(info.version)}</code></p>`,
    );
  }
  const about = markdownHtml(description, { headingIds: true, shiftHeadings: 1 });
  if (about !== '') html.push(`<div class="hr-md">${about}</div>`);
  html.push(serversHtml(bundle.meta.servers), schemesHtml(site));
  if (sections.length > 0) {
    const rows = sections.map((section) => {
      const title = section.label ? t(section.label) : text(section.title);
      const count = section.pages > 0 ? ` <span class="hr-count">${section.pages}</span>` : '';
      const summary = plainSummary(section.description);
      return `<li><a href="${pageHref(section.slug)}">${title}</a>${count}${summary === '' ? '' : `<p>${text(summary)}</p>`}</li>`;
    });
    html.push(
      `<section class="hr-section hr-sections"><h2>${t('page.overview.contents')}</h2><ul>${rows.join('')}</ul></section>`,
    );
  }

  const title = info.title.trim() || english('page.overview.untitled');
  const markdown: string[] = [`# ${plainLine(title)}`];
  if (info.version.trim() !== '')
    markdown.push(`${english('page.overview.version')}: ${code(info.version)}`);
  if (description.trim() !== '') markdown.push(description.trim());
  const servers = serversMarkdown(bundle.meta.servers);
  if (servers !== '') markdown.push(servers);
  const schemes = schemesMarkdown(site);
  if (schemes !== '') markdown.push(schemes);
  if (sections.length > 0) {
    markdown.push(
      `## ${english('page.overview.contents')}`,
      sections
        .map((section) => {
          const name = section.label ? english(section.label) : plainLine(section.title);
          const count = section.pages > 0 ? ` (${section.pages})` : '';
          const summary = plainSummary(section.description);
          return `- [${name}](${markdownHref('', section.slug)})${count}${summary === '' ? '' : `: ${summary}`}`;
        })
        .join('\n'),
    );
  }
  return {
    slug: '',
    kind: 'overview',
    title,
    summary: plainSummary(description),
    html: `<article class="hr-page hr-page-overview">${html.join('')}</article>`,
    markdown: `${markdown.join('\n\n')}\n`,
  };
}
