import { CUT, isExhausted, toJson, type GenNode, type GenState } from './gen-node.js';
import { isAnnotation, declaredTypes, isSchema, type Schema } from './schema-keywords.js';
import { nullableNode, type SchemaCompiler, type Scope } from './compiler.js';
import { setProperty } from './compile-object.js';
import { planOneOf } from './plan-one-of.js';

/**
 * `oneOf` / `anyOf`: one branch per answer, drawn at random. Keywords beside the list apply to
 * every branch (they are merged into each, as `allOf`). A branch that is only `null` is kept as
 * the fallback: like a nullable field, the value is filled. With a discriminator, the
 * discriminating property says which branch was chosen.
 */
export function compileChoice(schema: Schema, scope: Scope, compiler: SchemaCompiler): GenNode {
  const keyword = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
  const branches = (schema[keyword] as unknown[]).filter((branch) => branch !== false);
  const base: Schema = {};
  for (const key of Object.keys(schema)) if (key !== keyword) base[key] = schema[key];
  const hasBase = Object.keys(base).some((key) => !isAnnotation(key));

  let valueBranches = branches.filter((branch) => !isNullOnly(branch));
  // Branches whose type cannot meet the type beside the list (`type: string` with
  // `oneOf: [integer, string]`) are left out while others remain.
  const baseTypes = declaredTypes(base);
  if (baseTypes) {
    const meeting = valueBranches.filter((branch) => {
      const types = branchTypes(branch, compiler, scope);
      return (
        !types ||
        [...types].some(
          (type) =>
            baseTypes.has(type) ||
            (type === 'integer' && baseTypes.has('number')) ||
            (type === 'number' && baseTypes.has('integer')),
        )
      );
    });
    if (meeting.length > 0) valueBranches = meeting;
  }
  // A `null` branch counts only where the keywords beside the list allow null as well.
  const baseAllowsNull = !declaredTypes(base) || declaredTypes(base)!.has('null');
  const hasNull =
    (valueBranches.length < branches.length && baseAllowsNull) || schema.nullable === true;
  if (valueBranches.length === 0) {
    return compiler.compile(hasNull ? { ...base, type: 'null' } : { ...base }, scope);
  }
  const discriminator = discriminatorOf(schema);
  let branchSchemas = valueBranches.map((branch) => (hasBase ? { allOf: [base, branch] } : branch));
  let tags = valueBranches.map((branch) =>
    discriminator ? discriminatorValue(discriminator, branch) : undefined,
  );
  if (keyword === 'oneOf' && branchSchemas.length > 1) {
    // Only the branches whose values can match them alone, each less the optional properties
    // that would make it match another one too.
    const plan = planOneOf(branchSchemas, (ref) => compiler.resolve(ref, scope), compiler.shapes);
    if (plan.isDistinct.includes(true)) {
      branchSchemas = branchSchemas.map((branch, index) => {
        const omit = plan.omit[index]!;
        const flat = plan.flat[index];
        return omit.length > 0 && flat ? withoutProperties(flat, omit) : branch;
      });
      const keep = (_: unknown, index: number) => plan.isDistinct[index];
      branchSchemas = branchSchemas.filter(keep);
      tags = tags.filter(keep);
    }
  }
  const nodes = branchSchemas.map((branch, index) => {
    const node = compiler.compile(branch, scope);
    const tag = tags[index];
    if (!discriminator || tag === undefined) return node;
    if (fixesProperty(dereferenced(branch, compiler, scope), discriminator.propertyName))
      return node;
    return tagged(node, discriminator.propertyName, tag);
  });
  const cheap = branchSchemas.map((branch) => isCheap(branch, compiler, scope));
  const node = choiceNode(nodes, cheap);
  return hasNull ? nullableNode(node) : node;
}

/**
 * One of the nodes at random; a branch cut by recursion gives way to the next one. Inside a
 * model (and in the smallest form), a cheap branch (a plain value, no model behind it) is
 * chosen: Stripe's expandable fields (`anyOf: [id, object]`) then answer with the id, as the
 * real API does unless asked to expand, and answers stay the size of real ones.
 */
export function choiceNode(nodes: readonly GenNode[], cheap?: readonly boolean[]): GenNode {
  if (nodes.length === 1) return nodes[0]!;
  const count = nodes.length;
  const cheapFirst = cheap?.includes(true) ? cheap.indexOf(true) : -1;
  return {
    gen(g) {
      const before = g.issues.length;
      if (cheapFirst >= 0 && (g.minimal > 0 || g.openRefs > 0)) {
        const value = nodes[cheapFirst]!.gen(g);
        if (value !== CUT) return value;
        g.issues.length = before;
      }
      const start = Math.floor(g.rng.next() * count);
      // Other branches are tried when one is cut by recursion, while the answer has budget left:
      // tried blindly, nested choices would backtrack exponentially.
      for (let k = 0; k < count && (k === 0 || !isExhausted(g)); k += 1) {
        const value = nodes[(start + k) % count]!.gen(g);
        if (value !== CUT) return value;
        g.issues.length = before;
      }
      return CUT;
    },
    write(g) {
      const before = g.issues.length;
      if (cheapFirst >= 0 && (g.minimal > 0 || g.openRefs > 0)) {
        if (nodes[cheapFirst]!.write(g)) return true;
        g.issues.length = before;
      }
      const start = Math.floor(g.rng.next() * count);
      for (let k = 0; k < count && (k === 0 || !isExhausted(g)); k += 1) {
        if (nodes[(start + k) % count]!.write(g)) return true;
        g.issues.length = before;
      }
      return false;
    },
    fallback: () => nodes[0]!.fallback(),
  };
}

/** The branch after its `$ref`s. */
function dereferenced(branch: unknown, compiler: SchemaCompiler, scope: Scope): unknown {
  let schema = branch;
  for (let hops = 0; hops < 8 && isSchema(schema) && typeof schema.$ref === 'string'; hops += 1) {
    schema = compiler.resolve(schema.$ref, scope)?.schema;
  }
  return schema;
}

function branchTypes(branch: unknown, compiler: SchemaCompiler, scope: Scope) {
  const schema = dereferenced(branch, compiler, scope);
  return isSchema(schema) ? declaredTypes(schema) : undefined;
}

/** A branch that is a plain value (after its `$ref`): the cheapest way to answer. */
function isCheap(branch: unknown, compiler: SchemaCompiler, scope: Scope): boolean {
  const schema = dereferenced(branch, compiler, scope);
  if (!isSchema(schema)) return false;
  if (schema.allOf || schema.oneOf || schema.anyOf || schema.properties || schema.items)
    return false;
  const types = declaredTypes(schema);
  return types !== undefined && !types.has('object') && !types.has('array');
}

/** The branch without some optional properties (it stays valid: they are optional). */
function withoutProperties(flat: Schema, omit: readonly string[]): Schema {
  const properties = { ...(isSchema(flat.properties) ? flat.properties : {}) };
  for (const name of omit) delete properties[name];
  return { ...flat, properties };
}

/** Whether the branch already fixes the property to given values (`const` or `enum`). */
function fixesProperty(branch: unknown, property: string): boolean {
  if (!isSchema(branch) || !isSchema(branch.properties)) return false;
  const sub = branch.properties[property];
  return isSchema(sub) && (Object.hasOwn(sub, 'const') || Array.isArray(sub.enum));
}

function isNullOnly(branch: unknown): boolean {
  if (!isSchema(branch)) return false;
  const types = declaredTypes(branch);
  if (types && types.size === 1 && types.has('null')) return true;
  return Array.isArray(branch.enum) && branch.enum.length === 1 && branch.enum[0] === null;
}

interface Discriminator {
  propertyName: string;
  mapping: Record<string, string>;
}

function discriminatorOf(schema: Schema): Discriminator | undefined {
  const raw = schema.discriminator;
  if (!isSchema(raw) || typeof raw.propertyName !== 'string') return undefined;
  const mapping: Record<string, string> = {};
  if (isSchema(raw.mapping)) {
    for (const [value, ref] of Object.entries(raw.mapping))
      if (typeof ref === 'string') mapping[value] = ref;
  }
  return { propertyName: raw.propertyName, mapping };
}

/**
 * The discriminator's value for a `$ref` branch, from an explicit mapping. Without one the
 * branch's own schema decides (it usually fixes the property with `const` or `enum`); the
 * model's name, OpenAPI's implicit value, would often break that.
 */
function discriminatorValue(discriminator: Discriminator, branch: unknown): string | undefined {
  if (!isSchema(branch) || typeof branch.$ref !== 'string') return undefined;
  const ref = branch.$ref;
  for (const [value, target] of Object.entries(discriminator.mapping)) {
    if (target === ref || ref.endsWith(`/${target}`)) return value;
  }
  return undefined;
}

function tagged(node: GenNode, property: string, value: string): GenNode {
  const gen = (g: GenState) => {
    const out = node.gen(g);
    if (out !== null && typeof out === 'object' && !Array.isArray(out)) {
      setProperty(out as Record<string, unknown>, property, value);
    }
    return out;
  };
  return {
    gen,
    // Rare (an explicit mapping whose branch does not fix the property): built, then written.
    write(g) {
      const out = gen(g);
      if (out === CUT) return false;
      g.out.push(toJson(out));
      return true;
    },
    fallback: node.fallback,
  };
}
