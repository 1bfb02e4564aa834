import { describe, expect, it } from 'vitest';
import { deviceStatusLabel, deviceTypeLabel } from './labels';
import { deviceDetailsHref } from './links';
import { type CameraDevice, organisationName, toMarkerData } from './marker-data';

const device: CameraDevice = {
  code: '43010400001',
  name: '岳麓区麓谷农资门店-枪机01',
  type: 2,
  manufacturer: '海康威视',
  snNumber: 'SN-1',
  deviceIp: '192.168.10.21',
  status: 1,
  lon: 112.8857,
  lat: 28.2172,
  qhdm: '430104',
  qhmc: '岳麓区',
  enterpriseName: '湖南农资集团有限公司',
  mdmc: '麓谷农资门店',
  ckmc: null,
};

describe('toMarkerData', () => {
  it('maps code, name, organisation, region and status', () => {
    expect(toMarkerData(device)).toEqual({
      sbbh: '43010400001',
      sbmc: '岳麓区麓谷农资门店-枪机01',
      ssdw: '麓谷农资门店',
      szdq: '岳麓区',
      sbzt: 1,
    });
  });

  it('prefers the warehouse, then the store, then the enterprise as the owning unit', () => {
    expect(toMarkerData({ ...device, ckmc: '望城仓库' }).ssdw).toBe('望城仓库');
    expect(toMarkerData({ ...device, ckmc: ' ', mdmc: null }).ssdw).toBe('湖南农资集团有限公司');
    expect(toMarkerData({ ...device, ckmc: null, mdmc: null, enterpriseName: null }).ssdw).toBeNull();
  });

  it('does not change the device', () => {
    const copy = structuredClone(device);
    toMarkerData(device);
    expect(device).toEqual(copy);
  });
});

describe('device vocabulary', () => {
  it('names the organisation: warehouse first, blank names ignored', () => {
    expect(organisationName({ ckmc: '仓库A', mdmc: '门店B' })).toBe('仓库A');
    expect(organisationName({ ckmc: '', mdmc: '门店B' })).toBe('门店B');
    expect(organisationName({ ckmc: null, mdmc: '  ' })).toBeUndefined();
  });

  it('labels status 0 offline and anything else online', () => {
    expect(deviceStatusLabel(0)).toBe('离线');
    expect(deviceStatusLabel('0')).toBe('离线');
    expect(deviceStatusLabel(1)).toBe('在线');
    expect(deviceStatusLabel(5)).toBe('在线');
    expect(deviceStatusLabel(null)).toBe('-');
  });

  it('labels type 1 DVR and anything else IPC', () => {
    expect(deviceTypeLabel(1)).toBe('DVR');
    expect(deviceTypeLabel(2)).toBe('IPC');
    expect(deviceTypeLabel(0)).toBe('IPC');
    expect(deviceTypeLabel(undefined)).toBe('IPC');
  });

  it('links to the device screen with the details of a device open', () => {
    expect(deviceDetailsHref('43010400001')).toBe('/wlwyzt/index/asset?detail=%2243010400001%22');
    const url = new URL(deviceDetailsHref('a&b "c"'), 'http://x');
    expect(url.pathname).toBe('/wlwyzt/index/asset');
    expect(JSON.parse(url.searchParams.get('detail') ?? '')).toBe('a&b "c"');
  });
});
