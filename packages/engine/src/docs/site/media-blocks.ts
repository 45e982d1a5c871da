import type { MediaType } from '@heron/contract';
import { copyButton } from './code-samples.js';
import { boundedText, EXAMPLE_MAX_CHARS, exampleText } from './examples.js';
import { t, text } from './html.js';
import { markdownHtml } from './markdown-html.js';
import { code, codeBlock, english, oneLine } from './markdown-text.js';
import { writeSchema } from './schema-html.js';
import { schemaMarkdown } from './schema-markdown.js';
import type { SchemaForest, SchemaNode } from './schema-tree.js';

/**
 * A body of one content type (a request body or a response), as HTML and as Markdown: its
 * content type, its schema tree and its examples. Examples are the design's own (`example`, or
 * each named one); none is made up. A page has an allowance of example text, and each example
 * is cut at a length, so a description full of large examples still makes pages of bounded size.
 */

export interface ExampleAllowance {
  /** Characters of example text the page may still show. */
  left: number;
}

interface ShownExample {
  title: string;
  description: string;
  value: unknown;
  externalValue?: string;
}

export function examplesOf(media: MediaType): ShownExample[] {
  const out: ShownExample[] = [];
  if (media.example !== undefined) out.push({ title: '', description: '', value: media.example });
  for (const named of media.examples) {
    out.push({
      title: named.summary ?? named.name,
      description: named.description ?? '',
      value: named.value,
      ...(named.externalValue ? { externalValue: named.externalValue } : {}),
    });
  }
  return out;
}

export function exampleBlockHtml(
  title: string,
  description: string,
  value: unknown,
  allowance: ExampleAllowance,
): string {
  const written = exampleText(value);
  // Past the page's allowance (or too near it for a useful piece), the example is named only.
  if (allowance.left < Math.min(500, written.length)) {
    return `<div class="hr-example"><p>${t('page.example')}${title === '' ? '' : ` ${text(title)}`}</p><p class="hr-more">${t('page.example.omitted')}</p></div>`;
  }
  const bounded = boundedText(written, Math.min(allowance.left, EXAMPLE_MAX_CHARS));
  allowance.left -= bounded.text.length;
  const note = bounded.cut ? `<p class="hr-more">${t('page.example.cut')}</p>` : '';
  const about =
    description === ''
      ? ''
      : `<div class="hr-md">${markdownHtml(description, { shiftHeadings: 3 })}</div>`;
  return `<div class="hr-example"><p>${t('page.example')}${title === '' ? '' : ` ${text(title)}`}</p>${about}<pre><code>${text(bounded.text)}</code></pre>${copyButton()}${note}</div>`;
}

/** A media type with its schema tree, added to the page's forest before it is expanded. */
export interface MediaBlock {
  media: MediaType;
  tree: SchemaNode | null;
}

export function mediaBlock(media: MediaType, forest: SchemaForest): MediaBlock {
  return { media, tree: media.schema === undefined ? null : forest.add(media.schema) };
}

export function writeMedia(out: string[], block: MediaBlock, allowance: ExampleAllowance): void {
  const { media, tree } = block;
  out.push(
    `<div class="hr-media"><h3><code class="hr-content-type">${text(media.contentType)}</code></h3>`,
  );
  if (tree) writeSchema(out, tree);
  for (const example of examplesOf(media)) {
    if (example.value === undefined && example.externalValue) {
      out.push(
        `<div class="hr-example"><p>${t('page.example')} ${text(example.title)}</p><p><code>${text(example.externalValue)}</code></p></div>`,
      );
    } else if (example.value !== undefined) {
      out.push(exampleBlockHtml(example.title, example.description, example.value, allowance));
    }
  }
  out.push('</div>');
}

/** Markdown examples are shorter still: llms-full.txt holds every page. */
const MARKDOWN_EXAMPLE_MAX = 4_000;

export function mediaMarkdown(block: MediaBlock, fromSlug: string, withExample: boolean): string {
  const { media, tree } = block;
  const parts = [`${english('page.contentType')}: ${code(media.contentType)}`];
  if (tree) parts.push(schemaMarkdown(tree, fromSlug));
  const example = examplesOf(media).find((e) => e.value !== undefined);
  if (withExample && example) {
    const written = exampleText(example.value);
    if (written.length <= MARKDOWN_EXAMPLE_MAX) {
      const title = example.title === '' ? '' : ` (${oneLine(example.title)})`;
      const language = typeof example.value === 'string' ? '' : 'json';
      parts.push(`${english('page.example')}${title}:`, codeBlock(written, language));
    }
  }
  return parts.join('\n\n');
}
