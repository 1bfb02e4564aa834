import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginState } from './login.js';
import { Method } from './protocol.js';
import { connectedClient, flush } from './testing/harness.js';

const CREDENTIALS = { host: 'evo.example.com', port: 443, username: 'admin', password: 'secret' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function loginHarness() {
  const h = await connectedClient({ loginTimeoutMs: 5_000 });
  const states: LoginState[] = [h.client.loginState];
  h.client.on('loginStateChange', ({ state }) => states.push(state));
  return { ...h, states };
}

describe('plugin login', () => {
  it('sends window.loginServer with the port as a string and goes pending → success on notify result 0', async () => {
    const { client, socket, network, states, last } = await loginHarness();
    const promise = client.login(CREDENTIALS);
    expect(client.loginState).toBe('pending');
    await flush();
    expect(last(Method.login).info).toEqual({
      host: 'evo.example.com',
      port: '443',
      username: 'admin',
      password: 'secret',
    });
    expect(network.requests(Method.login)).toHaveLength(1);
    socket.event(Method.loginNotify, { result: 0 });
    await expect(promise).resolves.toBeUndefined();
    expect(states).toEqual(['none', 'pending', 'success']);
  });

  it('goes pending → error with 1004 on notify result ≠ 0', async () => {
    const { client, socket, states } = await loginHarness();
    const promise = client.login(CREDENTIALS);
    await flush();
    socket.event(Method.loginNotify, { result: 1 });
    await expect(promise).rejects.toMatchObject({ code: 1004, message: '登录失败, 请检查登录信息' });
    expect(states).toEqual(['none', 'pending', 'error']);
  });

  it('follows window.loginServer status events: 0/3 pending, 1/2 success, 4 error', async () => {
    const { client, socket } = await loginHarness();
    const ok = client.login(CREDENTIALS);
    await flush();
    socket.event(Method.login, { code: 3 });
    expect(client.loginState).toBe('pending');
    socket.event(Method.login, { code: 2 });
    await expect(ok).resolves.toBeUndefined();
    const bad = client.login(CREDENTIALS);
    await flush();
    socket.event(Method.login, { code: 4 });
    await expect(bad).rejects.toMatchObject({ code: 1004 });
  });

  it('takes the outcome from the reply data when the plugin puts it there', async () => {
    const { client, network } = await loginHarness();
    network.handler = (request, s) => {
      if (request.method !== Method.login) return undefined;
      queueMicrotask(() => s.reply(request.id, { code: 1 }));
      return true;
    };
    const promise = client.login(CREDENTIALS);
    await flush();
    await expect(promise).resolves.toBeUndefined();
  });

  it('fails with 1004 when the plugin never reports an outcome', async () => {
    const { client, states } = await loginHarness();
    const promise = client.login(CREDENTIALS);
    const rejection = expect(promise).rejects.toMatchObject({ code: 1004 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(client.loginState).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await rejection;
    expect(states).toEqual(['none', 'pending', 'error']);
  });

  it('fails with 1004 when the plugin rejects the request', async () => {
    const { client, network } = await loginHarness();
    network.handler = (request, s) => {
      if (request.method !== Method.login) return undefined;
      queueMicrotask(() => s.reply(request.id, {}, 5));
      return true;
    };
    const rejection = expect(client.login(CREDENTIALS)).rejects.toMatchObject({
      code: 1004,
      detail: { pluginCode: 5 },
    });
    await flush();
    await rejection;
  });

  it('a newer login replaces a pending one (1105)', async () => {
    const { client, socket } = await loginHarness();
    const first = client.login(CREDENTIALS);
    const second = client.login({ ...CREDENTIALS, password: 'other' });
    await expect(first).rejects.toMatchObject({ code: 1105 });
    await flush();
    socket.event(Method.loginNotify, { result: 0 });
    await expect(second).resolves.toBeUndefined();
  });

  it('resets to none when the connection drops', async () => {
    const { client, socket, states } = await loginHarness();
    const promise = client.login(CREDENTIALS);
    await flush();
    socket.event(Method.loginNotify, { result: 0 });
    await promise;
    socket.drop();
    expect(client.loginState).toBe('none');
    expect(states).toEqual(['none', 'pending', 'success', 'none']);
    client.dispose();
  });
});
