/**
 * The video wall: live video of up to 64 channels through the browser video plugin
 * (`@agrimap/video-sdk`), on its own or in a dialog, plus the app's default host interfaces.
 */
export {
  type ChannelSource,
  channelIdOf,
  deviceChannels,
  parseChannelId,
  type VideoWallChannel,
} from './channels';
export { configuredPluginDownloadUrl, DEFAULT_PLUGIN_DOWNLOAD_URL } from './config';
export { createAppVideoInterfaces, getCameraNetAddress, queryRecord, useAppVideoInterfaces } from './host';
export { gridSide, layoutFor, MAX_WALL_WINDOWS, WALL_LAYOUTS } from './layouts';
export { videoWallMessages } from './messages';
export { PlaybackPanel, type PlaybackPanelProps } from './PlaybackPanel';
export { checkInstaller, type InstallerState } from './plugin-download';
export { slotLabel, statusLabel, type WallStatus } from './status';
export type { VideoWallClientOptions } from './useVideoWall';
export { VideoWall, type VideoWallProps } from './VideoWall';
export { VideoWallModal, type VideoWallModalProps } from './VideoWallModal';
export { WindowTools, type WindowToolsProps } from './WindowTools';
