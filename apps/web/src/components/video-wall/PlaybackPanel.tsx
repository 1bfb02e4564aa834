import {
  type DownloadSnapshot,
  type HostInterfaces,
  PlaybackDirection,
  type RecordFile,
  RecordSource,
  type SlotSnapshot,
  StreamType,
} from '@agrimap/video-sdk';
import { Button, DatePicker, Form, List, Progress, Segmented, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import type { VideoWallChannel } from './channels';
import { videoWallMessages as m } from './messages';
import type { VideoWallActions } from './useVideoWall';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const m2 = m.playback;

/** Unix seconds shown as local date and time. */
export function formatUnix(seconds: number): string {
  return dayjs.unix(seconds).format(TIME_FORMAT);
}

/** Record files sorted by start time, as the player plays them. */
export function sortedRecords(records: readonly RecordFile[]): RecordFile[] {
  return [...records]
    .map((r) => ({ ...r, startTime: Number(r.startTime), endTime: Number(r.endTime) }))
    .filter((r) => r.endTime > r.startTime)
    .sort((a, b) => a.startTime - b.startTime);
}

/**
 * The record file before (−1) or after (+1) the one playing, or undefined at either end.
 * Files are in time order whatever the playing direction.
 */
export function neighbourRecord(
  records: readonly RecordFile[],
  index: number,
  step: -1 | 1,
): RecordFile | undefined {
  return records[index + step];
}

interface Query {
  channel: VideoWallChannel;
  startTime: number;
  endTime: number;
  records: RecordFile[];
}

export interface PlaybackPanelProps {
  channels: readonly VideoWallChannel[];
  interfaces: HostInterfaces;
  actions: VideoWallActions;
  selected: number;
  slot: SlotSnapshot | undefined;
  downloads: readonly DownloadSnapshot[];
  /** Range offered at first; default today from 00:00 until now. */
  defaultRange?: [Dayjs, Dayjs];
}

/**
 * 录像回放: pick a channel and a time range, list its record
 * files (the host's queryRecord), play them in the selected window forward or backward (the
 * player moves from file to file and ends with 全部录像已播放完毕), pause / resume, go to the
 * previous or next file, jump to a time inside the range (outside: the player's 201 message), and
 * download record files with progress — at most 4 at once (a 5th: 最多支持4路录像同时下载).
 */
export function PlaybackPanel({
  channels,
  interfaces,
  actions,
  selected,
  slot,
  downloads,
  defaultRange,
}: PlaybackPanelProps) {
  const initial = useMemo<[Dayjs, Dayjs]>(
    () => defaultRange ?? [dayjs().startOf('day'), dayjs().startOf('second')],
    [defaultRange],
  );
  const [channelId, setChannelId] = useState(channels[0]?.channelId);
  const [start, setStart] = useState<Dayjs | null>(initial[0]);
  const [end, setEnd] = useState<Dayjs | null>(initial[1]);
  const [direction, setDirection] = useState<PlaybackDirection>(PlaybackDirection.Forward);
  const [query, setQuery] = useState<Query>();
  const [busy, setBusy] = useState(false);
  const [seekAt, setSeekAt] = useState<Dayjs | null>(null);
  // What each window plays: its channel and record files (for previous / next file).
  const played = useRef(new Map<number, Query>());

  const channel = channels.find((c) => c.channelId === channelId) ?? channels[0];

  const range = (): [number, number] | undefined => {
    if (!start || !end) {
      actions.notify({ type: 'error', message: m2.rangeRequired });
      return undefined;
    }
    if (!end.isAfter(start)) {
      actions.notify({ type: 'error', message: m2.rangeOrder });
      return undefined;
    }
    return [start.unix(), end.unix()];
  };

  const queryRecords = async (): Promise<Query | undefined> => {
    const times = range();
    if (!times || !channel) return undefined;
    if (!interfaces.queryRecord) return undefined;
    setBusy(true);
    try {
      const [startTime, endTime] = times;
      const reply = await interfaces.queryRecord({
        data: {
          channelId: channel.channelId,
          startTime,
          endTime,
          recordSource: RecordSource.Auto,
          streamType: StreamType.Main,
        },
      });
      const next = { channel, startTime, endTime, records: sortedRecords(reply.records ?? []) };
      setQuery(next);
      if (next.records.length === 0) actions.notify({ type: 'info', message: m2.noRecords });
      return next;
    } catch (failure) {
      actions.fail(failure instanceof Error && failure.message ? failure : new Error(m2.queryFailed));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const play = (q: Query, playTime?: number) => {
    const wall = actions.window();
    if (!wall || q.records.length === 0) return;
    played.current.set(selected, q);
    wall
      .openPlayback({
        snum: selected,
        channel: q.channel,
        startTime: q.startTime,
        endTime: q.endTime,
        direction,
        records: q.records,
        ...(playTime === undefined ? {} : { playTime }),
      })
      .catch((failure: unknown) => actions.fail(failure));
  };

  const step = (delta: -1 | 1) => {
    const wall = actions.window();
    const q = played.current.get(selected);
    const position = slot?.playback;
    if (!wall || !q || !position) return;
    const record = neighbourRecord(q.records, position.recordIndex, delta);
    if (!record) {
      actions.notify({ type: 'info', message: delta < 0 ? m2.noPrevious : m2.noNext });
      return;
    }
    const time = position.direction === PlaybackDirection.Backward ? record.endTime : record.startTime;
    wall.seek(selected, time).catch((failure: unknown) => actions.fail(failure));
  };

  const download = (q: Query, record: RecordFile) => {
    const client = actions.client();
    if (!client) return;
    client
      .startDownload({
        channel: q.channel,
        startTime: record.startTime,
        endTime: record.endTime,
        records: [record],
      })
      .catch((failure: unknown) => actions.fail(failure));
  };

  const inPlayback = slot?.mode === 'playback' && slot.state !== 'idle';
  const paused = slot?.state === 'paused';

  return (
    <section className="video-wall-playback" aria-label={m2.label}>
      <Form layout="inline" size="small" style={{ rowGap: 8 }}>
        <Form.Item label={m2.channel} htmlFor="video-playback-channel">
          <Select
            id="video-playback-channel"
            style={{ width: 180 }}
            value={channel?.channelId}
            onChange={setChannelId}
            options={channels.map((c) => ({ value: c.channelId, label: c.channelName ?? c.channelId }))}
          />
        </Form.Item>
        <Form.Item label={m2.startTime} htmlFor="video-playback-start">
          <DatePicker
            id="video-playback-start"
            showTime
            format={TIME_FORMAT}
            value={start}
            onChange={setStart}
          />
        </Form.Item>
        <Form.Item label={m2.endTime} htmlFor="video-playback-end">
          <DatePicker id="video-playback-end" showTime format={TIME_FORMAT} value={end} onChange={setEnd} />
        </Form.Item>
        <Form.Item label={m2.direction}>
          <Segmented<PlaybackDirection>
            aria-label={m2.direction}
            size="small"
            value={direction}
            onChange={setDirection}
            options={[
              { label: m2.forward, value: PlaybackDirection.Forward },
              { label: m2.backward, value: PlaybackDirection.Backward },
            ]}
          />
        </Form.Item>
        <Space size={8}>
          <Button size="small" loading={busy} onClick={() => void queryRecords()}>
            {m2.query}
          </Button>
          <Button
            size="small"
            type="primary"
            disabled={busy}
            onClick={() => {
              void queryRecords().then((q) => {
                if (q) play(q);
              });
            }}
          >
            {m2.play}
          </Button>
        </Space>
      </Form>

      <Space size={8} wrap style={{ marginTop: 8 }}>
        <Button
          size="small"
          disabled={!inPlayback || (slot?.state !== 'playing' && !paused)}
          onClick={() => {
            const wall = actions.window();
            if (!wall) return;
            (paused ? wall.resume(selected) : wall.pause(selected)).catch((failure: unknown) =>
              actions.fail(failure),
            );
          }}
        >
          {paused ? m2.resume : m2.pause}
        </Button>
        <Button size="small" disabled={!inPlayback} onClick={() => step(-1)}>
          {m2.previous}
        </Button>
        <Button size="small" disabled={!inPlayback} onClick={() => step(1)}>
          {m2.next}
        </Button>
        <DatePicker
          size="small"
          aria-label={m2.seekTime}
          id="video-playback-seek"
          placeholder={m2.seekTime}
          showTime
          format={TIME_FORMAT}
          value={seekAt}
          onChange={setSeekAt}
        />
        <Button
          size="small"
          disabled={!inPlayback}
          onClick={() => {
            const wall = actions.window();
            if (!wall) return;
            if (!seekAt) {
              actions.notify({ type: 'error', message: m2.seekRequired });
              return;
            }
            wall.seek(selected, seekAt.unix()).catch((failure: unknown) => actions.fail(failure));
          }}
        >
          {m2.seek}
        </Button>
      </Space>

      {query ? (
        <section className="video-wall-records" aria-label={m2.records} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{m2.recordsFound(query.records.length)}</Typography.Text>
          <Table<RecordFile>
            size="small"
            rowKey={(r) => `${r.startTime}-${r.endTime}`}
            pagination={false}
            scroll={{ y: 160 }}
            dataSource={query.records}
            columns={[
              { title: m2.columns.index, key: 'index', width: 60, render: (_v, _r, i) => i + 1 },
              { title: m2.columns.start, key: 'start', render: (_v, r) => formatUnix(r.startTime) },
              { title: m2.columns.end, key: 'end', render: (_v, r) => formatUnix(r.endTime) },
              {
                title: m2.columns.source,
                key: 'source',
                width: 90,
                render: (_v, r) => m2.source(Number(r.recordSource)),
              },
              {
                title: m2.columns.actions,
                key: 'actions',
                width: 120,
                render: (_v, r) => (
                  <Space size={4}>
                    <Button type="link" size="small" onClick={() => play(query, r.startTime)}>
                      {m2.playFile}
                    </Button>
                    <Button type="link" size="small" onClick={() => download(query, r)}>
                      {m2.download}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </section>
      ) : null}

      {downloads.length > 0 ? (
        <section className="video-wall-downloads" aria-label={m.downloads.label}>
          <List<DownloadSnapshot>
            size="small"
            header={m.downloads.label}
            dataSource={[...downloads]}
            rowKey={(d) => d.id}
            renderItem={(d) => (
              <List.Item className="video-wall-download" data-state={d.state}>
                <Space size={8} style={{ width: '100%' }} wrap>
                  <span>
                    {d.channelName ?? d.channelId} {formatUnix(d.startTime)} – {formatUnix(d.endTime)}
                  </span>
                  <Progress
                    style={{ width: 160, margin: 0 }}
                    size="small"
                    percent={Math.round((d.state === 'done' ? 1 : (d.progress ?? 0)) * 100)}
                    status={d.state === 'error' ? 'exception' : d.state === 'done' ? 'success' : 'active'}
                  />
                  <span className="video-wall-download-state">
                    {d.state === 'error' && d.error
                      ? `${m.downloads.state.error}：${d.error.message}`
                      : d.state === 'done' && d.path
                        ? m.downloads.savedTo(d.path)
                        : m.downloads.state[d.state]}
                  </span>
                </Space>
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </section>
  );
}
