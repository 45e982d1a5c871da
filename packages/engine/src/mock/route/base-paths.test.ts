import { describe, expect, it } from 'vitest';
import type { DesignBundle } from '@heron/contract';
import { basePathsOf } from './base-paths.js';

const design = (servers: unknown[], pathServers: unknown[] = []): DesignBundle =>
  ({
    meta: { servers, pathExtras: { '/x': { servers: pathServers } } },
    endpoints: [],
  }) as unknown as DesignBundle;

describe('basePathsOf', () => {
  it('reads the path of absolute, scheme-relative and relative server URLs, longest first', () => {
    expect(
      basePathsOf(
        design([
          { url: 'https://api.example.com/v1' },
          { url: '//cdn.example.com/api/v2/' },
          { url: '/relative' },
          { url: 'https://example.com' },
          { url: 'https://example.com/' },
          { url: 'http://example.com/a?x=1#y' },
        ]),
      ),
    ).toEqual([['api', 'v2'], ['v1'], ['relative'], ['a']]);
  });

  it('fills server variables with their defaults, and an unknown one with nothing', () => {
    expect(
      basePathsOf(
        design([
          { url: '{scheme}://h/{version}/x', variables: { version: { default: 'v3' } } },
          { url: 'https://h/{missing}/y' },
        ]),
      ),
    ).toEqual([['v3', 'x'], ['y']]);
  });

  it('counts the servers of path items, and ignores what is not a server', () => {
    expect(basePathsOf(design([null, 7, { url: 3 }], [{ url: '/p' }]))).toEqual([['p']]);
  });
});
