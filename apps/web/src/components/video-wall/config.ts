/**
 * Where the "下载插件" link of the wall points by default: the plugin installer served by the web
 * app itself (put the file at `apps/web/public/downloads/video-plugin-setup.exe`). Another address
 * is configured at build time with `VITE_VIDEO_PLUGIN_URL`, or passed through the `downloadUrl`
 * prop of VideoWall / VideoWallModal. The wall links it only once the file is found there.
 */
export const DEFAULT_PLUGIN_DOWNLOAD_URL = '/downloads/video-plugin-setup.exe';

/** The configured installer address (`VITE_VIDEO_PLUGIN_URL`), else {@link DEFAULT_PLUGIN_DOWNLOAD_URL}. */
export function configuredPluginDownloadUrl(env: Record<string, unknown> = import.meta.env): string {
  const raw = env.VITE_VIDEO_PLUGIN_URL;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : DEFAULT_PLUGIN_DOWNLOAD_URL;
}
