import type { JsonSchema } from '@heron/contract';
import { describeSchema, valuesText } from './describe-schema.js';
import { jsonEqual } from './json-equal.js';
import {
  describesMembers,
  enumOf,
  fingerprint,
  isSchema,
  keywordsOf,
  modelRefOf,
  propertiesOf,
  refOf,
  requiredOf,
  schemaAt,
  schemaListAt,
  unwrapSchema,
  type SchemaObject,
} from './schema-keywords.js';
import {
  combineVerdicts,
  compareBranches,
  compareFormats,
  compareTypeSets,
  typeSetOf,
  type Verdict,
} from './schema-verdict.js';

export type SchemaChangeKind =
  | 'property-removed'
  | 'property-added'
  | 'property-required-added'
  | 'property-made-required'
  | 'property-made-optional'
  | 'type-changed'
  | 'type-widened'
  | 'type-narrowed'
  | 'enum-changed'
  | 'description-changed'
  | 'example-changed';

/** One change inside a schema, judged for both directions; the caller picks the code. */
export interface SchemaChange {
  kind: SchemaChangeKind;
  /** Where inside the schema: `''` (the schema itself), `owner.login`, `items[].id`, `labels.*`. */
  path: string;
  before: string | null;
  after: string | null;
  /** Whether a client sending this schema (a request) may now be refused. */
  breaksRequests: boolean;
  /** Whether a client reading this schema (a response) may now fail. */
  breaksResponses: boolean;
}

/** Schema comparisons left for one whole diff, shared by every schema in it. */
export interface WorkBudget {
  remaining: number;
}

export interface SchemaDiffOptions {
  /** The data models of each version by name, to follow `$ref`s to models whose names differ. */
  modelsBefore: ReadonlyMap<string, JsonSchema>;
  modelsAfter: ReadonlyMap<string, JsonSchema>;
  budget: WorkBudget;
}

const BREAKS: Record<Exclude<SchemaChangeKind, 'enum-changed'>, [boolean, boolean]> = {
  'property-removed': [true, true],
  'property-added': [false, false],
  'property-required-added': [true, false],
  'property-made-required': [true, false],
  'property-made-optional': [false, true],
  'type-changed': [true, true],
  'type-widened': [false, true],
  'type-narrowed': [true, false],
  'description-changed': [false, false],
  'example-changed': [false, false],
};

// Nesting deeper than this is compared as a whole (a change there is a type change where the cut
// is): real schemas are a dozen levels deep at most, and the location must stay readable.
const MAX_DEPTH = 48;
// A chain of models that only refer to one another (`A` is `$ref: B`) is followed this far.
const MAX_ALIAS_HOPS = 16;

function join(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

interface Resolved {
  schema: JsonSchema | undefined;
  /** The first model the schema named, when it was a reference to one. */
  model: string | null;
  /** A `$ref` that is not to a known model: compared as written. */
  opaqueRef: string | null;
}

function resolve(
  schema: JsonSchema | undefined,
  models: ReadonlyMap<string, JsonSchema>,
): Resolved {
  let current = schema;
  let first: string | null = null;
  for (let hop = 0; hop < MAX_ALIAS_HOPS; hop++) {
    const ref = refOf(current);
    if (ref === null) return { schema: current, model: first, opaqueRef: null };
    const name = modelRefOf(current);
    const target = name === null ? undefined : models.get(name);
    if (name === null || target === undefined)
      return { schema: current, model: first, opaqueRef: ref };
    first ??= name;
    // Keywords beside a `$ref` apply too (OpenAPI 3.1): they win over the model's own.
    const { $ref: _ref, ...siblings } = keywordsOf(current);
    if (Object.keys(siblings).length === 0) current = target;
    else if (target === false) current = false;
    else current = { ...keywordsOf(target), ...siblings };
  }
  return { schema: {}, model: first, opaqueRef: null };
}

/** `oneOf`, else `anyOf`: the schema's alternatives, if it is a union. */
function alternativesOf(schema: SchemaObject): JsonSchema[] | undefined {
  return schemaListAt(schema, 'oneOf') ?? schemaListAt(schema, 'anyOf');
}

function sameFingerprint(left: unknown, right: unknown): boolean {
  return left === right || fingerprint(left) === fingerprint(right);
}

/** One side of a comparison: the schema as written, without its null, and resolved. */
interface Side {
  outer: JsonSchema | undefined;
  inner: JsonSchema | undefined;
  resolved: JsonSchema | undefined;
  nullable: boolean;
}

function compareNullability(left: { nullable: boolean }, right: { nullable: boolean }): Verdict {
  if (left.nullable === right.nullable) return 'equal';
  return right.nullable ? 'widened' : 'narrowed';
}

function typesOf(side: Side): ReadonlySet<string> | null {
  const types = typeSetOf(side.resolved);
  return types !== null && side.nullable ? new Set([...types, 'null']) : types;
}

class SchemaDiff {
  // Pairs of models being compared further up: a model that contains itself (a tree, a linked
  // list) is compared once per place, not forever.
  private readonly comparing = new Set<string>();

  constructor(
    private readonly options: SchemaDiffOptions,
    private readonly report: (change: SchemaChange) => void,
  ) {}

  private emit(
    kind: Exclude<SchemaChangeKind, 'enum-changed'>,
    path: string,
    before: string | null,
    after: string | null,
  ): void {
    const [breaksRequests, breaksResponses] = BREAKS[kind];
    this.report({ kind, path, before, after, breaksRequests, breaksResponses });
  }

  private typeChange(
    verdict: Exclude<Verdict, 'equal'>,
    before: JsonSchema | undefined,
    after: JsonSchema | undefined,
    path: string,
  ): void {
    this.emit(`type-${verdict}`, path, describeSchema(before), describeSchema(after));
  }

  compare(
    before: JsonSchema | undefined,
    after: JsonSchema | undefined,
    path: string,
    depth: number,
  ): void {
    if (jsonEqual(before, after)) return;
    const left = unwrapSchema(before);
    const right = unwrapSchema(after);
    const beforeModel = modelRefOf(left.schema);
    if (beforeModel !== null && beforeModel === modelRefOf(right.schema)) {
      // The same model on both sides is the same here: what changed inside it is the model's
      // own change, listed once at the model (diff-models.ts), not again at every use. Only
      // whether null is allowed beside it, and the annotations, belong to this place.
      const verdict = compareNullability(left, right);
      if (verdict !== 'equal') this.typeChange(verdict, before, after, path);
      this.annotations(keywordsOf(left.schema), keywordsOf(right.schema), path);
      return;
    }
    const { budget } = this.options;
    if (budget.remaining <= 0 || depth > MAX_DEPTH) {
      // Out of work or depth: say that something changed here, which is never wrong.
      this.typeChange('changed', before, after, path);
      return;
    }
    budget.remaining--;
    const leftResolved = resolve(left.schema, this.options.modelsBefore);
    const rightResolved = resolve(right.schema, this.options.modelsAfter);
    if (leftResolved.opaqueRef !== null || rightResolved.opaqueRef !== null) {
      if (leftResolved.opaqueRef === rightResolved.opaqueRef) {
        const verdict = compareNullability(left, right);
        if (verdict !== 'equal') this.typeChange(verdict, before, after, path);
        this.annotations(keywordsOf(left.schema), keywordsOf(right.schema), path);
      } else {
        this.typeChange('changed', before, after, path);
      }
      return;
    }
    const pair =
      leftResolved.model !== null && rightResolved.model !== null
        ? `${leftResolved.model}\n${rightResolved.model}`
        : null;
    if (pair !== null) {
      if (this.comparing.has(pair)) return;
      this.comparing.add(pair);
    }
    try {
      this.compareResolved(
        {
          outer: before,
          inner: left.schema,
          resolved: leftResolved.schema,
          nullable: left.nullable,
        },
        {
          outer: after,
          inner: right.schema,
          resolved: rightResolved.schema,
          nullable: right.nullable,
        },
        path,
        depth,
      );
    } finally {
      if (pair !== null) this.comparing.delete(pair);
    }
  }

  private compareResolved(left: Side, right: Side, path: string, depth: number): void {
    const leftKeywords = keywordsOf(left.resolved);
    const rightKeywords = keywordsOf(right.resolved);
    // Unions are compared by their branches as written (a change inside a branch is a change
    // of the whole union, as a client sees it), and a plain schema is a union of itself: so
    // `X | Y` → `X | Y | Z` widens rather than changes.
    const leftAlternatives = alternativesOf(leftKeywords);
    const rightAlternatives = alternativesOf(rightKeywords);
    if (leftAlternatives !== undefined || rightAlternatives !== undefined) {
      const verdict = combineVerdicts(
        compareNullability(left, right),
        compareBranches(
          (leftAlternatives ?? [left.inner ?? true]).map(fingerprint),
          (rightAlternatives ?? [right.inner ?? true]).map(fingerprint),
        ),
      );
      if (verdict !== 'equal') {
        this.typeChange(verdict, left.outer, right.outer, path);
        return;
      }
      if (leftAlternatives === undefined || rightAlternatives === undefined) return;
    }
    const verdict = combineVerdicts(
      compareTypeSets(typesOf(left), typesOf(right)),
      compareFormats(leftKeywords, rightKeywords),
      compareBranches(
        (schemaListAt(leftKeywords, 'allOf') ?? []).map(fingerprint),
        (schemaListAt(rightKeywords, 'allOf') ?? []).map(fingerprint),
        true,
      ),
      sameFingerprint(leftKeywords.not, rightKeywords.not) ? 'equal' : 'changed',
      sameFingerprint(leftKeywords.prefixItems, rightKeywords.prefixItems) ? 'equal' : 'changed',
    );
    if (verdict !== 'equal') this.typeChange(verdict, left.outer, right.outer, path);
    // Members of a value whose type is now another are not compared: the type says it all.
    if (verdict === 'changed') return;
    this.annotations(leftKeywords, rightKeywords, path);
    this.enums(left, right, path);
    this.members(leftKeywords, rightKeywords, path, depth);
    this.additionalMembers(leftKeywords, rightKeywords, path, depth);
    const leftItems = schemaAt(leftKeywords, 'items');
    const rightItems = schemaAt(rightKeywords, 'items');
    if (leftItems !== undefined || rightItems !== undefined) {
      this.compare(leftItems, rightItems, `${path}[]`, depth + 1);
    }
  }

  private annotations(left: SchemaObject, right: SchemaObject, path: string): void {
    if ((left.description ?? '') !== (right.description ?? '')) {
      this.emit('description-changed', path, null, null);
    }
    if (!jsonEqual(left.example, right.example) || !jsonEqual(left.examples, right.examples)) {
      this.emit('example-changed', path, null, null);
    }
  }

  private enums(left: Side, right: Side, path: string): void {
    const before = enumOf(keywordsOf(left.resolved));
    const after = enumOf(keywordsOf(right.resolved));
    if (before === undefined && after === undefined) return;
    // A list that appears allows less than the type did, and one that goes allows more: the
    // type stands on the other side. Otherwise only the values removed and added are quoted,
    // not the whole lists (GitHub's have dozens).
    let change: Omit<SchemaChange, 'kind' | 'path'>;
    if (before === undefined) {
      const type = describeSchema(left.resolved);
      change = {
        before: type,
        after: valuesText(after!),
        breaksRequests: true,
        breaksResponses: false,
      };
    } else if (after === undefined) {
      const type = describeSchema(right.resolved);
      change = {
        before: valuesText(before),
        after: type,
        breaksRequests: false,
        breaksResponses: true,
      };
    } else {
      const beforeKeys = new Set(before.map((value) => JSON.stringify(value)));
      const afterKeys = new Set(after.map((value) => JSON.stringify(value)));
      const gone = before.filter((value) => !afterKeys.has(JSON.stringify(value)));
      const come = after.filter((value) => !beforeKeys.has(JSON.stringify(value)));
      if (gone.length === 0 && come.length === 0) return;
      change = {
        before: gone.length > 0 ? valuesText(gone) : null,
        after: come.length > 0 ? valuesText(come) : null,
        breaksRequests: gone.length > 0,
        breaksResponses: come.length > 0,
      };
    }
    this.report({ kind: 'enum-changed', path, ...change });
  }

  private members(left: SchemaObject, right: SchemaObject, path: string, depth: number): void {
    if (!describesMembers(left) && !describesMembers(right)) return;
    const leftProperties = propertiesOf(left);
    const rightProperties = propertiesOf(right);
    const leftRequired = requiredOf(left);
    const rightRequired = requiredOf(right);
    const names = [
      ...new Set([
        ...Object.keys(leftProperties),
        ...leftRequired,
        ...Object.keys(rightProperties),
        ...rightRequired,
      ]),
    ].sort();
    for (const name of names) {
      const at = join(path, name);
      // A name only in `required` is still a member (of any type), as JSON Schema reads it.
      const before = Object.hasOwn(leftProperties, name) ? leftProperties[name] : undefined;
      const after = Object.hasOwn(rightProperties, name) ? rightProperties[name] : undefined;
      const inBefore = before !== undefined || leftRequired.has(name);
      const inAfter = after !== undefined || rightRequired.has(name);
      if (!inAfter) {
        this.emit('property-removed', at, describeSchema(before), null);
      } else if (!inBefore) {
        const kind = rightRequired.has(name) ? 'property-required-added' : 'property-added';
        this.emit(kind, at, null, describeSchema(after));
      } else {
        if (leftRequired.has(name) && !rightRequired.has(name)) {
          this.emit('property-made-optional', at, null, null);
        } else if (!leftRequired.has(name) && rightRequired.has(name)) {
          this.emit('property-made-required', at, null, null);
        }
        this.compare(before, after, at, depth + 1);
      }
    }
  }

  /**
   * `additionalProperties`, as the member `*` (any other name). Closing a map that listed its
   * values removes that member; closing an object that was open only by default narrows it
   * (a request with other members is refused, a response loses nothing it documented). Opening
   * one adds the member, like adding a property.
   */
  private additionalMembers(
    left: SchemaObject,
    right: SchemaObject,
    path: string,
    depth: number,
  ): void {
    const before = isSchema(left.additionalProperties) ? left.additionalProperties : undefined;
    const after = isSchema(right.additionalProperties) ? right.additionalProperties : undefined;
    if (before === undefined && after === undefined) return;
    const at = join(path, '*');
    if (before === false && after === false) return;
    if (after === false) {
      if (before === undefined) this.emit('type-narrowed', at, 'any', 'never');
      else this.emit('property-removed', at, describeSchema(before), null);
    } else if (before === false) {
      this.emit('property-added', at, null, describeSchema(after));
    } else {
      this.compare(before, after, at, depth + 1);
    }
  }
}

/**
 * Compares two schemas structurally and reports each change once, at the most specific place,
 * judged for requests and responses. A `$ref` to the same model on both sides is not followed (the
 * model's own diff says what changed in it); one to models of different names, or to a model on
 * one side only, is followed and compared structurally, cutting cycles. The work is bounded by the
 * budget: past it, a difference is reported as a type change where it is found.
 */
export function diffSchemas(
  before: JsonSchema | undefined,
  after: JsonSchema | undefined,
  options: SchemaDiffOptions,
  report: (change: SchemaChange) => void,
): void {
  new SchemaDiff(options, report).compare(before, after, '', 0);
}
