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
  const run = (work: (wall: NonNullable<ReturnType<VideoWallActions['window']>>) => Promise<void>) => {
    const wall = actions.window();
    if (!wall) return;
    work(wall).catch((failure: unknown) => actions.fail(failure));
  };

  return (
    <Space size={8} wrap role="group" aria-label={m.tools.label}>
      {slot?.talking ? (
        <Button
          size="small"
          onClick={() =>
            run(async (wall) => {
              await wall.stopTalk();
              actions.notify({ type: 'info', message: m.tools.talkStopped });
            })
          }
        >
          {m.tools.stopTalk}
        </Button>
      ) : (
        <Button
          size="small"
          disabled={!live}
          onClick={() =>
            run(async (wall) => {
              await wall.startTalk(snum);
              actions.notify({ type: 'info', message: m.tools.talkStarted(snum) });
            })
          }
        >
          {m.tools.talk}
        </Button>
      )}
      <Button
        size="small"
        disabled={!live}
        onClick={() =>
          run(async (wall) => {
            const shot = await wall.snapshot(snum);
            setCapture({ snum, href: `data:${shot.mimeType};base64,${shot.base64}` });
            actions.notify({ type: 'info', message: m.tools.snapshotTaken(snum) });
          })
        }
      >
        {m.tools.snapshot}
      </Button>
      {capture ? (
        <a href={capture.href} download={`snapshot-${capture.snum + 1}.jpg`}>
          {m.tools.snapshotLink}
        </a>
      ) : null}
      {slot?.recording ? (
        <Button
          size="small"
          onClick={() =>
            run(async (wall) => {
              const { path } = await wall.stopLocalRecord(snum);
              actions.notify({ type: 'info', message: m.tools.recordSaved(path) });
            })
          }
        >
          {m.tools.stopRecord}
        </Button>
      ) : (
        <Button
          size="small"
          disabled={!slot || (slot.state !== 'playing' && slot.state !== 'paused')}
          onClick={() =>
            run(async (wall) => {
              await wall.startLocalRecord(snum);
              actions.notify({ type: 'info', message: m.tools.recordStarted(snum) });
            })
          }
        >
          {m.tools.record}
        </Button>
      )}
    </Space>
  );
}
