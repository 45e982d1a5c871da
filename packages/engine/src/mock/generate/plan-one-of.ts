import { mergeAllOf } from './merge-all-of.js';
import type { ResolvedRef } from './resolve-ref.js';
import type { ShapeIds } from './shape-ids.js';
import {
  declaredTypes,
  inferredTypes,
  isSchema,
  stringList,
  type JsonType,
  type Schema,
} from './schema-keywords.js';

/**
 * `oneOf` wants a value that matches exactly one branch, and real designs overlap: GitHub's
 * reviewer is `oneOf: [User, Team]` where a full User (with its optional `name`) also has every
 * property Team requires. This plan, made at compile time from the branches' shapes, says per
 * branch which optional properties to leave out so that the value fails the other branches, and
 * which branches to avoid because their values would match another branch whatever is done.
 */
export interface OneOfPlan {
  /** Per branch: true when its values can be told apart from every other branch's. */
  isDistinct: boolean[];
  /** Per branch: optional properties to leave out (required by another branch). */
  omit: string[][];
  /** Per branch: the flattened schema, when it is an object (to compile without the omitted properties). */
  flat: (Schema | undefined)[];
}

interface Shape {
  types: Set<JsonType> | undefined;
  properties: Set<string>;
  required: Set<string>;
  isClosed: boolean;
  /** The allowed values of properties restricted by `const` or `enum`, as shape ids. */
  fixed: Map<string, Set<string>>;
  /** The branch's own `const` or `enum` values, as shape ids. */
  values: Set<string> | undefined;
  flat: Schema;
}

export function planOneOf(
  branches: readonly unknown[],
  resolve: (ref: string) => ResolvedRef | undefined,
  ids: ShapeIds,
): OneOfPlan {
  const shapes = branches.map((branch) => shapeOf(branch, resolve, ids));
  const plan: OneOfPlan = { isDistinct: [], omit: [], flat: [] };
  shapes.forEach((shape, index) => {
    const omit = new Set<string>();
    let isDistinct = shape !== undefined;
    shapes.forEach((other, otherIndex) => {
      if (otherIndex === index || !isDistinct) return;
      if (!shape || !other || !canFail(shape, other, omit)) isDistinct = false;
    });
    plan.isDistinct.push(isDistinct);
    plan.omit.push(isDistinct ? [...omit] : []);
    plan.flat.push(shape?.flat);
  });
  return plan;
}

/** Whether values generated for `own` (less `omit`, which may grow) always fail `other`. */
function canFail(own: Shape, other: Shape, omit: Set<string>): boolean {
  if (own.types && other.types && ![...own.types].some((type) => typeMeets(type, other.types!)))
    return true;
  // A branch of a few fixed values against a free one (`oneOf: [string, enum [auto, none]]`):
  // the free branch's values are words and addresses, not those few values; the fixed branch's
  // values match the free one, so only the free one is distinct.
  if (other.values && !own.values) return true;
  if (own.values && other.values && ![...own.values].some((value) => other.values!.has(value)))
    return true;
  for (const [name, values] of own.fixed) {
    const otherValues = other.fixed.get(name);
    if (
      otherValues &&
      own.required.has(name) &&
      ![...values].some((value) => otherValues.has(value))
    )
      return true;
  }
  const isObject = (shape: Shape) => !shape.types || shape.types.has('object');
  if (!isObject(own) || !isObject(other)) return false;
  for (const name of other.required) {
    if (!own.properties.has(name) || omit.has(name)) return true;
  }
  if (other.isClosed) {
    for (const name of own.required) if (!other.properties.has(name)) return true;
  }
  for (const name of other.required) {
    if (!own.required.has(name)) {
      omit.add(name);
      return true;
    }
  }
  return false;
}

function typeMeets(type: JsonType, types: Set<JsonType>): boolean {
  if (types.has(type)) return true;
  if (type === 'integer') return types.has('number');
  return type === 'number' && types.has('integer');
}

function shapeOf(
  branch: unknown,
  resolve: (ref: string) => ResolvedRef | undefined,
  ids: ShapeIds,
): Shape | undefined {
  let schema = branch;
  for (
    let hops = 0;
    hops < 8 &&
    isSchema(schema) &&
    typeof schema.$ref === 'string' &&
    Object.keys(schema).length === 1;
    hops += 1
  ) {
    schema = resolve(schema.$ref)?.schema;
  }
  if (!isSchema(schema)) return undefined;
  if (typeof schema.$ref === 'string' || Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(
      typeof schema.$ref === 'string' ? { allOf: [schema] } : schema,
      resolve,
      ids,
    );
    if (merged.issues.length > 0) return undefined;
    schema = merged.schema;
  }
  if (!isSchema(schema) || schema.oneOf || schema.anyOf || schema.not) return undefined;
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const fixed = new Map<string, Set<string>>();
  for (const [name, sub] of Object.entries(properties)) {
    if (!isSchema(sub)) continue;
    if (Object.hasOwn(sub, 'const')) fixed.set(name, new Set([ids.idOf(sub.const)]));
    else if (Array.isArray(sub.enum))
      fixed.set(name, new Set(sub.enum.map((value) => ids.idOf(value))));
  }
  return {
    types: declaredTypes(schema) ?? inferredTypes(schema),
    properties: new Set(
      Object.keys(properties).filter(
        (name) => !(isSchema(properties[name]) && (properties[name] as Schema).writeOnly === true),
      ),
    ),
    required: new Set(stringList(schema.required)),
    isClosed: schema.additionalProperties === false,
    fixed,
    values: Object.hasOwn(schema, 'const')
      ? new Set([ids.idOf(schema.const)])
      : Array.isArray(schema.enum)
        ? new Set(schema.enum.map((value) => ids.idOf(value)))
        : undefined,
    flat: schema,
  };
}
