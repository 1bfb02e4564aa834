// The web app's interactions with the base server (in the order they had in the one list).
import { unwrap } from '@agrimap/sdk';
import { expect } from 'vitest';
import { DEVICE, STATES } from '../../states';
import {
  ACF,
  type AppInteraction,
  agroContentCall,
  authed,
  BOUNDARY,
  boolean,
  CRF,
  cropCall,
  cropShape,
  DATE,
  deviceShape,
  eachLike,
  envelope,
  equal,
  integer,
  JSON_REQUEST,
  JSON_RESPONSE,
  LEVEL,
  like,
  nullValue,
  number,
  PACT_WEBM_BASE64,
  PNG_1PX,
  programmeShape,
  QHDM,
  regex,
  regionShape,
  schemeShape,
  stageShape,
  successCodes,
  varietyShape,
  videoShape,
} from './shared';

export const BASE_INTERACTIONS: readonly AppInteraction[] = [
  // ── base ───────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listDevice',
    description: 'a request for the first page of devices named like 麓谷农资门店-枪机',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/listDevice',
      headers: authed(JSON_REQUEST),
      body: {
        deviceName: like('麓谷农资门店-枪机'),
        organization: like(''),
        status: integer(-1),
        page: integer(1),
        pageSize: integer(10),
      },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope({ records: eachLike(deviceShape), total: integer(1) }, '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/listDevice', {
          body: { deviceName: '麓谷农资门店-枪机', organization: '', status: -1, page: 1, pageSize: 10 },
        }),
        successCodes('listDevice'),
      );
      expect(data?.total).toBe(1);
      expect(data?.records[0]?.code).toBe(DEVICE.code);
    },
  },
  {
    operationId: 'listDevice',
    description: 'a request for all devices of every status for the map markers',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/listDevice',
      headers: authed(JSON_REQUEST),
      body: { status: integer(-1), page: integer(1), pageSize: integer(10000) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      // Every device has these; coordinates and owner may be null (devices not yet installed).
      body: envelope(
        {
          records: eachLike({
            code: like(DEVICE.code),
            name: like(DEVICE.name),
            type: integer(DEVICE.type),
            status: integer(DEVICE.status),
          }),
          total: integer(1),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/listDevice', { body: { status: -1, page: 1, pageSize: 10000 } }),
        successCodes('listDevice'),
      );
      expect(data?.records[0]?.code).toBe(DEVICE.code);
    },
  },
  {
    operationId: 'updateDevice',
    description: 'a request to save the installation info of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/updateDevice',
      headers: authed(JSON_REQUEST),
      body: {
        deviceId: like(DEVICE.code),
        lon: number(112.9012),
        lat: number(28.2103),
        qhdm: regex(QHDM, '430104'),
        qhmc: like('岳麓区'),
      },
    },
    response: { status: 200, headers: JSON_RESPONSE, body: { code: equal(200), msg: like('编辑成功') } },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/camera/updateDevice', {
        body: { deviceId: DEVICE.code, lon: 112.9012, lat: 28.2103, qhdm: '430104', qhmc: '岳麓区' },
      });
      unwrap(result, successCodes('updateDevice'));
      expect(result.data?.msg).toBe('编辑成功');
    },
  },
  {
    operationId: 'flushCamera',
    description: 'a request to sync the devices from the video platform',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: { method: 'GET', path: '/api/v1/camera/flush', headers: authed() },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope({ added: integer(0), updated: integer(1) }, '同步成功'),
    },
    async run({ api }) {
      const data = unwrap(await api.base.GET('/api/v1/camera/flush'), successCodes('flushCamera'));
      expect(typeof data?.added).toBe('number');
    },
  },
  {
    operationId: 'getCameraDeviceInfo',
    description: 'a request for the details of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/camera/getDeviceInfo',
      query: { number: like(DEVICE.code) },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          ...deviceShape,
          deviceIp: like(DEVICE.deviceIp),
          enterpriseName: like(DEVICE.enterpriseName),
          unitsObj: { channels: integer(1), channelName: eachLike('麓谷门店入口') },
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: DEVICE.code } } }),
        successCodes('getCameraDeviceInfo'),
      );
      expect(data?.code).toBe(DEVICE.code);
      expect(data?.unitsObj?.channelName?.[0]).toBe('麓谷门店入口');
    },
  },
  {
    operationId: 'getCameraNetAddress',
    description: 'a request for the live stream address of channel 1 of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/camera/getCameraNetAddress',
      query: { deviceCode: like(DEVICE.code), channel: regex('^[1-9]\\d{0,2}$', '1') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          url: regex('^[a-z][a-z0-9+.-]*://\\S+$', 'rtsp://10.43.1.20:554/live/43010400001/1?token=8f3c2a'),
          protocol: regex('^(rtsp|hls|flv)$', 'rtsp'),
          expireAt: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-06-01 10:30:00'),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      // The video wall asks for channel n of a device (its channel id is `<code>$1$0$<n-1>`).
      const data = unwrap(
        await api.base.GET('/api/v1/camera/getCameraNetAddress', {
          params: { query: { deviceCode: DEVICE.code, channel: 1 } },
        }),
        successCodes('getCameraNetAddress'),
      );
      expect(data?.url).toMatch(/^rtsp:/);
    },
  },
  // Recorded video (录像回放, 对讲): the host interfaces of the video plugin. 2024-06-01 08:00–11:00
  // (Asia/Shanghai 1717200000–1717210800) lies in the past, so the sandbox's cameras have three
  // record files there (one an hour, 50 minutes each).
  {
    operationId: 'queryCameraRecord',
    description: 'a request for the record files of channel 1 of device 43010400001 in three hours',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/queryRecord',
      headers: authed(JSON_REQUEST),
      body: {
        deviceCode: like(DEVICE.code),
        channel: integer(1),
        startTime: integer(1717200000),
        endTime: integer(1717210800),
        recordSource: integer(1),
      },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          records: eachLike({
            startTime: integer(1717200000),
            endTime: integer(1717203000),
            recordSource: integer(3),
            recordName: like('43010400001_1_1717200000.dav'),
            ssId: like('ss-1'),
            streamId: integer(1),
          }),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/queryRecord', {
          body: {
            deviceCode: DEVICE.code,
            channel: 1,
            startTime: 1717200000,
            endTime: 1717210800,
            recordSource: 1,
          },
        }),
        successCodes('queryCameraRecord'),
      );
      expect(data?.records.length).toBeGreaterThan(0);
    },
  },
  {
    operationId: 'playbackByTime',
    description: 'a request for the playback address of device recordings of channel 1 of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/playbackByTime',
      headers: authed(JSON_REQUEST),
      body: {
        deviceCode: like(DEVICE.code),
        channel: integer(1),
        startTime: integer(1717200000),
        endTime: integer(1717203000),
      },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          url: regex(
            '^[a-z][a-z0-9+.-]*://\\S+$',
            'rtsp://10.43.1.20:554/playback/43010400001/1?token=8f3c2a',
          ),
          protocol: regex('^(rtsp|hls|flv)$', 'rtsp'),
          expireAt: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-06-01 10:30:00'),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/playbackByTime', {
          body: { deviceCode: DEVICE.code, channel: 1, startTime: 1717200000, endTime: 1717203000 },
        }),
        successCodes('playbackByTime'),
      );
      expect(data?.url).toMatch(/^rtsp:/);
    },
  },
  {
    operationId: 'playbackByFile',
    description: 'a request for the playback address of a centre record file of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/playbackByFile',
      headers: authed(JSON_REQUEST),
      body: {
        deviceCode: like(DEVICE.code),
        channel: integer(1),
        recordName: like('43010400001_1_1717200000.dav'),
        startTime: integer(1717200000),
        endTime: integer(1717203000),
      },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          url: regex(
            '^[a-z][a-z0-9+.-]*://\\S+$',
            'rtsp://10.43.1.20:554/record/43010400001_1_1717200000.dav?token=8f3c2a',
          ),
          protocol: regex('^(rtsp|hls|flv)$', 'rtsp'),
          expireAt: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-06-01 10:30:00'),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/playbackByFile', {
          body: {
            deviceCode: DEVICE.code,
            channel: 1,
            recordName: '43010400001_1_1717200000.dav',
            startTime: 1717200000,
            endTime: 1717203000,
          },
        }),
        successCodes('playbackByFile'),
      );
      expect(data?.url).toMatch(/^rtsp:/);
    },
  },
  {
    operationId: 'startCameraTalk',
    description: 'a request to start talking with channel 1 of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/startTalk',
      headers: authed(JSON_REQUEST),
      body: { deviceCode: like(DEVICE.code), channel: integer(1), talkType: integer(1) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          url: regex('^[a-z][a-z0-9+.-]*://\\S+$', 'rtsp://10.43.1.20:554/talk/43010400001/1?token=8f3c2a'),
          session: like('talk-8f3c2a9d'),
          audioType: integer(2),
          audioBit: integer(16),
          sampleRate: integer(8000),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/startTalk', {
          body: { deviceCode: DEVICE.code, channel: 1, talkType: 1 },
        }),
        successCodes('startCameraTalk'),
      );
      expect(data?.session).toBeTruthy();
    },
  },
  {
    operationId: 'stopCameraTalk',
    description: 'a request to end a talk session',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/stopTalk',
      headers: authed(JSON_REQUEST),
      body: { session: like('talk-8f3c2a9d') },
    },
    response: { status: 200, headers: JSON_RESPONSE, body: { code: equal(200), msg: like('对讲已结束') } },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/camera/stopTalk', { body: { session: 'talk-8f3c2a9d' } });
      unwrap(result, successCodes('stopCameraTalk'));
      expect(result.data?.msg).toBe('对讲已结束');
    },
  },
  {
    operationId: 'regionDetail',
    description: 'a request for the details of region 430104',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/area/areaDetail',
      query: { qhdm: regex(QHDM, '430104') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        { ...regionShape, sjqhdm: regex(QHDM, '4301'), level: regex(LEVEL, 'county') },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm: '430104' } } }),
        successCodes('regionDetail'),
      );
      expect(data?.level).toBe('county');
    },
  },
  {
    operationId: 'regionDrillDown',
    description: 'a request for the child regions of 4301',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/area/areaDrillDown',
      query: { qhdm: regex(QHDM, '4301') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(eachLike({ ...regionShape, sjqhdm: regex(QHDM, '4301') }), '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/area/areaDrillDown', { params: { query: { qhdm: '4301' } } }),
        successCodes('regionDrillDown'),
      );
      expect(data?.[0]?.sjqhdm).toBe('4301');
    },
  },
  {
    operationId: 'regionTree',
    description: 'a request for the region tree of 4301 with boundaries',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/area/areaTree',
      query: { qhdm: regex(QHDM, '4301'), havGeojson: 'true' },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          qhdm: regex(QHDM, '4301'),
          qhmc: like('长沙市'),
          level: regex(LEVEL, 'city'),
          hasChildren: boolean(true),
          geojson: BOUNDARY,
          // The drill-down draws every child's border.
          children: eachLike({ ...regionShape, level: regex(LEVEL, 'county'), geojson: BOUNDARY }),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/area/areaTree', {
          params: { query: { qhdm: '4301', havGeojson: true } },
        }),
        successCodes('regionTree'),
      );
      expect(data?.geojson?.type).toBe('Polygon');
      expect(data?.children[0]?.qhdm).toBe('430104');
    },
  },
  {
    operationId: 'regionSearch',
    description: 'a search for regions named like 岳麓 under 4301',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/area/search',
      query: {
        keyword: like('岳麓'),
        prefix: regex('^\\d{1,12}$', '4301'),
        limit: regex('^\\d{1,3}$', '20'),
      },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        eachLike({
          qhdm: regex(QHDM, '430104'),
          qhmc: like('岳麓区'),
          level: regex(LEVEL, 'county'),
          fullName: like('湖南省长沙市岳麓区'),
        }),
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/area/search', {
          params: { query: { keyword: '岳麓', prefix: '4301', limit: 20 } },
        }),
        successCodes('regionSearch'),
      );
      expect(data?.[0]?.fullName).toBe('湖南省长沙市岳麓区');
    },
  },
  {
    operationId: 'layerList',
    description: 'a request for every layer of the layer tree',
    states: [STATES.adminLoggedIn, STATES.layers],
    authenticated: true,
    request: { method: 'GET', path: '/api/v1/layer/list', headers: authed() },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        eachLike({
          id: like('101'),
          layer_name: like('农资门店分布'),
          nf: regex('^\\d{4}$', '2024'),
          theme_code: like('nzfb'),
          theme_name: like('农资分布'),
          view_mode_code: regex('^(2D|3D)$', '2D'),
          default_show: boolean(true),
          source_type: regex('^(geojson|vector|raster)$', 'geojson'),
          url: like('/map/datasets/v1/hunan/nzmd_2024/features'),
        }),
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(await api.base.GET('/api/v1/layer/list'), successCodes('layerList'));
      expect(data?.[0]?.theme_code).toBe('nzfb');
    },
  },
  // ── base: 作物 / 品种 / 生育期 / 种植方案 (/agroService/massif/…) ──
  cropCall({
    operationId: 'agroCropPage',
    description: 'a request for the crops named 契约测试',
    method: 'POST',
    path: '/api/v1/agro/crop/page',
    body: { name: like('契约测试'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(cropShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/crop/page', { body: { name: '契约测试', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((c) => c.id)).toContain(CRF.crops.kept),
  }),
  cropCall({
    operationId: 'agroCropOptions',
    description: 'a request for every crop to pick from',
    method: 'GET',
    path: '/api/v1/agro/crop/options',
    data: {
      list: eachLike({
        id: integer(CRF.crops.kept),
        name: like('契约测试作物'),
        family: like('契约科'),
        maturityDays: integer(100),
      }),
    },
    call: (api) => api.base.GET('/api/v1/agro/crop/options'),
    check: (data) => expect(data.list.map((c) => c.id)).toContain(CRF.crops.kept),
  }),
  cropCall({
    operationId: 'agroCropSave',
    description: 'adding the crop 契约新增作物',
    method: 'POST',
    path: '/api/v1/agro/crop/save',
    body: {
      name: like(CRF.crops.newName),
      family: like('契约科'),
      category: like('粮食作物'),
      image: nullValue(),
      maturityDays: integer(90),
      description: like(''),
      sort: integer(0),
    },
    data: { id: integer(9703) },
    msg: '新增成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/crop/save', {
        body: {
          name: CRF.crops.newName,
          family: '契约科',
          category: '粮食作物',
          image: null,
          maturityDays: 90,
          description: '',
          sort: 0,
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  cropCall({
    operationId: 'agroCropDelete',
    description: 'deleting the unused crop 9702',
    method: 'POST',
    path: '/api/v1/agro/crop/delete',
    body: { id: integer(CRF.crops.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/crop/delete', { body: { id: CRF.crops.removable } }),
  }),
  {
    operationId: 'agroCropDelete',
    description: 'deleting crop 9701 that varieties, stages and a programme use, refused',
    states: [STATES.adminLoggedIn, STATES.cropFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/agro/crop/delete',
      headers: authed(JSON_REQUEST),
      body: { id: integer(CRF.crops.kept) },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('该作物下有 2 个品种、3 个生育期、2 个种植方案，不能删除') },
    },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/agro/crop/delete', { body: { id: CRF.crops.kept } });
      expect(() => unwrap(result, successCodes('agroCropDelete'))).toThrow('不能删除');
    },
  },
  cropCall({
    operationId: 'agroVarietyPage',
    description: 'a request for the varieties of crop 9701',
    method: 'POST',
    path: '/api/v1/agro/variety/page',
    body: { cropId: integer(CRF.crops.kept), page: integer(1), pageSize: integer(10) },
    data: { total: integer(2), records: eachLike(varietyShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/variety/page', { body: { cropId: CRF.crops.kept, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((v) => v.id)).toContain(CRF.varieties.kept),
  }),
  cropCall({
    operationId: 'agroVarietySave',
    description: 'adding the variety 契约新增品种 to crop 9701',
    method: 'POST',
    path: '/api/v1/agro/variety/save',
    body: {
      cropId: integer(CRF.crops.kept),
      name: like(CRF.varieties.newName),
      supplierId: nullValue(),
      registrationNo: like(CRF.varieties.newNo),
      maturityDays: integer(100),
      yieldPerMu: integer(500),
      densityPerMu: integer(16000),
      traits: like(''),
    },
    data: { id: integer(9703) },
    msg: '新增成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/variety/save', {
        body: {
          cropId: CRF.crops.kept,
          name: CRF.varieties.newName,
          supplierId: null,
          registrationNo: CRF.varieties.newNo,
          maturityDays: 100,
          yieldPerMu: 500,
          densityPerMu: 16000,
          traits: '',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  cropCall({
    operationId: 'agroVarietyDelete',
    description: 'deleting the unused variety 9702',
    method: 'POST',
    path: '/api/v1/agro/variety/delete',
    body: { id: integer(CRF.varieties.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/variety/delete', { body: { id: CRF.varieties.removable } }),
  }),
  cropCall({
    operationId: 'agroStageList',
    description: 'a request for the growth stages of crop 9701',
    method: 'GET',
    path: '/api/v1/agro/stage/list',
    query: { cropId: String(CRF.crops.kept) },
    data: { list: eachLike(stageShape) },
    call: (api) => api.base.GET('/api/v1/agro/stage/list', { params: { query: { cropId: CRF.crops.kept } } }),
    check: (data) => expect(data.list.map((s) => s.id)).toContain(CRF.stages.sow),
  }),
  cropCall({
    operationId: 'agroStageSave',
    description: 'adding the growth stage 契约新增期 to crop 9701',
    method: 'POST',
    path: '/api/v1/agro/stage/save',
    body: {
      cropId: integer(CRF.crops.kept),
      name: like(CRF.stages.newName),
      dayOffset: integer(30),
      durationDays: integer(10),
      practices: like('契约农事'),
      inputs: [],
    },
    data: { id: integer(9704) },
    msg: '新增成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/stage/save', {
        body: {
          cropId: CRF.crops.kept,
          name: CRF.stages.newName,
          dayOffset: 30,
          durationDays: 10,
          practices: '契约农事',
          inputs: [],
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  cropCall({
    operationId: 'agroStageReorder',
    description: 'keeping the order of the stages of crop 9701',
    method: 'POST',
    path: '/api/v1/agro/stage/reorder',
    body: {
      cropId: integer(CRF.crops.kept),
      ids: [integer(CRF.stages.sow), integer(CRF.stages.harvest), integer(CRF.stages.removable)],
    },
    data: nullValue(),
    msg: '排序成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/stage/reorder', {
        body: { cropId: CRF.crops.kept, ids: [CRF.stages.sow, CRF.stages.harvest, CRF.stages.removable] },
      }),
  }),
  {
    operationId: 'agroStageReorder',
    description: 'putting 契约收获期 (day 90) before 契约播种期 (day 0), refused',
    states: [STATES.adminLoggedIn, STATES.cropFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/agro/stage/reorder',
      headers: authed(JSON_REQUEST),
      body: {
        cropId: integer(CRF.crops.kept),
        ids: [integer(CRF.stages.harvest), integer(CRF.stages.sow), integer(CRF.stages.removable)],
      },
    },
    response: {
      status: 400,
      headers: JSON_RESPONSE,
      body: {
        code: equal(400),
        msg: like('生育期「契约播种期」的天数（0）不能早于上一个生育期「契约收获期」（90）'),
      },
    },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/agro/stage/reorder', {
        body: { cropId: CRF.crops.kept, ids: [CRF.stages.harvest, CRF.stages.sow, CRF.stages.removable] },
      });
      expect(() => unwrap(result, successCodes('agroStageReorder'))).toThrow('不能早于上一个生育期');
    },
  },
  cropCall({
    operationId: 'agroStageDelete',
    description: 'deleting the growth stage 9703',
    method: 'POST',
    path: '/api/v1/agro/stage/delete',
    body: { id: integer(CRF.stages.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/stage/delete', { body: { id: CRF.stages.removable } }),
  }),
  cropCall({
    operationId: 'agroProgrammePage',
    description: 'a request for the programmes named 契约测试',
    method: 'POST',
    path: '/api/v1/agro/programme/page',
    body: { name: like('契约测试'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(programmeShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/programme/page', { body: { name: '契约测试', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((p) => p.id)).toContain(CRF.programmes.kept),
  }),
  cropCall({
    operationId: 'agroProgrammeDetail',
    description: 'a request for the calendar of programme 9701',
    method: 'GET',
    path: '/api/v1/agro/programme/detail',
    query: { id: String(CRF.programmes.kept) },
    data: {
      ...programmeShape,
      stages: eachLike({
        id: integer(1),
        stageId: integer(CRF.stages.sow),
        sort: integer(1),
        name: like('契约播种期'),
        dayOffset: integer(0),
        plannedStart: regex(DATE, '2026-03-01'),
        plannedEnd: regex(DATE, '2026-03-10'),
        actualStart: nullValue(),
        actualEnd: nullValue(),
        practices: like('契约农事'),
        inputs: [],
      }),
    },
    call: (api) =>
      api.base.GET('/api/v1/agro/programme/detail', { params: { query: { id: CRF.programmes.kept } } }),
    check: (data) => expect(data.stages[0]?.plannedStart).toBe(CRF.sowingDate),
  }),
  cropCall({
    operationId: 'agroProgrammeSave',
    description: 'adding the programme 契约新增方案 for crop 9701',
    method: 'POST',
    path: '/api/v1/agro/programme/save',
    body: {
      name: like(CRF.programmes.newName),
      plotId: nullValue(),
      cropId: integer(CRF.crops.kept),
      varietyId: integer(CRF.varieties.kept),
      sowingDate: regex(DATE, '2026-04-01'),
      remark: like(''),
    },
    data: { id: integer(9703) },
    msg: '新增成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/programme/save', {
        body: {
          name: CRF.programmes.newName,
          plotId: null,
          cropId: CRF.crops.kept,
          varietyId: CRF.varieties.kept,
          sowingDate: '2026-04-01',
          remark: '',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  cropCall({
    operationId: 'agroProgrammeRecord',
    description: 'recording the actual start of the first stage of programme 9701',
    method: 'POST',
    path: '/api/v1/agro/programme/record',
    body: {
      id: integer(CRF.programmeStages.first),
      actualStart: regex(DATE, '2026-03-02'),
      actualEnd: nullValue(),
    },
    data: nullValue(),
    msg: '记录成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/programme/record', {
        body: { id: CRF.programmeStages.first, actualStart: '2026-03-02', actualEnd: null },
      }),
  }),
  cropCall({
    operationId: 'agroProgrammeDelete',
    description: 'deleting programme 9702',
    method: 'POST',
    path: '/api/v1/agro/programme/delete',
    body: { id: integer(CRF.programmes.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/programme/delete', { body: { id: CRF.programmes.removable } }),
  }),
  // ── base: 农技方案 / 农技视频 (/agroService/agrotechnicalScheme/index, agrotechnicalVideo/index) ──
  agroContentCall({
    operationId: 'agroSchemePage',
    description: 'a request for the schemes titled like 契约测试方案',
    method: 'POST',
    path: '/api/v1/agro/scheme/page',
    body: { title: like(ACF.schemes.title), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(schemeShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/scheme/page', {
        body: { title: ACF.schemes.title, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records.map((r) => r.id)).toContain(ACF.schemes.draft),
  }),
  agroContentCall({
    operationId: 'agroSchemeDetail',
    description: 'a request for scheme 9871 to read or edit it',
    method: 'GET',
    path: '/api/v1/agro/scheme/detail',
    query: { id: String(ACF.schemes.draft) },
    data: {
      ...schemeShape,
      measures: like('<p>契约测试措施</p>'),
      specIds: like([]),
      skus: like([]),
      attachments: like([]),
    },
    call: (api) =>
      api.base.GET('/api/v1/agro/scheme/detail', { params: { query: { id: ACF.schemes.draft } } }),
    check: (data) => expect(data.measures).toContain('契约测试措施'),
  }),
  agroContentCall({
    operationId: 'agroSchemeSave',
    description: 'adding the draft scheme 契约新增方案',
    method: 'POST',
    path: '/api/v1/agro/scheme/save',
    body: {
      title: like(ACF.schemes.newTitle),
      cropId: integer(ACF.crop),
      stage: like('拔节期'),
      problem: like('纹枯病'),
      measures: like('<p>拔节期施药</p>'),
      specIds: like([]),
      attachments: like([]),
    },
    data: { id: integer(9873) },
    msg: '保存成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/scheme/save', {
        body: {
          title: ACF.schemes.newTitle,
          cropId: ACF.crop,
          stage: '拔节期',
          problem: '纹枯病',
          measures: '<p>拔节期施药</p>',
          specIds: [],
          attachments: [],
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  agroContentCall({
    operationId: 'agroSchemeStatus',
    description: 'publishing the draft scheme 9871',
    method: 'POST',
    path: '/api/v1/agro/scheme/status',
    body: { id: integer(ACF.schemes.draft), action: equal('publish') },
    data: nullValue(),
    msg: '发布成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/scheme/status', { body: { id: ACF.schemes.draft, action: 'publish' } }),
  }),
  {
    operationId: 'agroSchemeStatus',
    description: 'withdrawing the draft scheme 9871, refused',
    states: [STATES.adminLoggedIn, STATES.agroContentFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/agro/scheme/status',
      headers: authed(JSON_REQUEST),
      body: { id: integer(ACF.schemes.draft), action: equal('withdraw') },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('只有已发布的方案可以撤回') },
    },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/agro/scheme/status', {
        body: { id: ACF.schemes.draft, action: 'withdraw' },
      });
      expect(() => unwrap(result, successCodes('agroSchemeStatus'))).toThrow('只有已发布的方案可以撤回');
    },
  },
  agroContentCall({
    operationId: 'agroSchemeDelete',
    description: 'deleting the draft scheme 9871',
    method: 'POST',
    path: '/api/v1/agro/scheme/delete',
    body: { id: integer(ACF.schemes.draft) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/scheme/delete', { body: { id: ACF.schemes.draft } }),
  }),
  agroContentCall({
    operationId: 'agroVideoPage',
    description: 'a request for the videos titled like 契约测试视频',
    method: 'POST',
    path: '/api/v1/agro/video/page',
    body: { title: like(ACF.videos.title), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(videoShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/video/page', { body: { title: ACF.videos.title, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((r) => r.id)).toContain(ACF.videos.kept),
  }),
  agroContentCall({
    operationId: 'agroVideoDetail',
    description: 'a request for video 9871 to edit it',
    method: 'GET',
    path: '/api/v1/agro/video/detail',
    query: { id: String(ACF.videos.kept) },
    data: videoShape,
    call: (api) => api.base.GET('/api/v1/agro/video/detail', { params: { query: { id: ACF.videos.kept } } }),
    check: (data) => expect(data.fileId).toBe(ACF.media.video),
  }),
  agroContentCall({
    operationId: 'agroVideoSave',
    description: 'adding the video 契约新增视频 on the stored file vpact9871',
    method: 'POST',
    path: '/api/v1/agro/video/save',
    body: {
      title: like(ACF.videos.newTitle),
      cropId: integer(ACF.crop),
      category: like('01'),
      fileId: like(ACF.media.video),
      coverId: nullValue(),
      durationSec: integer(4),
      description: like(''),
    },
    data: { id: integer(9873) },
    msg: '保存成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/video/save', {
        body: {
          title: ACF.videos.newTitle,
          cropId: ACF.crop,
          category: '01',
          fileId: ACF.media.video,
          coverId: null,
          durationSec: 4,
          description: '',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  agroContentCall({
    operationId: 'agroVideoDelete',
    description: 'deleting video 9872',
    method: 'POST',
    path: '/api/v1/agro/video/delete',
    body: { id: integer(ACF.videos.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/video/delete', { body: { id: ACF.videos.removable } }),
  }),
  agroContentCall({
    operationId: 'agroVideoPlay',
    description: 'counting one play of video 9871',
    method: 'POST',
    path: '/api/v1/agro/video/play',
    body: { id: integer(ACF.videos.kept) },
    data: { viewCount: integer(13) },
    msg: '操作成功',
    call: (api) => api.base.POST('/api/v1/agro/video/play', { body: { id: ACF.videos.kept } }),
    check: (data) => expect(data.viewCount).toBeGreaterThan(12),
  }),
  agroContentCall({
    operationId: 'agroMediaUpload',
    description: 'uploading a PNG cover of a video',
    method: 'POST',
    path: '/api/v1/agro/media/upload',
    body: {
      kind: equal('cover'),
      fileName: like('封面.png'),
      contentType: equal('image/png'),
      contentBase64: like(PNG_1PX),
    },
    data: {
      fileId: regex('^c[A-Za-z0-9]+$', 'c20260301093000a1b2c3'),
      kind: equal('cover'),
      fileName: like('封面.png'),
      contentType: like('image/png'),
      size: integer(68),
      url: regex('^/base/api/v1/agro/media/c[A-Za-z0-9]+$', '/base/api/v1/agro/media/c20260301093000a1b2c3'),
    },
    msg: '上传成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/media/upload', {
        body: { kind: 'cover', fileName: '封面.png', contentType: 'image/png', contentBase64: PNG_1PX },
      }),
  }),
  {
    operationId: 'agroMediaUpload',
    description: 'uploading a video of another type, refused with the upload tip',
    states: [STATES.adminLoggedIn, STATES.agroContentFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/agro/media/upload',
      headers: authed(JSON_REQUEST),
      body: {
        kind: equal('video'),
        fileName: like('插秧.avi'),
        contentType: equal('video/x-msvideo'),
        contentBase64: like(PACT_WEBM_BASE64),
      },
    },
    response: {
      status: 400,
      headers: JSON_RESPONSE,
      body: { code: equal(400), msg: like('只能上传不超过5MB的.mp4,.webm文件') },
    },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/agro/media/upload', {
        body: {
          kind: 'video',
          fileName: '插秧.avi',
          contentType: 'video/x-msvideo',
          contentBase64: PACT_WEBM_BASE64,
        },
      });
      expect(() => unwrap(result, successCodes('agroMediaUpload'))).toThrow(
        '只能上传不超过5MB的.mp4,.webm文件',
      );
    },
  },
  {
    operationId: 'agroMedia',
    description: 'a byte range past the end of the video vpact9871, refused with 416',
    states: [STATES.agroContentFixtures],
    authenticated: false,
    request: {
      method: 'GET',
      path: `/api/v1/agro/media/${ACF.media.video}`,
      headers: { Range: 'bytes=100000-' },
    },
    response: {
      status: 416,
      headers: { ...JSON_RESPONSE, 'Content-Range': regex('^bytes \\*/\\d+$', 'bytes */64') },
      body: { code: equal(416), msg: like('请求的范围超出文件大小') },
    },
    async run({ api }) {
      const result = await api.base.GET('/api/v1/agro/media/{fileId}', {
        params: { path: { fileId: ACF.media.video }, header: { Range: 'bytes=100000-' } },
      });
      expect(result.response.status).toBe(416);
      expect(result.response.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
    },
  },
];
