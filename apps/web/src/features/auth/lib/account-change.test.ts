import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { TEST_USER } from '../../../test/stub-api';
import { SESSION_QUERY_KEY } from '../../../lib/get-session';
import { watchAccountChanges } from './account-change';

const BOB = { ...TEST_USER, id: 'u2', name: 'Bob' };

describe('watchAccountChanges', () => {
  it('reloads what is on screen and empties the rest when the account changes', async () => {
    const queryClient = new QueryClient();
    watchAccountChanges(queryClient);
    const loadProjects = vi.fn(async () => `projects of call ${loadProjects.mock.calls.length}`);
    const observer = new QueryObserver(queryClient, {
      queryKey: ['projects'],
      queryFn: loadProjects,
    });
    const unsubscribe = observer.subscribe(() => {});
    queryClient.setQueryData(['teams'], 'teams of Ada'); // cached, not on screen

    queryClient.setQueryData(SESSION_QUERY_KEY, TEST_USER);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('projects of call 1'));
    expect(loadProjects).toHaveBeenCalledTimes(1);

    queryClient.setQueryData(SESSION_QUERY_KEY, BOB);
    await vi.waitFor(() => expect(loadProjects).toHaveBeenCalledTimes(2));
    expect(queryClient.getQueryData(['teams'])).toBeUndefined();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(BOB);
    unsubscribe();
  });

  it('leaves the cache alone when the same account is written again or someone signs in', async () => {
    const queryClient = new QueryClient();
    watchAccountChanges(queryClient);
    queryClient.setQueryData(['teams'], 'teams');
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    queryClient.setQueryData(SESSION_QUERY_KEY, TEST_USER);
    queryClient.setQueryData(SESSION_QUERY_KEY, { ...TEST_USER, name: 'Ada L.' });
    expect(queryClient.getQueryData(['teams'])).toBe('teams');
  });
});
