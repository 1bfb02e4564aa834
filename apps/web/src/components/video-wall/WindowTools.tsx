import type { SlotSnapshot } from '@agrimap/video-sdk';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { videoWallMessages as m } from './messages';
import type { VideoWallActions } from './useVideoWall';

export interface WindowToolsProps {
  /** The selected window and its state (undefined while idle). */
  snum: number;
  slot: SlotSnapshot | undefined;
  actions: VideoWallActions;
}

/** A JPEG snapshot the user can save (a data URL of the plugin's picture). */
export interface Capture {
  snum: number;
  href: string;
}

/**
 * Tools for the selected live window (SPEC §9 toolbar: talk, record, picture): 对讲 / 结束对讲,
 * 抓图 (with a link to save the picture) and 本地录像 / 停止录像. Results and player notices
 * (701–706, 206 …) show as wall notices.
 */
export function WindowTools({ snum, slot, actions }: WindowToolsProps) {
  const [capture, setCapture] = useState<Capture>();
  const live = slot?.mode === 'live' && (slot.state === 'playing' || slot.state === 'paused');
  type Wall = NonNullable<ReturnType<VideoWallActions['window']>>;
  /** A tool button: `work` runs on the selected window and answers the notice to show. */
  const tool = (label: string, work: (wall: Wall) => Promise<string>, disabled?: boolean) => (
    <Button
      size="small"
      disabled={disabled}
      onClick={() => {
        const wall = actions.window();
        if (!wall) return;
        work(wall)
          .then((message) => actions.notify({ type: 'info', message }))
          .catch((failure: unknown) => actions.fail(failure));
      }}
    >
      {label}
    </Button>
  );

  return (
    <Space size={8} wrap role="group" aria-label={m.tools.label}>
      {slot?.talking
        ? tool(m.tools.stopTalk, async (wall) => {
            await wall.stopTalk();
            return m.tools.talkStopped;
          })
        : tool(
            m.tools.talk,
            async (wall) => {
              await wall.startTalk(snum);
              return m.tools.talkStarted(snum);
            },
            !live,
          )}
      {tool(
        m.tools.snapshot,
        async (wall) => {
          const shot = await wall.snapshot(snum);
          setCapture({ snum, href: `data:${shot.mimeType};base64,${shot.base64}` });
          return m.tools.snapshotTaken(snum);
        },
        !live,
      )}
      {capture ? (
        <a href={capture.href} download={`snapshot-${capture.snum + 1}.jpg`}>
          {m.tools.snapshotLink}
        </a>
      ) : null}
      {slot?.recording
        ? tool(m.tools.stopRecord, async (wall) => {
            const { path } = await wall.stopLocalRecord(snum);
            return m.tools.recordSaved(path);
          })
        : tool(
            m.tools.record,
            async (wall) => {
              await wall.startLocalRecord(snum);
              return m.tools.recordStarted(snum);
            },
            !slot || (slot.state !== 'playing' && slot.state !== 'paused'),
          )}
    </Space>
  );
}
