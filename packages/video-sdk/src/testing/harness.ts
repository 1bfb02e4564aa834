/** Builds a connected client on a fake network, for window and media tests (use with fake timers). */
import { type Mock, vi } from 'vitest';
import { createVideoClient, type VideoClient, type VideoClientOptions } from '../client.js';
import type { HostInterfaces } from '../interfaces.js';
import type { RequestEnvelope } from '../protocol.js';
import { createMemoryPortStore } from '../transport/port-store.js';
import type { CreateWindowOptions, VideoWindow } from '../windows/window.js';
import { FakeNetwork, type FakeSocket } from './fake-network.js';

/** Lets microtask chains and zero-delay timers run (several rounds, for chains of promise hops). */
export async function flush(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
}

/** Host interfaces as vitest mocks. */
export type MockInterfaces = { [K in keyof HostInterfaces]-?: Mock<NonNullable<HostInterfaces[K]>> };

/** Interfaces returning predictable addresses and three centre records of 100 s each. */
export function demoInterfaces(): MockInterfaces {
  return {
    real: vi.fn<NonNullable<HostInterfaces['real']>>(async ({ data }) => ({
      url: `rtsp://10.0.0.1/live/${data.channelId}/${data.streamType}`,
      token: 'tk',
    })),
    talk: vi.fn<NonNullable<HostInterfaces['talk']>>(async () => ({
      url: 'rtsp://10.0.0.1/talk',
      session: 'talk-session-1',
    })),
    stopTalk: vi.fn<NonNullable<HostInterfaces['stopTalk']>>(async () => ({ ok: true })),
    queryRecord: vi.fn<NonNullable<HostInterfaces['queryRecord']>>(async ({ data }) => ({
      records: [0, 1, 2].map((i) => ({
        startTime: data.startTime + i * 100,
        endTime: data.startTime + i * 100 + 100,
        recordSource: 3,
        ssId: `ss${i}`,
        recordName: `file${i}`,
        streamId: i,
      })),
    })),
    playbackByTime: vi.fn<NonNullable<HostInterfaces['playbackByTime']>>(async ({ data }) => ({
      url: `rtsp://10.0.0.1/bytime/${data.startTime}-${data.endTime}`,
    })),
    playbackByFile: vi.fn<NonNullable<HostInterfaces['playbackByFile']>>(async ({ data }) => ({
      url: `rtsp://10.0.0.1/byfile/${data.fileName}`,
    })),
  };
}

export const WINDOW: CreateWindowOptions = {
  rect: { left: 10, top: 20, width: 800, height: 600 },
  viewport: { clientAreaWidth: 1920, clientAreaHeight: 1080 },
};

/** A connected client on a fake network. */
export interface Harness {
  network: FakeNetwork;
  client: VideoClient;
  socket: FakeSocket;
  interfaces: MockInterfaces;
  /** Creates a window and returns it with its handle. */
  window(options?: Partial<CreateWindowOptions>): Promise<VideoWindow>;
  /** The last request of a method. */
  last(method: string): RequestEnvelope;
}

/** Connects a client to a fake plugin on port 8000. */
export async function connectedClient(options: VideoClientOptions = {}): Promise<Harness> {
  const network = new FakeNetwork([8000]);
  const interfaces = demoInterfaces();
  const client = createVideoClient({
    WebSocket: network.WebSocket,
    portStore: createMemoryPortStore(),
    userAgent: null,
    interfaces,
    ...options,
  });
  const connecting = client.connect();
  await flush();
  await connecting;
  const socket = network.current;
  if (!socket) throw new Error('not connected');
  return {
    network,
    client,
    socket,
    interfaces,
    window: async (overrides = {}) => {
      const created = client.createWindow({ ...WINDOW, ...overrides });
      await flush();
      return created;
    },
    last: (method) => {
      const request = network.requests(method).at(-1);
      if (!request) throw new Error(`no ${method} sent`);
      return request;
    },
  };
}
