/** User-facing strings of the video wall (Simplified Chinese). Player error texts come from the SDK. */
export const videoWallMessages = {
  /** Accessible name of the whole wall. */
  wall: '视频墙',
  status: {
    label: '插件状态',
    connecting: '连接中',
    connected: '已连接',
    noPlugin: '未检测到视频插件',
    failed: '连接失败',
    reconnecting: '重连中',
  },
  noPlugin: {
    message: '未检测到视频插件，请下载安装后刷新页面',
    download: '下载插件',
  },
  upgrade: {
    download: '下载新版插件',
  },
  retry: '重新检测',
  /** Prefix of a connection failure shown with the player's message. */
  failed: (message: string) => `连接失败：${message}`,
  layout: {
    label: '画面布局',
    option: (count: number) => `${count}画面`,
  },
  windows: {
    label: '视频窗口',
    name: (snum: number) => `窗口 ${snum + 1}`,
    close: (snum: number) => `关闭窗口 ${snum + 1}`,
    closeSelected: '关闭窗口',
    closeAll: '全部关闭',
    /** Summary of the selected window in the toolbar. */
    selected: (snum: number, state: string) => `窗口 ${snum + 1}：${state}`,
  },
  slot: {
    idle: '空闲',
    opening: '加载中',
    playing: '播放中',
    paused: '已暂停',
    ended: '已结束',
    error: (message: string) => `错误：${message}`,
  },
  modal: {
    title: '实时视频',
    titleOf: (name: string) => `实时视频 - ${name}`,
  },
  /** Fallback channel name: device name and 1-based channel number. */
  channelName: (deviceName: string, index: number) => `${deviceName} 通道${index + 1}`,
  /** The host's stream-address lookup answered without an address. */
  noStreamUrl: (channelId: string) => `未获取到通道 ${channelId} 的视频流地址`,
} as const;
