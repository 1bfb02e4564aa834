import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoError, VideoErrorCode } from '../errors.js';
import { Method } from '../protocol.js';
import { FakeNetwork } from '../testing/fake-network.js';
import { type ConnectionOptions, type ConnectionState, PluginConnection } from './connection.js';
import { createMemoryPortStore } from './port-store.js';

function setup(pluginPorts: number[], options: ConnectionOptions = {}) {
  const network = new FakeNetwork(pluginPorts);
  const portStore = options.portStore ?? createMemoryPortStore();
  const connection = new PluginConnection({ WebSocket: network.WebSocket, portStore, ...options });
  const states: ConnectionState[] = [connection.state];
  const errors: VideoError[] = [];
  connection.on('stateChange', ({ state }) => states.push(state));
  connection.on('error', (error) => errors.push(error));
  return { network, connection, portStore, states, errors };
}

async function connected(pluginPorts: number[], options: ConnectionOptions = {}) {
  const ctx = setup(pluginPorts, options);
  const promise = ctx.connection.connect();
  await vi.advanceTimersByTimeAsync(0);
  await promise;
  return ctx;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connect and the port probe', () => {
  it('starts idle and goes wsPending → wsSuccess on the first port that answers common.version', async () => {
    const { connection, states, network, portStore } = setup([8000]);
    expect(connection.state).toBe('idle');
    const promise = connection.connect();
    expect(connection.state).toBe('wsPending');
    await vi.advanceTimersByTimeAsync(0);
    const info = await promise;
    expect(info).toMatchObject({ port: 8000, version: '2311300922', reconnect: false });
    expect(states).toEqual(['idle', 'wsPending', 'wsSuccess']);
    expect(network.sockets.map((s) => s.url)).toEqual(['ws://127.0.0.1:8000']);
    expect(portStore.get()).toBe(8000);
  });

  it('probes 8000…8004 in order, 300 ms apart, and keeps the socket that answered', async () => {
    const start = Date.now();
    const { connection, network } = setup([8003]);
    const promise = connection.connect();
    await vi.advanceTimersByTimeAsync(899);
    expect(network.sockets.map((s) => s.port)).toEqual([8000, 8001, 8002]);
    await vi.advanceTimersByTimeAsync(1);
    await promise;
    expect(network.sockets.map((s) => s.port)).toEqual([8000, 8001, 8002, 8003]);
    expect(network.sockets.map((s) => s.createdAt - start)).toEqual([0, 300, 600, 900]);
    expect(connection.port).toBe(8003);
    expect(network.current).toBe(network.sockets[3]);
  });

  it('identifies the plugin by a common.version reply carrying the id of the request', async () => {
    const { connection, network } = setup([8000, 8001]);
    network.handler = (request, socket) => {
      if (socket.port === 8000 && request.method === Method.version) {
        queueMicrotask(() => socket.reply(request.id + 1, { ver: '1' }));
        return true;
      }
      return undefined;
    };
    const promise = connection.connect();
    await vi.advanceTimersByTimeAsync(300);
    const info = await promise;
    expect(info.port).toBe(8001);
    const probe = network.sockets[0]?.sent[0];
    expect(probe).toEqual({ method: Method.version, info: {}, id: expect.any(Number), session: '' });
  });

  it('moves on when an open port stays silent for the probe timeout', async () => {
    const { connection, network } = setup([8000, 8001], { probeTimeoutMs: 1000 });
    network.handler = (request, socket) =>
      socket.port === 8000 && request.method === Method.version ? false : undefined;
    const promise = connection.connect();
    await vi.advanceTimersByTimeAsync(1299);
    expect(network.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await promise).port).toBe(8001);
    expect(network.sockets[0]?.readyState).toBe(3);
  });

  it('tries the cached port first, then the others in order', async () => {
    const portStore = createMemoryPortStore(8004);
    const { connection, network } = setup([8002], { portStore });
    const promise = connection.connect();
    await vi.advanceTimersByTimeAsync(900);
    await promise;
    expect(network.sockets.map((s) => s.port)).toEqual([8004, 8000, 8001, 8002]);
    expect(portStore.get()).toBe(8002);
  });

  it('goes wsPending → noPlugin with 1001 when no port answers, and forgets the cached port', async () => {
    const portStore = createMemoryPortStore(8001);
    const { connection, network, states, errors } = setup([], { portStore });
    const promise = connection.connect();
    const rejection = expect(promise).rejects.toMatchObject({ code: VideoErrorCode.PluginNotInstalled });
    await vi.advanceTimersByTimeAsync(1200);
    await rejection;
    expect(network.sockets.map((s) => s.port)).toEqual([8001, 8000, 8002, 8003, 8004]);
    expect(states).toEqual(['idle', 'wsPending', 'noPlugin']);
    expect(errors.map((e) => e.code)).toEqual([1001]);
    expect(errors[0]?.message).toContain('插件未安装');
    expect(portStore.get()).toBeUndefined();
  });

  it('goes wsError with 1005 when there is no WebSocket at all', async () => {
    const connection = new PluginConnection({ portStore: createMemoryPortStore() });
    const errors: VideoError[] = [];
    connection.on('error', (error) => errors.push(error));
    await expect(connection.connect()).rejects.toMatchObject({
      code: 1005,
      message: '您的浏览器不支持socket!',
    });
    expect(connection.state).toBe('wsError');
    expect(errors.map((e) => e.code)).toEqual([1005]);
  });

  it('uses the configured host and ports', async () => {
    const { connection, network } = setup([9100], { host: 'localhost', ports: [9100] });
    const promise = connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    await promise;
    expect(network.sockets[0]?.url).toBe('ws://localhost:9100');
  });

  it('returns the same promise while connecting and resolves at once when connected', async () => {
    const { connection, network } = setup([8001]);
    const a = connection.connect();
    const b = connection.connect();
    expect(b).toBe(a);
    await vi.advanceTimersByTimeAsync(300);
    await a;
    await expect(connection.connect()).resolves.toMatchObject({ port: 8001 });
    expect(network.sockets).toHaveLength(2);
  });

  it('emits probe events for each port tried', async () => {
    const { connection } = setup([8002]);
    const probed: number[] = [];
    connection.on('probe', ({ port }) => probed.push(port));
    const promise = connection.connect();
    await vi.advanceTimersByTimeAsync(600);
    await promise;
    expect(probed).toEqual([8000, 8001, 8002]);
  });
});

describe('requests', () => {
  it('sends the {method, info, id, session} envelope and matches replies by id, in any order', async () => {
    const { connection, network } = await connected([8000]);
    const socket = network.current;
    if (!socket) throw new Error('no socket');
    network.handler = () => false;
    const a = connection.request<{ n: number }>('x.a', { k: 1 });
    const b = connection.request<{ n: number }>('x.b', {});
    const [reqA, reqB] = socket.sent.slice(-2);
    expect(reqA).toEqual({ method: 'x.a', info: { k: 1 }, id: expect.any(Number), session: 'fake-session' });
    expect(reqB?.id).toBe((reqA?.id ?? 0) + 1);
    socket.reply(reqB?.id ?? -1, { n: 2 });
    socket.reply(reqA?.id ?? -1, { n: 1 });
    expect((await a).data).toEqual({ n: 1 });
    expect((await b).data).toEqual({ n: 2 });
  });

  it('echoes the session of the last reply', async () => {
    const { connection, network } = await connected([8000]);
    const socket = network.current;
    network.handler = (request, s) => {
      queueMicrotask(() => s.reply(request.id, {}, 0, 'session-2'));
      return true;
    };
    await connection.request('x.one');
    void connection.request('x.two');
    expect(socket?.sent.at(-1)?.session).toBe('session-2');
  });

  it('rejects with 1101 after the request timeout and forgets the request', async () => {
    const { connection, network } = await connected([8000], { requestTimeoutMs: 500 });
    network.silent.add('x.slow');
    const promise = connection.request('x.slow');
    const rejection = expect(promise).rejects.toMatchObject({
      code: VideoErrorCode.RequestTimeout,
      detail: { method: 'x.slow' },
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(connection.pendingRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await rejection;
    expect(connection.pendingRequests).toBe(0);
  });

  it('turns a non-zero reply code into a VideoError (catalogue codes kept, others 1104)', async () => {
    const { connection, network } = await connected([8000]);
    network.handler = (request, socket) => {
      queueMicrotask(() => socket.reply(request.id, {}, request.method === 'x.limit' ? 209 : 77));
      return true;
    };
    await expect(connection.request('x.limit')).rejects.toMatchObject({
      code: 209,
      message: '最大只支持64路播放',
    });
    await expect(connection.request('x.other')).rejects.toMatchObject({
      code: 1104,
      detail: { pluginCode: 77 },
    });
  });

  it('rejects with 1102 when not connected', async () => {
    const { connection } = setup([8000]);
    await expect(connection.request('x')).rejects.toMatchObject({ code: VideoErrorCode.NotConnected });
    expect(connection.notify('x', {})).toBe(false);
  });

  it('relays unsolicited plugin messages as events', async () => {
    const { connection, network } = await connected([8000]);
    const events: unknown[] = [];
    connection.on('event', (event) => events.push(event));
    network.current?.event('video.window.clicked', { hwnd: 1, wndIndex: 2 });
    network.current?.serverSend({ nonsense: true });
    expect(events).toEqual([{ method: 'video.window.clicked', info: { hwnd: 1, wndIndex: 2 } }]);
  });
});

describe('heartbeat', () => {
  it('sends common.heartbeat every 10 s while connected', async () => {
    const { network } = await connected([8000]);
    const beats = () => network.requests(Method.heartbeat).length;
    await vi.advanceTimersByTimeAsync(9_999);
    expect(beats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats()).toBe(1);
    expect(network.requests(Method.heartbeat)[0]).toMatchObject({ method: 'common.heartbeat', info: {} });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(beats()).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(beats()).toBe(5);
  });

  it('treats three unanswered heartbeats in a row as a drop', async () => {
    const { connection, network, states } = await connected([8000]);
    network.silent.add(Method.heartbeat);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connection.state).toBe('wsSuccess');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(states.slice(-1)).toEqual(['wsError']);
  });

  it('stops beating after a drop', async () => {
    const { network } = await connected([8000], { autoReconnect: false });
    network.current?.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.requests(Method.heartbeat)).toHaveLength(0);
  });
});

describe('drop and reconnect', () => {
  it('goes wsError, emits 1003 and reconnects to the cached port after exactly 3 s', async () => {
    const { connection, network, states, errors } = await connected([8002], {
      portStore: createMemoryPortStore(8002),
    });
    const reconnecting: unknown[] = [];
    const connectedEvents: unknown[] = [];
    connection.on('reconnecting', (payload) => reconnecting.push(payload));
    connection.on('connected', (info) => connectedEvents.push(info));
    const before = network.sockets.length;
    network.current?.drop();
    expect(connection.state).toBe('wsError');
    expect(errors.map((e) => e.code)).toEqual([1003]);
    expect(errors[0]?.message).toBe('无法与播放器建立连接，正在尝试重连...');
    expect(reconnecting).toEqual([{ attempt: 1, delayMs: 3000, error: expect.any(VideoError) }]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(network.sockets).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(network.sockets).toHaveLength(before + 1);
    expect(network.sockets.at(-1)?.port).toBe(8002);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.state).toBe('wsSuccess');
    expect(connectedEvents).toEqual([expect.objectContaining({ port: 8002, reconnect: true })]);
    expect(states).toEqual(['idle', 'wsPending', 'wsSuccess', 'wsError', 'wsPending', 'wsSuccess']);
  });

  it('rejects requests in flight with 1102 when the connection drops', async () => {
    const { connection, network } = await connected([8000]);
    network.silent.add('x.slow');
    const promise = connection.request('x.slow');
    network.current?.drop();
    await expect(promise).rejects.toMatchObject({
      code: VideoErrorCode.NotConnected,
      message: '与播放器的连接已断开',
    });
  });

  it('stays wsError without auto-reconnect', async () => {
    const { connection, network } = await connected([8000], { autoReconnect: false });
    const disconnected: unknown[] = [];
    connection.on('disconnected', (payload) => disconnected.push(payload));
    const before = network.sockets.length;
    network.current?.drop(1006);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connection.state).toBe('wsError');
    expect(network.sockets).toHaveLength(before);
    expect(disconnected).toEqual([{ willReconnect: false, code: 1006 }]);
  });

  it('keeps retrying every 3 s while the plugin is gone, and ends noPlugin when attempts run out', async () => {
    const { connection, network, states, errors } = await connected([8000], { maxReconnectAttempts: 2 });
    network.pluginPorts.clear();
    network.current?.drop();
    await vi.advanceTimersByTimeAsync(3_000 + 1_200);
    expect(connection.state).toBe('wsError');
    expect(errors.map((e) => e.code)).toEqual([1003, 1003]);
    await vi.advanceTimersByTimeAsync(3_000 + 1_200);
    expect(connection.state).toBe('noPlugin');
    expect(errors.map((e) => e.code)).toEqual([1003, 1003, 1001]);
    expect(states).toEqual([
      'idle',
      'wsPending',
      'wsSuccess',
      'wsError',
      'wsPending',
      'wsError',
      'wsPending',
      'noPlugin',
    ]);
  });

  it('finds the plugin on another port when it restarts elsewhere', async () => {
    const { connection, network } = await connected([8000]);
    network.pluginPorts.clear();
    network.pluginPorts.add(8003);
    network.current?.drop();
    await vi.advanceTimersByTimeAsync(3_000 + 1_200);
    expect(connection.state).toBe('wsSuccess');
    expect(connection.port).toBe(8003);
  });

  it('connect() during the reconnect wait reconnects at once', async () => {
    const { connection, network } = await connected([8000]);
    network.current?.drop();
    const promise = connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    await expect(promise).resolves.toMatchObject({ reconnect: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(network.sockets).toHaveLength(2);
  });
});

describe('close and dispose', () => {
  it('close() goes closed without reconnecting', async () => {
    const { connection, network, states } = await connected([8000]);
    const disconnected: unknown[] = [];
    connection.on('disconnected', (payload) => disconnected.push(payload));
    connection.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(states.at(-1)).toBe('closed');
    expect(disconnected).toEqual([{ willReconnect: false }]);
    expect(network.sockets).toHaveLength(1);
    expect(network.sockets[0]?.readyState).toBe(3);
  });

  it('close() while probing cancels the probe', async () => {
    const { connection, network } = setup([8004]);
    const promise = connection.connect();
    const rejection = expect(promise).rejects.toMatchObject({ code: VideoErrorCode.Cancelled });
    await vi.advanceTimersByTimeAsync(300);
    connection.close();
    await rejection;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(network.sockets).toHaveLength(2);
    expect(connection.state).toBe('closed');
  });

  it('dispose() rejects pending requests with 1103 and leaves no timer or listener', async () => {
    const { connection, network } = await connected([8000]);
    network.silent.add('x.slow');
    const promise = connection.request('x.slow');
    connection.on('stateChange', () => {});
    connection.dispose();
    await expect(promise).rejects.toMatchObject({ code: VideoErrorCode.NotConnected });
    expect(connection.pendingTimers).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(connection.listenerCount()).toBe(0);
    await expect(connection.connect()).rejects.toMatchObject({ code: VideoErrorCode.Disposed });
    await expect(connection.request('x')).rejects.toMatchObject({ code: VideoErrorCode.Disposed });
  });

  it('dispose() during the reconnect wait cancels the reconnect', async () => {
    const { connection, network } = await connected([8000]);
    network.current?.drop();
    connection.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(network.sockets).toHaveLength(1);
  });
});

describe('plugin version', () => {
  it('emits upgrade when the installed plugin is older than 2311300922', async () => {
    const ctx = setup([8000]);
    ctx.network.version = '2209071352';
    const upgrades: unknown[] = [];
    ctx.connection.on('upgrade', (check) => upgrades.push(check));
    const promise = ctx.connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    const info = await promise;
    expect(info.versionCheck.status).toBe('upgrade');
    expect(upgrades).toEqual([
      {
        status: 'upgrade',
        installed: 2209071352,
        required: 2311300922,
        message: '当前电脑上的插件版本过低,建议升级插件!',
      },
    ]);
  });

  it('does not emit upgrade for an equal or newer plugin', async () => {
    for (const version of ['2311300922', '2405010000']) {
      const ctx = setup([8000]);
      ctx.network.version = version;
      const upgrades: unknown[] = [];
      ctx.connection.on('upgrade', (check) => upgrades.push(check));
      const promise = ctx.connection.connect();
      await vi.advanceTimersByTimeAsync(0);
      await promise;
      expect(upgrades).toEqual([]);
    }
  });
});

describe('errors of the connection are VideoErrors', () => {
  it('every rejection is a VideoError instance', async () => {
    const { connection } = setup([]);
    const promise = connection.connect();
    const caught = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await caught).toBeInstanceOf(VideoError);
  });
});
