import { pageHref, t, text } from './html.js';
import { markdownHtml } from './markdown-html.js';
import {
  variantsWorthListing,
  type Fact,
  type PageKey,
  type SchemaNode,
  type TypePart,
} from './schema-tree.js';

/**
 * A schema tree as HTML: the root's fields in a list, each field's own fields inside a native
 * `<details>` (closed, so a long response opens on its first level and needs no script), models
 * as links to their pages. Written into one array of pieces joined once: a model page has
 * hundreds of nested fields, and joining each level's string into its parent's copied the
 * deepest text once per level.
 */

export function schemaHtml(root: SchemaNode): string {
  const out: string[] = [];
  writeSchema(out, root);
  return out.join('');
}

export function writeSchema(out: string[], root: SchemaNode): void {
  out.push('<div class="hr-schema"><p class="hr-schema-type">', typeHtml(root.type));
  writeBadges(out, root);
  out.push('</p>');
  writeDescribed(out, root);
  writeInner(out, root);
  out.push('</div>');
}

export function fieldHtml(node: SchemaNode): string {
  const out: string[] = [];
  writeField(out, node);
  return out.join('');
}

export function typeHtml(parts: readonly TypePart[]): string {
  let inner = '';
  for (const part of parts) {
    if (part.kind === 'text') inner += text(part.text);
    else if (part.kind === 'label') inner += t(part.key);
    else if (part.slug === null) inner += text(part.name);
    else inner += `<a class="hr-ref" href="${pageHref(part.slug)}">${text(part.name)}</a>`;
  }
  return `<span class="hr-type">${inner}</span>`;
}

/** A field's line: name, type, required, badges; then description, facts and its fields. */
function writeField(out: string[], node: SchemaNode): void {
  out.push('<li>');
  const name = nameHtml(node);
  if (name !== '') out.push(name, ' ');
  out.push(typeHtml(node.type));
  writeBadges(out, node);
  writeDescribed(out, node);
  if (hasInner(node)) {
    const summary = node.children.length > 0 ? 'page.schema.fields' : 'page.schema.options';
    out.push(`<details class="hr-children"><summary>${t(summary)}</summary>`);
    writeInner(out, node);
    out.push('</details>');
  }
  out.push('</li>');
}

function nameHtml(node: SchemaNode): string {
  switch (node.nameKind) {
    case 'property':
      return `<code class="hr-name">${text(node.name ?? '')}</code>`;
    case 'pattern':
      return `<code class="hr-name">${text(node.name ?? '')}</code> <span class="hr-badge">${t('page.schema.pattern')}</span>`;
    case 'additional':
      return `<span class="hr-name">${t('page.schema.additional')}</span>`;
    default:
      return node.name === null ? '' : `<span class="hr-name">${text(node.name)}</span>`;
  }
}

function writeBadges(out: string[], node: SchemaNode): void {
  if (node.required) out.push(` <span class="hr-required">${t('page.schema.required')}</span>`);
  for (const key of node.badges) out.push(' ', badgeHtml(key));
}

export function badgeHtml(key: PageKey): string {
  const className = key === 'page.deprecated' ? 'hr-badge hr-badge-deprecated' : 'hr-badge';
  return `<span class="${className}">${t(key)}</span>`;
}

function writeDescribed(out: string[], node: SchemaNode): void {
  const description = markdownHtml(node.description, { shiftHeadings: 3 });
  if (description !== '') out.push('<div class="hr-md">', description, '</div>');
  const facts = factsHtml(node.facts);
  if (facts !== '') out.push(facts);
}

export function factsHtml(facts: readonly Fact[]): string {
  if (facts.length === 0) return '';
  let html = '<p class="hr-facts">';
  facts.forEach((fact, i) => {
    html += `${i === 0 ? '' : ' '}<span class="hr-fact">${t(fact.key)}`;
    for (const value of fact.values) html += ` <code>${text(value)}</code>`;
    html += `${fact.more > 0 ? ` +${fact.more}` : ''}</span>`;
  });
  return `${html}</p>`;
}

function hasInner(node: SchemaNode): boolean {
  return (
    node.children.length > 0 ||
    variantsWorthListing(node) ||
    node.discriminator !== null ||
    node.more !== null
  );
}

/** The node's fields, variants, discriminator and the line for what was left out. */
function writeInner(out: string[], node: SchemaNode): void {
  if (node.children.length > 0) {
    out.push('<ul class="hr-fields">');
    for (const child of node.children) writeField(out, child);
    out.push('</ul>');
  }
  if (node.variants && variantsWorthListing(node)) {
    out.push(
      `<div class="hr-variants"><p>${t(`page.schema.${node.variants.kind}`)}</p><ol class="hr-fields">`,
    );
    for (const variant of node.variants.nodes) writeField(out, variant);
    out.push('</ol></div>');
  }
  if (node.discriminator) {
    const { property, mapping } = node.discriminator;
    out.push(
      `<div class="hr-discriminator"><p>${t('page.schema.discriminator')} <code>${text(property)}</code></p>`,
    );
    if (mapping.length > 0) {
      out.push('<ul>');
      for (const entry of mapping) {
        out.push(`<li><code>${text(entry.value)}</code> → ${typeHtml([entry.target])}</li>`);
      }
      out.push('</ul>');
    }
    out.push('</div>');
  }
  if (node.more) {
    out.push(
      `<p class="hr-more">${
        node.more.slug === null
          ? t('page.schema.moreHidden')
          : `<a href="${pageHref(node.more.slug)}">${t('page.schema.moreOnModel')}</a>`
      }</p>`,
    );
  }
}
