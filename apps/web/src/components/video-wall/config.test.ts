import { describe, expect, it } from 'vitest';
import { configuredPluginDownloadUrl, DEFAULT_PLUGIN_DOWNLOAD_URL } from './config';

describe('configuredPluginDownloadUrl', () => {
  it('uses VITE_VIDEO_PLUGIN_URL when set, else the installer served by the app', () => {
    expect(configuredPluginDownloadUrl({ VITE_VIDEO_PLUGIN_URL: ' https://dl.example.com/p.exe ' })).toBe(
      'https://dl.example.com/p.exe',
    );
    expect(configuredPluginDownloadUrl({ VITE_VIDEO_PLUGIN_URL: '' })).toBe(DEFAULT_PLUGIN_DOWNLOAD_URL);
    expect(configuredPluginDownloadUrl({})).toBe('/downloads/video-plugin-setup.exe');
  });
});
