import { createQueryClient } from '@/app/query-client';

/**
 * The app's QueryClient (its one error path from each call's `meta`) without retries, for tests
 * of shared components, which may not import app/ themselves.
 */
export function testQueryClient() {
  return createQueryClient({ retry: false });
}
