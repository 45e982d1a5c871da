import type { DocPage } from './doc-site-types.js';
import { endpointTitle, isDeprecated, methodBadge } from './endpoint-page.js';
import { dropControls, pageHref, t, text } from './html.js';
import { markdownHtml } from './markdown-html.js';
import { code, english, markdownHref, plainLine } from './markdown-text.js';
import { plainSummary } from './plain-text.js';
import { badgeHtml } from './schema-html.js';
import type { TagEntry } from './tags.js';

/**
 * A tag's page: its name and description, then every endpoint carrying it (method, title,
 * path), linked to their pages. It is how a reader browses by tag when the publisher's folders
 * are arranged otherwise; endpoint pages link to the pages of their tags.
 */
export function tagPage(tag: TagEntry, endpointSlugs: ReadonlyMap<string, string>): DocPage {
  const rows: string[] = [];
  const lines: string[] = [];
  for (const endpoint of tag.endpoints) {
    const slug = endpointSlugs.get(endpoint.key);
    if (slug === undefined) continue;
    const { method, path } = endpoint.data;
    const title = endpointTitle(endpoint);
    const deprecated = isDeprecated(endpoint) ? ` ${badgeHtml('page.deprecated')}` : '';
    rows.push(
      `<li><a href="${pageHref(slug)}">${methodBadge(method)} ${text(title)}</a> <code class="hr-path">${text(path)}</code>${deprecated}</li>`,
    );
    lines.push(
      `- [${plainLine(title)}](${markdownHref(tag.slug, slug)}): ${code(`${method.toUpperCase()} ${path}`)}`,
    );
  }
  const about = markdownHtml(tag.description, { headingIds: true, shiftHeadings: 1 });
  const html = [
    `<p class="hr-kicker">${t('page.tag.label')}</p>`,
    `<h1 class="hr-title">${text(tag.name)}</h1>`,
    about === '' ? '' : `<div class="hr-md">${about}</div>`,
    `<section class="hr-section hr-tag-endpoints"><h2>${t('page.nav.endpoints')} <span class="hr-count">${rows.length}</span></h2><ul>${rows.join('')}</ul></section>`,
  ];
  const markdown = [`# ${plainLine(tag.name)}`];
  const description = dropControls(tag.description).trim();
  if (description !== '') markdown.push(description);
  markdown.push(`## ${english('page.nav.endpoints')}`, lines.join('\n'));
  return {
    slug: tag.slug,
    kind: 'tag',
    title: tag.name,
    summary: plainSummary(tag.description),
    html: `<article class="hr-page hr-page-tag">${html.join('')}</article>`,
    markdown: `${markdown.join('\n\n')}\n`,
  };
}

/** The line of an endpoint page linking to the pages of its tags; empty when it has none. */
export function tagLinksHtml(
  names: readonly string[],
  tagSlugs: ReadonlyMap<string, string>,
): string {
  const links = [...new Set(names)]
    .filter((name) => tagSlugs.has(name))
    .map((name) => `<a class="hr-tag" href="${pageHref(tagSlugs.get(name)!)}">${text(name)}</a>`);
  if (links.length === 0) return '';
  return `<p class="hr-tags" aria-label="${t('page.nav.tags')}">${links.join('')}</p>`;
}
