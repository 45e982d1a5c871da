import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { designKeys } from '../../lib/design/design-keys';
import { DESIGN, designRoutes, LIST_PETS, makeEndpoint } from '../../test/design-fixtures';
import { P1 } from '../../test/project-fixtures';
import { json, stubApi } from '../../test/stub-api';
import { preloadDesign } from './preload-design';
import { preloadEditor } from './shell/lazy-editors';

vi.mock('./shell/lazy-editors', () => ({ preloadEditor: vi.fn() }));
vi.mock('./shell/design-workspace', () => ({ DesignWorkspace: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(preloadEditor).mockClear();
});

describe('preloadDesign (issue 20)', () => {
  it('fetches the tree, the settings and the named item beside the project, then its editor', async () => {
    const api = stubApi({
      ...designRoutes(),
      [`GET ${DESIGN}/items/${LIST_PETS}`]: () => json(makeEndpoint({ id: LIST_PETS })),
    });
    const queryClient = new QueryClient();

    preloadDesign(queryClient, P1, new URLSearchParams({ item: LIST_PETS }));

    await vi.waitFor(() => expect(preloadEditor).toHaveBeenCalledWith('endpoint'));
    expect(queryClient.getQueryData(designKeys.tree(P1))).toBeDefined();
    expect(queryClient.getQueryData(designKeys.meta(P1))).toBeDefined();
    expect(queryClient.getQueryData(designKeys.item(P1, LIST_PETS))).toMatchObject({
      id: LIST_PETS,
    });
    // Not the project itself: the workspace asks for it.
    expect(api.callsTo(`GET /api/v1/projects/${P1}`)).toHaveLength(0);
  });

  it('asks for no item and no editor when the address names none, nor when the item is gone', async () => {
    const api = stubApi(designRoutes());
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    preloadDesign(queryClient, P1, new URLSearchParams());
    preloadDesign(queryClient, P1, new URLSearchParams({ item: LIST_PETS }));

    await vi.waitFor(() => expect(api.callsTo(`GET ${DESIGN}/items/${LIST_PETS}`)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(designKeys.item(P1, LIST_PETS))?.status).toBe('error'),
    );
    expect(preloadEditor).not.toHaveBeenCalled();
  });
});
