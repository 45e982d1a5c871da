import {
  CUT,
  flagged,
  pointerSegment,
  prefixIssues,
  requiredAfterCut,
  requiredWriteAfterCut,
  spend,
  type GenNode,
} from './gen-node.js';
import { countKeyword, isSchema, stringList, type Schema } from './schema-keywords.js';
import type { SchemaCompiler, Scope } from './compiler.js';
import { compileUntyped } from './compile-untyped.js';
import { mapKeysNode, type ExtrasNode } from './compile-map.js';

interface Property {
  key: string;
  /** `"key":`, written once. */
  prefix: string;
  /** `,"key":`. */
  nextPrefix: string;
  /** The key escaped for a JSON pointer, ready for issues. */
  segment: string;
  isRequired: boolean;
  node: GenNode;
}

/**
 * Objects: every declared property is filled (a mock's data is more useful full), except
 * write-only ones, which an answer never carries. A recursion cut below an optional property
 * leaves it out; below a required one, the smallest form of the value is used.
 */
export function compileObject(schema: Schema, scope: Scope, compiler: SchemaCompiler): GenNode {
  const issues: string[] = [];
  const declared = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(stringList(schema.required));
  const additional = schema.additionalProperties;
  const owner = scope.hint.name;
  const properties: Property[] = [];

  const leftOut = notBothLeftOut(schema, declared, required);
  for (const key of Object.keys(declared)) {
    const sub = declared[key];
    const isRequired = required.has(key);
    if (!isRequired && isSchema(sub) && sub.writeOnly === true) continue;
    if (key === leftOut) continue;
    const hint = { name: key, ...(owner === undefined ? {} : { owner }) };
    properties.push({
      key,
      prefix: `${JSON.stringify(key)}:`,
      nextPrefix: `,${JSON.stringify(key)}:`,
      segment: pointerSegment(key),
      isRequired,
      node: compiler.compile(sub, { hint, root: scope.root }),
    });
  }
  for (const key of required) {
    if (Object.hasOwn(declared, key)) continue;
    const hint = { name: key, ...(owner === undefined ? {} : { owner }) };
    if (additional === false)
      issues.push(`required property "${key}" is not allowed by additionalProperties`);
    const node = isSchema(additional)
      ? compiler.compile(additional, { hint, root: scope.root })
      : compileUntyped({}, { hint, root: scope.root }, compiler);
    properties.push({
      key,
      prefix: `${JSON.stringify(key)}:`,
      nextPrefix: `,${JSON.stringify(key)}:`,
      segment: pointerSegment(key),
      isRequired: true,
      node,
    });
  }

  const minProperties = countKeyword(schema, 'minProperties') ?? 0;
  const maxProperties = countKeyword(schema, 'maxProperties');
  if (maxProperties !== undefined && minProperties > maxProperties) {
    issues.push(`minProperties ${minProperties} > maxProperties ${maxProperties}`);
  }
  let kept = properties;
  if (maxProperties !== undefined && properties.length > maxProperties) {
    // Required properties first, then optional ones in their declared order.
    const requiredOnes = properties.filter((property) => property.isRequired);
    const optional = properties.filter((property) => !property.isRequired);
    if (requiredOnes.length > maxProperties) {
      issues.push(`${requiredOnes.length} required properties > maxProperties ${maxProperties}`);
    }
    kept = [
      ...requiredOnes,
      ...optional.slice(0, Math.max(0, maxProperties - requiredOnes.length)),
    ];
  }

  // Extra entries: a map (`additionalProperties` or `patternProperties` without properties), or
  // the properties that `minProperties` still asks for.
  const isMap = Object.keys(declared).length === 0 && additional !== false;
  const extras = mapKeysNode(schema, scope, compiler, {
    taken: new Set(kept.map((property) => property.key)),
    min: Math.max(0, minProperties - kept.length),
    max: maxProperties === undefined ? undefined : Math.max(0, maxProperties - kept.length),
    isMap,
  });
  if (extras.issue) issues.push(extras.issue);

  const node = objectNode(kept, extras.node);
  return issues.length > 0 ? flagged(node, issues.join('; ')) : node;
}

/**
 * `not: {required: [a, b]}` ("not both"): when every one of them would be filled, the first
 * optional one is left out.
 */
function notBothLeftOut(
  schema: Schema,
  declared: Schema,
  required: ReadonlySet<string>,
): string | undefined {
  const not = schema.not;
  if (!isSchema(not)) return undefined;
  const names = stringList(not.required);
  if (
    names.length === 0 ||
    !names.every((name) => Object.hasOwn(declared, name) || required.has(name))
  ) {
    return undefined;
  }
  return names.find((name) => !required.has(name));
}

function objectNode(properties: readonly Property[], extras: ExtrasNode | undefined): GenNode {
  const count = properties.length;
  return {
    gen(g) {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < count; i += 1) {
        const property = properties[i]!;
        if (g.minimal > 0 && !property.isRequired) continue;
        spend(g);
        const before = g.issues.length;
        let value = property.node.gen(g);
        if (value === CUT) {
          if (!property.isRequired) continue;
          value = requiredAfterCut(g, property.node);
        }
        if (g.issues.length !== before) prefixIssues(g, before, property.segment);
        setProperty(out, property.key, value);
      }
      if (extras) {
        const more = extras.gen(g) as Record<string, unknown> | typeof CUT;
        if (more !== CUT) for (const key of Object.keys(more)) setProperty(out, key, more[key]);
      }
      return out;
    },
    write(g) {
      const out = g.out;
      out.push('{');
      let isFirst = true;
      for (let i = 0; i < count; i += 1) {
        const property = properties[i]!;
        if (g.minimal > 0 && !property.isRequired) continue;
        spend(g);
        const before = g.issues.length;
        const mark = out.length;
        out.push(isFirst ? property.prefix : property.nextPrefix);
        if (!property.node.write(g)) {
          if (!property.isRequired) {
            out.length = mark;
            continue;
          }
          requiredWriteAfterCut(g, property.node);
        }
        if (g.issues.length !== before) prefixIssues(g, before, property.segment);
        isFirst = false;
      }
      if (extras) extras.writeMembers(g, isFirst);
      out.push('}');
      return true;
    },
    fallback: () => ({}),
  };
}

/** `__proto__` is a key like any other in JSON; plain assignment would set the prototype instead. */
export function setProperty(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}
