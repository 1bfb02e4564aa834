import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVideoClient } from './client.js';
import { Method } from './protocol.js';
import { FakeNetwork } from './testing/fake-network.js';
import { connectedClient, flush } from './testing/harness.js';
import type { ConnectionState } from './transport/connection.js';
import { createMemoryPortStore } from './transport/port-store.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe('VideoClient', () => {
  it('refuses to connect from an unsupported browser or OS with 1002, opening no socket', async () => {
    const network = new FakeNetwork([8000]);
    const client = createVideoClient({
      WebSocket: network.WebSocket,
      userAgent: SAFARI,
      portStore: createMemoryPortStore(),
    });
    const errors: number[] = [];
    client.on('error', (error) => errors.push(error.code));
    expect(client.support?.supported).toBe(false);
    await expect(client.connect()).rejects.toMatchObject({ code: 1002 });
    expect(errors).toEqual([1002]);
    expect(network.sockets).toHaveLength(0);
    expect(client.state).toBe('idle');
  });

  it('sends the browser type of the user agent (2 for Firefox)', async () => {
    const h = await connectedClient({ userAgent: FIREFOX });
    await h.window();
    expect(h.last(Method.windowCreate).info.browserType).toBe(2);
  });

  it('relays state changes and plugin messages', async () => {
    const network = new FakeNetwork([8000]);
    const client = createVideoClient({
      WebSocket: network.WebSocket,
      userAgent: null,
      portStore: createMemoryPortStore(),
    });
    const states: ConnectionState[] = [];
    const messages: string[] = [];
    client.on('stateChange', ({ state }) => states.push(state));
    client.on('message', ({ method }) => messages.push(method));
    const connecting = client.connect();
    await flush();
    await connecting;
    network.current?.event('window.osRatio', { dpi: 1 });
    expect(states).toEqual(['wsPending', 'wsSuccess']);
    expect(messages).toEqual(['window.osRatio']);
    expect(client.port).toBe(8000);
    expect(client.pluginVersion).toBe('2311300922');
  });

  it('routes events to the window with the same hwnd', async () => {
    const h = await connectedClient();
    const a = await h.window();
    const b = await h.window();
    const clicks: string[] = [];
    a.on('click', () => clicks.push('a'));
    b.on('click', () => clicks.push('b'));
    h.socket.event(Method.windowClicked, { hwnd: b.hwnd, wndIndex: 0 });
    h.socket.event(Method.windowClicked, { hwnd: a.hwnd, wndIndex: 0 });
    expect(clicks).toEqual(['b', 'a']);
  });

  it('after a reconnect logs in again, recreates windows and reopens live views', async () => {
    const h = await connectedClient();
    const login = h.client.login({ host: 'h', port: 1, username: 'u', password: 'p' });
    await flush();
    h.socket.event(Method.loginNotify, { result: 0 });
    await login;
    const win = await h.window();
    const open = win.openLive({ snum: 0, channel: { channelId: 'c0' } });
    await flush();
    h.socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await open;
    const oldHwnd = win.hwnd;
    const recreated: number[] = [];
    win.on('recreated', ({ hwnd }) => recreated.push(hwnd));
    h.socket.drop();
    expect(win.slot(0)).toMatchObject({ state: 'error', error: { code: 1003 } });
    await vi.advanceTimersByTimeAsync(3_000);
    const socket = h.network.current;
    expect(socket).not.toBe(h.socket);
    expect(socket?.sentOf(Method.login)).toHaveLength(1);
    socket?.event(Method.loginNotify, { result: 0 });
    await flush();
    expect(socket?.sentOf(Method.windowCreate)).toHaveLength(1);
    expect(win.hwnd).not.toBe(oldHwnd);
    expect(recreated).toEqual([win.hwnd]);
    expect(h.client.windows()).toEqual([win]);
    expect(socket?.sentOf(Method.realmonitor).at(-1)?.info).toMatchObject({
      hwnd: win.hwnd,
      snum: 0,
      channelId: 'c0',
    });
    socket?.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await flush();
    expect(win.slot(0).state).toBe('playing');
  });

  it('after a reconnect recreates windows even when logging in again fails, reopening only live views that were up', async () => {
    const h = await connectedClient();
    const login = h.client.login({ host: 'h', port: 1, username: 'u', password: 'p' });
    await flush();
    h.socket.event(Method.loginNotify, { result: 0 });
    await login;
    const win = await h.window({ division: 4 });
    const good = win.openLive({ snum: 0, channel: { channelId: 'good' } });
    const bad = win.openLive({ snum: 1, channel: { channelId: 'bad' } });
    const badRejected = expect(bad).rejects.toMatchObject({ code: 10704 });
    await flush();
    h.socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    h.socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 1, result: 10704 });
    await good;
    await badRejected;
    const errors: number[] = [];
    h.client.on('error', (error) => errors.push(error.code));
    h.socket.drop();
    await vi.advanceTimersByTimeAsync(3_000);
    const socket = h.network.current;
    socket?.event(Method.loginNotify, { result: 1 });
    await flush();
    expect(errors).toEqual([1003, 1004]);
    expect(socket?.sentOf(Method.windowCreate)).toHaveLength(1);
    expect(socket?.sentOf(Method.realmonitor).map((r) => r.info.channelId)).toEqual(['good']);
  });

  it('close() drops the windows and does not reconnect', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const destroyed: number[] = [];
    h.client.on('windowDestroyed', ({ hwnd }) => destroyed.push(hwnd));
    h.client.close();
    expect(win.isDestroyed).toBe(true);
    expect(destroyed).toEqual([win.hwnd]);
    expect(h.client.windows()).toEqual([]);
    expect(h.client.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.network.sockets).toHaveLength(1);
  });

  it('dispose() removes every timer and listener and fails what is in flight with 1103', async () => {
    const h = await connectedClient();
    const win = await h.window();
    h.client.on('stateChange', () => {});
    win.on('slotChange', () => {});
    const open = win.openLive({ snum: 0, channel: { channelId: 'c0' } });
    const login = h.client.login({ host: 'h', port: 1, username: 'u', password: 'p' });
    const download = h.client.startDownload({ channel: { channelId: 'c0' }, startTime: 0, endTime: 10 });
    const all = Promise.allSettled([open, login, download]);
    await flush();
    h.client.dispose();
    const results = await all;
    expect(
      results.map((r) => (r.status === 'rejected' ? (r.reason as { code: number }).code : 'ok')),
    ).toEqual([1103, 1103, 1103]);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.client.listenerCount()).toBe(0);
    expect(win.listenerCount()).toBe(0);
    expect(h.socket.readyState).toBe(3);
    await expect(h.client.connect()).rejects.toMatchObject({ code: 1103 });
    await expect(
      h.client.createWindow({
        rect: { left: 0, top: 0, width: 1, height: 1 },
        viewport: { clientAreaWidth: 1, clientAreaHeight: 1 },
      }),
    ).rejects.toMatchObject({ code: 1103 });
  });
});
