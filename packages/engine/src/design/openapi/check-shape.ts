import { pointerOf } from './json-pointer.js';

/** Why a parsed document cannot be walked safely. */
export type ShapeProblem =
  | { kind: 'too-deep'; pointer: string }
  | { kind: 'cycle'; pointer: string }
  | { kind: 'too-many-nodes' };

/**
 * Checks, in one pass over every value, that a parsed document nests no deeper than `maxDepth`
 * and has no more than `maxNodes` values. The second guard is for YAML aliases: `*a` repeats a
 * node without repeating its text, so a small file can stand for billions of values (and an
 * alias inside its own anchor for an endless one). Every later walk is recursive and trusts
 * both limits, which is why this runs first on every file (import-budget.ts). `counted.nodes`
 * receives the number of values seen, for the budget of the import as a whole.
 */
export function checkShape(
  root: unknown,
  maxDepth: number,
  maxNodes: number,
  counted: { nodes: number } = { nodes: 0 },
): ShapeProblem | null {
  let nodes = 0;
  // Filled from the failing node outwards, only on failure: the happy path builds no pointers.
  const trail: (string | number)[] = [];
  const ancestors: unknown[] = [];

  function visit(node: unknown, depth: number): 'too-deep' | 'too-many-nodes' | null {
    nodes += 1;
    if (nodes > maxNodes) return 'too-many-nodes';
    if (typeof node !== 'object' || node === null) return null;
    if (depth >= maxDepth) return 'too-deep';
    ancestors.push(node);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        const problem = visit(node[i], depth + 1);
        if (problem !== null) {
          if (problem === 'too-deep') trail.push(i);
          return problem;
        }
      }
    } else {
      const keys = Object.keys(node);
      for (let i = 0; i < keys.length; i += 1) {
        const key = keys[i]!;
        const problem = visit((node as Record<string, unknown>)[key], depth + 1);
        if (problem !== null) {
          if (problem === 'too-deep') trail.push(key);
          return problem;
        }
      }
    }
    ancestors.pop();
    return null;
  }

  const problem = visit(root, 0);
  counted.nodes = nodes;
  if (problem === null) return null;
  if (problem === 'too-many-nodes') return { kind: 'too-many-nodes' };
  trail.reverse();
  // A node that contains itself (a YAML alias inside its own anchor) is reported as a cycle.
  const seen = new Set<unknown>();
  for (let i = 0; i < ancestors.length; i += 1) {
    if (seen.has(ancestors[i])) return { kind: 'cycle', pointer: pointerOf(trail.slice(0, i)) };
    seen.add(ancestors[i]);
  }
  return { kind: 'too-deep', pointer: pointerOf(trail) };
}

/**
 * How many values `root` holds (itself and everything inside it, a shared value each time it is
 * reached), counting no further than `max` + 1. For values that passed `checkShape`: the
 * recursion is as deep as the value.
 */
export function countValues(root: unknown, max: number): number {
  let nodes = 0;
  const visit = (node: unknown): void => {
    nodes += 1;
    if (nodes > max || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length && nodes <= max; i += 1) visit(node[i]);
    } else {
      for (const key in node) {
        if (nodes > max) return;
        if (Object.hasOwn(node, key)) visit((node as Record<string, unknown>)[key]);
      }
    }
  };
  visit(root);
  return nodes;
}
