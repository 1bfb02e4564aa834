/**
 * Interfaces the host page supplies (SPEC §7: "Playback and download requests use interfaces
 * supplied by the host page"). Each returns a Promise; an operation whose interface is missing
 * fails with 207, one whose interface rejects fails with 1107 (the host's error as `cause`).
 */
import { VideoError, VideoErrorCode, VideoMessages } from './errors.js';

/** Parameters of {@link HostInterfaces.real}. */
export interface RealParams {
  data: {
    channelId: string;
    /** 1 main stream, 2 sub stream. */
    streamType: number;
    /** 1 video. */
    dataType: number;
  };
  snum: number;
}

/** A stream address. `url` may hold several addresses separated by `|` (intranet and internet). */
export interface StreamUrl {
  url: string;
  /** Appended as `token=` when present. */
  token?: string;
}

/** Parameters of {@link HostInterfaces.talk}. */
export interface TalkParams {
  data: {
    channelId: string;
    deviceCode: string;
    deviceType?: number;
    talkType: number;
    audioType: number;
    audioBit: number;
    sampleRate: number;
  };
  snum: number;
}

/** Reply of {@link HostInterfaces.talk}. */
export interface TalkStream extends StreamUrl {
  /** Talk session, passed back to `stopTalk`. */
  session: string | number;
  audioBit?: number;
  audioType?: number;
  sampleRate?: number;
}

/** Parameters of {@link HostInterfaces.stopTalk}. */
export interface StopTalkParams {
  data: {
    channelId: string;
    deviceCode: string;
    talkType: number;
    session: string | number;
  };
  snum: number;
}

/** One record file. Times are Unix seconds. */
export interface RecordFile {
  startTime: number;
  endTime: number;
  /** 2 device, 3 centre, 4 cloud. */
  recordSource?: number;
  ssId?: string;
  recordName?: string;
  streamId?: string | number;
}

/** Parameters of {@link HostInterfaces.queryRecord}. */
export interface QueryRecordParams {
  data: {
    channelId: string;
    startTime: number;
    endTime: number;
    recordSource: number;
    streamType: number;
  };
}

/** Reply of {@link HostInterfaces.queryRecord}. */
export interface QueryRecordResult {
  records: RecordFile[];
}

/** Parameters of {@link HostInterfaces.playbackByTime} (device recordings). */
export interface PlaybackByTimeParams {
  data: {
    channelId: string;
    startTime: number;
    endTime: number;
    recordSource: number;
    streamType: number;
  };
}

/** Parameters of {@link HostInterfaces.playbackByFile} (centre recordings). */
export interface PlaybackByFileParams {
  data: {
    channelId: string;
    startTime: number;
    endTime: number;
    recordSource: number;
    ssId?: string;
    fileName?: string;
    streamId?: string | number;
  };
}

/** The host-supplied interfaces; supply those the operations you use need. */
export interface HostInterfaces {
  /** Live stream address of a channel (live view). */
  real?(params: RealParams): Promise<StreamUrl>;
  /** Starts a talk session (talk). */
  talk?(params: TalkParams): Promise<TalkStream>;
  /** Stops a talk session (talk). */
  stopTalk?(params: StopTalkParams): Promise<unknown>;
  /** Record files of a channel in a time range (playback, download). */
  queryRecord?(params: QueryRecordParams): Promise<QueryRecordResult>;
  /** Playback address of device recordings in a time range (playback, download). */
  playbackByTime?(params: PlaybackByTimeParams): Promise<StreamUrl>;
  /** Playback address of one centre record file (playback, download). */
  playbackByFile?(params: PlaybackByFileParams): Promise<StreamUrl>;
}

/** Name of one host interface. */
export type HostInterfaceName = keyof HostInterfaces;

/** Throws 207 naming every interface of `names` that `interfaces` lacks. */
export function assertInterfaces(interfaces: HostInterfaces, names: readonly HostInterfaceName[]): void {
  const missing = names.filter((name) => typeof interfaces[name] !== 'function');
  if (missing.length > 0) {
    throw new VideoError(VideoErrorCode.InterfaceMissing, VideoMessages.interfaceMissing(missing), {
      interfaceName: missing.join(','),
    });
  }
}

/**
 * Calls one host interface: 207 when it is missing, 1107 (host error as `cause`) when it rejects
 * or throws; a VideoError the host throws is passed on unchanged.
 */
export async function callInterface<K extends HostInterfaceName>(
  interfaces: HostInterfaces,
  name: K,
  params: Parameters<NonNullable<HostInterfaces[K]>>[0],
): Promise<Awaited<ReturnType<NonNullable<HostInterfaces[K]>>>> {
  assertInterfaces(interfaces, [name]);
  const fn = interfaces[name] as unknown as (
    p: typeof params,
  ) => Promise<Awaited<ReturnType<NonNullable<HostInterfaces[K]>>>>;
  try {
    return await fn.call(interfaces, params);
  } catch (error) {
    if (error instanceof VideoError) throw error;
    throw new VideoError(
      VideoErrorCode.InterfaceFailed,
      VideoMessages.interfaceFailed(name),
      { interfaceName: name },
      {
        cause: error,
      },
    );
  }
}

function hostOf(address: string): string | undefined {
  const match = address.match(/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?(\[[^\]]+\]|[^:/?#]+)/i);
  return match?.[1]?.toLowerCase();
}

/**
 * Picks the address to play from a `|`-separated list (the one whose host matches `hostname` first,
 * else the first) and appends `token=` when a token is given.
 */
export function resolveStreamUrl(stream: StreamUrl, hostname?: string): string {
  const candidates = stream.url
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const wanted = hostname?.toLowerCase();
  const chosen =
    (wanted ? candidates.find((candidate) => hostOf(candidate) === wanted) : undefined) ??
    candidates[0] ??
    '';
  if (!stream.token) return chosen;
  const [path, hash] = splitHash(chosen);
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}token=${encodeURIComponent(stream.token)}${hash}`;
}

function splitHash(url: string): [string, string] {
  const index = url.indexOf('#');
  return index < 0 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
