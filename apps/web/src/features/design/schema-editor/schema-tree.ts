import type { JsonSchema } from '@heron/contract';
import {
  fromEntries,
  getAt,
  isSchemaObject,
  ownValue,
  pointerOf,
  setAt,
  updateAt,
  withKey,
  type SchemaObject,
  type SchemaPath,
  type Segment,
} from './schema-path';
import {
  COMPOSITION_KEYWORDS,
  NEW_NODE,
  compositionKeywordOf,
  declaredTypes,
  describeNode,
  type CompositionKeyword,
} from './schema-types';

/** What a row of the visual view stands for. */
export type RowKind = 'root' | 'property' | 'items' | 'additionalProperties' | 'variant';

export interface SchemaRow {
  /** JSON pointer of the node (`#`, `#/properties/id`): the row's key and test id. */
  pointer: string;
  path: SchemaPath;
  depth: number;
  kind: RowKind;
  /** The property name (property rows). */
  name?: string;
  /** The composition keyword and index (variant rows). */
  keyword?: CompositionKeyword;
  index?: number;
  node: JsonSchema;
  /** Whether the parent object lists the property in `required` (property rows). */
  isRequired: boolean;
  /** Rows under this one (shown or collapsed). */
  hasChildren: boolean;
  isCollapsed: boolean;
  /** Place among the siblings it can be moved between (properties, or variants of a keyword). */
  position: number;
  siblingCount: number;
}

interface ChildRef {
  path: SchemaPath;
  kind: Exclude<RowKind, 'root'>;
  name?: string;
  keyword?: CompositionKeyword;
  index?: number;
  position: number;
  siblingCount: number;
}

function propertiesOf(node: unknown): SchemaObject | null {
  if (!isSchemaObject(node)) return null;
  const properties = ownValue(node, 'properties');
  return isSchemaObject(properties) ? properties : null;
}

export function requiredOf(node: unknown): string[] {
  if (!isSchemaObject(node)) return [];
  const required = ownValue(node, 'required');
  return Array.isArray(required) ? required.filter((name) => typeof name === 'string') : [];
}

/**
 * The rows under a node: its properties, its additionalProperties and items when they are
 * schemas, and the variants of its oneOf/anyOf/allOf. A `$ref` is a leaf: the model it points at
 * is edited on its own, which is also what makes recursive models safe to show.
 */
function childrenOf(node: JsonSchema, path: SchemaPath): ChildRef[] {
  if (!isSchemaObject(node) || typeof ownValue(node, '$ref') === 'string') return [];
  const children: ChildRef[] = [];
  const properties = propertiesOf(node);
  if (properties) {
    const names = Object.keys(properties);
    names.forEach((name, position) =>
      children.push({
        path: [...path, 'properties', name],
        kind: 'property',
        name,
        position,
        siblingCount: names.length,
      }),
    );
  }
  if (isSchemaObject(ownValue(node, 'additionalProperties'))) {
    children.push({
      path: [...path, 'additionalProperties'],
      kind: 'additionalProperties',
      position: 0,
      siblingCount: 1,
    });
  }
  const items = ownValue(node, 'items');
  if (isSchemaObject(items) || typeof items === 'boolean') {
    children.push({ path: [...path, 'items'], kind: 'items', position: 0, siblingCount: 1 });
  }
  for (const keyword of COMPOSITION_KEYWORDS) {
    const variants = ownValue(node, keyword);
    if (!Array.isArray(variants)) continue;
    variants.forEach((_, index) =>
      children.push({
        path: [...path, keyword, index],
        kind: 'variant',
        keyword,
        index,
        position: index,
        siblingCount: variants.length,
      }),
    );
  }
  return children;
}

/** The rows of the visual view, depth first, skipping what is under a collapsed row. */
export function schemaRows(root: JsonSchema, collapsed: ReadonlySet<string>): SchemaRow[] {
  const rows: SchemaRow[] = [];
  const visit = (
    node: JsonSchema,
    ref: ChildRef | null,
    depth: number,
    required: readonly string[],
  ) => {
    const path = ref?.path ?? [];
    const pointer = pointerOf(path);
    const children = childrenOf(node, path);
    const isCollapsed = children.length > 0 && collapsed.has(pointer);
    rows.push({
      pointer,
      path,
      depth,
      kind: ref?.kind ?? 'root',
      name: ref?.name,
      keyword: ref?.keyword,
      index: ref?.index,
      node,
      isRequired: ref?.kind === 'property' && required.includes(ref.name!),
      hasChildren: children.length > 0,
      isCollapsed,
      position: ref?.position ?? 0,
      siblingCount: ref?.siblingCount ?? 1,
    });
    if (isCollapsed) return;
    const ownRequired = requiredOf(node);
    for (const child of children) {
      visit(getAt(root, child.path) as JsonSchema, child, depth + 1, ownRequired);
    }
  };
  visit(root, null, 0, []);
  return rows;
}

/** What "add child" does on a node, or null when it takes no children. */
export type ChildAction = 'property' | 'items' | 'variant';

export function childActionOf(node: JsonSchema): ChildAction | null {
  const info = describeNode(node);
  if (info.kind === 'types') {
    if (info.types.includes('object')) return 'property';
    if (info.types.includes('array') && isSchemaObject(node) && !('items' in node)) return 'items';
    return null;
  }
  if (info.kind === 'composition') return 'variant';
  if (info.kind === 'any' && propertiesOf(node)) return 'property';
  return null;
}

/** `field1`, `field2` …: the first name the object does not have yet. */
export function freshPropertyName(properties: SchemaObject | null, base = 'field'): string {
  for (let index = 1; ; index += 1) {
    const name = `${base}${index}`;
    if (!properties || !Object.hasOwn(properties, name)) return name;
  }
}

export interface EditResult {
  schema: JsonSchema;
  /** Where the node touched by the edit now is (to expand, focus or select it). */
  path: SchemaPath;
}

/** Adds a property to the object at `objectPath`, after `after` (else last). */
export function addProperty(root: JsonSchema, objectPath: SchemaPath, after?: string): EditResult {
  const object = getAt(root, objectPath);
  const properties = propertiesOf(object);
  const name = freshPropertyName(properties);
  const entries = Object.entries(properties ?? {});
  const at = after === undefined ? -1 : entries.findIndex(([key]) => key === after);
  if (at < 0) entries.push([name, NEW_NODE]);
  else entries.splice(at + 1, 0, [name, NEW_NODE]);
  const schema = updateAt(root, objectPath, (node) => {
    const base: SchemaObject = isSchemaObject(node) ? node : {};
    // A bare `{}` that gets its first property is an object from now on.
    const isUntyped = declaredTypes(node).length === 0 && !('type' in base) && !propertiesOf(base);
    const typed = isUntyped ? { type: 'object', ...base } : base;
    return withKey(typed, 'properties', fromEntries(entries));
  });
  return { schema, path: [...objectPath, 'properties', name] };
}

/** Adds a variant to the node's `keyword` list, after `afterIndex` (else last). */
export function addVariant(
  root: JsonSchema,
  nodePath: SchemaPath,
  keyword: CompositionKeyword,
  afterIndex?: number,
): EditResult {
  const node = getAt(root, nodePath);
  const variants =
    isSchemaObject(node) && Array.isArray(node[keyword]) ? [...(node[keyword] as unknown[])] : [];
  const index = afterIndex === undefined ? variants.length : afterIndex + 1;
  variants.splice(index, 0, NEW_NODE);
  return {
    schema: setAt(root, [...nodePath, keyword], variants) as JsonSchema,
    path: [...nodePath, keyword, index],
  };
}

/** "Add child" on a node: a property, the array's items, or a variant. */
export function addChild(root: JsonSchema, path: SchemaPath): EditResult | null {
  const node = (getAt(root, path) ?? {}) as JsonSchema;
  switch (childActionOf(node)) {
    case 'property':
      return addProperty(root, path);
    case 'items':
      return {
        schema: setAt(root, [...path, 'items'], NEW_NODE) as JsonSchema,
        path: [...path, 'items'],
      };
    case 'variant':
      return addVariant(root, path, compositionKeywordOf(node)!);
    default:
      return null;
  }
}

/** Where a row sits: its parent's path and what it is there. */
type Place =
  | { kind: 'root' }
  | { kind: 'property'; parent: SchemaPath; name: string }
  | { kind: 'variant'; parent: SchemaPath; keyword: CompositionKeyword; index: number }
  | { kind: 'items' | 'additionalProperties'; parent: SchemaPath };

export function placeOf(path: SchemaPath): Place {
  const last = path.at(-1);
  const beforeLast = path.at(-2);
  if (last === undefined) return { kind: 'root' };
  if (typeof last === 'number' && COMPOSITION_KEYWORDS.includes(beforeLast as CompositionKeyword)) {
    return {
      kind: 'variant',
      parent: path.slice(0, -2),
      keyword: beforeLast as CompositionKeyword,
      index: last,
    };
  }
  if (beforeLast === 'properties' && typeof last === 'string') {
    return { kind: 'property', parent: path.slice(0, -2), name: last };
  }
  if (last === 'items' || last === 'additionalProperties')
    return { kind: last, parent: path.slice(0, -1) };
  return { kind: 'root' };
}

/** "Add sibling": a property or variant right after this one. */
export function addSibling(root: JsonSchema, path: SchemaPath): EditResult | null {
  const place = placeOf(path);
  if (place.kind === 'property') return addProperty(root, place.parent, place.name);
  if (place.kind === 'variant') return addVariant(root, place.parent, place.keyword, place.index);
  return null;
}

/**
 * Removes a row's node: a property leaves `properties` and `required` (an emptied `required` is
 * dropped); a variant leaves its list (an emptied list is dropped, as JSON Schema wants them
 * non-empty); items and additionalProperties lose their key. The root cannot be removed.
 */
export function removeNode(root: JsonSchema, path: SchemaPath): JsonSchema {
  const place = placeOf(path);
  switch (place.kind) {
    case 'root':
      return root;
    case 'property':
      return updateAt(root, place.parent, (node) => {
        if (!isSchemaObject(node)) return node;
        const properties = propertiesOf(node) ?? {};
        let next = withKey(node, 'properties', withKey(properties, place.name, undefined));
        if (Array.isArray(ownValue(node, 'required'))) {
          const required = (node['required'] as unknown[]).filter((name) => name !== place.name);
          next = withKey(next, 'required', required.length > 0 ? required : undefined);
        }
        return next;
      });
    case 'variant':
      return updateAt(root, place.parent, (node) => {
        if (!isSchemaObject(node)) return node;
        const variants = (ownValue(node, place.keyword) as unknown[]).filter(
          (_, i) => i !== place.index,
        );
        return withKey(node, place.keyword, variants.length > 0 ? variants : undefined);
      });
    default:
      return setAt(root, path, undefined) as JsonSchema;
  }
}

export type RenameError = 'empty' | 'duplicate';

/** Renames a property in place (its position, and its place in `required`, are kept). */
export function renameProperty(
  root: JsonSchema,
  path: SchemaPath,
  newName: string,
): { ok: true; result: EditResult } | { ok: false; error: RenameError } {
  const place = placeOf(path);
  if (place.kind !== 'property') return { ok: true, result: { schema: root, path } };
  if (newName === place.name) return { ok: true, result: { schema: root, path } };
  if (newName === '') return { ok: false, error: 'empty' };
  const object = getAt(root, place.parent);
  const properties = propertiesOf(object) ?? {};
  if (Object.hasOwn(properties, newName)) return { ok: false, error: 'duplicate' };
  const schema = updateAt(root, place.parent, (node) => {
    if (!isSchemaObject(node)) return node;
    const renamed = fromEntries(
      Object.entries(properties).map(([key, value]) => [key === place.name ? newName : key, value]),
    );
    let next = withKey(node, 'properties', renamed);
    const required = ownValue(node, 'required');
    if (Array.isArray(required)) {
      next = withKey(
        next,
        'required',
        required.map((name) => (name === place.name ? newName : name)),
      );
    }
    return next;
  });
  return { ok: true, result: { schema, path: [...place.parent, 'properties', newName] } };
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** Moves a property or variant one place up (-1) or down (+1); `null` when it cannot move. */
export function moveNode(root: JsonSchema, path: SchemaPath, delta: -1 | 1): EditResult | null {
  const place = placeOf(path);
  if (place.kind === 'property') {
    const properties = propertiesOf(getAt(root, place.parent)) ?? {};
    const entries = Object.entries(properties);
    const from = entries.findIndex(([key]) => key === place.name);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= entries.length) return null;
    const schema = setAt(
      root,
      [...place.parent, 'properties'],
      fromEntries(moved(entries, from, to)),
    ) as JsonSchema;
    return { schema, path };
  }
  if (place.kind === 'variant') {
    const variants = ownValue(
      getAt(root, place.parent) as SchemaObject,
      place.keyword,
    ) as unknown[];
    const to = place.index + delta;
    if (to < 0 || to >= variants.length) return null;
    const schema = setAt(
      root,
      [...place.parent, place.keyword],
      moved(variants, place.index, to),
    ) as JsonSchema;
    return { schema, path: [...place.parent, place.keyword, to] };
  }
  return null;
}

/** Marks a property required or not; a new name goes to the end of `required`. */
export function setRequired(root: JsonSchema, path: SchemaPath, isRequired: boolean): JsonSchema {
  const place = placeOf(path);
  if (place.kind !== 'property') return root;
  return updateAt(root, place.parent, (node) => {
    if (!isSchemaObject(node)) return node;
    const required = requiredOf(node);
    const has = required.includes(place.name);
    if (has === isRequired) return node;
    const next = isRequired
      ? [...required, place.name]
      : required.filter((name) => name !== place.name);
    return withKey(node, 'required', next.length > 0 ? next : undefined);
  });
}

/**
 * Sets one keyword of the node at `path` (undefined removes it). A boolean schema becomes an
 * object first (`true` → `{}`; `false` → `{not: {}}` so it still refuses everything).
 */
export function setKeyword(
  root: JsonSchema,
  path: SchemaPath,
  key: string,
  value: unknown,
): JsonSchema {
  return updateAt(root, path, (node) => withKey(asObject(node), key, value));
}

export function asObject(node: JsonSchema): SchemaObject {
  if (isSchemaObject(node)) return node;
  return node === false ? { not: {} } : {};
}

/** Replaces the node at `path`. */
export function replaceNode(root: JsonSchema, path: SchemaPath, node: JsonSchema): JsonSchema {
  return setAt(root, path, node) as JsonSchema;
}

export type { Segment };
