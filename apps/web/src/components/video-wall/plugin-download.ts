import { useEffect, useState } from 'react';

/** Whether the plugin installer can be downloaded from its address. */
export type InstallerState = 'checking' | 'available' | 'missing';

/**
 * Checks that `url` serves a file (HEAD, answered 2xx with something other than an HTML page —
 * a single-page app answers unknown paths with its index page), so the wall never links to a
 * missing installer.
 */
export async function checkInstaller(url: string, fetcher: typeof fetch = fetch): Promise<InstallerState> {
  if (!url) return 'missing';
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && !type.startsWith('text/html') ? 'available' : 'missing';
  } catch {
    return 'missing';
  }
}

/** {@link checkInstaller} for `url`, run once `needed` (the wall shows a download link) is true. */
export function usePluginDownload(url: string, needed: boolean): InstallerState {
  const [state, setState] = useState<{ url: string; value: InstallerState }>();
  useEffect(() => {
    if (!needed || state?.url === url) return;
    let live = true;
    void checkInstaller(url).then((value) => {
      if (live) setState({ url, value });
    });
    return () => {
      live = false;
    };
  }, [url, needed, state?.url]);
  return state?.url === url ? state.value : 'checking';
}
