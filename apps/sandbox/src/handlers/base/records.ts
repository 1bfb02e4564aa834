/**
 * Camera recordings (录像) and talk (对讲): what the video plugin's host-supplied interfaces
 * queryRecord, playbackByTime, playbackByFile, talk and stopTalk ask the platform for.
 *
 * The sandbox's cameras record continuously in files of one hour, each ending 10 minutes before
 * the next hour (a gap the player skips); a query returns the files overlapping the range, clipped
 * to it and to the present. Addresses are rtsp URLs with a short-lived token, as for live video.
 */
import { randomToken } from '../../auth/passwords';
import { formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { fail, ok, typedHandlers } from '../types';
import { cameraDevices } from './devices';

/** Length of one record file and the recording gap at the end of each hour (seconds). */
export const RECORD_FILE_SECONDS = 3600;
export const RECORD_GAP_SECONDS = 600;
/** The longest range one record query may span (SPEC gives none; a week keeps replies small). */
export const MAX_RECORD_RANGE_SECONDS = 7 * 24 * 3600;
/** Recording sources of the plugin protocol: 2 device, 3 centre (1 asks for the default). */
const SOURCE_DEVICE = 2;
const SOURCE_CENTRE = 3;
const STREAM_HOST = 'rtsp://10.43.1.20:554';
const ADDRESS_TTL_MS = 30 * 60_000;

const RM = {
  badRange: '请求参数错误：结束时间必须晚于开始时间',
  rangeTooLong: '请求参数错误：录像查询时间范围不能超过7天',
  channelNotFound: (n: number) => `设备没有第 ${n} 路通道`,
  recordNotFound: '录像文件不存在',
  talkStopped: '对讲已结束',
} as const;

export interface RecordFileRow {
  startTime: number;
  endTime: number;
  recordSource: number;
  recordName: string;
  ssId: string;
  streamId: number;
}

/** The record name of a channel's file starting at `fileStart` (Unix seconds). */
export function recordNameOf(deviceCode: string, channel: number, fileStart: number): string {
  return `${deviceCode}_${channel}_${fileStart}.dav`;
}

/**
 * The record files of a channel overlapping [startTime, endTime] (Unix seconds), recorded before
 * `now`: one per hour, [hour, hour + 50 min], clipped to the range.
 */
export function recordFiles(
  deviceCode: string,
  channel: number,
  startTime: number,
  endTime: number,
  now: number,
  recordSource: number,
): RecordFileRow[] {
  const end = Math.min(endTime, now);
  const files: RecordFileRow[] = [];
  for (
    let hour = Math.floor(startTime / RECORD_FILE_SECONDS) * RECORD_FILE_SECONDS;
    hour < end;
    hour += RECORD_FILE_SECONDS
  ) {
    const fileEnd = Math.min(hour + RECORD_FILE_SECONDS - RECORD_GAP_SECONDS, end);
    const fileStart = Math.max(hour, startTime);
    if (fileEnd <= fileStart) continue;
    files.push({
      startTime: fileStart,
      endTime: fileEnd,
      recordSource,
      recordName: recordNameOf(deviceCode, channel, hour),
      ssId: `ss-${channel}`,
      streamId: channel,
    });
  }
  return files;
}

function checkRange(startTime: number, endTime: number): void {
  if (!(endTime > startTime)) fail(Code.BadRequest, RM.badRange);
  if (endTime - startTime > MAX_RECORD_RANGE_SECONDS) fail(Code.BadRequest, RM.rangeTooLong);
}

async function channelOf(
  ctx: { db: Parameters<typeof cameraDevices.get>[0] },
  deviceCode: string,
  channel: number | undefined,
) {
  const device = await cameraDevices.get(ctx.db, deviceCode);
  const n = channel ?? 1;
  if (n > device.channels) fail(Code.NotFound, RM.channelNotFound(n));
  return { device, channel: n };
}

function address(ctx: { app: { now(): Date } }, url: string) {
  return {
    url: `${url}${url.includes('?') ? '&' : '?'}token=${randomToken(12)}`,
    protocol: 'rtsp' as const,
    expireAt: formatDateTime(new Date(ctx.app.now().getTime() + ADDRESS_TTL_MS)),
  };
}

export const RECORD_HANDLERS = typedHandlers({
  async queryCameraRecord(ctx) {
    const { deviceCode, startTime, endTime } = ctx.body;
    checkRange(startTime, endTime);
    const { device, channel } = await channelOf(ctx, deviceCode, ctx.body.channel);
    const source = ctx.body.recordSource === SOURCE_DEVICE ? SOURCE_DEVICE : SOURCE_CENTRE;
    const now = Math.floor(ctx.app.now().getTime() / 1000);
    return ok({ records: recordFiles(device.code, channel, startTime, endTime, now, source) });
  },

  async playbackByTime(ctx) {
    const { deviceCode, startTime, endTime } = ctx.body;
    checkRange(startTime, endTime);
    const { device, channel } = await channelOf(ctx, deviceCode, ctx.body.channel);
    return ok(
      address(
        ctx,
        `${STREAM_HOST}/playback/${device.code}/${channel}?starttime=${startTime}&endtime=${endTime}`,
      ),
    );
  },

  async playbackByFile(ctx) {
    const { deviceCode, recordName } = ctx.body;
    const { device, channel } = await channelOf(ctx, deviceCode, ctx.body.channel);
    const match = /^(.+)_(\d+)_(\d+)\.dav$/.exec(recordName);
    const fileStart = Number(match?.[3]);
    if (
      !match ||
      match[1] !== device.code ||
      Number(match[2]) !== channel ||
      fileStart % RECORD_FILE_SECONDS !== 0 ||
      fileStart >= ctx.app.now().getTime() / 1000
    )
      fail(Code.NotFound, RM.recordNotFound);
    return ok(address(ctx, `${STREAM_HOST}/record/${encodeURIComponent(recordName)}`));
  },

  async startCameraTalk(ctx) {
    const { device, channel } = await channelOf(ctx, ctx.body.deviceCode, ctx.body.channel);
    const session = `talk-${randomToken(8)}`;
    const { url } = address(ctx, `${STREAM_HOST}/talk/${device.code}/${channel}`);
    return ok({ url, session, audioType: 2, audioBit: 16, sampleRate: 8000 });
  },

  async stopCameraTalk() {
    return ok(null, RM.talkStopped);
  },
});
