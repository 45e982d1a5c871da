/**
 * The feature-level import graph of `src/features` (issue 20), read from the sources: which
 * feature imports which, which imports reach past another feature's `index.ts`, and a cycle if
 * there is one. Paths are relative to the features folder, with `/`.
 */

/** One import of another feature: `file` names `specifier`, which lands in feature `to`. */
export interface FeatureImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
  /** True when the specifier goes past the feature's folder or `index`. */
  isReachIn: boolean;
}

// Static imports and re-exports (`from '…'`), side-effect imports and `import('…')`, in code or
// in a type; and the module paths of `vi.mock`, `vi.doMock` and `vi.importActual`, which tie a
// test to a module as an import does.
const RELATIVE = String.raw`(['"])(\.{1,2}(?:\/[^'"]*)?)\1`;
const IMPORT = new RegExp(String.raw`(?:\bfrom\s*|\bimport\s*\(?\s*)` + RELATIVE, 'g');
const MOCK = new RegExp(
  String.raw`\bvi\.(?:mock|doMock|importActual|importMock)\s*(?:<.*?>)?\s*\(\s*` + RELATIVE,
  'g',
);

/** The relative specifiers a module's source names. */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(IMPORT), ...source.matchAll(MOCK)].map((match) => match[2]!);
}

/** `path` with `.` and `..` segments folded; a leading `..` stays (outside the folder). */
export function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

function featureOf(path: string): string | undefined {
  return path.startsWith('..') ? undefined : path.split('/')[0];
}

/** Every import of one feature by another, from `sources` (file path → source text). */
export function featureImports(sources: Record<string, string>): FeatureImport[] {
  const found: FeatureImport[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const from = featureOf(normalizePath(file));
    if (!from) continue;
    const folder = normalizePath(file).split('/').slice(0, -1).join('/');
    for (const specifier of specifiersOf(source)) {
      // Climbing to `src/` and back into `features/` lands in the features folder all the same.
      const target = normalizePath(`${folder}/${specifier}`).replace(/^\.\.\/features\//, '');
      const to = featureOf(target);
      if (!to || to === from) continue;
      const inside = target.split('/').slice(1).join('/');
      found.push({ from, to, file, specifier, isReachIn: inside !== '' && inside !== 'index' });
    }
  }
  return found;
}

/** Which features each feature imports. */
export function featureGraph(imports: FeatureImport[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

/** A cycle of the graph as the features along it, first repeated at the end; null if none. */
export function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}
