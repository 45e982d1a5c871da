import { describe, expect, it } from 'vitest';
import {
  featureGraph,
  featureImports,
  findCycle,
  normalizePath,
  specifiersOf,
} from '../test/feature-graph';

// Every module of every feature, as text (tests included: they may not reach in either).
const SOURCES = import.meta.glob<string>('./*/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the web features (issue 20)', () => {
  const imports = featureImports(SOURCES);

  it('are read from the sources', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(imports.length).toBeGreaterThan(0);
  });

  it('reach another feature only through its index', () => {
    const reachIns = imports
      .filter((found) => found.isReachIn)
      .map(({ file, specifier }) => `${file} imports '${specifier}'`);
    expect(reachIns).toEqual([]);
  });

  it('depend on each other one way only: no cycle', () => {
    expect(findCycle(featureGraph(imports))?.join(' → ') ?? 'no cycle').toBe('no cycle');
  });
});

describe('the feature graph', () => {
  it('reads static, dynamic and mocked module paths', () => {
    const source = [
      "import { a } from '../a/inside';",
      "import type { B } from './b';",
      "export { c } from '../../features/c';",
      "import './style.css';",
      "const d = () => import('../d');",
      "vi.mock('../e/index', () => ({}));",
      "vi.importActual<typeof import('../f')>('../f/inside');",
      "import { g } from 'react';",
    ].join('\n');
    expect(specifiersOf(source).sort()).toEqual([
      '../../features/c',
      '../a/inside',
      '../d',
      '../e/index',
      '../f',
      '../f/inside',
      './b',
      './style.css',
    ]);
  });

  it('folds paths', () => {
    expect(normalizePath('./a/b/../c')).toBe('a/c');
    expect(normalizePath('a/../../lib/x')).toBe('../lib/x');
  });

  it('tells an index import from a reach-in, whatever the depth or route', () => {
    const found = featureImports({
      './a/x/y/deep.ts': "import { b } from '../../../b';\nimport { c } from '../../../c/lib/c';",
      './a/top.ts':
        "import { b } from '../../features/b/inside';\nimport { l } from '../../lib/l';",
      './b/index.ts': "export { b } from './b';",
    });
    expect(found.map(({ file, to, isReachIn }) => [file, to, isReachIn])).toEqual([
      ['./a/x/y/deep.ts', 'b', false],
      ['./a/x/y/deep.ts', 'c', true],
      ['./a/top.ts', 'b', true],
    ]);
  });

  it('names a cycle, and finds none in a one-way graph', () => {
    const graph = (edges: [string, string][]) =>
      featureGraph(
        edges.map(([from, to]) => ({ from, to, file: '', specifier: '', isReachIn: false })),
      );
    expect(
      findCycle(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['d', 'a'],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        graph([
          ['a', 'b'],
          ['a', 'c'],
          ['b', 'c'],
          ['d', 'a'],
        ]),
      ),
    ).toBeNull();
  });
});
