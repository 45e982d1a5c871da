import type { BundleDoc } from '@heron/contract';
import type { DocPage } from './doc-site-types.js';
import { dropControls, text } from './html.js';
import { markdownHtml } from './markdown-html.js';
import { plainLine } from './markdown-text.js';
import { plainSummary } from './plain-text.js';

/**
 * A Markdown document's page: its name as the title (unless the text opens with its own
 * top-level heading) and its text, with ids on the headings so a section can be linked to.
 */

/** Whether the text begins with a `# Heading` of its own. */
function opensWithTitle(content: string): boolean {
  return /^\s*#\s/.test(content);
}

export function docPage(doc: BundleDoc, slug: string): DocPage {
  const content = doc.data.content;
  const title = doc.name.trim() || slug;
  const own = opensWithTitle(content);
  const heading = own ? '' : `<h1 class="hr-title">${text(title)}</h1>`;
  const body = markdownHtml(content, { headingIds: true });
  const markdownBody = dropControls(content).trim();
  return {
    slug,
    kind: 'doc',
    title,
    summary: plainSummary(content.replace(/^\s*#[^\n]*\n/, '')),
    html: `<article class="hr-page hr-page-doc">${heading}${body === '' ? '' : `<div class="hr-md">${body}</div>`}</article>`,
    markdown: `${own ? '' : `# ${plainLine(title)}\n\n`}${markdownBody}\n`,
  };
}
