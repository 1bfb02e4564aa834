/** Every cockpit panel refreshes on its own cadence; 30 s unless a panel says otherwise. */
export const DEFAULT_REFRESH_MS = 30_000;

/**
 * Query options of a cockpit panel: refetch every `ms` while the page is visible (TanStack
 * Query pauses the interval while `document.hidden`, and refreshes when the tab is visible again), no retries (the next tick is the retry, and
 * a failure marks the panel 数据已过期 at once), keep the last data on failure.
 */
export function panelRefresh(ms: number = DEFAULT_REFRESH_MS) {
  return {
    refetchInterval: ms,
    refetchIntervalInBackground: false,
    // back in view after being hidden: refresh at once rather than at the next tick
    refetchOnWindowFocus: true,
    retry: false,
    // what the previous region/area showed stays out of the cache after it is left
    gcTime: 60_000,
  } as const;
}
