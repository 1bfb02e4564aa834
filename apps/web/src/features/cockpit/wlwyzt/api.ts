import type { AreaComponents, PlatformClient } from '@agrimap/sdk';
import { apiQuery } from '@/lib/query';
import { panelRefresh } from '../lib/refresh';

export type AreaSummary = AreaComponents['schemas']['AreaSummary'];
export type AreaDevice = AreaComponents['schemas']['AreaDevice'];
export type AreaDeviceInfo = AreaComponents['schemas']['AreaDeviceInfo'];
export type DeviceCollect = AreaComponents['schemas']['DeviceCollect'];

/** The seven monitoring device types (SPEC §9) with their map colours. */
export const DEVICE_TYPES = [
  { type: 1, name: '视频监控', color: '#40a9ff' },
  { type: 2, name: '轨迹', color: '#f759ab' },
  { type: 3, name: '气象环境', color: '#ffd666' },
  { type: 4, name: '土壤环境', color: '#b37feb' },
  { type: 5, name: '空气质量', color: '#5cdbd3' },
  { type: 6, name: '虫情', color: '#ff7a45' },
  { type: 7, name: '水环境', color: '#36cfc9' },
] as const;

/** All devices of a region in one page (the list's pageSize maximum). */
export const REGION_DEVICE_PAGE = 1000;

export const areasQuery = (client: PlatformClient, qhdm: string) =>
  apiQuery(client, 'area', 'post', '/areaImage/getAreaList', { body: { qhdm } }, panelRefresh(300_000));

export const collectQuery = (client: PlatformClient, qhdm: string) =>
  apiQuery(client, 'area', 'post', '/areaImage/getDeviceCollect', { body: { qhdm } }, panelRefresh());

export const regionDevicesQuery = (client: PlatformClient, qhdm: string) =>
  apiQuery(
    client,
    'area',
    'post',
    '/areaImage/getDeviceList',
    { body: { qhdm, page: 1, pageSize: REGION_DEVICE_PAGE } },
    panelRefresh(),
  );

/** The area's outline and image (getMapData); it changes rarely. */
export const areaMapDataQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'post', '/areaImage/getMapData', { body: { areaId } }, panelRefresh(600_000));

/** The area's device spots (installation points; several devices may share one). */
export const areaSpotsQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(
    client,
    'area',
    'post',
    '/areaImage/getDeviceSpotList',
    { body: { areaId } },
    panelRefresh(600_000),
  );

export const deviceInfoQuery = (client: PlatformClient, deviceId: string) =>
  apiQuery(
    client,
    'area',
    'get',
    '/areaImage/getDeviceInfo',
    { params: { query: { deviceId } } },
    panelRefresh(),
  );

/** A sensor's hourly numeric readings over the 24 h up to its last report. */
export const deviceHistoryQuery = (client: PlatformClient, deviceId: string) =>
  apiQuery(
    client,
    'area',
    'get',
    '/areaImage/getDeviceHistory',
    { params: { query: { deviceId } } },
    panelRefresh(),
  );

export const deviceTrackQuery = (client: PlatformClient, deviceId: string) =>
  apiQuery(
    client,
    'area',
    'get',
    '/areaImage/getDeviceTrack',
    { params: { query: { deviceId } } },
    { staleTime: 300_000 },
  );

const byArea = { params: { query: { areaId: '' } } };
const q = (areaId: string) => ({ params: { query: { areaId } } }) as typeof byArea;

export const weatherNowQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'get', '/weather/getrealtimeInfo', q(areaId), panelRefresh());
export const weatherTodayQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'get', '/weather/getTodayInfo', q(areaId), panelRefresh());
export const weatherWeekQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'get', '/weather/getWeekInfo', q(areaId), panelRefresh(600_000));
export const weatherMonthQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'get', '/weather/getMonthInfo', q(areaId), panelRefresh(600_000));
export const weather3MonthQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'get', '/weather/get3MonthInfo', q(areaId), panelRefresh(600_000));

export const workListQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'post', '/work/list', { body: { areaId, page: 1, pageSize: 20 } }, panelRefresh());
export const workWeekQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'get', '/work/statweeksinfo', q(areaId), panelRefresh(300_000));
export const workMonthQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'get', '/work/statmonthinfo', q(areaId), panelRefresh(300_000));
export const work3MonthQuery = (client: PlatformClient, areaId: string) =>
  apiQuery(client, 'area', 'get', '/work/stat3monthinfo', q(areaId), panelRefresh(300_000));
