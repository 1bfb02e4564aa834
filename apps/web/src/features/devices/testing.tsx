// Test helpers of the device feature: a fake base server over the SDK's injected fetch, and a
// render wrapper with a fresh QueryClient, the API context and recorded toasts.
import type { BaseComponents } from '@agrimap/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ApiContext, createApi } from '@/lib/api';
import { bindNotify } from '@/lib/notify';
import { saveSession } from '@/lib/session';
import { json, type RecordedRequest, stubFetch } from '@/test/fetch-stub';
import { sampleMenuTree } from '@/test/menu-fixture';
import type { CameraDevice } from './model';

type RegionChild = BaseComponents['schemas']['RegionChild'];

/** `count` devices with predictable fields: every third offline, every fourth a DVR in a warehouse. */
export function makeDevices(count: number): CameraDevice[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const warehouse = n % 4 === 0;
    return {
      code: `4301040${String(n).padStart(4, '0')}`,
      name: `设备${String(n).padStart(2, '0')}${n % 5 === 0 ? '-岳麓' : ''}`,
      type: warehouse ? 1 : 2,
      manufacturer: n % 2 ? '海康威视' : '大华',
      snNumber: `SN-${n}`,
      deviceIp: `192.168.10.${n}`,
      status: n % 3 === 0 ? 0 : 1,
      lon: 112.8857,
      lat: 28.2172,
      qhdm: '430104',
      qhmc: '岳麓区',
      enterpriseName: '湖南农资集团有限公司',
      mdmc: `门店${n}`,
      ckmc: warehouse ? `仓库${n}` : null,
      unitsObj: { channels: 2, channelName: ['入口', '仓内'] },
    };
  });
}

export const REGIONS: Record<string, RegionChild[]> = {
  '43': [
    { qhdm: '4301', qhmc: '长沙市', sjqhdm: '43', bbox: null, hasChildren: true },
    { qhdm: '4302', qhmc: '株洲市', sjqhdm: '43', bbox: null, hasChildren: true },
  ],
  '4301': [
    { qhdm: '430102', qhmc: '芙蓉区', sjqhdm: '4301', bbox: null, hasChildren: true },
    { qhdm: '430104', qhmc: '岳麓区', sjqhdm: '4301', bbox: null, hasChildren: true },
  ],
  '4302': [{ qhdm: '430202', qhmc: '荷塘区', sjqhdm: '4302', bbox: null, hasChildren: true }],
  '430104': [{ qhdm: '430104001', qhmc: '望月湖街道', sjqhdm: '430104', bbox: null, hasChildren: true }],
};

/** A fault the fake server answers one operation with. */
export type FakeFault = { kind: 'error'; msg?: string } | { kind: 'http500' } | { kind: 'network' };

const OPERATIONS = {
  '/base/api/v1/camera/listDevice': 'listDevice',
  '/base/api/v1/camera/getDeviceInfo': 'getCameraDeviceInfo',
  '/base/api/v1/camera/updateDevice': 'updateDevice',
  '/base/api/v1/camera/flush': 'flushCamera',
  '/base/api/v1/area/areaDrillDown': 'regionDrillDown',
} as const;
type OperationId = (typeof OPERATIONS)[keyof typeof OPERATIONS];

/** A stateful stand-in for the base server's device and region operations. */
export function fakeDeviceServer(devices: CameraDevice[] = makeDevices(23)) {
  const state = { devices: structuredClone(devices) };
  const faults = new Map<OperationId, FakeFault>();
  const { fetch, requests } = stubFetch(async (request: RecordedRequest) => {
    const op = OPERATIONS[request.url.pathname as keyof typeof OPERATIONS];
    if (!op) return json({ code: 404, msg: `no route ${request.url.pathname}` }, 404);
    const fault = faults.get(op);
    if (fault?.kind === 'network') throw new TypeError('Failed to fetch');
    if (fault?.kind === 'http500') return json({ code: 500, msg: '服务器内部错误' }, 500);
    if (fault?.kind === 'error') return json({ code: 500, msg: fault.msg ?? '' });
    switch (op) {
      case 'listDevice': {
        const body = request.body as {
          deviceName?: string;
          organization?: string;
          status?: number;
          page: number;
          pageSize: number;
        };
        const rows = state.devices.filter(
          (d) =>
            (!body.deviceName || d.name.includes(body.deviceName)) &&
            (!body.organization || `${d.ckmc ?? ''}|${d.mdmc ?? ''}`.includes(body.organization)) &&
            (body.status === undefined || body.status === -1 || d.status === body.status),
        );
        const start = (body.page - 1) * body.pageSize;
        return json({
          code: 200,
          msg: '查询成功',
          data: { records: rows.slice(start, start + body.pageSize), total: rows.length },
        });
      }
      case 'getCameraDeviceInfo': {
        const device = state.devices.find((d) => d.code === request.url.searchParams.get('number'));
        return device
          ? json({ code: 200, msg: '查询成功', data: device })
          : json({ code: 404, msg: '记录不存在' });
      }
      case 'updateDevice': {
        const body = request.body as {
          deviceId: string;
          lon: number;
          lat: number;
          qhdm: string;
          qhmc: string;
        };
        const device = state.devices.find((d) => d.code === body.deviceId);
        if (!device) return json({ code: 404, msg: '记录不存在' });
        Object.assign(device, { lon: body.lon, lat: body.lat, qhdm: body.qhdm, qhmc: body.qhmc });
        return json({ code: 200, msg: '编辑成功', data: null });
      }
      case 'flushCamera':
        return json({ code: 200, msg: '同步成功', data: { added: 0, updated: 0 } });
      case 'regionDrillDown':
        return json({
          code: 200,
          msg: '查询成功',
          data: REGIONS[request.url.searchParams.get('qhdm') ?? ''] ?? [],
        });
    }
  });
  const calls = (op: OperationId) =>
    requests.filter((r) => OPERATIONS[r.url.pathname as keyof typeof OPERATIONS] === op);
  return {
    state,
    fetch,
    requests,
    calls,
    fail: (op: OperationId, fault: FakeFault) => faults.set(op, fault),
    heal: () => faults.clear(),
  };
}

/** Logs in a user whose menu holds the device buttons (or only those listed). */
export function loginWithButtons(
  buttons: readonly string[] = ['device:sync', 'device:edit', 'device:detail'],
) {
  const tree = sampleMenuTree();
  const devices = tree.find((e) => e.name === '物联网监测')?.menuVoList?.[0];
  if (devices)
    devices.menuVoList = (devices.menuVoList ?? []).filter((b) => buttons.includes(String(b.menuUrl)));
  saveSession({
    token: 'test-token',
    zt_token: '',
    user_id: '1',
    user_name: 'admin',
    real_name: '系统管理员',
    curLabel: '',
    auth_list: tree,
  });
}

/** Records every toast instead of showing it. */
export function recordToasts() {
  const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
  bindNotify(toasts as unknown as Parameters<typeof bindNotify>[0]);
  return toasts;
}

/** Renders `ui` against the fake server with a fresh QueryClient (no retries). */
export function renderWithServer(ui: ReactNode, server: ReturnType<typeof fakeDeviceServer>) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const client = createApi(server.fetch);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={client}>{ui}</ApiContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
