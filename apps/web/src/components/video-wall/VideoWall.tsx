import { type HostInterfaces, type SlotSnapshot, StreamType, WindowType } from '@agrimap/video-sdk';
import { CloseOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, ConfigProvider, Segmented, Space } from 'antd';
import { type CSSProperties, useRef } from 'react';
import type { VideoWallChannel } from './channels';
import { configuredPluginDownloadUrl } from './config';
import { gridSide, layoutFor, WALL_LAYOUTS } from './layouts';
import { videoWallMessages as m } from './messages';
import { PlaybackPanel } from './PlaybackPanel';
import { usePluginDownload } from './plugin-download';
import { slotLabel, statusBadge, statusLabel } from './status';
import { useVideoWall, type VideoWallClientOptions } from './useVideoWall';
import { WindowTools } from './WindowTools';

export interface VideoWallProps {
  /** Channels to play, in windows 1, 2, … (at most 64; more → 最大只支持64路播放). */
  channels?: readonly VideoWallChannel[];
  /**
   * Host-supplied interfaces of the plugin protocol; live views need `real(channel)` resolving the
   * stream address. In the app, `useAppVideoInterfaces()` supplies one over the platform API.
   */
  interfaces: HostInterfaces;
  /**
   * `live` (default): the channels play live in windows 1…n, with talk, snapshot and local
   * recording for the selected window. `playback` (录像回放): a playback window; the channels are
   * offered for record queries, playback by time range, and downloads.
   */
  mode?: 'live' | 'playback';
  /** Open `channels` live as soon as the plugin window exists; default true (live mode only). */
  autoPlay?: boolean;
  /** Layout to start with (1, 4, 9 … 64); default the smallest one that shows every channel. */
  defaultLayout?: number;
  /** 1 main stream (default), 2 sub stream. */
  streamType?: StreamType;
  /**
   * Plugin installer link of the 未检测到视频插件 message; default the configured one
   * ({@link configuredPluginDownloadUrl}: `VITE_VIDEO_PLUGIN_URL`, else `/downloads/video-plugin-setup.exe`).
   * The link shows only once the file is found there; otherwise the message says to ask the
   * administrator for the installer.
   */
  downloadUrl?: string;
  /** Options of the video client (WebSocket, host, ports …), read once on mount. */
  clientOptions?: VideoWallClientOptions;
  className?: string;
  style?: CSSProperties;
}

const styles = {
  root: { display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    flexWrap: 'wrap',
  },
  grid: {
    display: 'grid',
    width: '100%',
    aspectRatio: '16 / 9',
    gap: 1,
    padding: 1,
    margin: 0,
    listStyle: 'none',
    background: '#30343b',
    boxSizing: 'border-box',
  },
  cell: {
    position: 'relative',
    minWidth: 0,
    minHeight: 0,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding: '2px 6px',
    background: '#0d0f12',
    color: '#c9cdd4',
    fontSize: 12,
    lineHeight: '18px',
    cursor: 'pointer',
    outline: '1px solid transparent',
    outlineOffset: -1,
  },
  selectedCell: { outline: '2px solid #1f8f5f', outlineOffset: -2 },
  head: { display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 },
  name: { flex: 'none', color: '#646a73' },
  channel: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  close: { flex: 'none', color: '#c9cdd4', width: 18, height: 18, minWidth: 18, padding: 0 },
  state: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  error: { color: '#ff7875' },
  playing: { color: '#73d13d' },
} satisfies Record<string, CSSProperties>;

function isActive(slot: SlotSnapshot | undefined): slot is SlotSnapshot {
  return slot !== undefined && slot.state !== 'idle';
}

/**
 * The video wall: a layout switcher (1/4/9/16/25/36/49/64 windows), the plugin connection state
 * (连接中 / 已连接 / 未检测到视频插件 / 连接失败 / 重连中) with the player's Chinese error messages,
 * a download link when no plugin is found, the upgrade prompt of an old plugin, and a grid of
 * windows showing each one's state (空闲 / 加载中 / 播放中 / 错误：…) that can be selected and closed.
 *
 * The video itself is drawn by the native plugin over the grid: the wall creates one live plugin
 * window, keeps it on the grid's rectangle (and cut out under menus and dialogs) through
 * `@agrimap/video-sdk`, and destroys it and disposes of the client when it unmounts.
 */
export function VideoWall({
  channels = [],
  interfaces,
  mode = 'live',
  autoPlay = true,
  defaultLayout,
  streamType = StreamType.Main,
  downloadUrl = configuredPluginDownloadUrl(),
  clientOptions,
  className,
  style,
}: VideoWallProps) {
  const gridRef = useRef<HTMLUListElement>(null);
  const playback = mode === 'playback';
  const [wall, actions] = useVideoWall(gridRef, {
    channels,
    interfaces,
    autoPlay: autoPlay && !playback,
    initialLayout: defaultLayout ?? (playback ? 1 : layoutFor(channels.length)),
    streamType,
    clientOptions,
    windowType: playback ? WindowType.PlaybackWithReverse : WindowType.Live,
  });
  const installer = usePluginDownload(downloadUrl, wall.status === 'noPlugin' || Boolean(wall.upgrade));
  const side = gridSide(wall.layout);
  const selectedSlot = wall.slots[wall.selected];
  const anyActive = Object.keys(wall.slots).length > 0;
  const retry = (
    <Button size="small" onClick={actions.retry}>
      {m.retry}
    </Button>
  );

  return (
    // Two-character button labels (回放, 抓图, 对讲 …) keep their accessible names without a space.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <section
        className={['video-wall', className].filter(Boolean).join(' ')}
        style={{ ...styles.root, ...style }}
        aria-label={m.wall}
      >
        <div className="video-wall-toolbar" style={styles.toolbar}>
          <Space size={16}>
            <span className="video-wall-status" role="status" aria-label={m.status.label}>
              <Badge status={statusBadge(wall.status)} text={statusLabel(wall.status)} />
            </span>
            <span className="video-wall-selected">
              {m.windows.selected(wall.selected, slotLabel(selectedSlot))}
            </span>
          </Space>
          <Space size={8} wrap>
            <Segmented<number>
              aria-label={m.layout.label}
              size="small"
              value={wall.layout}
              options={WALL_LAYOUTS.map((layout) => ({ label: m.layout.option(layout), value: layout }))}
              onChange={(layout) => actions.setLayout(layout)}
            />
            <Button
              size="small"
              disabled={!isActive(selectedSlot)}
              onClick={() => actions.close(wall.selected)}
            >
              {m.windows.closeSelected}
            </Button>
            <Button size="small" disabled={!anyActive} onClick={actions.closeAll}>
              {m.windows.closeAll}
            </Button>
          </Space>
        </div>

        {wall.status === 'noPlugin' ? (
          <Alert
            className="video-wall-no-plugin"
            type="warning"
            showIcon
            title={m.noPlugin.message}
            description={installer === 'missing' ? m.noPlugin.askAdmin : undefined}
            action={
              <Space>
                {installer === 'available' ? (
                  <a href={downloadUrl} download>
                    {m.noPlugin.download}
                  </a>
                ) : null}
                {retry}
              </Space>
            }
          />
        ) : null}
        {wall.status === 'failed' && wall.error ? (
          <Alert type="error" showIcon title={m.failed(wall.error.message)} action={retry} />
        ) : null}
        {wall.status === 'reconnecting' && wall.error ? (
          <Alert type="info" showIcon title={wall.error.message} />
        ) : null}
        {wall.upgrade ? (
          <Alert
            className="video-wall-upgrade"
            type="warning"
            showIcon
            title={wall.upgrade}
            action={installer === 'available' ? <a href={downloadUrl}>{m.upgrade.download}</a> : undefined}
            closable={{ onClose: actions.dismissUpgrade }}
          />
        ) : null}
        {playback ? (
          <PlaybackPanel
            channels={channels}
            interfaces={interfaces}
            actions={actions}
            selected={wall.selected}
            slot={selectedSlot}
            downloads={wall.downloads}
          />
        ) : (
          <WindowTools snum={wall.selected} slot={selectedSlot} actions={actions} />
        )}
        {wall.notice ? (
          <Alert
            type={wall.notice.type}
            showIcon
            title={wall.notice.message}
            closable={{ onClose: actions.dismissNotice }}
          />
        ) : null}

        <ul
          ref={gridRef}
          className="video-wall-grid"
          aria-label={m.windows.label}
          style={{
            ...styles.grid,
            gridTemplateColumns: `repeat(${side}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${side}, minmax(0, 1fr))`,
          }}
        >
          {Array.from({ length: wall.layout }, (_, snum) => {
            const slot = wall.slots[snum];
            const selected = snum === wall.selected;
            const state = slot?.state ?? 'idle';
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: windows are identified by their index (snum)
                key={snum}
                className="video-wall-window"
                aria-label={m.windows.name(snum)}
                aria-current={selected ? 'true' : undefined}
                data-state={state}
                style={selected ? { ...styles.cell, ...styles.selectedCell } : styles.cell}
                onClick={() => actions.select(snum)}
              >
                <div style={styles.head}>
                  <span style={styles.name}>{m.windows.name(snum)}</span>
                  <span style={styles.channel} title={slot?.channelName}>
                    {slot?.channelName ?? ''}
                  </span>
                  {isActive(slot) ? (
                    <Button
                      type="text"
                      size="small"
                      style={styles.close}
                      icon={<CloseOutlined />}
                      aria-label={m.windows.close(snum)}
                      title={m.windows.close(snum)}
                      onClick={(event) => {
                        event.stopPropagation();
                        actions.close(snum);
                      }}
                    />
                  ) : null}
                </div>
                <div
                  className="video-wall-window-state"
                  style={
                    state === 'error'
                      ? { ...styles.state, ...styles.error }
                      : state === 'playing'
                        ? { ...styles.state, ...styles.playing }
                        : styles.state
                  }
                  title={slotLabel(slot)}
                >
                  {slotLabel(slot)}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </ConfigProvider>
  );
}
