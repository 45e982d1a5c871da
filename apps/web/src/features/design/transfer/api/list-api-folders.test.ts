import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TreeNode } from '@heron/contract';
import { designKeys } from '../../../../lib/design/design-keys';
import { json, stubApi } from '../../../../test/stub-api';
import { PROJECT_ID, ROUTES } from '../test-data';
import { folderTree, useApiFolders } from './list-api-folders';

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

describe('useApiFolders', () => {
  function renderFolders(client: QueryClient) {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    return renderHook(() => useApiFolders(PROJECT_ID), { wrapper });
  }

  it("reads the designer's tree query: a tree already in the cache is not fetched again", async () => {
    const api = stubApi({ [ROUTES.tree]: () => json({ nodes: [node('fetched')] }) });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(designKeys.tree(PROJECT_ID), { nodes: [node('held')] });
    const { result } = renderFolders(client);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([{ value: 'held', title: 'held', children: [] }]);
    expect(api.callsTo(ROUTES.tree)).toHaveLength(0);
  });

  it('fetches the tree into that same entry when none is held', async () => {
    const api = stubApi({ [ROUTES.tree]: () => json({ nodes: [node('fetched')] }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderFolders(client);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([{ value: 'fetched', title: 'fetched', children: [] }]);
    expect(api.callsTo(ROUTES.tree)).toHaveLength(1);
    expect(client.getQueryData(designKeys.tree(PROJECT_ID))).toEqual({ nodes: [node('fetched')] });
  });
});
