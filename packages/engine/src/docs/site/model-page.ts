import type { DocPage } from './doc-site-types.js';
import { boundedText, exampleText } from './examples.js';
import { t, text } from './html.js';
import { exampleBlockHtml } from './media-blocks.js';
import { codeBlock, english, plainLine } from './markdown-text.js';
import { plainSummary } from './plain-text.js';
import { schemaHtml } from './schema-html.js';
import { schemaMarkdown } from './schema-markdown.js';
import { schemaTree } from './schema-tree.js';
import type { ModelEntry, SiteContext } from './site-context.js';

/**
 * A data model's page: its name, its schema tree (the description is the tree's own) and its
 * example. Other pages link here when they stop expanding a `$ref`, so this page is where the
 * whole tree can be read: it has a larger budget than an endpoint page.
 */

export const MODEL_FIELD_BUDGET = 600;
const MODEL_EXAMPLE_ALLOWANCE = 40_000;
const MARKDOWN_EXAMPLE_MAX = 4_000;

function schemaExample(model: ModelEntry): unknown {
  const schema = model.schema;
  if (typeof schema !== 'object') return undefined;
  if (schema.example !== undefined) return schema.example;
  return Array.isArray(schema.examples) ? schema.examples[0] : undefined;
}

function modelDescription(model: ModelEntry): string {
  const schema = model.schema;
  if (typeof schema !== 'object') return '';
  if (typeof schema.description === 'string' && schema.description.trim() !== '') {
    return schema.description;
  }
  return typeof schema.title === 'string' ? schema.title : '';
}

export function modelPage(model: ModelEntry, site: SiteContext): DocPage {
  const root = schemaTree(
    model.schema,
    site,
    { maxRefDepth: 1, budget: MODEL_FIELD_BUDGET },
    { ownModel: model },
  );
  const example = schemaExample(model);
  const html = [
    `<h1 class="hr-title">${text(model.name)}</h1>`,
    `<section class="hr-section hr-model-schema"><h2>${t('page.model.schema')}</h2>${schemaHtml(root)}</section>`,
  ];
  if (example !== undefined) {
    html.push(
      `<section class="hr-section"><h2>${t('page.example')}</h2>${exampleBlockHtml('', '', example, { left: MODEL_EXAMPLE_ALLOWANCE })}</section>`,
    );
  }

  const flat = schemaTree(
    model.schema,
    site,
    { maxRefDepth: 0, budget: MODEL_FIELD_BUDGET },
    { ownModel: model },
  );
  const markdown = [
    `# ${plainLine(model.name)}`,
    `## ${english('page.model.schema')}`,
    schemaMarkdown(flat, model.slug),
  ];
  if (example !== undefined) {
    const written = boundedText(exampleText(example), MARKDOWN_EXAMPLE_MAX);
    if (!written.cut) {
      markdown.push(
        `## ${english('page.example')}`,
        codeBlock(written.text, typeof example === 'string' ? '' : 'json'),
      );
    }
  }
  return {
    slug: model.slug,
    kind: 'model',
    title: model.name,
    summary: plainSummary(modelDescription(model)),
    html: `<article class="hr-page hr-page-model">${html.join('')}</article>`,
    markdown: `${markdown.join('\n\n')}\n`,
  };
}
