/**
 * Resources of the map-style server (owner `agrimap`): styles, datasets, tilesets, fonts, the
 * sprite, uploads, templates, tile jobs and the daily request statistics.
 *
 * Datasets name where their features come from (`source`): region boundaries of a level, the
 * camera devices, their stores or warehouses, the monitoring areas, or inline GeoJSON. Tilesets
 * list source layers built from datasets. URLs inside styles are stored relative to the origin
 * and made absolute per request.
 */

import { spriteIcons } from '../map/sprite';
import { Prng } from '../util/prng';
import { DAY_MS, formatDate } from '../util/time';
import type { SeedRow } from './insert';
import type { RegionSeed } from './regions';

export const OWNER = 'agrimap';
const HUNAN_BOUNDS = [108.78, 24.63, 114.26, 30.13];

/** The name labels of the cities or the counties, from `minzoom` on. */
function regionLabel(level: 'city' | 'county', minzoom: number, size: number, color: string, dark: boolean) {
  return {
    id: `hunan-${level}-label`,
    type: 'symbol',
    source: `hunan-${level}`,
    minzoom,
    layout: { 'text-field': ['get', 'qhmc'], 'text-font': ['Noto Sans CJK SC Regular'], 'text-size': size },
    paint: {
      'text-color': color,
      'text-halo-color': dark ? '#0b1d2e' : '#ffffff',
      'text-halo-width': 1,
    },
  };
}

function style(id: string, name: string, dark: boolean) {
  const base = `/map`;
  return {
    version: 8,
    name,
    metadata: { owner: OWNER, styleId: id },
    center: [111.72, 27.63],
    zoom: 6,
    glyphs: `${base}/fonts/v1/${OWNER}/{fontstack}/{range}.pbf`,
    sprite: `${base}/sprites/v1/${OWNER}/nongzi/sprite`,
    sources: {
      china: { type: 'geojson', data: `${base}/datasets/v1/${OWNER}/china-outline/features` },
      'hunan-city': { type: 'geojson', data: `${base}/datasets/v1/${OWNER}/hunan-cities/features` },
      'hunan-county': { type: 'geojson', data: `${base}/datasets/v1/${OWNER}/hunan-counties/features` },
      'hunan-xzq': {
        type: 'vector',
        tiles: [`${base}/tilesets/v1/${OWNER}/hunan-xzq/{z}/{x}/{y}`],
        minzoom: 0,
        maxzoom: 14,
        bounds: HUNAN_BOUNDS,
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': dark ? '#0b1d2e' : '#eef3f7' } },
      {
        id: 'china-fill',
        type: 'fill',
        source: 'china',
        paint: {
          'fill-color': dark ? '#12304a' : '#f7f4ea',
          'fill-outline-color': dark ? '#2a5b7d' : '#c8c2b0',
        },
      },
      {
        id: 'hunan-county-fill',
        type: 'fill',
        source: 'hunan-county',
        paint: { 'fill-color': dark ? '#16405f' : '#e8f1e2', 'fill-opacity': 0.8, 'fill-antialias': false },
      },
      {
        id: 'hunan-county-line',
        type: 'line',
        source: 'hunan-county',
        minzoom: 6,
        paint: { 'line-color': dark ? '#3d7ea6' : '#9fb89a', 'line-width': 0.6, 'line-dasharray': [2, 2] },
      },
      {
        id: 'hunan-city-line',
        type: 'line',
        source: 'hunan-city',
        paint: { 'line-color': dark ? '#5fd3f3' : '#5b8c5a', 'line-width': 1.5 },
      },
      regionLabel('city', 5, 12, dark ? '#d6f3ff' : '#2f4f2f', dark),
      regionLabel('county', 7, 11, dark ? '#a9d8ee' : '#4a6b47', dark),
    ],
  };
}

function fieldPolygons(seed: string, x0: number, y0: number, n: number) {
  const prng = new Prng(seed);
  return {
    type: 'FeatureCollection',
    features: Array.from({ length: n }, (_, i) => {
      const x = x0 + (i % 5) * 0.014 + prng.float(0, 0.002);
      const y = y0 + Math.floor(i / 5) * 0.011 + prng.float(0, 0.002);
      const w = prng.float(0.008, 0.012);
      const h = prng.float(0.006, 0.009);
      const r = (v: number) => Math.round(v * 1e6) / 1e6;
      return {
        type: 'Feature',
        id: `${seed}-${i + 1}`,
        properties: {
          dkbh: `${seed.toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
          mj: Math.round(w * h * 1.1e7) / 10,
          jsnf: 2020 + (i % 5),
          height: 2 + (i % 4),
        },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [r(x), r(y)],
              [r(x + w), r(y)],
              [r(x + w), r(y + h)],
              [r(x), r(y + h)],
              [r(x), r(y)],
            ],
          ],
        },
      };
    }),
  };
}

export function mapResourceRows(now: Date, regions: RegionSeed): SeedRow[] {
  const t = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows: SeedRow[] = [];
  const add = (kind: string, id: string, name: string, attrs: object, created: number, modified: number) =>
    rows.push({ kind, owner: OWNER, id, name, attrs, created: t(created), modified: t(modified) });

  add('user', 'u-1001', 'hnnz_admin', { realName: '王志强', role: 'admin', enabled: true }, 420, 30);
  add('user', 'u-1002', 'hnnz_gis', { realName: '陈晓梅', role: 'editor', enabled: true }, 400, 60);
  add('user', 'u-1003', 'hnnz_viewer', { realName: '刘洋', role: 'viewer', enabled: true }, 300, 120);
  add('user', 'u-1004', 'hnnz_ops', { realName: '谭湘平', role: 'editor', enabled: false }, 260, 90);

  add(
    'style',
    'hunan-base',
    '湖南农资一张图底图',
    {
      visibility: 'public',
      description: '中国国界、湖南省市县界的离线底图',
      doc: style('hunan-base', '湖南农资一张图底图', false),
    },
    380,
    14,
  );
  add(
    'style',
    'hunan-dark',
    '湖南驾驶舱深色底图',
    {
      visibility: 'private',
      description: '物联网一张图驾驶舱使用的深色底图',
      doc: style('hunan-dark', '湖南驾驶舱深色底图', true),
    },
    200,
    40,
  );

  const counties = regions.regions.filter((r) => r.level === 3).length;
  add(
    'dataset',
    'china-outline',
    '中国国界',
    {
      description: '简化国界面，用于全国底图',
      source: 'inline',
      geojson: { type: 'FeatureCollection', features: [regions.chinaOutline] },
    },
    380,
    380,
  );
  add(
    'dataset',
    'hunan-cities',
    '湖南省市级行政区',
    { description: '14 个市州界线，属性 qhdm、qhmc', source: 'regions:2' },
    380,
    300,
  );
  add(
    'dataset',
    'hunan-counties',
    '湖南省县级行政区',
    { description: `${counties} 个县级行政区中有界线数据的县市区，属性 qhdm、qhmc`, source: 'regions:3' },
    380,
    300,
  );
  add(
    'dataset',
    'camera-devices',
    '摄像头设备',
    { description: '门店、仓库摄像头位置，随设备管理实时更新', source: 'cameras' },
    240,
    1,
  );
  add(
    'dataset',
    'nzmd_2023',
    '农资门店分布（2023）',
    { description: '有摄像头的农资门店', source: 'stores' },
    500,
    380,
  );
  add(
    'dataset',
    'nzmd_2024',
    '农资门店分布（2024）',
    { description: '有摄像头的农资门店', source: 'stores' },
    200,
    2,
  );
  add(
    'dataset',
    'nzck_2023',
    '农资仓库分布（2023）',
    { description: '农资仓库', source: 'warehouses' },
    500,
    380,
  );
  add(
    'dataset',
    'nzck_2024',
    '农资仓库分布（2024）',
    { description: '农资仓库', source: 'warehouses' },
    200,
    2,
  );
  add(
    'dataset',
    'monitor-areas',
    '区域监测基地',
    { description: '区域监测基地范围', source: 'areas' },
    180,
    20,
  );
  add(
    'dataset',
    'wangcheng-gbnt',
    '望城区高标准农田',
    {
      description: '高标准农田建设地块',
      source: 'inline',
      geojson: fieldPolygons('wc-gbnt', 112.74, 28.33, 20),
    },
    90,
    30,
  );
  add(
    'dataset',
    'liuyang-gbnt',
    '浏阳市高标准农田',
    {
      description: '高标准农田建设地块（含高度，三维展示）',
      source: 'inline',
      geojson: fieldPolygons('ly-gbnt', 113.36, 28.04, 15),
    },
    70,
    25,
  );

  const tileset = (
    id: string,
    name: string,
    layers: { name: string; dataset: string }[],
    description: string,
    filesize: number,
    created: number,
    modified: number,
    maxzoom = 14,
  ) =>
    add(
      'tileset',
      id,
      name,
      {
        type: 'vector',
        format: 'pbf',
        minzoom: 0,
        maxzoom,
        bounds: HUNAN_BOUNDS,
        filesize,
        description,
        layers,
      },
      created,
      modified,
    );
  tileset(
    'hunan-xzq',
    '湖南省行政区划矢量瓦片',
    [
      { name: 'city', dataset: 'hunan-cities' },
      { name: 'county', dataset: 'hunan-counties' },
    ],
    '省、市、县三级界线及注记',
    86245376,
    360,
    160,
  );
  tileset(
    'nzck_2023',
    '农资仓库分布矢量瓦片（2023）',
    [{ name: 'warehouse', dataset: 'nzck_2023' }],
    '农资仓库点位',
    1048576,
    480,
    380,
  );
  tileset(
    'nzck_2024',
    '农资仓库分布矢量瓦片（2024）',
    [{ name: 'warehouse', dataset: 'nzck_2024' }],
    '农资仓库点位',
    1153434,
    190,
    2,
  );
  tileset(
    'wangcheng-gbnt',
    '望城区高标准农田',
    [{ name: 'gbnt', dataset: 'wangcheng-gbnt' }],
    '高标准农田地块',
    5242880,
    85,
    28,
    16,
  );
  tileset(
    'liuyang-gbnt',
    '浏阳市高标准农田',
    [{ name: 'gbnt', dataset: 'liuyang-gbnt' }],
    '高标准农田地块（三维）',
    4194304,
    65,
    24,
    16,
  );

  add(
    'font',
    'noto-sans-cjk-sc-regular',
    'Noto Sans CJK SC Regular',
    { family: 'Noto Sans CJK SC', style: 'Regular' },
    380,
    380,
  );
  add(
    'font',
    'noto-sans-cjk-sc-bold',
    'Noto Sans CJK SC Bold',
    { family: 'Noto Sans CJK SC', style: 'Bold' },
    380,
    380,
  );
  add('font', 'open-sans-regular', 'Open Sans Regular', { family: 'Open Sans', style: 'Regular' }, 380, 380);

  add('sprite', 'nongzi', '农资一张图图标', { icons: spriteIcons(), pixelRatios: [1, 2] }, 370, 60);

  add(
    'upload',
    'up-20240515-001',
    '浏阳市乡镇界线.zip',
    { tilesetId: 'liuyang-xz', filesize: 5242880, progress: 1, complete: true, error: null },
    40,
    40,
  );
  add(
    'upload',
    'up-20240520-002',
    '望城区高标准农田.geojson',
    { tilesetId: 'wangcheng-gbnt', filesize: 12582912, progress: 0.45, complete: false, error: null },
    3,
    3,
  );
  add(
    'upload',
    'up-20240521-003',
    '岳阳县农资门店.csv',
    {
      tilesetId: 'yueyang-nzmd',
      filesize: 204800,
      progress: 0.1,
      complete: false,
      error: '第 37 行缺少经纬度',
    },
    2,
    2,
  );

  add(
    'template',
    'tpl-light',
    '浅色行政区划模板',
    {
      category: '底图',
      styleId: 'hunan-base',
      description: '浅色底、市县界线与注记，适合业务专题叠加',
      thumbnail: null,
    },
    360,
    200,
  );
  add(
    'template',
    'tpl-dark',
    '深色驾驶舱模板',
    {
      category: '驾驶舱',
      styleId: 'hunan-dark',
      description: '深色底、发光界线，适合大屏驾驶舱',
      thumbnail: null,
    },
    190,
    190,
  );

  add(
    'tilecopy',
    'tc-001',
    '长沙市离线瓦片包',
    {
      sourceTilesetId: 'hunan-xzq',
      targetTilesetId: 'changsha-offline',
      minzoom: 5,
      maxzoom: 14,
      bounds: [111.89, 27.85, 114.25, 28.67],
      status: 'success',
      progress: 1,
    },
    12,
    12,
  );
  add(
    'tilecopy',
    'tc-002',
    '岳阳市离线瓦片包',
    {
      sourceTilesetId: 'hunan-xzq',
      targetTilesetId: 'yueyang-offline',
      minzoom: 5,
      maxzoom: 13,
      bounds: [112.3, 28.4, 114.15, 29.85],
      status: 'running',
      progress: 0.37,
    },
    1,
    0,
  );

  add(
    'tiletask',
    'tt-001',
    '湖南省县级行政区切片',
    {
      datasetId: 'hunan-counties',
      tilesetId: 'hunan-xzq',
      minzoom: 0,
      maxzoom: 14,
      status: 'success',
      progress: 1,
      message: null,
    },
    160,
    160,
  );
  add(
    'tiletask',
    'tt-002',
    '望城区高标准农田切片',
    {
      datasetId: 'wangcheng-gbnt',
      tilesetId: 'wangcheng-gbnt',
      minzoom: 8,
      maxzoom: 16,
      status: 'failed',
      progress: 0.32,
      message: '源数据第 1208 个要素几何无效',
    },
    28,
    28,
  );
  add(
    'tiletask',
    'tt-003',
    '浏阳市高标准农田切片',
    {
      datasetId: 'liuyang-gbnt',
      tilesetId: 'liuyang-gbnt',
      minzoom: 8,
      maxzoom: 16,
      status: 'pending',
      progress: 0,
      message: null,
    },
    0,
    0,
  );

  add(
    'multitiler',
    'mt-001',
    '湖南省行政区划合并切片',
    {
      datasetIds: ['china-outline', 'hunan-cities', 'hunan-counties'],
      tilesetId: 'hunan-xzq',
      minzoom: 0,
      maxzoom: 14,
      status: 'running',
      progress: 0.68,
    },
    1,
    0,
  );
  add(
    'multitiler',
    'mt-002',
    '农资分布合并切片',
    {
      datasetIds: ['nzmd_2024', 'nzck_2024'],
      tilesetId: 'nzfb-2024',
      minzoom: 4,
      maxzoom: 14,
      status: 'success',
      progress: 1,
    },
    20,
    19,
  );
  return rows;
}

/** Request statistics of the last 14 days (the server adds to today's row on every map request). */
export function mapStatRows(now: Date): SeedRow[] {
  const prng = new Prng('map-stats');
  const resources: [string, string, string, number, number][] = [
    ['style', 'hunan-base', '湖南农资一张图底图', 1800, 52000],
    ['style', 'hunan-dark', '湖南驾驶舱深色底图', 300, 48000],
    ['tileset', 'hunan-xzq', '湖南省行政区划矢量瓦片', 40000, 30000],
    ['dataset', 'hunan-cities', '湖南省市级行政区', 1600, 360000],
    ['dataset', 'hunan-counties', '湖南省县级行政区', 1500, 900000],
    ['font', 'Noto Sans CJK SC Regular', 'Noto Sans CJK SC Regular', 9000, 70000],
    ['sprite', 'nongzi', '农资一张图图标', 2000, 6000],
  ];
  const rows: SeedRow[] = [];
  for (let back = 14; back >= 1; back--) {
    const day = formatDate(new Date(now.getTime() - back * DAY_MS));
    const weekend = [0, 6].includes(new Date(`${day}T12:00:00+08:00`).getUTCDay());
    for (const [type, id, name, base, bytesPer] of resources) {
      const requests = Math.round(base * (weekend ? 0.35 : 1) * prng.float(0.75, 1.25));
      rows.push({
        owner: OWNER,
        resource_type: type,
        resource_id: id,
        day,
        name,
        requests,
        bytes: requests * bytesPer,
        created: new Date(`${day}T00:00:05+08:00`),
        modified: new Date(`${day}T17:58:41+08:00`),
      });
    }
  }
  return rows;
}
