import { describe, expect, it } from 'vitest';
import type { TreeNode } from '@heron/contract';
import { folderTree } from './list-api-folders';

function node(id: string, overrides: Partial<TreeNode> = {}): TreeNode {
  return {
    id,
    kind: 'folder',
    section: 'api',
    parentId: null,
    sort: 0,
    name: id,
    method: null,
    path: null,
    status: null,
    ...overrides,
  };
}

describe('folderTree', () => {
  it('keeps the folders of the APIs section, nested, siblings in designer order', () => {
    const tree = folderTree([
      node('b', { sort: 2 }),
      node('a', { sort: 1 }),
      node('a2', { parentId: 'a', sort: 2 }),
      node('a1', { parentId: 'a', sort: 1 }),
      node('models', { section: 'model' }),
      node('list', { kind: 'endpoint', parentId: 'a', method: 'get', path: '/x' }),
    ]);
    expect(tree).toEqual([
      {
        value: 'a',
        title: 'a',
        children: [
          { value: 'a1', title: 'a1', children: [] },
          { value: 'a2', title: 'a2', children: [] },
        ],
      },
      { value: 'b', title: 'b', children: [] },
    ]);
  });

  it('leaves out folders that hang from no folder of the section', () => {
    expect(folderTree([node('orphan', { parentId: 'gone' })])).toEqual([]);
  });
});
