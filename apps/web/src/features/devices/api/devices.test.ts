import { describe, expect, it } from 'vitest';
import { drillDown } from '@/components/form';
import { createApi } from '@/lib/api';
import { fakeDeviceServer } from '../testing';
import { getDeviceInfo, listDevices, syncDevices, updateDevice } from './devices';

describe('device calls', () => {
  it('listDevice posts the filter and page and reads records and total', async () => {
    const server = fakeDeviceServer();
    const page = await listDevices(createApi(server.fetch), {
      deviceName: '岳麓',
      organization: '',
      status: -1,
      page: 1,
      pageSize: 10,
    });
    expect(page.total).toBe(4);
    expect(page.records.map((d) => d.name)).toEqual([
      '设备05-岳麓',
      '设备10-岳麓',
      '设备15-岳麓',
      '设备20-岳麓',
    ]);
    const [call] = server.calls('listDevice');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ deviceName: '岳麓', organization: '', status: -1, page: 1, pageSize: 10 });
  });

  it('getDeviceInfo asks by number and answers the device', async () => {
    const server = fakeDeviceServer();
    const device = await getDeviceInfo(createApi(server.fetch), '43010400002');
    expect(device.name).toBe('设备02');
    expect(server.calls('getCameraDeviceInfo')[0]?.url.searchParams.get('number')).toBe('43010400002');
  });

  it('getDeviceInfo rejects with the server message when the code is not 200', async () => {
    const server = fakeDeviceServer();
    await expect(getDeviceInfo(createApi(server.fetch), 'nope')).rejects.toMatchObject({
      code: 404,
      msg: '记录不存在',
    });
  });

  it('updateDevice posts lon, lat, qhdm, qhmc and deviceId', async () => {
    const server = fakeDeviceServer();
    const body = { deviceId: '43010400001', lon: 113.1, lat: 28.3, qhdm: '4302', qhmc: '株洲市' };
    await updateDevice(createApi(server.fetch), body);
    expect(server.calls('updateDevice')[0]?.body).toEqual(body);
    expect(server.state.devices[0]).toMatchObject({ lon: 113.1, lat: 28.3, qhdm: '4302', qhmc: '株洲市' });
  });

  it('updateDevice rejects with the server message on failure', async () => {
    const server = fakeDeviceServer();
    server.fail('updateDevice', { kind: 'error', msg: '设备不存在' });
    await expect(
      updateDevice(createApi(server.fetch), { deviceId: 'x', lon: 1, lat: 1, qhdm: '43', qhmc: '湖南省' }),
    ).rejects.toMatchObject({ msg: '设备不存在' });
  });

  it('flush is a GET without payload', async () => {
    const server = fakeDeviceServer();
    await syncDevices(createApi(server.fetch));
    const [call] = server.calls('flushCamera');
    expect(call?.method).toBe('GET');
    expect(call?.body).toBeUndefined();
  });

  it('drills down by parent code', async () => {
    const server = fakeDeviceServer();
    const children = await drillDown(createApi(server.fetch), '4301');
    expect(children.map((r) => r.qhmc)).toEqual(['芙蓉区', '岳麓区']);
    expect(server.calls('regionDrillDown')[0]?.url.searchParams.get('qhdm')).toBe('4301');
  });
});
