import { code, english, markdownHref, oneLine, plainLine } from './markdown-text.js';
import { variantsWorthListing, type Fact, type SchemaNode, type TypePart } from './schema-tree.js';

/**
 * A schema tree as a nested Markdown list: one line per field (`name` (type, required):
 * description. Facts.), its own fields indented below. Models are links to their pages'
 * Markdown; the tree is made with no `$ref` expanded, so each model is written once, on its
 * own page, and llms-full.txt stays readable.
 */

export function schemaMarkdown(root: SchemaNode, fromSlug: string): string {
  const lines: string[] = [];
  const head = [`${english('page.schema.type')}: ${typeMarkdown(root.type, fromSlug)}`];
  const notes = noteWords(root);
  if (notes.length > 0) head.push(`(${notes.join(', ')})`);
  lines.push(head.join(' '));
  const description = oneLine(root.description);
  const facts = factsMarkdown(root.facts);
  if (description !== '' || facts !== '')
    lines.push('', [description, facts].filter(Boolean).join(' '));
  const inner = innerLines(root, fromSlug, 0);
  if (inner.length > 0) lines.push('', ...inner);
  return lines.join('\n');
}

export function typeMarkdown(parts: readonly TypePart[], fromSlug: string): string {
  return parts
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return code(part.text);
        case 'label':
          return english(part.key);
        case 'model':
          return part.slug === null
            ? code(part.name)
            : `[${plainLine(part.name)}](${markdownHref(fromSlug, part.slug)})`;
      }
    })
    .join('');
}

function noteWords(node: SchemaNode): string[] {
  const words: string[] = [];
  if (node.required) words.push(english('page.schema.required').toLowerCase());
  for (const key of node.badges) words.push(english(key).toLowerCase());
  return words;
}

export function factsMarkdown(facts: readonly Fact[]): string {
  return facts
    .map((fact) => {
      const values = fact.values.map(code).join(', ');
      const more = fact.more > 0 ? ` +${fact.more}` : '';
      return `${english(fact.key)}: ${values}${more}.`;
    })
    .join(' ');
}

function fieldLines(node: SchemaNode, fromSlug: string, depth: number): string[] {
  const indent = '  '.repeat(depth);
  let name = '';
  if (node.nameKind === 'property') name = code(node.name ?? '');
  else if (node.nameKind === 'pattern')
    name = `${code(node.name ?? '')} (${english('page.schema.pattern').toLowerCase()})`;
  else if (node.nameKind === 'additional') name = english('page.schema.additional');
  else if (node.name !== null) name = plainLine(node.name);
  const detail = [typeMarkdown(node.type, fromSlug), ...noteWords(node)].join(', ');
  const head = name === '' ? detail : `${name} (${detail})`;
  const rest = [oneLine(node.description), factsMarkdown(node.facts)].filter(Boolean).join(' ');
  return [
    `${indent}- ${head}${rest === '' ? '' : `: ${rest}`}`,
    ...innerLines(node, fromSlug, depth + 1),
  ];
}

function innerLines(node: SchemaNode, fromSlug: string, depth: number): string[] {
  const indent = '  '.repeat(depth);
  const lines = node.children.flatMap((child) => fieldLines(child, fromSlug, depth));
  if (node.variants && variantsWorthListing(node)) {
    lines.push(`${indent}- ${english(`page.schema.${node.variants.kind}`)}:`);
    for (const variant of node.variants.nodes)
      lines.push(...fieldLines(variant, fromSlug, depth + 1));
  }
  if (node.discriminator) {
    const { property, mapping } = node.discriminator;
    const targets = mapping.map(
      (entry) => `${code(entry.value)} → ${typeMarkdown([entry.target], fromSlug)}`,
    );
    lines.push(
      `${indent}- ${english('page.schema.discriminator')} ${code(property)}${targets.length > 0 ? `: ${targets.join(', ')}` : ''}`,
    );
  }
  if (node.more) {
    lines.push(
      node.more.slug === null
        ? `${indent}- ${english('page.schema.moreHidden')}`
        : `${indent}- [${english('page.schema.moreOnModel')}](${markdownHref(fromSlug, node.more.slug)})`,
    );
  }
  return lines;
}
