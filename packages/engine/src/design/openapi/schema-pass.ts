import type { ImportBudget } from '../import/import-budget.js';
import { modelRef } from '../model-utils.js';
import type { IssueList } from './issue-list.js';
import { fragmentSegments, pointerOf, valueAt } from './json-pointer.js';
import { isObject, put, type JsonObject } from './json-value.js';
import {
  rewriteTyped,
  SCHEMA_ARRAY,
  SCHEMA_MAP,
  SCHEMA_ONE,
  type OasFamily,
} from './oas-structure.js';
import { upgradeSchemaNode } from './schema-dialect.js';

export interface SchemaPassInput {
  family: OasFamily;
  /** The schemas are OpenAPI 3.0 / Swagger 2.0 ones, converted to the 3.1 dialect here. */
  fromDialect30: boolean;
  /** The document declares 3.1 or later: 3.0 keywords found in it are pointed out. */
  declares31: boolean;
  /** The names of the data models: `components.schemas` (or 2.0 `definitions`) keys. */
  modelNames: ReadonlySet<string>;
  issues: IssueList;
  /** Pays for the schema values references copy into place (IMPORT_LIMITS.maxWork). */
  budget: ImportBudget;
}

/**
 * Goes over every schema of a (bundled) document once: checks that each `$ref` resolves,
 * writes references to data models in one spelling (`#/components/schemas/<name>`, also for
 * Swagger 2.0 `#/definitions/<name>`), copies in the schemas that other references point at
 * (`#/components/schemas/A/properties/b` is not a model), converts 3.0 schemas to the 3.1
 * dialect, and notes keywords of the other dialect. Returns the new document; the parts without
 * schemas are the same objects as before.
 */
export function passSchemas(root: unknown, input: SchemaPassInput): unknown {
  const { family, issues } = input;
  const segments: string[] = [];
  const expanding = new Set<string>();
  /** Model references already checked, and how they are spelled in the bundle. */
  const canonicalRefs = new Map<string, string>();

  const where = () => ({ pointer: pointerOf(segments) });

  function resolveRef(node: JsonObject, ref: string): unknown {
    if (!ref.startsWith('#')) {
      issues.error(
        'REF_UNRESOLVED',
        `The reference "${ref}" points to another file that was not found.`,
        where(),
      );
      return node;
    }
    const canonical = canonicalRefs.get(ref);
    if (canonical !== undefined) return canonical === ref ? node : { ...node, $ref: canonical };
    const target = fragmentSegments(ref.slice(1));
    if (target === null) {
      issues.unsupported(
        'REF_ANCHOR',
        `The reference "${ref}" names an anchor; it is kept as written and not followed.`,
        where(),
      );
      return node;
    }
    const isModel =
      family === '2.0'
        ? target.length === 2 && target[0] === 'definitions'
        : target.length === 3 && target[0] === 'components' && target[1] === 'schemas';
    if (isModel) {
      const name = target[target.length - 1]!;
      if (!input.modelNames.has(name)) {
        issues.error(
          'REF_UNRESOLVED',
          `The reference "${ref}" points to a schema that does not exist.`,
          where(),
        );
        return node;
      }
      const canonical = modelRef(name);
      canonicalRefs.set(ref, canonical);
      return canonical === ref ? node : { ...node, $ref: canonical };
    }
    if (target.length === 0) {
      issues.error('REF_CYCLE', `The reference "${ref}" points to the whole document.`, where());
      return node;
    }
    const value = valueAt(root, target);
    if (value === undefined) {
      issues.error(
        'REF_UNRESOLVED',
        `The reference "${ref}" points to nothing in the document.`,
        where(),
      );
      return node;
    }
    if (expanding.has(ref)) {
      issues.error(
        'REF_CYCLE',
        `The reference "${ref}" refers back to itself through schemas that are not data models; only references to components.schemas may be recursive.`,
        where(),
      );
      return node;
    }
    // Paid for with everything in it: copies of a large schema are what multiply a document.
    if (!input.budget.spendOnCopies(value)) {
      if (input.budget.isFirstRefusal()) {
        issues.error(
          'TOO_COMPLEX',
          input.budget.overWorkMessage('The schemas these references copy in'),
          where(),
        );
      }
      return node;
    }
    // A copy of the schema the reference points at, read where it is (its own references resolve
    // from there); fields beside the `$ref` still apply, as in JSON Schema 2020-12.
    expanding.add(ref);
    const saved = segments.splice(0, segments.length, ...target);
    const copy = schema(value);
    segments.splice(0, segments.length, ...saved);
    expanding.delete(ref);
    const siblings = Object.keys(node).filter((key) => key !== '$ref');
    if (siblings.length === 0) return copy;
    const rest: JsonObject = {};
    for (const key of siblings) put(rest, key, node[key]);
    const merged = schema(rest) as JsonObject;
    return { ...merged, allOf: [...(Array.isArray(merged.allOf) ? merged.allOf : []), copy] };
  }

  function noteDialect(node: JsonObject): void {
    if (input.declares31) {
      if (
        Object.hasOwn(node, 'nullable') ||
        typeof node.exclusiveMinimum === 'boolean' ||
        typeof node.exclusiveMaximum === 'boolean'
      ) {
        issues.warning(
          'OAS30_KEYWORD',
          'This schema uses an OpenAPI 3.0 keyword (nullable, or a boolean exclusiveMinimum/exclusiveMaximum) that OpenAPI 3.1 no longer has; it is kept as written.',
          where(),
        );
      }
    } else if (
      Array.isArray(node.type) ||
      Object.hasOwn(node, 'const') ||
      Array.isArray(node.examples) ||
      Object.hasOwn(node, '$defs') ||
      Object.hasOwn(node, 'prefixItems')
    ) {
      issues.warning(
        'OAS31_KEYWORD',
        `This schema uses a JSON Schema keyword that ${family === '2.0' ? 'Swagger 2.0' : 'OpenAPI 3.0'} does not have (a list of types, const, examples, $defs or prefixItems); it is kept as written.`,
        where(),
      );
    }
  }

  function schema(value: unknown): unknown {
    if (!isObject(value)) return value;
    let node: JsonObject = value;
    noteDialect(node);
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const resolved = resolveRef(node, ref);
      if (resolved !== node) {
        // A copied-in schema has been converted already; a rewritten model reference has no
        // sub-schemas of its own to visit beyond its siblings.
        if (!isObject(resolved) || resolved.$ref === undefined) return resolved;
        node = resolved;
      }
    }
    let copy: JsonObject | undefined;
    const replace = (key: string, next: unknown) => {
      copy ??= { ...node };
      put(copy, key, next);
    };
    for (const key of SCHEMA_ONE) {
      if (!Object.hasOwn(node, key)) continue;
      const child = node[key];
      segments.push(key);
      const next = Array.isArray(child) ? list(child) : schema(child);
      segments.pop();
      if (next !== child) replace(key, next);
    }
    for (const key of SCHEMA_ARRAY) {
      if (!Object.hasOwn(node, key)) continue;
      const child = node[key];
      if (!Array.isArray(child)) continue;
      segments.push(key);
      const next = list(child);
      segments.pop();
      if (next !== child) replace(key, next);
    }
    for (const key of SCHEMA_MAP) {
      if (!Object.hasOwn(node, key)) continue;
      const child = node[key];
      if (!isObject(child)) continue;
      segments.push(key);
      let mapCopy: JsonObject | undefined;
      for (const name in child) {
        if (!Object.hasOwn(child, name)) continue;
        segments.push(name);
        const next = schema(child[name]);
        segments.pop();
        if (next !== child[name]) {
          mapCopy ??= { ...child };
          put(mapCopy, name, next);
        }
      }
      segments.pop();
      if (mapCopy !== undefined) replace(key, mapCopy);
    }
    const result = copy ?? node;
    return input.fromDialect30 ? upgradeSchemaNode(result) : result;
  }

  function list(items: unknown[]): unknown[] {
    let copy: unknown[] | undefined;
    for (let i = 0; i < items.length; i += 1) {
      segments.push(String(i));
      const next = schema(items[i]);
      segments.pop();
      if (next !== items[i]) {
        copy ??= [...items];
        copy[i] = next;
      }
    }
    return copy ?? items;
  }

  return rewriteTyped(root, family, (node, kind, trail) => {
    if (kind !== 'schema') return undefined;
    segments.splice(0, segments.length, ...trail);
    return schema(node);
  });
}
