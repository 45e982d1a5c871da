import { QueryClient } from '@tanstack/react-query';
import { watchAccountChanges } from '../features/auth';
import { ApiError } from '../lib/api-client';

const MAX_RETRIES = 2;

// A 4xx answer will not change by asking again; network faults and 5xx may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // No data of one account may stay on screen once another is signed in.
  watchAccountChanges(queryClient);
  return queryClient;
}
