import { isApiError } from '@agrimap/sdk';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { describeError, errorTextOf, failureKind } from '@/lib/errors';
import { notify } from '@/lib/notify';
import type { CallMeta } from '@/lib/query';

/**
 * One retry for a network failure or a server error (5xx); business errors, 4xx and ended
 * sessions are final.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error) || error.isUnauthorized) return false;
  return error.status === 0 || error.status >= 500;
}

/**
 * The app's one error path (SPEC §8): a failed query or mutation is logged, and shows the text
 * its `meta.errorText` declares (as an error toast, or a warning with `errorLevel: 'warning'`);
 * an ended session shows nothing here (the session handler takes over), nor does a call whose
 * screen shows its failure itself (`meta.silent`).
 */
export function reportFailure(error: unknown, meta: CallMeta | undefined, fallbackWhat: string): void {
  const kind = failureKind(error);
  if (kind === 'unauthorized') return;
  console.error(`[api] ${meta?.what ?? fallbackWhat} failed (${kind})`, describeError(error));
  if (meta?.silent) return;
  const text = errorTextOf(meta?.errorText, error);
  if (text) void notify[meta?.errorLevel ?? 'error'](text);
}

export interface QueryClientOptions {
  /** Retry as the app does ({@link shouldRetry}); tests turn it off. Default true. */
  retry?: boolean;
}

export function createQueryClient({ retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportFailure(error, query.meta, JSON.stringify(query.queryKey)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportFailure(error, mutation.meta, JSON.stringify(mutation.options.mutationKey ?? 'mutation')),
      onSuccess: (_data, _variables, _context, mutation) => {
        const text = mutation.meta?.successText;
        if (text) void notify.success(text);
      },
    }),
    defaultOptions: {
      queries: { retry: retry ? shouldRetry : false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
