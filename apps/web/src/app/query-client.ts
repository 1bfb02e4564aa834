import { isApiError } from '@agrimap/sdk';
import { QueryClient } from '@tanstack/react-query';

/**
 * One retry for a network failure or a server error (5xx); business errors, 4xx and ended
 * sessions are final.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error) || error.isUnauthorized) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
