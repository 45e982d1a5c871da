import {
  CUT,
  pointerSegment,
  prefixIssues,
  spend,
  type GenNode,
  type GenState,
} from './gen-node.js';
import { isSchema, type Schema } from './schema-keywords.js';
import type { SchemaCompiler, Scope } from './compiler.js';
import { compileUntyped } from './compile-untyped.js';
import { setProperty } from './compile-object.js';
import { compilePattern } from './pattern/compile-pattern.js';
import { createRng } from './rng.js';

/** Map entries at most, unless `minProperties` asks for more (then capped, and flagged). */
const MAP_ENTRIES = 3;
const MAX_ENTRIES = 1000;

const FALLBACK_KEYS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];

/** The extra entries of an object: generated into it, or written among its members. */
export interface ExtrasNode {
  gen(g: GenState): Record<string, unknown>;
  /** Writes `"key":value` members after the object's own (`isFirst` when there are none). */
  writeMembers(g: GenState, isFirst: boolean): void;
}

export interface MapNeeds {
  /** Keys already used by declared properties. */
  taken: ReadonlySet<string>;
  /** How many entries must be added (minProperties). */
  min: number;
  /** How many may be added (maxProperties), if limited. */
  max: number | undefined;
  /** True for an object that is only a map: it gets a few entries even when none are required. */
  isMap: boolean;
}

/**
 * The entries of an object beyond its declared properties: keys from `patternProperties`
 * (generated from the pattern) or plain words, values from the matching schema. The keys are
 * drawn at compile time, so an answer only generates the values.
 */
export function mapKeysNode(
  schema: Schema,
  scope: Scope,
  compiler: SchemaCompiler,
  needs: MapNeeds,
): { node?: ExtrasNode; issue?: string } {
  const additional = schema.additionalProperties;
  const patterns = isSchema(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
  const hasSchemaForExtras = additional !== false || patterns.length > 0;
  let wanted = needs.isMap && hasSchemaForExtras ? Math.max(needs.min, 1) : needs.min;
  if (needs.max !== undefined) wanted = Math.min(wanted, needs.max);
  if (wanted === 0) return {};
  let issue: string | undefined;
  if (!hasSchemaForExtras) {
    return {
      issue: `minProperties needs ${needs.min} more properties than additionalProperties allows`,
    };
  }
  if (wanted > MAX_ENTRIES) {
    issue = `minProperties asks for ${wanted} entries; ${MAX_ENTRIES} are generated`;
    wanted = MAX_ENTRIES;
  }
  const spread = needs.isMap
    ? Math.max(wanted, Math.min(MAP_ENTRIES, needs.max ?? MAP_ENTRIES))
    : wanted;

  const entries: {
    key: string;
    prefix: string;
    nextPrefix: string;
    segment: string;
    node: GenNode;
  }[] = [];
  const used = new Set(needs.taken);
  const patternProperties = isSchema(schema.patternProperties) ? schema.patternProperties : {};
  // Keys from the patterns first (they are what the designer described), then plain words.
  for (const pattern of patterns) {
    const keys = compilePattern(pattern, { minLength: 1, maxLength: 40 });
    // Keys are chosen at compile time, repeatably: a generator seeded from the pattern.
    const rng = createRng(pattern);
    for (let attempt = 0; attempt < 20 && entries.length < spread; attempt += 1) {
      const key = keys.generate(rng);
      if (keys.isExact && key !== '' && !used.has(key)) {
        used.add(key);
        const node = compiler.compile(patternProperties[pattern], {
          hint: { name: key },
          root: scope.root,
        });
        entries.push({
          key,
          prefix: `${JSON.stringify(key)}:`,
          nextPrefix: `,${JSON.stringify(key)}:`,
          segment: pointerSegment(key),
          node,
        });
      }
    }
  }
  if (additional !== false) {
    for (let index = 0; entries.length < spread; index += 1) {
      const word = FALLBACK_KEYS[index % FALLBACK_KEYS.length]!;
      const key =
        index < FALLBACK_KEYS.length ? word : `${word}${Math.floor(index / FALLBACK_KEYS.length)}`;
      if (used.has(key) || matchesAny(patterns, key)) continue;
      used.add(key);
      const node =
        isSchema(additional) || additional === true
          ? compiler.compile(additional, { hint: { name: key }, root: scope.root })
          : compileUntyped({}, { hint: { name: key }, root: scope.root }, compiler);
      entries.push({
        key,
        prefix: `${JSON.stringify(key)}:`,
        nextPrefix: `,${JSON.stringify(key)}:`,
        segment: pointerSegment(key),
        node,
      });
    }
  }
  if (entries.length < wanted) {
    issue ??= `only ${entries.length} of the ${wanted} extra properties could be named`;
  }
  const least = Math.min(wanted, entries.length);
  return {
    issue,
    node: {
      gen(g) {
        const out: Record<string, unknown> = {};
        const count = g.minimal > 0 ? least : g.rng.int(least, entries.length);
        for (let i = 0; i < count; i += 1) {
          spend(g);
          const entry = entries[i]!;
          const before = g.issues.length;
          const value = entry.node.gen(g);
          if (value === CUT) continue;
          if (g.issues.length !== before) prefixIssues(g, before, entry.segment);
          setProperty(out, entry.key, value);
        }
        return out;
      },
      writeMembers(g, isFirst) {
        const out = g.out;
        let first = isFirst;
        const count = g.minimal > 0 ? least : g.rng.int(least, entries.length);
        for (let i = 0; i < count; i += 1) {
          spend(g);
          const entry = entries[i]!;
          const before = g.issues.length;
          const mark = out.length;
          out.push(first ? entry.prefix : entry.nextPrefix);
          if (!entry.node.write(g)) {
            out.length = mark;
            continue;
          }
          if (g.issues.length !== before) prefixIssues(g, before, entry.segment);
          first = false;
        }
      },
    },
  };
}

function matchesAny(patterns: readonly string[], key: string): boolean {
  return patterns.some((pattern) => {
    try {
      return new RegExp(pattern, 'u').test(key);
    } catch {
      return false;
    }
  });
}
