/**
 * Record playback (`video.playback`). The records of the asked range are fetched from the host
 * (`queryRecord`) and played one file at a time: when the plugin reports the end of a file
 * (`web.replay`) the next one (forward) or the previous one (backward) starts; when none is left
 * the sub-window ends with 201 '录像已全部播放完成'. Seeking outside the asked range fails with 201.
 * Device recordings (source 2) are addressed by time (`playbackByTime`), centre recordings
 * (source 3) by file (`playbackByFile`); other sources fail with 404.
 */
import { PlaybackDirection, RecordSource, StreamType } from '../constants.js';
import { toVideoError, VideoError, VideoErrorCode, VideoMessages } from '../errors.js';
import {
  assertInterfaces,
  callInterface,
  type HostInterfaceName,
  type RecordFile,
  resolveStreamUrl,
} from '../interfaces.js';
import { type EventEnvelope, Method, numberField } from '../protocol.js';
import type { WindowContext, WindowController } from '../windows/context.js';
import { type PlaybackPosition, type SlotSnapshot, validateSnum } from '../windows/slots.js';
import { Waiters } from '../windows/waiters.js';
import type { ChannelRef } from './channel.js';
import { openResultError } from './live.js';

/** Options of {@link PlaybackController.open}. Times are Unix seconds. */
export interface PlaybackOptions {
  /** Sub-window, 0–63. */
  snum: number;
  channel: ChannelRef;
  startTime: number;
  endTime: number;
  /** Default `RecordSource.Auto` (the source of the first record). */
  recordSource?: RecordSource;
  /** 1 main (default), 2 sub. */
  streamType?: StreamType;
  /** 0 forward (default), 1 backward. */
  direction?: PlaybackDirection;
  /** Where to start; default the start (forward) or end (backward) of the range. */
  playTime?: number;
  /** Record files, when already known; otherwise the host's `queryRecord` is asked. */
  records?: readonly RecordFile[];
}

interface PlaybackSession {
  channel: ChannelRef;
  startTime: number;
  endTime: number;
  records: RecordFile[];
  index: number;
  direction: PlaybackDirection;
  recordSource: number;
  streamType: number;
  currentTime: number;
  generation: number;
}

/** Valid records sorted by start time (numeric strings accepted, empty or reversed files dropped). */
export function sortRecords(records: readonly RecordFile[]): RecordFile[] {
  return records
    .map((record) => ({ ...record, startTime: Number(record.startTime), endTime: Number(record.endTime) }))
    .filter((record) => Number.isFinite(record.startTime) && Number.isFinite(record.endTime))
    .filter((record) => record.endTime > record.startTime)
    .sort((a, b) => a.startTime - b.startTime);
}

/** Index of the file after `index` in `direction`, or undefined when none is left. */
export function nextRecordIndex(
  count: number,
  index: number,
  direction: PlaybackDirection,
): number | undefined {
  const next = direction === PlaybackDirection.Backward ? index - 1 : index + 1;
  return next >= 0 && next < count ? next : undefined;
}

/**
 * Index of the file to play at `time`: the file containing it, else (in a gap) the next file
 * forward or the previous file backward; undefined when there is none.
 */
export function findRecordIndex(
  records: readonly RecordFile[],
  time: number,
  direction: PlaybackDirection,
): number | undefined {
  const containing = records.findIndex((record) =>
    direction === PlaybackDirection.Backward
      ? record.startTime < time && time <= record.endTime
      : record.startTime <= time && time < record.endTime,
  );
  if (containing >= 0) return containing;
  if (direction === PlaybackDirection.Backward) {
    for (let i = records.length - 1; i >= 0; i -= 1)
      if ((records[i]?.endTime ?? Number.POSITIVE_INFINITY) <= time) return i;
    return undefined;
  }
  const after = records.findIndex((record) => record.startTime >= time);
  return after >= 0 ? after : undefined;
}

/** 201 when `time` is before `startTime` or after `endTime`, else undefined. */
export function validateSeekTime(time: number, startTime: number, endTime: number): VideoError | undefined {
  if (!Number.isFinite(time)) {
    return new VideoError(
      VideoErrorCode.InvalidArgument,
      VideoMessages.invalidArgument(`time=${String(time)}`),
    );
  }
  if (time < startTime) return new VideoError(VideoErrorCode.Recording, VideoMessages.seekBeforeStart);
  if (time > endTime) return new VideoError(VideoErrorCode.Recording, VideoMessages.seekAfterEnd);
  return undefined;
}

/** The record source to use: the asked one, or for `Auto` the first record's. */
export function resolveRecordSource(requested: number, records: readonly RecordFile[]): number {
  if (requested !== RecordSource.Auto) return requested;
  return Number(records[0]?.recordSource ?? RecordSource.Centre);
}

/** Host interface that gives the address of a record source's files. */
export function streamInterfaceFor(recordSource: number): HostInterfaceName | undefined {
  if (recordSource === RecordSource.Device) return 'playbackByTime';
  if (recordSource === RecordSource.Centre) return 'playbackByFile';
  return undefined;
}

/** Record playback of one window. */
export class PlaybackController implements WindowController {
  private readonly ctx: WindowContext;
  private readonly sessions = new Map<number, PlaybackSession>();
  private readonly waiters: Waiters<number>;
  private generation = 0;

  /** @param ctx window services */
  constructor(ctx: WindowContext) {
    this.ctx = ctx;
    this.waiters = new Waiters(ctx.timers);
  }

  /**
   * Starts a playback. Resolves with the slot once the first file plays. Rejects with 1106/209,
   * 207 (missing interface), 201 (no records, start outside the range), 404 (source), 10704, 10705.
   */
  async open(options: PlaybackOptions): Promise<SlotSnapshot> {
    const snum = validateSnum(options.snum);
    const { ctx } = this;
    const startTime = Number(options.startTime);
    const endTime = Number(options.endTime);
    if (!options.channel?.channelId) {
      throw new VideoError(
        VideoErrorCode.InvalidArgument,
        VideoMessages.invalidArgument('channel.channelId'),
      );
    }
    if (!Number.isFinite(startTime) || !Number.isFinite(endTime) || endTime <= startTime) {
      throw new VideoError(
        VideoErrorCode.InvalidArgument,
        VideoMessages.invalidArgument('startTime/endTime'),
      );
    }
    const direction =
      options.direction === PlaybackDirection.Backward
        ? PlaybackDirection.Backward
        : PlaybackDirection.Forward;
    if (options.playTime !== undefined) {
      const invalid = validateSeekTime(options.playTime, startTime, endTime);
      if (invalid) throw invalid.withDetail({ snum });
    }
    const requestedSource = options.recordSource ?? RecordSource.Auto;
    const knownSource = streamInterfaceFor(requestedSource);
    if (requestedSource !== RecordSource.Auto && !knownSource) {
      throw new VideoError(VideoErrorCode.RecordSourceUnsupported, undefined, { snum });
    }
    assertInterfaces(ctx.interfaces, [
      ...(options.records ? [] : (['queryRecord'] as const)),
      ...(knownSource ? [knownSource] : []),
    ]);
    const streamType = options.streamType ?? StreamType.Main;
    const channel = { ...options.channel };
    const raw =
      options.records ??
      (
        await callInterface(ctx.interfaces, 'queryRecord', {
          data: {
            channelId: channel.channelId,
            startTime,
            endTime,
            recordSource: requestedSource,
            streamType,
          },
        })
      ).records;
    const records = sortRecords(raw ?? []);
    if (records.length === 0) {
      throw new VideoError(
        VideoErrorCode.Recording,
        VideoMessages.noRecords(channel.channelName ?? channel.channelId),
        {
          snum,
          channelId: channel.channelId,
        },
      );
    }
    const recordSource = resolveRecordSource(requestedSource, records);
    const streamInterface = streamInterfaceFor(recordSource);
    if (!streamInterface) throw new VideoError(VideoErrorCode.RecordSourceUnsupported, undefined, { snum });
    assertInterfaces(ctx.interfaces, [streamInterface]);
    const playTime = options.playTime ?? (direction === PlaybackDirection.Backward ? endTime : startTime);
    const index = findRecordIndex(records, playTime, direction);
    if (index === undefined) {
      throw new VideoError(
        VideoErrorCode.Recording,
        VideoMessages.noRecords(channel.channelName ?? channel.channelId),
        {
          snum,
          channelId: channel.channelId,
        },
      );
    }
    const session: PlaybackSession = {
      channel,
      startTime,
      endTime,
      records,
      index,
      direction,
      recordSource,
      streamType,
      currentTime: clampToRecord(records[index], playTime),
      generation: ++this.generation,
    };
    this.sessions.set(snum, session);
    await ctx.ensureDivision(snum);
    return this.playFile(snum, session, false);
  }

  /** Pauses a playback (`video.playbackChangeState` state 0). */
  async pause(snum: number): Promise<SlotSnapshot> {
    this.requireSession(snum);
    await this.ctx.request(Method.playbackState, { snum, state: 0 });
    return this.ctx.updateSlot(snum, { state: 'paused' });
  }

  /** Resumes a paused playback (`video.playbackChangeState` state 1). */
  async resume(snum: number): Promise<SlotSnapshot> {
    this.requireSession(snum);
    await this.ctx.request(Method.playbackState, { snum, state: 1 });
    return this.ctx.updateSlot(snum, { state: 'playing' });
  }

  /**
   * Plays from `time` (Unix seconds), optionally changing direction. Rejects with 201 when `time`
   * is before the start or after the end of the asked range, or no file is left from there.
   */
  async seek(snum: number, time: number, direction?: PlaybackDirection): Promise<SlotSnapshot> {
    const session = this.requireSession(snum);
    const invalid = validateSeekTime(time, session.startTime, session.endTime);
    if (invalid) throw invalid.withDetail({ snum, channelId: session.channel.channelId });
    const nextDirection = direction ?? session.direction;
    const index = findRecordIndex(session.records, time, nextDirection);
    if (index === undefined) {
      throw new VideoError(
        VideoErrorCode.Recording,
        VideoMessages.noRecords(session.channel.channelName ?? ''),
        { snum },
      );
    }
    session.generation = ++this.generation;
    session.direction = nextDirection;
    session.index = index;
    session.currentTime = clampToRecord(session.records[index], time);
    if (session.recordSource === RecordSource.Device)
      await this.ctx.request(Method.close, { snum, isAll: false });
    return this.playFile(snum, session, false);
  }

  /** Position of the playback in a sub-window, if any. */
  positionOf(snum: number): PlaybackPosition | undefined {
    const session = this.sessions.get(snum);
    return session ? position(session) : undefined;
  }

  /** Handles playback events of this window. */
  handleEvent(event: EventEnvelope): boolean {
    const { info } = event;
    const snum = numberField(info, 'snum');
    switch (event.method) {
      case Method.notifyPlayback: {
        const result = numberField(info, 'result') ?? 0;
        if (snum !== undefined && !this.waiters.resolve(key(snum), result) && this.sessions.has(snum)) {
          const error = openResultError(result);
          if (error) this.ctx.reportSlotError(snum, error.withDetail({ snum, hwnd: this.ctx.hwnd }), 'error');
        }
        return true;
      }
      case Method.replay: {
        if (snum !== undefined) this.advance(snum, numberField(info, 'bBack'));
        return true;
      }
      case Method.seekRecord: {
        const time = numberField(info, 'seekTime');
        const bBack = numberField(info, 'bBack');
        if (snum === undefined || time === undefined || !this.sessions.has(snum)) return true;
        const direction = bBack === undefined ? undefined : toDirection(bBack);
        this.seek(snum, time, direction).catch((error: unknown) => this.reportBackground(snum, error, false));
        return true;
      }
      default:
        return false;
    }
  }

  /** Forgets the playback of a closed sub-window. */
  onSlotClosed(snum: number, error: VideoError): void {
    this.waiters.rejectKey(key(snum), error);
    this.sessions.delete(snum);
  }

  /** Fails every file opening in flight and forgets every playback. */
  abortAll(error: VideoError): void {
    this.waiters.rejectAll(error);
    this.sessions.clear();
  }

  private advance(snum: number, bBack: number | undefined): void {
    const session = this.sessions.get(snum);
    if (!session) return;
    if (bBack !== undefined) session.direction = toDirection(bBack);
    const next = nextRecordIndex(session.records.length, session.index, session.direction);
    if (next === undefined) {
      const error = new VideoError(VideoErrorCode.Recording, VideoMessages.playbackComplete, {
        snum,
        hwnd: this.ctx.hwnd,
        channelId: session.channel.channelId,
      });
      this.ctx.reportSlotError(snum, error, 'ended');
      return;
    }
    const record = session.records[next];
    session.index = next;
    session.generation = ++this.generation;
    session.currentTime =
      session.direction === PlaybackDirection.Backward
        ? (record?.endTime ?? session.endTime)
        : (record?.startTime ?? session.startTime);
    const generation = session.generation;
    const continueFile = session.recordSource !== RecordSource.Device;
    const closeFirst = continueFile
      ? Promise.resolve()
      : this.ctx.request(Method.close, { snum, isAll: false }).then(() => undefined);
    closeFirst
      .then(() => {
        if (this.sessions.get(snum)?.generation !== generation) return undefined;
        return this.playFile(snum, session, continueFile);
      })
      .catch((error: unknown) => this.reportBackground(snum, error, true));
  }

  private async playFile(
    snum: number,
    session: PlaybackSession,
    continueFile: boolean,
  ): Promise<SlotSnapshot> {
    const { ctx } = this;
    const generation = session.generation;
    const record = session.records[session.index];
    const detail = { snum, hwnd: ctx.hwnd, channelId: session.channel.channelId };
    if (!record) throw new VideoError(VideoErrorCode.Recording, undefined, detail);
    ctx.updateSlot(snum, {
      state: 'opening',
      mode: 'playback',
      channelId: session.channel.channelId,
      channelName: session.channel.channelName,
      streamType: session.streamType,
      playback: position(session),
      error: undefined,
    });
    const wait = this.waiters.replace(
      key(snum),
      ctx.openTimeoutMs,
      () => new VideoError(VideoErrorCode.OpenTimeout, undefined, detail),
      new VideoError(VideoErrorCode.Cancelled, undefined, detail),
    );
    try {
      const stream =
        session.recordSource === RecordSource.Device
          ? await callInterface(ctx.interfaces, 'playbackByTime', {
              data: {
                channelId: session.channel.channelId,
                startTime: record.startTime,
                endTime: record.endTime,
                recordSource: session.recordSource,
                streamType: session.streamType,
              },
            })
          : await callInterface(ctx.interfaces, 'playbackByFile', {
              data: {
                channelId: session.channel.channelId,
                startTime: record.startTime,
                endTime: record.endTime,
                recordSource: session.recordSource,
                ssId: record.ssId,
                fileName: record.recordName,
                streamId: record.streamId,
              },
            });
      this.assertCurrent(snum, generation);
      await ctx.request(Method.playback, {
        snum,
        path: resolveStreamUrl(stream, ctx.hostname),
        records: session.records,
        startTime: session.startTime,
        endTime: session.endTime,
        recordSource: session.recordSource,
        playStartTime: record.startTime,
        playEndTime: record.endTime,
        currentPlayTime: session.currentTime,
        channelId: session.channel.channelId,
        channelName: session.channel.channelName ?? '',
        bBack: session.direction,
        bContinue: continueFile,
        lastFile: nextRecordIndex(session.records.length, session.index, session.direction) === undefined,
      });
      const failure = openResultError(await wait.promise);
      if (failure) throw failure;
      this.assertCurrent(snum, generation);
      return ctx.updateSlot(snum, { state: 'playing', playback: position(session), error: undefined });
    } catch (error) {
      wait.cancel(new VideoError(VideoErrorCode.Cancelled, undefined, detail));
      const failure = toVideoError(error, VideoErrorCode.OpenFailed).withDetail(detail);
      if (failure.code !== VideoErrorCode.Cancelled && this.sessions.get(snum)?.generation === generation) {
        ctx.updateSlot(snum, { state: 'error', error: failure });
      }
      throw failure;
    }
  }

  private requireSession(snum: number): PlaybackSession {
    validateSnum(snum);
    const session = this.sessions.get(snum);
    if (!session) throw new VideoError(VideoErrorCode.Recording, VideoMessages.noPlayback, { snum });
    return session;
  }

  private assertCurrent(snum: number, generation: number): void {
    if (this.sessions.get(snum)?.generation !== generation) {
      throw new VideoError(VideoErrorCode.Cancelled, undefined, { snum });
    }
  }

  private reportBackground(snum: number, error: unknown, setState: boolean): void {
    const failure = toVideoError(error, VideoErrorCode.OpenFailed, undefined, { snum, hwnd: this.ctx.hwnd });
    if (failure.code === VideoErrorCode.Cancelled) return;
    this.ctx.reportSlotError(snum, failure, setState ? 'error' : undefined);
  }
}

function key(snum: number): string {
  return `playback:${snum}`;
}

function toDirection(bBack: number): PlaybackDirection {
  return bBack === PlaybackDirection.Backward ? PlaybackDirection.Backward : PlaybackDirection.Forward;
}

function clampToRecord(record: RecordFile | undefined, time: number): number {
  if (!record) return time;
  return Math.min(Math.max(time, record.startTime), record.endTime);
}

function position(session: PlaybackSession): PlaybackPosition {
  const record = session.records[session.index];
  return {
    direction: session.direction,
    recordIndex: session.index,
    recordCount: session.records.length,
    fileStartTime: record?.startTime ?? session.startTime,
    fileEndTime: record?.endTime ?? session.endTime,
    currentTime: session.currentTime,
    startTime: session.startTime,
    endTime: session.endTime,
    recordSource: session.recordSource,
  };
}
