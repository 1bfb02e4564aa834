/**
 * Where the "下载插件" link of the wall points by default: the plugin installer served by the web
 * app itself (put the file at `apps/web/public/downloads/video-plugin-setup.exe`, or pass another
 * URL through the `downloadUrl` prop of VideoWall / VideoWallModal).
 */
export const DEFAULT_PLUGIN_DOWNLOAD_URL = '/downloads/video-plugin-setup.exe';
