import type { JsonSchema } from '@heron/contract';
import { modelNameOfRef } from '../../design/model-utils.js';
import { valueText } from './html.js';
import type { ModelEntry, SiteContext } from './site-context.js';

/**
 * A JSON Schema as the pages show it: a tree of fields, each with its type, whether it is
 * required, its description and its facts (allowed values, default, example,
 * constraints), then its own fields. One tree is rendered as HTML (schema-html.ts) and as
 * Markdown (schema-markdown.ts).
 *
 * Two bounds keep a page small on descriptions like GitHub's, where one response refers to a
 * repository that refers to users, licenses and organisations: a `$ref` to a model is expanded
 * in place only `maxRefDepth` deep along a path (deeper, it is a link to the model's page, which
 * has the whole tree) and never into a model it is already inside (a cycle); and the whole page
 * has a budget of fields (SchemaForest), past which a field's remaining fields are one line
 * pointing at the model page.
 */

export type PageKey = `page.${string}`;

export type TypePart =
  | { kind: 'text'; text: string }
  /** A data model; `slug` is null for a `$ref` to a model the design does not have. */
  | { kind: 'model'; name: string; slug: string | null }
  | { kind: 'label'; key: PageKey };

export interface Fact {
  /** What the values are (`page.schema.enum` …). */
  key: PageKey;
  values: string[];
  /** Values left out (a long enum). */
  more: number;
}

export type NameKind = 'root' | 'property' | 'pattern' | 'additional' | 'variant';

export interface SchemaNode {
  /** The property name, the pattern, or a variant's title; null for a root or a variant without one. */
  name: string | null;
  nameKind: NameKind;
  required: boolean;
  type: TypePart[];
  /** Markdown. */
  description: string;
  /** `page.deprecated`, `page.schema.readOnly`, `page.schema.writeOnly`, `page.schema.recursive`. */
  badges: PageKey[];
  facts: Fact[];
  children: SchemaNode[];
  variants: { kind: Combinator; nodes: SchemaNode[] } | null;
  discriminator: { property: string; mapping: { value: string; target: TypePart }[] } | null;
  /** Fields left out for the page's budget, and the model page that shows them (if any). */
  more: { slug: string | null } | null;
}

export type Combinator = 'oneOf' | 'anyOf' | 'allOf';
const COMBINATORS: readonly Combinator[] = ['oneOf', 'anyOf', 'allOf'];

/** Where a node sits: the models it is inside (for cycles), and how deep. */
interface Trail {
  models: readonly string[];
  expandedRefs: number;
  depth: number;
  /** The nearest model whose page has the whole tree. */
  modelSlug: string | null;
}

type SchemaObject = Record<string, unknown>;

/** A node whose own fields are still to be added, with the schema they come from. */
interface Pending {
  node: SchemaNode;
  body: SchemaObject;
  trail: Trail;
}

// Inline schemas nest too (Stripe's parameters go six objects deep); past this a field is
// shown without its own fields. A real description stays well inside.
const MAX_DEPTH = 12;
const MAX_ENUM_VALUES = 40;
const MAX_VALUE_LENGTH = 120;
const MAX_UNION_PARTS = 5;

const CONSTRAINTS = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

export interface RootOptions {
  /** The model whose own page this is: a `$ref` back to it is a cycle. */
  ownModel?: ModelEntry;
  /** Shown instead of the schema's own description (a parameter's description). */
  description?: string;
  name?: string;
  nameKind?: NameKind;
  required?: boolean;
}

interface Place {
  name: string | null;
  nameKind: NameKind;
  required: boolean;
}

/**
 * The schema trees of one page. Roots are added first (each always shown); `expand` then adds
 * fields breadth-first across every tree of the page until the budget is spent, so a page shows
 * every tree's first level before any tree's third, and a large request body cannot crowd out
 * the responses. A node whose fields did not fit says so (`more`).
 */
export class SchemaForest {
  private readonly pending: Pending[] = [];
  private next = 0;
  private left: number;

  constructor(
    private readonly site: SiteContext,
    /** How many `$ref`s deep models are expanded in place along one path (0: links only). */
    private readonly maxRefDepth: number,
    /** Fields the page may show beyond its roots. */
    budget: number,
  ) {
    this.left = budget;
  }

  add(schema: JsonSchema | undefined, root: RootOptions = {}): SchemaNode {
    const trail: Trail = {
      models: root.ownModel ? [root.ownModel.name] : [],
      expandedRefs: 0,
      depth: 0,
      // Fields of a model's own page that do not fit have no other page to point to.
      modelSlug: null,
    };
    const node = this.describe(schema ?? true, trail, {
      name: root.name ?? null,
      nameKind: root.nameKind ?? 'root',
      required: root.required ?? false,
    });
    if (root.description !== undefined && root.description.trim() !== '') {
      node.description = root.description;
    }
    return node;
  }

  /** Adds the fields of every tree, level by level, while the budget lasts. */
  expand(): void {
    while (this.next < this.pending.length) {
      const item = this.pending[this.next]!;
      this.pending[this.next] = undefined as never;
      this.next += 1;
      if (this.left <= 0) {
        item.node.more = { slug: item.trail.modelSlug };
        continue;
      }
      this.addChildren(item.node, item.body, item.trail);
    }
  }

  /** A node for one schema: its type, description, badges and facts; its fields come later. */
  private describe(schema: JsonSchema, trail: Trail, place: Place): SchemaNode {
    this.left -= 1;
    const node: SchemaNode = {
      name: place.name,
      nameKind: place.nameKind,
      required: place.required,
      type: [],
      description: '',
      badges: [],
      facts: [],
      children: [],
      variants: null,
      discriminator: null,
      more: null,
    };
    if (!isObject(schema)) {
      node.type = [text(schema === false ? 'never' : 'any')];
      return node;
    }
    node.description = stringOf(schema.description);
    addBadges(node, schema);
    const ref = refName(schema);
    let body = schema;
    let inner: Trail;
    if (ref !== null) {
      node.type = [modelPart(ref, this.site)];
      const model = this.site.models.get(ref);
      if (!model || !isObject(model.schema)) return node;
      if (node.description === '') node.description = stringOf(model.schema.description);
      if (trail.models.includes(ref)) {
        node.badges.push('page.schema.recursive');
        return node;
      }
      if (trail.expandedRefs >= this.maxRefDepth) return node;
      body = model.schema;
      addBadges(node, body);
      inner = enter(trail, model);
    } else {
      node.type = typeParts(schema, this.site, 0);
      inner = { ...trail, depth: trail.depth + 1 };
    }
    if (place.nameKind === 'variant' && node.name === null && ref === null) {
      const title = stringOf(body.title);
      if (title !== '') node.name = title;
    }
    node.facts = factsOf(body);
    // An array shows its items' facts and, when it has none, their description.
    if (isObject(body.items)) {
      const items = body.items;
      if (refName(items) === null) {
        for (const fact of factsOf(items)) {
          if (!node.facts.some((f) => f.key === fact.key)) node.facts.push(fact);
        }
      }
      if (node.description === '') node.description = this.descriptionOf(items);
      const itemsRef = refName(items);
      if (itemsRef !== null && inner.models.includes(itemsRef)) {
        node.badges.push('page.schema.recursive');
      }
    }
    if (inner.depth <= MAX_DEPTH && hasFields(body))
      this.pending.push({ node, body, trail: inner });
    return node;
  }

  private descriptionOf(schema: SchemaObject): string {
    const own = stringOf(schema.description);
    if (own !== '') return own;
    const ref = refName(schema);
    const model = ref === null ? undefined : this.site.models.get(ref);
    return model && isObject(model.schema) ? stringOf(model.schema.description) : '';
  }

  /** Adds one more field to `node` if the budget allows; false once it is spent. */
  private fits(node: SchemaNode, trail: Trail): boolean {
    if (this.left > 0) return true;
    node.more = { slug: trail.modelSlug };
    return false;
  }

  private addChildren(node: SchemaNode, body: SchemaObject, trail: Trail): void {
    const required = Array.isArray(body.required) ? body.required : [];
    const groups: [Record<string, unknown>, NameKind][] = [];
    if (isObject(body.properties)) groups.push([body.properties, 'property']);
    if (isObject(body.patternProperties)) groups.push([body.patternProperties, 'pattern']);
    for (const [group, nameKind] of groups) {
      for (const name of Object.keys(group)) {
        if (!this.fits(node, trail)) return;
        node.children.push(
          this.describe(group[name] as JsonSchema, trail, {
            name,
            nameKind,
            required: nameKind === 'property' && required.includes(name),
          }),
        );
      }
    }
    const additional = body.additionalProperties;
    if (isObject(additional) && Object.keys(additional).length > 0) {
      if (!this.fits(node, trail)) return;
      node.children.push(
        this.describe(additional, trail, { name: null, nameKind: 'additional', required: false }),
      );
    }
    if (isObject(body.items)) {
      // The fields of an array's items are shown as the array's own: `assignees: User[]` opens
      // on the user's fields.
      const items = this.enterItems(body.items, trail);
      if (items && items.trail.depth <= MAX_DEPTH) {
        this.addChildren(node, items.body, items.trail);
        if (node.more) return;
      }
    }
    const combinator = COMBINATORS.find((key) => Array.isArray(body[key]));
    if (combinator) {
      const nodes: SchemaNode[] = [];
      node.variants = { kind: combinator, nodes };
      for (const member of body[combinator] as JsonSchema[]) {
        if (!this.fits(node, trail)) break;
        nodes.push(
          this.describe(member, trail, { name: null, nameKind: 'variant', required: false }),
        );
      }
    }
    if (isObject(body.discriminator) && typeof body.discriminator.propertyName === 'string') {
      const mapping = isObject(body.discriminator.mapping) ? body.discriminator.mapping : {};
      node.discriminator = {
        property: body.discriminator.propertyName,
        mapping: Object.entries(mapping).map(([value, target]) => {
          const name = typeof target === 'string' ? (modelNameOfRef(target) ?? target) : '';
          return { value, target: modelPart(name, this.site) };
        }),
      };
    }
  }

  /** An array's items schema to take fields from: a model's, when the depth and cycles allow. */
  private enterItems(
    items: SchemaObject,
    trail: Trail,
  ): { body: SchemaObject; trail: Trail } | null {
    const ref = refName(items);
    if (ref === null) return { body: items, trail: { ...trail, depth: trail.depth + 1 } };
    const model = this.site.models.get(ref);
    if (!model || !isObject(model.schema)) return null;
    if (trail.models.includes(ref) || trail.expandedRefs >= this.maxRefDepth) return null;
    return { body: model.schema, trail: enter(trail, model) };
  }
}

function enter(trail: Trail, model: ModelEntry): Trail {
  return {
    models: [...trail.models, model.name],
    expandedRefs: trail.expandedRefs + 1,
    depth: trail.depth + 1,
    modelSlug: model.slug,
  };
}

/** Whether a schema has anything to show below its own line. */
function hasFields(body: SchemaObject): boolean {
  return (
    isObject(body.properties) ||
    isObject(body.patternProperties) ||
    isObject(body.additionalProperties) ||
    isObject(body.items) ||
    COMBINATORS.some((key) => Array.isArray(body[key])) ||
    isObject(body.discriminator)
  );
}

/** Whether a node's variants say more than its type line (`string | integer` says it all). */
export function variantsWorthListing(node: SchemaNode): boolean {
  return (
    node.variants !== null &&
    node.variants.nodes.some(
      (n) =>
        n.children.length > 0 || n.variants !== null || n.description !== '' || n.more !== null,
    )
  );
}

/** One tree on its own (a model's Markdown, a header's type): expanded at once. */
export function schemaTree(
  schema: JsonSchema | undefined,
  site: SiteContext,
  options: { maxRefDepth: number; budget: number },
  root: RootOptions = {},
): SchemaNode {
  const forest = new SchemaForest(site, options.maxRefDepth, options.budget);
  const node = forest.add(schema, root);
  forest.expand();
  return node;
}

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function refName(schema: SchemaObject): string | null {
  return typeof schema.$ref === 'string' ? (modelNameOfRef(schema.$ref) ?? schema.$ref) : null;
}

function modelPart(name: string, site: SiteContext): TypePart {
  return { kind: 'model', name, slug: site.models.get(name)?.slug ?? null };
}

function text(value: string): TypePart {
  return { kind: 'text', text: value };
}

function addBadges(node: SchemaNode, schema: SchemaObject): void {
  const add = (key: PageKey) => {
    if (!node.badges.includes(key)) node.badges.push(key);
  };
  if (schema.deprecated === true) add('page.deprecated');
  if (schema.readOnly === true) add('page.schema.readOnly');
  if (schema.writeOnly === true) add('page.schema.writeOnly');
}

/** A schema's type as a reader writes it: `string | null`, `User[]`, `Card | BankAccount`. */
export function typeParts(schema: JsonSchema, site: SiteContext, depth: number): TypePart[] {
  if (!isObject(schema)) return [text(schema === false ? 'never' : 'any')];
  const ref = refName(schema);
  if (ref !== null) return [modelPart(ref, site)];
  if (depth > 3) return [text('…')];
  const types = Array.isArray(schema.type)
    ? schema.type.filter((type): type is string => typeof type === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  let union: TypePart[][];
  const combinator = COMBINATORS.find((key) => Array.isArray(schema[key]));
  if (types.length > 0) {
    // A format reads as part of the type, as most documentation writes it: `string <date-time>`.
    const format = typeof schema.format === 'string' ? ` <${schema.format}>` : '';
    union = types.map((type) =>
      type === 'array'
        ? arrayParts(schema, site, depth)
        : [text(type === 'null' || type === 'object' ? type : `${type}${format}`)],
    );
  } else if (schema.items !== undefined || schema.prefixItems !== undefined) {
    union = [arrayParts(schema, site, depth)];
  } else if (combinator) {
    const members = (schema[combinator] as JsonSchema[]).map((m) => typeParts(m, site, depth + 1));
    if (members.length === 1) return members[0]!;
    const shown = members.slice(0, MAX_UNION_PARTS);
    if (members.length > shown.length) shown.push([text('…')]);
    return joinParts(shown, combinator === 'allOf' ? ' & ' : ' | ');
  } else if (schema.const !== undefined) {
    union = [[text(jsonType(schema.const))]];
  } else if (
    schema.properties !== undefined ||
    schema.additionalProperties !== undefined ||
    schema.patternProperties !== undefined
  ) {
    union = [[text('object')]];
  } else if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    union = [...new Set(schema.enum.map(jsonType))].map((type) => [text(type)]);
  } else {
    union = [[text('any')]];
  }
  if (schema.nullable === true && !types.includes('null')) union.push([text('null')]);
  return joinParts(union, ' | ');
}

function arrayParts(schema: SchemaObject, site: SiteContext, depth: number): TypePart[] {
  const items = schema.items;
  if (items === undefined || items === true) return [text('any[]')];
  const parts = typeParts(items as JsonSchema, site, depth + 1);
  return isUnion(items) ? [text('('), ...parts, text(')[]')] : [...parts, text('[]')];
}

/** Whether a schema's type is written with `|` or `&` (and needs brackets before `[]`). */
function isUnion(schema: unknown): boolean {
  if (!isObject(schema) || typeof schema.$ref === 'string') return false;
  if (Array.isArray(schema.type)) return schema.type.length > 1 || schema.nullable === true;
  if (typeof schema.type === 'string') return schema.nullable === true;
  if (schema.items !== undefined) return false;
  const combinator = COMBINATORS.find((key) => Array.isArray(schema[key]));
  return combinator !== undefined && (schema[combinator] as unknown[]).length > 1;
}

function joinParts(union: TypePart[][], separator: string): TypePart[] {
  const out: TypePart[] = [];
  union.forEach((parts, i) => {
    if (i > 0) out.push(text(separator));
    out.push(...parts);
  });
  // Neighbouring texts as one (`string[]` rather than `string`, `[]`): smaller HTML.
  return out.reduce<TypePart[]>((merged, part) => {
    const last = merged.at(-1);
    if (last?.kind === 'text' && part.kind === 'text') {
      merged[merged.length - 1] = text(last.text + part.text);
    } else merged.push(part);
    return merged;
  }, []);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function shortValue(value: unknown): string {
  const written = valueText(value);
  return written.length > MAX_VALUE_LENGTH ? `${written.slice(0, MAX_VALUE_LENGTH - 1)}…` : written;
}

/** Allowed values, constant, default, example and constraints (the format is in the type). */
export function factsOf(schema: SchemaObject): Fact[] {
  const facts: Fact[] = [];
  const add = (key: PageKey, values: unknown[], more = 0) => {
    facts.push({ key, values: values.map(shortValue), more });
  };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const values = schema.enum.slice(0, MAX_ENUM_VALUES);
    add('page.schema.enum', values, schema.enum.length - values.length);
  }
  if (schema.const !== undefined) add('page.schema.const', [schema.const]);
  if (schema.default !== undefined) add('page.schema.default', [schema.default]);
  const example =
    schema.example !== undefined
      ? schema.example
      : Array.isArray(schema.examples)
        ? schema.examples[0]
        : undefined;
  if (example !== undefined) add('page.schema.example', [example]);
  const constraints = CONSTRAINTS.filter((key) => schema[key] !== undefined).map(
    (key) => `${key}: ${valueText(schema[key])}`,
  );
  if (constraints.length > 0) add('page.schema.constraints', constraints);
  return facts;
}
