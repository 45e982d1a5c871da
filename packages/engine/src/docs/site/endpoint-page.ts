import type {
  BundleEndpoint,
  EndpointData,
  Parameter,
  ParameterLocation,
  Response,
} from '@heron/contract';
import { PARAMETER_LOCATIONS } from '@heron/contract';
import type { DocPage } from './doc-site-types.js';
import { codeSamples, codeSamplesHtml, type CodeSample } from './code-samples.js';
import { effectiveSecurity, endpointServers } from './endpoint-request.js';
import { fieldText } from './examples.js';
import { dropControls, t, text } from './html.js';
import { markdownHtml } from './markdown-html.js';
import { cell, code, codeBlock, english, oneLine, plainLine, table } from './markdown-text.js';
import {
  mediaBlock,
  mediaMarkdown,
  writeMedia,
  type ExampleAllowance,
  type MediaBlock,
} from './media-blocks.js';
import { inlinePlain, plainSummary } from './plain-text.js';
import { badgeHtml, fieldHtml } from './schema-html.js';
import { factsMarkdown, typeMarkdown } from './schema-markdown.js';
import { SchemaForest, type SchemaNode } from './schema-tree.js';
import { authHtml, authMarkdown, serversHtml, serversMarkdown } from './servers-auth.js';
import type { SiteContext } from './site-context.js';
import { tagLinksHtml } from './tag-page.js';
import { tryItFormHtml } from './try-it-form.js';

/**
 * An endpoint's page: what it is (method, path, summary, description), where and how it is
 * called (servers, auth, parameters, body), what it answers (responses), how to call it (code
 * samples in every language) and a form to try it. Bounded in size: schema fields share one
 * budget per page and examples one allowance (see schema-tree.ts and media-blocks.ts).
 */

/** Fields of schema trees one endpoint page shows (about 200 bytes each). */
export const ENDPOINT_FIELD_BUDGET = 500;
/** Characters of example text one page shows. */
export const ENDPOINT_EXAMPLE_ALLOWANCE = 60_000;
/** The Markdown shows no model expanded, so this bound is rarely reached. */
const MARKDOWN_FIELD_BUDGET = 1_500;

export function isDeprecated(endpoint: BundleEndpoint): boolean {
  return endpoint.data.status === 'deprecated' || endpoint.data.extra?.deprecated === true;
}

export function endpointTitle(endpoint: BundleEndpoint): string {
  return endpoint.name.trim() || `${endpoint.data.method.toUpperCase()} ${endpoint.data.path}`;
}

export function methodBadge(method: string): string {
  return `<span class="hr-method hr-method-${method}">${method.toUpperCase()}</span>`;
}

export function endpointPage(endpoint: BundleEndpoint, slug: string, site: SiteContext): DocPage {
  const data = endpoint.data;
  const title = endpointTitle(endpoint);
  const deprecated = isDeprecated(endpoint);
  const samples = codeSamples(data, site);
  const summary =
    plainSummary(data.description) || inlinePlain(`${data.method.toUpperCase()} ${data.path}`);
  return {
    slug,
    kind: 'endpoint',
    title,
    summary,
    method: data.method,
    path: data.path,
    ...(deprecated ? { deprecated: true } : {}),
    html: endpointHtml(endpoint, slug, site, samples),
    markdown: endpointMarkdown(endpoint, slug, site, samples),
  };
}

/** Every schema tree of the page, added to one forest so they share its budget. */
interface EndpointTrees {
  params: [ParameterLocation, SchemaNode[]][];
  body: MediaBlock[];
  responses: { response: Response; headers: SchemaNode[]; media: MediaBlock[] }[];
}

function endpointTrees(data: EndpointData, forest: SchemaForest): EndpointTrees {
  const params = PARAMETER_LOCATIONS.map(
    (location) =>
      [
        location,
        data.parameters.filter((p) => p.in === location).map((p) => parameterNode(p, forest)),
      ] as [ParameterLocation, SchemaNode[]],
  ).filter(([, list]) => list.length > 0);
  const body = (data.requestBody?.content ?? []).map((media) => mediaBlock(media, forest));
  const responses = data.responses.map((response) => ({
    response,
    headers: response.headers.map((header) => {
      const node = forest.add(header.schema, {
        name: header.name,
        nameKind: 'property',
        required: header.required,
        description: header.description,
      });
      if (header.deprecated && !node.badges.includes('page.deprecated')) {
        node.badges.push('page.deprecated');
      }
      if (header.example !== undefined) setExample(node, header.example);
      return node;
    }),
    media: response.content.map((media) => mediaBlock(media, forest)),
  }));
  forest.expand();
  return { params, body, responses };
}

function parameterNode(parameter: Parameter, forest: SchemaForest): SchemaNode {
  const node = forest.add(parameter.schema, {
    name: parameter.name,
    nameKind: 'property',
    required: parameter.required || parameter.in === 'path',
    description: parameter.description,
  });
  if (parameter.deprecated && !node.badges.includes('page.deprecated')) {
    node.badges.push('page.deprecated');
  }
  const example = parameter.example ?? parameter.examples?.[0]?.value;
  if (example !== undefined) setExample(node, example);
  return node;
}

/** The example of a parameter or header itself, over its schema's. */
function setExample(node: SchemaNode, example: unknown): void {
  node.facts = node.facts.filter((fact) => fact.key !== 'page.schema.example');
  node.facts.push({ key: 'page.schema.example', values: [fieldText(example)], more: 0 });
}

function statusClass(status: string): string {
  return status === 'default' ? 'hr-status-default' : `hr-status-${status.charAt(0)}xx`;
}

function endpointHtml(
  endpoint: BundleEndpoint,
  slug: string,
  site: SiteContext,
  samples: readonly CodeSample[],
): string {
  const data = endpoint.data;
  const trees = endpointTrees(data, new SchemaForest(site, 2, ENDPOINT_FIELD_BUDGET));
  const allowance: ExampleAllowance = { left: ENDPOINT_EXAMPLE_ALLOWANCE };
  const out: string[] = ['<article class="hr-page hr-page-endpoint">'];
  const badge = isDeprecated(endpoint) ? ` ${badgeHtml('page.deprecated')}` : '';
  out.push(
    `<h1 class="hr-title">${text(endpointTitle(endpoint))}</h1>`,
    `<p class="hr-operation">${methodBadge(data.method)} <code class="hr-path">${text(data.path)}</code>${badge}</p>`,
    tagLinksHtml(data.tags, site.tagSlugs ?? new Map()),
  );
  const description = markdownHtml(data.description, { shiftHeadings: 1 });
  if (description !== '') out.push(`<div class="hr-md">${description}</div>`);
  out.push(serversHtml(endpointServers(data, site)));
  out.push(authHtml(effectiveSecurity(data, site), site));

  if (trees.params.length > 0) {
    out.push(`<section class="hr-section hr-params"><h2>${t('page.params')}</h2>`);
    for (const [location, nodes] of trees.params) {
      out.push(`<h3>${t(`page.params.${location}`)}</h3>`);
      writeFields(out, nodes);
    }
    out.push('</section>');
  }

  const body = data.requestBody;
  if (body && (body.content.length > 0 || body.description.trim() !== '')) {
    out.push(`<section class="hr-section hr-body"><h2>${t('page.requestBody')}</h2>`);
    if (body.required)
      out.push(`<p><span class="hr-required">${t('page.schema.required')}</span></p>`);
    const about = markdownHtml(body.description, { shiftHeadings: 2 });
    if (about !== '') out.push(`<div class="hr-md">${about}</div>`);
    for (const block of trees.body) writeMedia(out, block, allowance);
    out.push('</section>');
  }

  if (trees.responses.length > 0) {
    const firstSuccess = data.responses.find((r) => r.status.startsWith('2'));
    out.push(`<section class="hr-section hr-responses"><h2>${t('page.responses')}</h2>`);
    for (const entry of trees.responses) {
      writeResponse(out, entry, entry.response === firstSuccess, allowance);
    }
    out.push('</section>');
  }

  if (samples.length > 0) {
    out.push(
      `<section class="hr-section hr-samples"><h2>${t('page.codeSamples')}</h2>${codeSamplesHtml(samples)}</section>`,
    );
  }
  out.push(tryItFormHtml(data, slug, site), '</article>');
  return out.join('');
}

function writeFields(out: string[], nodes: readonly SchemaNode[]): void {
  out.push('<ul class="hr-fields">');
  for (const node of nodes) out.push(fieldHtml(node));
  out.push('</ul>');
}

function writeResponse(
  out: string[],
  entry: EndpointTrees['responses'][number],
  open: boolean,
  allowance: ExampleAllowance,
): void {
  const { response } = entry;
  const line = inlinePlain(response.description);
  const short = line.length <= 120 && !/\n\s*\n/.test(response.description.trim());
  out.push(
    `<details class="hr-response"${open ? ' open' : ''}><summary><span class="hr-status ${statusClass(response.status)}">${text(response.status)}</span>${short && line !== '' ? ` ${text(line)}` : ''}</summary>`,
  );
  if (!short) {
    out.push(
      `<div class="hr-md">${markdownHtml(response.description, { shiftHeadings: 3 })}</div>`,
    );
  }
  if (entry.headers.length > 0) {
    out.push(`<h3>${t('page.response.headers')}</h3>`);
    writeFields(out, entry.headers);
  }
  for (const block of entry.media) writeMedia(out, block, allowance);
  out.push('</details>');
}

function endpointMarkdown(
  endpoint: BundleEndpoint,
  slug: string,
  site: SiteContext,
  samples: readonly CodeSample[],
): string {
  const data = endpoint.data;
  const trees = endpointTrees(data, new SchemaForest(site, 0, MARKDOWN_FIELD_BUDGET));
  const out: string[] = [`# ${plainLine(endpointTitle(endpoint))}`];
  const operation = code(`${data.method.toUpperCase()} ${data.path}`);
  out.push(
    isDeprecated(endpoint)
      ? `${operation} (${english('page.deprecated').toLowerCase()})`
      : operation,
  );
  if (data.description.trim() !== '') out.push(dropControls(data.description).trim());
  const servers = serversMarkdown(endpointServers(data, site));
  if (servers !== '') out.push(servers);
  out.push(authMarkdown(effectiveSecurity(data, site), site));

  if (trees.params.length > 0) {
    out.push(`## ${english('page.params')}`);
    for (const [location, nodes] of trees.params) {
      out.push(`### ${english(`page.params.${location}`)}`, fieldsTable(nodes, slug, true));
    }
  }
  const body = data.requestBody;
  if (body && body.content.length > 0) {
    out.push(`## ${english('page.requestBody')}`);
    if (body.required) out.push(english('page.schema.required'));
    if (body.description.trim() !== '') out.push(dropControls(body.description).trim());
    for (const block of trees.body) out.push(mediaMarkdown(block, slug, true));
  }
  if (trees.responses.length > 0) {
    out.push(`## ${english('page.responses')}`);
    for (const { response, headers, media } of trees.responses) {
      const line = inlinePlain(response.description);
      out.push(`### ${response.status}${line === '' ? '' : ` ${plainLine(line)}`}`);
      if (headers.length > 0) {
        out.push(`${english('page.response.headers')}:`, fieldsTable(headers, slug, false));
      }
      const success = response.status.startsWith('2');
      for (const block of media) out.push(mediaMarkdown(block, slug, success));
    }
  }
  const curl = samples.find((sample) => sample.target === 'curl');
  if (curl) out.push(`## ${english('page.codeSample')}`, codeBlock(curl.code, 'shell'));
  return `${out.join('\n\n')}\n`;
}

/** Parameters or headers as a table: name, type, (required,) description with facts. */
function fieldsTable(nodes: readonly SchemaNode[], slug: string, withRequired: boolean): string {
  const head = [english('page.column.name'), english('page.column.type')];
  if (withRequired) head.push(english('page.column.required'));
  head.push(english('page.column.description'));
  return table(
    head,
    nodes.map((node) => {
      const notes = node.badges.map((key) => `(${english(key).toLowerCase()})`);
      const description = [...notes, oneLine(node.description), factsMarkdown(node.facts)];
      const row = [cell(code(node.name ?? '')), cell(typeMarkdown(node.type, slug))];
      if (withRequired) row.push(node.required ? english('page.yes') : english('page.no'));
      row.push(cell(description.filter(Boolean).join(' ')));
      return row;
    }),
  );
}
