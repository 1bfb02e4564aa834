import {
  type ConnectionState,
  coveredRegions,
  createVideoClient,
  type DownloadSnapshot,
  type GeometryFrame,
  type HostInterfaces,
  messageOf,
  type RectLike,
  type SlotSnapshot,
  type StreamType,
  type VideoClientOptions,
  VideoError,
  VideoErrorCode,
  VideoMessages,
  type VideoWindow,
  type ViewportInfo,
  WindowType,
} from '@agrimap/video-sdk';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { VideoWallChannel } from './channels';
import { MAX_WALL_WINDOWS } from './layouts';
import type { WallStatus } from './status';

/**
 * Options of the video client the wall creates (everything but the host interfaces, which are a
 * prop of their own): e.g. `WebSocket`, `host`, `ports`, `portStore`, `userAgent`, `clock`,
 * `frameScheduler`. Read once, when the wall mounts.
 */
export type VideoWallClientOptions = Omit<VideoClientOptions, 'interfaces'>;

/** A message of the wall that is not tied to one window (e.g. 209, a failed layout change). */
export interface WallNotice {
  type: 'info' | 'error';
  message: string;
}

export interface UseVideoWallOptions {
  channels: readonly VideoWallChannel[];
  interfaces: HostInterfaces;
  /** Open the channels in windows 1…n once the plugin window exists (and again when they change). */
  autoPlay: boolean;
  /** Layout (division) the plugin window is created with. */
  initialLayout: number;
  streamType: StreamType;
  clientOptions: VideoWallClientOptions | undefined;
  /** Kind of plugin window: live (default) or playback with reverse (录像回放). */
  windowType?: WindowType;
}

export interface VideoWallState {
  status: WallStatus;
  /** Last connection-level error (1001–1005 …), cleared once connected. */
  error: VideoError | undefined;
  /** Upgrade prompt of an installed plugin older than required. */
  upgrade: string | undefined;
  notice: WallNotice | undefined;
  layout: number;
  /** Windows that are not idle, by window index (snum). */
  slots: Readonly<Record<number, SlotSnapshot>>;
  selected: number;
  /** Record downloads of this wall's client, oldest first (running, then finished). */
  downloads: readonly DownloadSnapshot[];
}

export interface VideoWallActions {
  setLayout(layout: number): void;
  select(snum: number): void;
  close(snum: number): void;
  closeAll(): void;
  /** Looks for the plugin again (after 未检测到视频插件 or 连接失败). */
  retry(): void;
  dismissUpgrade(): void;
  dismissNotice(): void;
  /** Shows a wall-level message (e.g. the result of a window tool). */
  notify(notice: WallNotice): void;
  /** Reports a failed operation as a wall notice (quiet failures, e.g. cancelled, are skipped). */
  fail(failure: unknown): void;
  /** The plugin window once created (undefined before, or after unmount). */
  window(): VideoWindow | undefined;
  /** The wall's video client (undefined after unmount). */
  client(): ReturnType<typeof createVideoClient> | undefined;
}

/** Page elements that can cover the video and must be cut out of the native plugin window. */
const OVERLAY_SELECTOR = [
  '.ant-modal',
  '.ant-dropdown',
  '.ant-select-dropdown',
  '.ant-picker-dropdown',
  '.ant-cascader-dropdown',
  '.ant-popover',
  '.ant-tooltip',
  '.ant-message-notice',
  '.ant-notification-notice',
  '.ant-drawer-content-wrapper',
].join(',');

/** Facts about the page for the plugin (device pixels, screen position, title). */
export function pageViewport(): ViewportInfo {
  const viewport: ViewportInfo = {
    devicePixelRatio: window.devicePixelRatio || 1,
    clientAreaWidth: window.innerWidth,
    clientAreaHeight: window.innerHeight,
    screenX: window.screenX,
    screenY: window.screenY,
    title: document.title,
  };
  // Firefox knows where the page itself starts on the screen.
  const { mozInnerScreenX, mozInnerScreenY } = window as {
    mozInnerScreenX?: number;
    mozInnerScreenY?: number;
  };
  if (typeof mozInnerScreenX === 'number') viewport.browserScreenX = mozInnerScreenX;
  if (typeof mozInnerScreenY === 'number') viewport.browserScreenY = mozInnerScreenY;
  return viewport;
}

/** Parts of the grid covered by other page elements (menus, dialogs, toasts). */
export function coveringRegions(grid: HTMLElement, rect: RectLike): RectLike[] {
  const overlays: RectLike[] = [];
  for (const element of document.querySelectorAll(OVERLAY_SELECTOR)) {
    if (element.contains(grid) || grid.contains(element)) continue;
    overlays.push(element.getBoundingClientRect());
  }
  return coveredRegions(rect, overlays);
}

/** One geometry frame of the grid element for the SDK's geometry tracking. */
export function measureGrid(grid: HTMLElement): GeometryFrame {
  const rect = grid.getBoundingClientRect();
  return {
    rect,
    viewport: pageViewport(),
    visible: document.visibilityState !== 'hidden' && grid.isConnected,
    shields: coveringRegions(grid, rect),
  };
}

/** Failures the user caused on purpose or that the wall itself caused (closing, unmounting). */
function isQuiet(error: unknown): boolean {
  return (
    VideoError.is(error, VideoErrorCode.Cancelled) ||
    VideoError.is(error, VideoErrorCode.Disposed) ||
    VideoError.is(error, VideoErrorCode.NotConnected) ||
    VideoError.is(error, VideoErrorCode.Reconnecting)
  );
}

function errorNotice(error: unknown): WallNotice {
  return {
    type: 'error',
    message: error instanceof Error ? error.message : messageOf(VideoErrorCode.PluginRejected),
  };
}

function channelsKey(channels: readonly VideoWallChannel[]): string {
  return channels.map((channel) => channel.channelId).join('\n');
}

function nextStatus(state: ConnectionState, reconnecting: boolean, current: WallStatus): WallStatus {
  switch (state) {
    case 'wsPending':
      return reconnecting ? 'reconnecting' : 'connecting';
    case 'wsSuccess':
      return 'connected';
    case 'noPlugin':
      return 'noPlugin';
    case 'wsError':
      return reconnecting ? 'reconnecting' : 'failed';
    default:
      return current;
  }
}

/**
 * The wall's life cycle: creates a video client on mount, connects, creates one live plugin
 * window over `gridRef` once connected, keeps its geometry in sync, opens the channels, mirrors
 * connection and window states into React state, and on unmount destroys the window and disposes
 * of the client (no timer, socket or listener left behind).
 */
export function useVideoWall(
  gridRef: RefObject<HTMLElement | null>,
  options: UseVideoWallOptions,
): [VideoWallState, VideoWallActions] {
  const [status, setStatus] = useState<WallStatus>('connecting');
  const [error, setError] = useState<VideoError | undefined>();
  const [upgrade, setUpgrade] = useState<string | undefined>();
  const [notice, setNotice] = useState<WallNotice | undefined>();
  const [layout, setLayoutState] = useState(options.initialLayout);
  const [slots, setSlots] = useState<Readonly<Record<number, SlotSnapshot>>>({});
  const [selected, setSelected] = useState(0);
  const [downloads, setDownloads] = useState<readonly DownloadSnapshot[]>([]);

  // Latest props for the long-lived client callbacks.
  const latest = useRef(options);
  latest.current = options;
  const layoutRef = useRef(options.initialLayout);
  const clientRef = useRef<ReturnType<typeof createVideoClient> | undefined>(undefined);
  const wallRef = useRef<VideoWindow | undefined>(undefined);
  const openedKey = useRef<string | undefined>(undefined);
  const initialClientOptions = useRef(options.clientOptions);
  const retryRef = useRef<(() => void) | undefined>(undefined);

  const openChannels = useCallback((wall: VideoWindow, channels: readonly VideoWallChannel[]) => {
    openedKey.current = channelsKey(channels);
    if (channels.length > MAX_WALL_WINDOWS) {
      setNotice({ type: 'error', message: messageOf(VideoErrorCode.WindowLimit) });
    }
    channels.slice(0, MAX_WALL_WINDOWS).forEach((channel, snum) => {
      wall.openLive({ snum, channel, streamType: latest.current.streamType }).catch((failure: unknown) => {
        // Failures after the window started opening show in the window; earlier ones (e.g. 207,
        // no `real` interface) have no window state to show them, so they become a wall notice.
        if (isQuiet(failure) || wall.isDestroyed) return;
        if (wall.slot(snum).state === 'idle') setNotice(errorNotice(failure));
      });
    });
  }, []);

  useEffect(() => {
    const client = createVideoClient({
      ...initialClientOptions.current,
      interfaces: latest.current.interfaces,
    });
    clientRef.current = client;
    let wall: VideoWindow | undefined;
    let creating = false;
    let disposed = false;
    let reconnecting = false;

    const createWall = async (): Promise<void> => {
      const grid = gridRef.current;
      if (!grid || wall || creating) return;
      creating = true;
      try {
        const frame = measureGrid(grid);
        const created = await client.createWindow({
          windowType: latest.current.windowType ?? WindowType.Live,
          division: layoutRef.current,
          rect: frame.rect,
          viewport: frame.viewport,
        });
        wall = created;
        wallRef.current = created;
        created.on('slotChange', (slot) => {
          setSlots((previous) => {
            const next = { ...previous };
            if (slot.state === 'idle') delete next[slot.snum];
            else next[slot.snum] = slot;
            return next;
          });
        });
        created.on('divisionChange', ({ division }) => {
          layoutRef.current = division;
          setLayoutState(division);
        });
        created.on('select', ({ snum }) => setSelected(snum));
        created.on('notice', ({ message }) => {
          if (message) setNotice({ type: 'info', message });
        });
        // The layout may have been switched while the window was being created.
        if (created.division !== layoutRef.current) {
          created.setDivision(layoutRef.current).catch((failure: unknown) => {
            if (!isQuiet(failure)) setNotice(errorNotice(failure));
          });
        }
        try {
          created.trackGeometry(() => measureGrid(grid));
        } catch (failure) {
          // No animation frames here (not a browser page): the position sent on creation stays.
          console.warn('[video-wall] geometry tracking unavailable', failure);
        }
        if (latest.current.autoPlay) openChannels(created, latest.current.channels);
      } catch (failure) {
        if (!disposed && !isQuiet(failure)) setNotice(errorNotice(failure));
      } finally {
        creating = false;
      }
    };

    client.on('stateChange', ({ state }) => {
      if (state === 'noPlugin' || state === 'wsSuccess') reconnecting = false;
      setStatus((current) => nextStatus(state, reconnecting, current));
    });
    client.on('reconnecting', () => {
      reconnecting = true;
      setStatus('reconnecting');
    });
    client.on('error', (failure) => setError(failure));
    // Each change carries the download's snapshot (also its last one, when it ends).
    client.on('downloadChange', (download) =>
      setDownloads((previous) => {
        const at = previous.findIndex((d) => d.id === download.id);
        if (at < 0) return [...previous, download];
        const next = [...previous];
        next[at] = download;
        return next;
      }),
    );
    client.on('upgrade', (check) => setUpgrade(check.message ?? VideoMessages.upgrade));
    client.on('connected', () => {
      reconnecting = false;
      setError(undefined);
      void createWall();
    });

    const onVisibility = (): void => {
      if (wall && !wall.isDestroyed) wall.setVisible(document.visibilityState !== 'hidden');
    };
    const onFocus = (): void => {
      if (wall && !wall.isDestroyed) wall.setFocus(true);
    };
    const onBlur = (): void => {
      if (wall && !wall.isDestroyed) wall.setFocus(false);
    };
    const onUnload = (): void => {
      if (wall && !wall.isDestroyed) void wall.destroy({ isRefresh: true });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    window.addEventListener('beforeunload', onUnload);

    const connect = (): void => {
      client.connect().catch((failure: unknown) => {
        // 1002 (browser or system unsupported) rejects before any state change.
        if (!disposed && VideoError.is(failure, VideoErrorCode.Unsupported)) setStatus('failed');
      });
    };
    retryRef.current = () => {
      if (disposed) return;
      setError(undefined);
      connect();
    };
    connect();

    return () => {
      disposed = true;
      retryRef.current = undefined;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('beforeunload', onUnload);
      // Tell the plugin to take its native window down, then drop the connection and every timer.
      if (wall && !wall.isDestroyed) void wall.destroy();
      client.dispose();
      wallRef.current = undefined;
      clientRef.current = undefined;
    };
  }, [gridRef, openChannels]);

  // New host interfaces replace the old ones for the next calls.
  useEffect(() => {
    clientRef.current?.setInterfaces(options.interfaces);
  }, [options.interfaces]);

  // Another channel list (e.g. another device): close the windows and open the new channels.
  const key = channelsKey(options.channels);
  useEffect(() => {
    const wall = wallRef.current;
    if (!wall || wall.isDestroyed || !latest.current.autoPlay || openedKey.current === key) return;
    openedKey.current = key;
    wall
      .closeAll()
      .catch(() => undefined)
      .then(() => {
        if (!wall.isDestroyed) openChannels(wall, latest.current.channels);
      });
  }, [key, openChannels]);

  const actions: VideoWallActions = {
    setLayout: (next) => {
      const previous = layoutRef.current;
      layoutRef.current = next;
      setLayoutState(next);
      const wall = wallRef.current;
      if (!wall || wall.isDestroyed) return;
      wall.setDivision(next).catch((failure: unknown) => {
        if (isQuiet(failure)) return;
        setNotice(errorNotice(failure));
        if (layoutRef.current === next) {
          layoutRef.current = previous;
          setLayoutState(wall.isDestroyed ? previous : wall.division);
        }
      });
    },
    select: (snum) => {
      setSelected(snum);
      const wall = wallRef.current;
      if (wall && !wall.isDestroyed) wall.select(snum).catch(() => undefined);
    },
    close: (snum) => {
      const wall = wallRef.current;
      if (!wall || wall.isDestroyed) return;
      wall.closeVideo(snum).catch((failure: unknown) => {
        if (!isQuiet(failure)) setNotice(errorNotice(failure));
      });
    },
    closeAll: () => {
      const wall = wallRef.current;
      if (!wall || wall.isDestroyed) return;
      wall.closeAll().catch((failure: unknown) => {
        if (!isQuiet(failure)) setNotice(errorNotice(failure));
      });
    },
    retry: () => retryRef.current?.(),
    dismissUpgrade: () => setUpgrade(undefined),
    dismissNotice: () => setNotice(undefined),
    notify: (next) => setNotice(next),
    fail: (failure) => {
      if (!isQuiet(failure)) setNotice(errorNotice(failure));
    },
    window: () => {
      const wall = wallRef.current;
      return wall && !wall.isDestroyed ? wall : undefined;
    },
    client: () => clientRef.current,
  };

  return [{ status, error, upgrade, notice, layout, slots, selected, downloads }, actions];
}
