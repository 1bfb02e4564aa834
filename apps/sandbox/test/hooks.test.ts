/** Authentication and permissions, test hooks (faults, reset, expired sessions), provider states, web root. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unwrap } from '@agrimap/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { ADMIN, checksums, login, OPERATOR, platformHeaders, sdkClient, startTestSandbox } from './helpers';

let sandbox: Sandbox;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'agrimap-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>农资一张图</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("app")');
  sandbox = await startTestSandbox({ webRoot: webDir });
});

afterAll(async () => {
  await sandbox?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

const post = (p: string, body?: unknown) =>
  fetch(`${sandbox.url}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
const listBody = { page: 1, pageSize: 10 };

describe('authentication and permissions', () => {
  it('no token → body code 401; missing Appid → 400; the login itself needs no token', async () => {
    const anon = sdkClient(sandbox.url);
    const res = await anon.api.base.POST('/api/v1/camera/listDevice', { body: listBody });
    expect(res.response.status).toBe(200);
    expect(res.data).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
    expect(anon.unauthorized).toEqual([expect.objectContaining({ code: 401, status: 200 })]);
    const token = await login(sandbox.url);
    const noAppId = await fetch(`${sandbox.url}/base/api/v1/camera/listDevice`, {
      method: 'POST',
      headers: { client: '3', Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify(listBody),
    });
    expect(noAppId.status).toBe(400);
    expect(await noAppId.json()).toMatchObject({ code: 400, msg: '请求参数错误：请求头 Appid 不能为空' });
  });

  it('the operator gets 403 on administrator operations and the smaller menu', async () => {
    const operator = sdkClient(sandbox.url, await login(sandbox.url, OPERATOR));
    const edit = await operator.api.base.POST('/api/v1/camera/updateDevice', {
      body: { deviceId: '43010400001', lon: 112.9, lat: 28.2, qhdm: '430104', qhmc: '岳麓区' },
    });
    expect(edit.data).toMatchObject({ code: 403 });
    const sync = await operator.api.base.GET('/api/v1/camera/flush');
    expect(sync.data).toMatchObject({ code: 403 });
    const list = unwrap(await operator.api.base.POST('/api/v1/camera/listDevice', { body: listBody }));
    expect(list.total).toBeGreaterThan(0);

    const menu = unwrap(await operator.api.account.POST('/api/v1/menu/tree/list', { body: {} }));
    expect(menu.list.map((m) => m.menuUrl)).not.toContain('/yxzcxt');
    const iot = menu.list.find((m) => m.name === '物联网监测');
    const devices = iot?.menuVoList.find((m) => m.name === '设备管理');
    expect(devices?.menuUrl).toBe('/wlwyzt/index/asset');
    expect(devices?.menuVoList.map((b) => b.menuUrl)).toEqual(['device:detail']);

    const admin = sdkClient(sandbox.url, await login(sandbox.url, ADMIN));
    const adminMenu = unwrap(await admin.api.account.POST('/api/v1/menu/tree/list', { body: {} }));
    expect(adminMenu.list.map((m) => m.menuUrl)).toContain('/yxzcxt');
    const adminDevices = adminMenu.list
      .find((m) => m.name === '物联网监测')
      ?.menuVoList.find((m) => m.name === '设备管理');
    expect(adminDevices?.menuVoList.map((b) => [b.name, b.menuUrl, b.type])).toEqual([
      ['详情', 'device:detail', 2],
      ['编辑', 'device:edit', 2],
      ['同步', 'device:sync', 2],
    ]);
  });
});

describe('test hooks', () => {
  it('health', async () => {
    expect(await (await fetch(`${sandbox.url}/__sandbox/health`)).json()).toEqual({ ok: true });
  });

  it('faults by operation (with times) and by header', async () => {
    const { api, unauthorized } = sdkClient(sandbox.url, await login(sandbox.url));
    expect(
      (await post('/__sandbox/faults', { operationId: 'listDevice', mode: 'error', times: 1 })).status,
    ).toBe(200);
    const failed = await api.base.POST('/api/v1/camera/listDevice', { body: listBody });
    expect(failed.data).toEqual({ code: 500, msg: '模拟的服务器错误', data: null });
    const recovered = await api.base.POST('/api/v1/camera/listDevice', { body: listBody });
    expect(recovered.data?.code).toBe(200);

    await post('/__sandbox/faults', { operationId: 'listDevice', mode: 'http500', msg: '视频平台不可用' });
    const http500 = await api.base.POST('/api/v1/camera/listDevice', { body: listBody });
    expect(http500.response.status).toBe(500);
    expect(http500.error).toMatchObject({ code: 500, msg: '视频平台不可用' });
    expect(
      (await post('/__sandbox/faults', { operationId: 'listDevice', mode: 'stall', stallMs: 50, times: 1 }))
        .status,
    ).toBe(200);
    const stalled = await api.base.POST('/api/v1/camera/listDevice', { body: listBody });
    expect(stalled.data?.code).toBe(200);
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    expect((await api.base.POST('/api/v1/camera/listDevice', { body: listBody })).data?.code).toBe(200);

    const viaHeader = await api.base.POST('/api/v1/camera/listDevice', {
      body: listBody,
      headers: { 'x-sandbox-fault': 'forbidden' },
    });
    expect(viaHeader.data).toMatchObject({ code: 403 });
    const unauth = await api.system.POST('/api/v1/dic/list', {
      body: { categoryNumber: 'nf' },
      headers: { 'x-sandbox-fault': 'unauthorized' },
    });
    expect(unauth.data).toMatchObject({ code: 401 });
    expect(unauthorized.map((u) => u.code)).toEqual([403, 401]);
    expect((await api.base.POST('/api/v1/camera/listDevice', { body: listBody })).data?.code).toBe(200);

    const bad = await post('/__sandbox/faults', { operationId: 'noSuchOperation', mode: 'error' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toContain('operationId');
  });

  it('expire-sessions ends every session (401, the SDK reports it)', async () => {
    const client = sdkClient(sandbox.url, await login(sandbox.url));
    expect((await client.api.base.POST('/api/v1/camera/listDevice', { body: listBody })).data?.code).toBe(
      200,
    );
    expect(await (await post('/__sandbox/expire-sessions')).json()).toMatchObject({ ok: true });
    const after = await client.api.base.POST('/api/v1/camera/listDevice', { body: listBody });
    expect(after.data).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
    expect(client.unauthorized).toHaveLength(1);
  });

  it('the clock moves forward, is set, refuses bad input, and reset puts it back', async () => {
    const now = async () =>
      Date.parse(((await (await fetch(`${sandbox.url}/__sandbox/clock`)).json()) as { now: string }).now);
    const before = await now();
    const moved = (await (await post('/__sandbox/clock', { advanceMs: 3_600_000 })).json()) as {
      offsetMs: number;
    };
    expect(moved.offsetMs).toBe(3_600_000);
    expect((await now()) - before).toBeGreaterThanOrEqual(3_600_000);
    await post('/__sandbox/clock', { at: '2030-01-01T00:00:00.000Z' });
    expect(new Date(await now()).getUTCFullYear()).toBe(2030);
    for (const bad of [{ advanceMs: -1 }, { advanceMs: 1.5 }, { at: 'tomorrow' }, {}]) {
      const res = await post('/__sandbox/clock', bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toMatch(/^请求参数错误/);
    }
    expect(new Date(await now()).getUTCFullYear()).toBe(2030);
    await post('/__sandbox/reset');
    expect(Math.abs((await now()) - Date.now())).toBeLessThan(60_000);
  });

  it('reset restores the seed (edits and faults gone, sessions kept)', async () => {
    const { api } = sdkClient(sandbox.url, await login(sandbox.url));
    unwrap(
      await api.base.POST('/api/v1/camera/updateDevice', {
        body: { deviceId: '43010400001', lon: 113, lat: 28, qhdm: '4301', qhmc: '长沙市' },
      }),
    );
    unwrap(await api.system.POST('/api/v1/actExApproval/del', { body: { id: 1 } }));
    await post('/__sandbox/faults', { operationId: 'dicList', mode: 'error' });
    expect(await (await post('/__sandbox/reset')).json()).toEqual({ ok: true });
    const device = unwrap(
      await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: '43010400001' } } }),
    );
    expect(device).toMatchObject({ lon: 112.8857, lat: 28.2172, qhdm: '430104', qhmc: '岳麓区' });
    const flows = unwrap(
      await api.system.POST('/api/v1/actExApproval/page', { body: { page: 1, pageSize: 10 } }),
    );
    expect(flows.records.map((r) => r.id)).toContain(1);
    expect((await api.system.POST('/api/v1/dic/list', { body: { categoryNumber: 'nf' } })).data?.code).toBe(
      0,
    );
  });

  it('a reset keeps an unchanged seed, restores what a test wrote, and writes the seed anew after a moved clock', async () => {
    const { api } = sdkClient(sandbox.url, await login(sandbox.url));
    const seeded = async () => {
      const { session, ...tables } = (await checksums(sandbox.url)).tables;
      return { tables, sessions: session?.rows ?? 0 };
    };
    await post('/__sandbox/reset');
    const seed = await seeded();
    // Nothing written since: the same rows (a session made meanwhile is kept, as by every reset).
    await login(sandbox.url, OPERATOR);
    await post('/__sandbox/reset');
    expect(await seeded()).toEqual({ tables: seed.tables, sessions: seed.sessions + 1 });
    // An update (no sequence moves): the next reset restores the row.
    const device = () =>
      api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: '43010400001' } } });
    const seededDevice = unwrap(await device());
    unwrap(
      await api.base.POST('/api/v1/camera/updateDevice', {
        body: { deviceId: '43010400001', lon: 113, lat: 28, qhdm: '4301', qhmc: '长沙市' },
      }),
    );
    await post('/__sandbox/reset');
    expect(unwrap(await device())).toEqual(seededDevice);
    // Restored from the copy taken after the full reset, not written anew: every table as it was,
    // down to the times (a seed written now would have times a few seconds later).
    expect(await seeded()).toEqual({ tables: seed.tables, sessions: seed.sessions + 1 });
    // A delete whose rows other tables point to (an approval flow's versions, cases, tasks): every
    // table it reached comes back, consistent.
    unwrap(await api.system.POST('/api/v1/actExApproval/del', { body: { id: 1 } }));
    expect((await seeded()).tables).not.toEqual(seed.tables);
    await post('/__sandbox/reset');
    expect(await seeded()).toEqual({ tables: seed.tables, sessions: seed.sessions + 1 });
    // An insert: the next reset removes the row (its number is free again) and the id it took is
    // given again (the sequence is restored too).
    const addCategory = async () =>
      unwrap(
        await api.system.POST('/api/v1/dic/category/add', {
          body: { dicNumber: 'czcs', dicName: '重置测试' },
        }),
      ).id;
    const firstId = await addCategory();
    await post('/__sandbox/reset');
    expect(await addCategory()).toBe(firstId);
    // A moved clock: the reset puts it back and writes the seed again (its times follow the clock,
    // so the rows differ from the kept ones in their times).
    await post('/__sandbox/reset');
    const kept = (await seeded()).tables;
    await post('/__sandbox/clock', { advanceMs: 3 * 86_400_000 });
    await post('/__sandbox/reset');
    expect(
      Date.parse(((await (await fetch(`${sandbox.url}/__sandbox/clock`)).json()) as { now: string }).now),
    ).toBeLessThan(Date.now() + 60_000);
    const rewritten = (await seeded()).tables;
    expect(rewritten.dic_category?.rows).toBe(kept.dic_category?.rows);
    expect(rewritten.camera_device?.rows).toBe(kept.camera_device?.rows);
    expect(rewritten.camera_device?.md5).not.toBe(kept.camera_device?.md5);
  });
});

describe('provider states', () => {
  const state = async (name: string, params?: object) => {
    const res = await post('/__sandbox/state', { state: name, ...(params ? { params } : {}) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('user admin is logged in → a token that works', async () => {
    const { status, body } = await state('user admin is logged in');
    expect(status).toBe(200);
    const { api } = sdkClient(sandbox.url, body.token as string);
    expect(unwrap(await api.account.POST('/api/v1/user/detail/token', { body: {} })).userName).toBe('admin');
    expect((await state('user admin exists with password Admin@123')).status).toBe(200);
    await expect(login(sandbox.url, ADMIN)).resolves.toBeTruthy();
  });

  it('devices, regions, approvals, dictionaries, layers, map resources, categories, areas', async () => {
    const token = (await state('user admin is logged in')).body.token as string;
    const { api } = sdkClient(sandbox.url, token);

    expect(
      (
        await state('a device with code X exists', {
          code: '43019900001',
          name: '测试门店-枪机01',
          mdmc: '测试门店',
          lon: 113.1,
          lat: 28.1,
        })
      ).status,
    ).toBe(200);
    expect(
      unwrap(
        await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: '43019900001' } } }),
      ).name,
    ).toBe('测试门店-枪机01');
    expect((await state('a device with code 43010400001 exists')).status).toBe(200);

    expect((await state('a region with code 430104999 exists', { qhmc: '测试街道' })).status).toBe(200);
    expect(
      unwrap(await api.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm: '430104999' } } })),
    ).toMatchObject({ qhmc: '测试街道', level: 'township' });
    expect((await state('the administrative regions of Hunan exist')).body).toMatchObject({
      ok: true,
      reloaded: false,
    });

    expect((await state('an approval record with id 77 exists')).status).toBe(200);
    unwrap(await api.system.POST('/api/v1/actExApproval/deploy', { body: { id: 77 } }));

    expect((await state('a dictionary category X exists', { category: 'zzlx' })).status).toBe(200);
    expect(
      unwrap(await api.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'zzlx' } } })),
    ).toHaveLength(1);
    expect((await state('dictionary category nf has entries')).body).toMatchObject({ ok: true });

    expect((await state('layers of theme jcsb exist for year 2031')).body).toMatchObject({ created: true });
    expect(
      unwrap(
        await api.base.GET('/api/v1/layer/list', { params: { query: { theme_code: 'jcsb', nf: '2031' } } }),
      ),
    ).toHaveLength(1);
    expect((await state('map style hunan-base of owner agrimap exists')).body).toMatchObject({
      created: false,
    });
    expect((await state('dataset hunan-cities of owner hunan exists')).body).toMatchObject({ created: true });
    const copied = await api.map.GET('/datasets/v1/{owner}/{datasetId}/features', {
      params: { path: { owner: 'hunan', datasetId: 'hunan-cities' } },
    });
    expect(copied.data?.features).toHaveLength(14);
    expect((await state('product category 0 has child categories')).body).toMatchObject({ ok: true });
    expect((await state('monitoring area test-area-01 exists')).body).toMatchObject({ created: true });
    expect(
      unwrap(
        await api.area.GET('/weather/getrealtimeInfo', { params: { query: { areaId: 'test-area-01' } } }),
      ).weather,
    ).toBeTruthy();

    expect((await state('no devices exist')).status).toBe(200);
    expect(unwrap(await api.base.POST('/api/v1/camera/listDevice', { body: listBody })).total).toBe(0);

    const unknown = await state('the moon is made of cheese');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('unknown provider state');

    // Reset reloads the regions a state changed.
    await post('/__sandbox/reset');
    const gone = await api.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm: '430104999' } } });
    expect(gone.response.status).toBe(404);
    expect(
      unwrap(await api.base.POST('/api/v1/camera/listDevice', { body: listBody })).total,
    ).toBeGreaterThanOrEqual(300);
  });
});

describe('response validation', () => {
  it('a response that drifts from the contract becomes a 500 naming the operation and the field', async () => {
    const token = await login(sandbox.url);
    // Test hooks are not validated: store a device whose channel count breaks the schema (minimum 0).
    await post('/__sandbox/state', {
      state: 'a device with code 43019900002 exists',
      params: { name: '契约漂移测试', unitsObj: { channels: -1, channelName: [] } },
    });
    const res = await fetch(`${sandbox.url}/base/api/v1/camera/getDeviceInfo?number=43019900002`, {
      headers: platformHeaders(token),
    });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).toBe(500);
    expect(body.msg).toContain('getCameraDeviceInfo');
    expect(body.msg).toContain('data.unitsObj.channels');
    await post('/__sandbox/reset');
  });
});

describe('web app', () => {
  it('serves the built app at / with SPA fallback; unknown API paths stay JSON 404', async () => {
    const home = await fetch(`${sandbox.url}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('农资一张图');
    const deep = await fetch(`${sandbox.url}/wlwyzt/index/asset`, { headers: { Accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const asset = await fetch(`${sandbox.url}/assets/app.js`);
    expect(await asset.text()).toBe('console.log("app")');
    const missingAsset = await fetch(`${sandbox.url}/assets/missing.js`);
    expect(missingAsset.status).toBe(404);
    const api = await fetch(`${sandbox.url}/base/api/v1/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404 });
  });
});
