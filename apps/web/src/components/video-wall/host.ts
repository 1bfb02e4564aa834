import type { PlatformClient } from '@agrimap/sdk';
import type {
  HostInterfaces,
  QueryRecordParams,
  QueryRecordResult,
  StreamUrl,
  TalkStream,
} from '@agrimap/video-sdk';
import { useMemo } from 'react';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { parseChannelId } from './channels';
import { videoWallMessages as m } from './messages';

/**
 * The live stream address of a channel from the base server:
 * `GET /api/v1/camera/getCameraNetAddress?deviceCode=<code>&channel=<n>` (code 200 → data.url),
 * with the device code and 1-based channel number read from the channel id (`<code>$1$0$<index>`).
 * A failed call rejects with the SDK's ApiError (the video SDK reports it as 1107).
 */
export async function getCameraNetAddress(client: PlatformClient, channelId: string): Promise<StreamUrl> {
  const { deviceCode, channel } = parseChannelId(channelId);
  const data = await apiFetch(client, 'base', 'get', '/api/v1/camera/getCameraNetAddress', {
    params: { query: { deviceCode, channel } },
  });
  if (!data?.url) throw new Error(m.noStreamUrl(channelId));
  return { url: data.url };
}

/** Record sources the base server knows: 2 device, 3 centre (anything else asks for its default). */
function recordSourceParam(source: number): 1 | 2 | 3 {
  return source === 2 || source === 3 ? source : 1;
}

/** The channel and a time range in whole seconds, as the base server's record calls take them. */
function rangeBody(channelId: string, startTime: number, endTime: number) {
  const { deviceCode, channel } = parseChannelId(channelId);
  return { deviceCode, channel, startTime: Math.floor(startTime), endTime: Math.ceil(endTime) };
}

/**
 * The record files of a channel in a time range (Unix seconds):
 * `POST /api/v1/camera/queryRecord` → `data.records`.
 */
export async function queryRecord(
  client: PlatformClient,
  params: QueryRecordParams['data'],
): Promise<QueryRecordResult> {
  const data = await apiFetch(client, 'base', 'post', '/api/v1/camera/queryRecord', {
    body: {
      ...rangeBody(params.channelId, params.startTime, params.endTime),
      recordSource: recordSourceParam(params.recordSource),
    },
  });
  return { records: data?.records ?? [] };
}

function streamOf(channelId: string, data: { url?: string } | undefined): StreamUrl {
  if (!data?.url) throw new Error(m.noStreamUrl(channelId));
  return { url: data.url };
}

/**
 * The host interfaces of the app for the video wall, over the base server: `real` (live address,
 * GET getCameraNetAddress), `queryRecord`, `playbackByTime` (device recordings), `playbackByFile`
 * (centre recordings; also what downloads use), `talk` and `stopTalk` (POST startTalk / stopTalk).
 */
export function createAppVideoInterfaces(client: PlatformClient): HostInterfaces {
  return {
    real: ({ data }) => getCameraNetAddress(client, data.channelId),
    queryRecord: ({ data }) => queryRecord(client, data),
    playbackByTime: async ({ data }) => {
      const reply = await apiFetch(client, 'base', 'post', '/api/v1/camera/playbackByTime', {
        body: rangeBody(data.channelId, data.startTime, data.endTime),
      });
      return streamOf(data.channelId, reply);
    },
    playbackByFile: async ({ data }) => {
      const range = rangeBody(data.channelId, data.startTime, data.endTime);
      if (!data.fileName) throw new Error(m.noStreamUrl(data.channelId));
      const reply = await apiFetch(client, 'base', 'post', '/api/v1/camera/playbackByFile', {
        body: { ...range, recordName: data.fileName },
      });
      return streamOf(data.channelId, reply);
    },
    talk: async ({ data }): Promise<TalkStream> => {
      const { deviceCode, channel } = parseChannelId(data.channelId);
      const talk = await apiFetch(client, 'base', 'post', '/api/v1/camera/startTalk', {
        body: { deviceCode, channel, talkType: data.talkType === 2 ? 2 : 1 },
      });
      if (!talk?.url) throw new Error(m.noStreamUrl(data.channelId));
      return {
        url: talk.url,
        session: talk.session,
        audioType: talk.audioType,
        audioBit: talk.audioBit,
        sampleRate: talk.sampleRate,
      };
    },
    stopTalk: async ({ data }) =>
      apiFetch(client, 'base', 'post', '/api/v1/camera/stopTalk', {
        body: { session: String(data.session) },
      }),
  };
}

/** {@link createAppVideoInterfaces} over the app's platform client (the nearest ApiContext). */
export function useAppVideoInterfaces(): HostInterfaces {
  const client = useApi();
  return useMemo(() => createAppVideoInterfaces(client), [client]);
}
