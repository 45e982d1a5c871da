import type { JsonSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { emptyDesignMeta } from '../../design/model-utils.js';
import { schemaHtml } from './schema-html.js';
import { schemaMarkdown } from './schema-markdown.js';
import {
  SchemaForest,
  schemaTree,
  typeParts,
  type SchemaNode,
  type TypePart,
} from './schema-tree.js';
import type { ModelEntry, SiteContext } from './site-context.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function siteWith(models: Record<string, JsonSchema>): SiteContext {
  const entries = Object.entries(models).map(([name, schema]): [string, ModelEntry] => [
    name,
    { name, slug: `models/${name.toLowerCase()}`, schema },
  ]);
  return { meta: emptyDesignMeta(), models: new Map(entries) };
}

function typeText(parts: readonly TypePart[]): string {
  return parts
    .map((part) =>
      part.kind === 'text' ? part.text : part.kind === 'model' ? `@${part.name}` : part.key,
    )
    .join('');
}

function names(node: SchemaNode): string[] {
  return node.children.map((child) => child.name ?? '?');
}

const site = siteWith({
  A: { type: 'object', properties: { b: ref('B'), x: { type: 'string' } } },
  B: { type: 'object', properties: { c: ref('C'), a: ref('A') } },
  C: { type: 'object', description: 'The C.', properties: { d: { type: 'integer' } } },
  Wide: {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `p${i}`,
        { type: 'object', properties: { q: { type: 'string' }, r: { type: 'string' } } },
      ]),
    ),
  },
});

describe('typeParts', () => {
  it('writes types as a reader does', () => {
    const cases: [JsonSchema, string][] = [
      [{ type: 'string', format: 'date-time' }, 'string <date-time>'],
      [{ type: ['string', 'null'] }, 'string | null'],
      [{ type: 'integer', nullable: true }, 'integer | null'],
      [{ type: 'array', items: ref('A') }, '@A[]'],
      [{ type: 'array', items: { type: ['string', 'integer'] } }, '(string | integer)[]'],
      [{ type: 'array', items: { oneOf: [{ type: 'string' }, ref('B')] } }, '(string | @B)[]'],
      [{ oneOf: [ref('A'), ref('B')] }, '@A | @B'],
      [{ allOf: [ref('A'), { type: 'object' }] }, '@A & object'],
      [{ allOf: [ref('A')] }, '@A'],
      [{ properties: {} }, 'object'],
      [{ enum: ['a', 1] }, 'string | integer'],
      [{ const: 2.5 }, 'number'],
      [{}, 'any'],
      [true, 'any'],
      [{ $ref: '#/components/schemas/Missing' }, '@Missing'],
    ];
    for (const [schema, expected] of cases) {
      expect(typeText(typeParts(schema, site, 0)), JSON.stringify(schema)).toBe(expected);
    }
    expect(typeParts(ref('Missing'), site, 0)).toEqual([
      { kind: 'model', name: 'Missing', slug: null },
    ]);
  });
});

describe('SchemaForest', () => {
  it('expands models only so many $refs deep, and never into a cycle', () => {
    const root = schemaTree(ref('A'), site, { maxRefDepth: 2, budget: 100 });
    expect(names(root)).toEqual(['b', 'x']);
    const b = root.children[0]!;
    expect(names(b)).toEqual(['c', 'a']);
    // A → B is two refs deep: C is a link only.
    expect(b.children[0]!.children).toEqual([]);
    expect(b.children[0]!.description).toBe('The C.');
    const deeper = schemaTree(ref('A'), site, { maxRefDepth: 5, budget: 100 });
    const a = deeper.children[0]!.children[1]!;
    expect(a.badges).toContain('page.schema.recursive');
    expect(a.children).toEqual([]);
    expect(names(deeper.children[0]!.children[0]!)).toEqual(['d']);
  });

  it('treats a model page as inside its own model', () => {
    const own = site.models.get('B')!;
    const root = schemaTree(own.schema, site, { maxRefDepth: 2, budget: 100 }, { ownModel: own });
    const a = root.children[1]!;
    expect(names(a)).toEqual(['b', 'x']);
    expect(a.children[0]!.badges).toContain('page.schema.recursive');
  });

  it('fills levels breadth-first across trees, and says where the rest is', () => {
    const forest = new SchemaForest(site, 2, 40);
    const wide = forest.add(ref('Wide'));
    const small = forest.add(ref('C'));
    forest.expand();
    // Every first-level field of both trees, before any second-level field.
    expect(wide.children).toHaveLength(30);
    expect(names(small)).toEqual(['d']);
    const expanded = wide.children.filter((child) => child.children.length > 0);
    const cut = wide.children.filter((child) => child.more !== null);
    expect(expanded.length).toBeGreaterThan(0);
    expect(cut.length).toBeGreaterThan(0);
    // The field the budget ran out in has some of its fields and the line for the rest.
    expect(wide.children.every((child) => child.children.length === 2 || child.more)).toBe(true);
    expect(cut[0]!.more).toEqual({ slug: 'models/wide' });
    const html = schemaHtml(wide);
    expect(html).toContain('<p class="hr-more"><a href="\u0001b\u0002/models/wide">');
  });

  it('lifts array items, lists variants and a discriminator', () => {
    const tree = schemaTree(
      {
        type: 'array',
        items: {
          oneOf: [
            ref('C'),
            { type: 'object', title: 'Other', properties: { kind: { const: 'o' } } },
          ],
          discriminator: { propertyName: 'kind', mapping: { c: '#/components/schemas/C' } },
        },
      },
      site,
      { maxRefDepth: 2, budget: 100 },
    );
    expect(tree.variants?.kind).toBe('oneOf');
    expect(tree.variants?.nodes.map((n) => n.name)).toEqual([null, 'Other']);
    expect(tree.discriminator).toEqual({
      property: 'kind',
      mapping: [{ value: 'c', target: { kind: 'model', name: 'C', slug: 'models/c' } }],
    });
    const markdown = schemaMarkdown(tree, 'endpoints/x');
    expect(markdown).toContain('- Exactly one of:');
    expect(markdown).toContain('  - [C](../models/c.md): The C.');
    expect(markdown).toContain('- Told apart by the property `kind`: `c` → [C](../models/c.md)');
  });

  it('keeps facts short and complete', () => {
    const tree = schemaTree(
      {
        type: 'object',
        properties: {
          s: {
            type: 'string',
            enum: Array.from({ length: 45 }, (_, i) => `v${i}`),
            default: 'v1',
            example: 'x'.repeat(300),
            minLength: 1,
            pattern: '^v',
            readOnly: true,
            deprecated: true,
          },
        },
      },
      site,
      { maxRefDepth: 2, budget: 100 },
    );
    const s = tree.children[0]!;
    expect(s.badges).toEqual(['page.deprecated', 'page.schema.readOnly']);
    const facts = Object.fromEntries(s.facts.map((fact) => [fact.key, fact]));
    expect(facts['page.schema.enum']!.values).toHaveLength(40);
    expect(facts['page.schema.enum']!.more).toBe(5);
    expect(facts['page.schema.example']!.values[0]!.length).toBeLessThanOrEqual(120);
    expect(facts['page.schema.constraints']!.values).toEqual(['minLength: 1', 'pattern: ^v']);
  });

  it('survives schemas that are not well formed', () => {
    const odd = {
      type: 'object',
      required: 'name',
      properties: {
        a: null,
        b: 7,
        c: { type: 42, items: [{ type: 'string' }] },
        d: { enum: [{}, null] },
      },
      additionalProperties: { type: 'string' },
      patternProperties: { '^x-': { type: 'string' } },
      items: 'nope',
      oneOf: [null, true],
      discriminator: { propertyName: 'kind', mapping: { a: 3 } },
    } as unknown as JsonSchema;
    const tree = schemaTree(odd, site, { maxRefDepth: 2, budget: 100 });
    expect(names(tree)).toEqual(['a', 'b', 'c', 'd', '^x-', '?']);
    expect(tree.children.map((child) => child.nameKind)).toEqual([
      'property',
      'property',
      'property',
      'property',
      'pattern',
      'additional',
    ]);
    expect(() => schemaHtml(tree)).not.toThrow();
    expect(() => schemaMarkdown(tree, 'models/x')).not.toThrow();
  });
});
