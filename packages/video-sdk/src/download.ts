/**
 * Record downloads (`video.downloadByTime`). At most 4 run at once (a 5th fails with 401). Each
 * download occupies one of the slots 0–3, sent as `snum`; the plugin reports progress
 * (`video.downloadFileSize`), success (`video.download.mp4.result`, or `video.downloadByTime` with
 * `errCode` 0) and failure (`video.downloadByTime` with `errCode` 142, 135 or 141).
 */
import { MAX_CONCURRENT_DOWNLOADS, RecordSource, StreamType } from './constants.js';
import { isVideoErrorCode, toVideoError, VideoError, VideoErrorCode, VideoMessages } from './errors.js';
import {
  assertInterfaces,
  callInterface,
  type HostInterfaces,
  type RecordFile,
  resolveStreamUrl,
  type StreamUrl,
} from './interfaces.js';
import type { ChannelRef } from './media/channel.js';
import { resolveRecordSource, sortRecords, streamInterfaceFor } from './media/playback.js';
import { type EventEnvelope, Method, numberField, stringField } from './protocol.js';
import type { PluginConnection } from './transport/connection.js';

/** Options of a download. Times are Unix seconds. */
export interface DownloadOptions {
  channel: ChannelRef;
  startTime: number;
  endTime: number;
  /** Default `RecordSource.Auto` (the source of the first record). */
  recordSource?: RecordSource;
  /** 1 main (default), 2 sub. */
  streamType?: StreamType;
  /** Record files, when already known; otherwise the host's `queryRecord` is asked. */
  records?: readonly RecordFile[];
}

/** State of a download. */
export type DownloadState = 'preparing' | 'downloading' | 'done' | 'error';

/** Snapshot of a download. */
export interface DownloadSnapshot {
  /** Id of the download in this client. */
  id: number;
  /** Download slot 0–3 (`snum` on the wire). */
  slot: number;
  channelId: string;
  channelName?: string;
  startTime: number;
  endTime: number;
  state: DownloadState;
  receivedBytes: number;
  totalBytes?: number;
  /** 0–1 when known. */
  progress?: number;
  /** Saved file, when done. */
  path?: string;
  error?: VideoError;
}

/** What the download manager needs from its client. */
export interface DownloadHost {
  connection: PluginConnection;
  interfaces(): HostInterfaces;
  hostname: string | undefined;
  browserType: number;
  /** Called after every change of a download. */
  onChange(download: DownloadSnapshot): void;
}

interface Task {
  snapshot: DownloadSnapshot;
  resolve(snapshot: DownloadSnapshot): void;
  reject(error: VideoError): void;
}

const DOWNLOAD_ERROR_CODES: ReadonlySet<number> = new Set([
  VideoErrorCode.DownloadRtspDisconnected,
  VideoErrorCode.DownloadVideoAbnormal,
  VideoErrorCode.DownloadStorageAbnormal,
]);

/** Error of a `video.downloadByTime` errCode (undefined when 0). */
export function downloadError(errCode: number): VideoError | undefined {
  if (errCode === 0) return undefined;
  if (DOWNLOAD_ERROR_CODES.has(errCode) && isVideoErrorCode(errCode)) {
    return new VideoError(errCode, undefined, { pluginCode: errCode, method: Method.download });
  }
  return new VideoError(
    VideoErrorCode.PluginRejected,
    VideoMessages.pluginRejected(Method.download, errCode),
    {
      pluginCode: errCode,
      method: Method.download,
    },
  );
}

/** The downloads of one client. */
export class DownloadManager {
  private readonly host: DownloadHost;
  private readonly tasks = new Map<number, Task>();
  private readonly finished: DownloadSnapshot[] = [];
  private nextId = 1;

  /** @param host services of the owning client */
  constructor(host: DownloadHost) {
    this.host = host;
  }

  /** Downloads running or preparing. */
  get activeCount(): number {
    return this.tasks.size;
  }

  /** Snapshots of running downloads, then of finished ones (newest last). */
  list(): DownloadSnapshot[] {
    return [...[...this.tasks.values()].map((task) => task.snapshot), ...this.finished];
  }

  /**
   * Starts a download; resolves with its final snapshot when the file is saved. Rejects with 401
   * (4 already running), 207, 1107, 201 (no records), 404 (source), 142/135/141 (plugin failure).
   */
  start(options: DownloadOptions): Promise<DownloadSnapshot> {
    if (!options.channel?.channelId) {
      return Promise.reject(
        new VideoError(VideoErrorCode.InvalidArgument, VideoMessages.invalidArgument('channel.channelId')),
      );
    }
    const startTime = Number(options.startTime);
    const endTime = Number(options.endTime);
    if (!Number.isFinite(startTime) || !Number.isFinite(endTime) || endTime <= startTime) {
      return Promise.reject(
        new VideoError(VideoErrorCode.InvalidArgument, VideoMessages.invalidArgument('startTime/endTime')),
      );
    }
    if (this.tasks.size >= MAX_CONCURRENT_DOWNLOADS) {
      return Promise.reject(
        new VideoError(VideoErrorCode.DownloadLimit, undefined, { channelId: options.channel.channelId }),
      );
    }
    const slot = this.freeSlot();
    const snapshot: DownloadSnapshot = {
      id: this.nextId++,
      slot,
      channelId: options.channel.channelId,
      startTime,
      endTime,
      state: 'preparing',
      receivedBytes: 0,
    };
    if (options.channel.channelName !== undefined) snapshot.channelName = options.channel.channelName;
    let task: Task | undefined;
    const promise = new Promise<DownloadSnapshot>((resolve, reject) => {
      task = { snapshot, resolve, reject };
    });
    const created = task as unknown as Task;
    this.tasks.set(slot, created);
    this.host.onChange({ ...snapshot });
    this.run(created, options).catch((error: unknown) => {
      this.fail(
        created,
        toVideoError(error, VideoErrorCode.PluginRejected, undefined, { channelId: snapshot.channelId }),
      );
    });
    return promise;
  }

  /** Handles download events; returns whether it did. */
  handleEvent(event: EventEnvelope): boolean {
    const { info } = event;
    const slot = numberField(info, 'snum');
    switch (event.method) {
      case Method.downloadProgress: {
        const task = slot === undefined ? undefined : this.tasks.get(slot);
        if (!task) return true;
        const received =
          numberField(info, 'size') ?? numberField(info, 'fileSize') ?? task.snapshot.receivedBytes;
        const total = numberField(info, 'totalSize') ?? task.snapshot.totalBytes;
        const percent = numberField(info, 'progress');
        let progress: number | undefined;
        if (total !== undefined && total > 0) progress = Math.min(1, received / total);
        else if (percent !== undefined) progress = Math.min(1, percent / 100);
        this.update(task, { state: 'downloading', receivedBytes: received, totalBytes: total, progress });
        return true;
      }
      case Method.downloadResult: {
        const task = slot === undefined ? undefined : this.tasks.get(slot);
        if (task) this.succeed(task, stringField(info, 'path'));
        return true;
      }
      case Method.download: {
        const task = slot === undefined ? undefined : this.tasks.get(slot);
        if (!task) return true;
        const error = downloadError(numberField(info, 'errCode') ?? 0);
        if (error) this.fail(task, error.withDetail({ channelId: task.snapshot.channelId }));
        else this.succeed(task, stringField(info, 'path'));
        return true;
      }
      default:
        return false;
    }
  }

  /** Fails every running download with `error` (disconnect, dispose). */
  abortAll(error: VideoError): void {
    for (const task of [...this.tasks.values()]) this.fail(task, error);
  }

  private async run(task: Task, options: DownloadOptions): Promise<void> {
    const { host } = this;
    const interfaces = host.interfaces();
    const requested = options.recordSource ?? RecordSource.Auto;
    const known = streamInterfaceFor(requested);
    if (requested !== RecordSource.Auto && !known)
      throw new VideoError(VideoErrorCode.RecordSourceUnsupported);
    assertInterfaces(interfaces, [
      ...(options.records ? [] : (['queryRecord'] as const)),
      ...(known ? [known] : []),
    ]);
    const { startTime, endTime, channelId } = task.snapshot;
    const streamType = options.streamType ?? StreamType.Main;
    const raw =
      options.records ??
      (
        await callInterface(interfaces, 'queryRecord', {
          data: { channelId, startTime, endTime, recordSource: requested, streamType },
        })
      ).records;
    const records = sortRecords(raw ?? []);
    const first = records[0];
    if (!first) {
      throw new VideoError(
        VideoErrorCode.Recording,
        VideoMessages.noRecords(options.channel.channelName ?? channelId),
      );
    }
    const recordSource = resolveRecordSource(requested, records);
    const source = streamInterfaceFor(recordSource);
    if (!source) throw new VideoError(VideoErrorCode.RecordSourceUnsupported);
    const stream: StreamUrl =
      source === 'playbackByTime'
        ? await callInterface(interfaces, 'playbackByTime', {
            data: { channelId, startTime, endTime, recordSource, streamType },
          })
        : await callInterface(interfaces, 'playbackByFile', {
            data: {
              channelId,
              startTime: first.startTime,
              endTime: first.endTime,
              recordSource,
              ssId: first.ssId,
              fileName: first.recordName,
              streamId: first.streamId,
            },
          });
    if (this.tasks.get(task.snapshot.slot) !== task) return;
    await host.connection.request(Method.download, {
      browserType: host.browserType,
      snum: task.snapshot.slot,
      channelId,
      url: resolveStreamUrl(stream, host.hostname),
      records,
      startTime,
      endTime,
      recordSource,
    });
    if (this.tasks.get(task.snapshot.slot) === task && task.snapshot.state === 'preparing') {
      this.update(task, { state: 'downloading' });
    }
  }

  private freeSlot(): number {
    for (let slot = 0; slot < MAX_CONCURRENT_DOWNLOADS; slot += 1) if (!this.tasks.has(slot)) return slot;
    return this.tasks.size;
  }

  private update(task: Task, patch: Partial<DownloadSnapshot>): void {
    const next: DownloadSnapshot = { ...task.snapshot, ...patch };
    for (const key of Object.keys(next) as (keyof DownloadSnapshot)[])
      if (next[key] === undefined) delete next[key];
    task.snapshot = next;
    this.host.onChange({ ...next });
  }

  private succeed(task: Task, path: string | undefined): void {
    if (this.tasks.get(task.snapshot.slot) !== task) return;
    this.tasks.delete(task.snapshot.slot);
    const total = task.snapshot.totalBytes;
    this.update(task, {
      state: 'done',
      progress: 1,
      receivedBytes: total ?? task.snapshot.receivedBytes,
      ...(path === undefined ? {} : { path }),
    });
    this.remember(task.snapshot);
    task.resolve({ ...task.snapshot });
  }

  private fail(task: Task, error: VideoError): void {
    if (this.tasks.get(task.snapshot.slot) !== task) return;
    this.tasks.delete(task.snapshot.slot);
    this.update(task, { state: 'error', error });
    this.remember(task.snapshot);
    task.reject(error);
  }

  private remember(snapshot: DownloadSnapshot): void {
    this.finished.push({ ...snapshot });
    if (this.finished.length > 50) this.finished.shift();
  }
}
