import {
  CUT,
  flagged,
  isExhausted,
  prefixIssues,
  requiredAfterCut,
  requiredWriteAfterCut,
  spend,
  type GenNode,
  type GenState,
} from './gen-node.js';
import { countKeyword, type Schema } from './schema-keywords.js';
import type { SchemaCompiler, Scope } from './compiler.js';
import { singular } from './realism/field-kind.js';

/** Items in an answer when nothing asks for more: enough to look like a list, cheap to build. */
const USUAL_MOST = 3;
/** Never more items than this unless minItems says so. */
const SOFT_CAP = 20;
/** Never more items than this at all; a larger minItems is flagged. */
const HARD_CAP = 1000;

/**
 * Arrays: `prefixItems` (or a 3.0-era `items` list) first, then `items`; the count is drawn
 * between minItems and maxItems, near the low end. `uniqueItems` retries duplicates a bounded
 * number of times and flags the array if it cannot reach minItems.
 */
export function compileArray(schema: Schema, scope: Scope, compiler: SchemaCompiler): GenNode {
  const issues: string[] = [];
  const tuple = Array.isArray(schema.prefixItems)
    ? schema.prefixItems
    : Array.isArray(schema.items)
      ? schema.items
      : [];
  const rest = Array.isArray(schema.items) ? schema.additionalItems : schema.items;
  const itemHint = {
    name: singular(scope.hint.name ?? ''),
    ...(scope.hint.name ? { owner: scope.hint.name } : {}),
  };
  const prefixNodes = tuple.map((item: unknown, index: number) =>
    compiler.compile(item, { hint: { name: `${itemHint.name}${index}` }, root: scope.root }),
  );
  const canGrow = rest !== false;
  const itemNode = canGrow
    ? compiler.compile(rest ?? {}, { hint: itemHint, root: scope.root })
    : undefined;

  let least = countKeyword(schema, 'minItems') ?? 0;
  let most = countKeyword(schema, 'maxItems') ?? Number.POSITIVE_INFINITY;
  if (least > most) {
    issues.push(`minItems ${least} > maxItems ${most}`);
    most = least;
  }
  if (!canGrow && least > prefixNodes.length) {
    issues.push(`minItems ${least} > the ${prefixNodes.length} items allowed`);
    least = prefixNodes.length;
  }
  if (!canGrow) most = Math.min(most, prefixNodes.length);
  if (least > HARD_CAP) {
    issues.push(`minItems ${least} is above the mock's limit of ${HARD_CAP}`);
    least = HARD_CAP;
  }
  // Usually 1 to 3 items (a list with something in it, and cheap); never above 20 unless
  // minItems says more.
  const cap = Math.max(least, SOFT_CAP);
  const low = Math.min(Math.max(least, 1), most);
  const high = Math.min(most, cap, Math.max(low, least + USUAL_MOST - 1, USUAL_MOST));
  const isUnique = schema.uniqueItems === true;
  const node = arrayNode({ prefixNodes, itemNode, least, low, high, isUnique });
  return issues.length > 0 ? flagged(node, issues.join('; ')) : node;
}

interface ArrayPlan {
  prefixNodes: readonly GenNode[];
  itemNode: GenNode | undefined;
  /** minItems (capped): the count in a smallest-form rebuild, and the count below which a cut item is rebuilt. */
  least: number;
  low: number;
  high: number;
  isUnique: boolean;
}

function arrayNode(plan: ArrayPlan): GenNode {
  const { prefixNodes, itemNode, least, low, high, isUnique } = plan;
  const countOf = (g: GenState) =>
    g.minimal > 0 ? least : low === high ? low : g.rng.int(low, high);
  return {
    gen(g) {
      const count = countOf(g);
      const out: unknown[] = [];
      const seen = isUnique ? new Set<unknown>() : undefined;
      // Duplicates are retried, but only so often: a small enum cannot fill a large unique array.
      let attempts = isUnique ? count * 4 + 8 : count;
      while (out.length < count && attempts > 0) {
        attempts -= 1;
        const index = out.length;
        const node = index < prefixNodes.length ? prefixNodes[index] : itemNode;
        if (!node || isExhausted(g)) break;
        spend(g);
        const before = g.issues.length;
        let value = node.gen(g);
        if (value === CUT) {
          if (index >= least) break;
          value = requiredAfterCut(g, node);
        }
        if (seen) {
          const key = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
          if (seen.has(key)) {
            g.issues.length = before;
            continue;
          }
          seen.add(key);
        }
        if (g.issues.length !== before) prefixIssues(g, before, String(index));
        out.push(value);
      }
      if (out.length < least) reportShort(g, out.length, least, isUnique);
      return out;
    },
    write(g) {
      const count = countOf(g);
      const out = g.out;
      out.push('[');
      let length = 0;
      const seen = isUnique ? new Set<string>() : undefined;
      let attempts = isUnique ? count * 4 + 8 : count;
      while (length < count && attempts > 0) {
        attempts -= 1;
        const index = length;
        const node = index < prefixNodes.length ? prefixNodes[index] : itemNode;
        if (!node || isExhausted(g)) break;
        spend(g);
        const before = g.issues.length;
        if (length > 0) out.push(',');
        const mark = out.length;
        if (!node.write(g)) {
          if (index >= least) {
            if (length > 0) out.length = mark - 1;
            break;
          }
          requiredWriteAfterCut(g, node);
        }
        if (seen) {
          // JSON texts compare as the values do (integers and floats print alike).
          const text = out.slice(mark).join('');
          if (seen.has(text)) {
            out.length = length > 0 ? mark - 1 : mark;
            g.issues.length = before;
            continue;
          }
          seen.add(text);
        }
        if (g.issues.length !== before) prefixIssues(g, before, String(index));
        length += 1;
      }
      if (length < least) reportShort(g, length, least, isUnique);
      out.push(']');
      return true;
    },
    fallback: () => [],
  };
}

function reportShort(g: GenState, count: number, least: number, isUnique: boolean): void {
  const reason = isExhausted(g)
    ? `the answer reached the mock's size limit: ${count} of the ${least} items minItems asks for`
    : `only ${count} ${isUnique ? 'distinct ' : ''}items of the ${least} minItems asks for`;
  g.issues.push({ pointer: '', reason });
}
