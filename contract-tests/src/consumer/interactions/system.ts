// The web app's interactions with the system server (in the order they had in the one list).
import { unwrap } from '@agrimap/sdk';
import { expect } from 'vitest';
import { ADMIN, STATES } from '../../states';
import {
  type AppInteraction,
  ARF,
  approvalRuntimeCall,
  articleShape,
  atMostLike,
  authed,
  boolean,
  DATE_TIME,
  designerCall,
  eachLike,
  envelope,
  equal,
  FLOW,
  flowShape,
  inboxShape,
  integer,
  itemShape,
  JSON_REQUEST,
  JSON_RESPONSE,
  like,
  NEW_FORM_ITEM,
  NF,
  NTF,
  newsCall,
  nodeShape,
  noticeCall,
  noticeRowShape,
  nullValue,
  number,
  ODF,
  officialDocCall,
  officialDocRowShape,
  PNG_1PX,
  priceShape,
  QHDM,
  refusedCall,
  regex,
  requestRowShape,
  runtimeFormItemShape,
  S,
  successCodes,
  systemCall,
  taskRowShape,
} from './shared';

export const SYSTEM_INTERACTIONS: readonly AppInteraction[] = [
  // ── system ─────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'dicGetDic',
    description: 'a request for the entries of dictionary category nf',
    states: [STATES.adminLoggedIn, STATES.dictionaryNf],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/dic/getDic',
      query: { category: regex('^[A-Za-z0-9_-]{1,64}$', 'nf') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        eachLike({
          code: like('2024'),
          name: like('2024年'),
          dicNumber: like('nf'),
          dicName: like('年份'),
          key: like('2024'),
          value: like('2024年'),
        }),
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'nf' } } }),
        successCodes('dicGetDic'),
      );
      expect(data?.[0]?.value).toBe('2024年');
    },
  },
  {
    operationId: 'dicList',
    description: 'a request for the list of dictionary category nzlx',
    states: [STATES.adminLoggedIn, STATES.dictionaryNzlx],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/dic/list',
      headers: authed(JSON_REQUEST),
      body: { categoryNumber: regex('^[A-Za-z0-9_-]{1,64}$', 'nzlx') },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      // This call answers business code 0 on success (SPEC §7).
      body: envelope(
        {
          list: eachLike({
            code: like('01'),
            name: like('化肥'),
            dicNumber: like('nzlx'),
            dicName: like('农资类型'),
            key: like('01'),
            value: like('化肥'),
          }),
        },
        '操作成功',
        0,
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.POST('/api/v1/dic/list', { body: { categoryNumber: 'nzlx' } }),
        successCodes('dicList'),
      );
      expect(data?.list[0]?.name).toBe('化肥');
    },
  },
  {
    operationId: 'getXzqByYear',
    description: 'a request for the regions of 2024 under 长沙市',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/Dictionaries/getXzqByYear',
      query: { nf: regex('^\\d{4}$', '2024'), qhdm: regex(QHDM, '4301') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(eachLike({ qhdm: regex(QHDM, '430104'), qhmc: like('岳麓区') }), '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.GET('/api/v1/Dictionaries/getXzqByYear', {
          params: { query: { nf: '2024', qhdm: '4301' } },
        }),
        successCodes('getXzqByYear'),
      );
      expect(data?.[0]?.qhdm).toBe('430104');
    },
  },
  {
    operationId: 'convertPrj2jwdCoord',
    description: 'a request to convert projected coordinates of EPSG 4526 to longitude/latitude',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/vi/dataconvert/prj2jwdcoord',
      headers: authed(JSON_REQUEST),
      body: { epsg: integer(4526), points: eachLike({ x: number(38395835.598), y: number(3124165.291) }) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(eachLike({ lon: number(112.9388), lat: number(28.228) }), '转换成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.POST('/api/vi/dataconvert/prj2jwdcoord', {
          body: { epsg: 4526, points: [{ x: 38395835.598, y: 3124165.291 }] },
        }),
        successCodes('convertPrj2jwdCoord'),
      );
      expect(data?.[0]).toEqual({ lon: 112.9388, lat: 28.228 });
    },
  },
  {
    operationId: 'logSave',
    description: 'a request to record an operation in the operation log',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/log/save',
      headers: authed(JSON_REQUEST),
      body: {
        userid: like('1'),
        loginname: like(ADMIN.username),
        realname: like(ADMIN.realName),
        operaname: like('编辑设备安装信息'),
      },
    },
    response: { status: 200, headers: JSON_RESPONSE, body: { code: equal(200), msg: like('操作成功') } },
    async run({ api }) {
      const result = await api.system.POST('/api/v1/log/save', {
        body: {
          userid: '1',
          loginname: ADMIN.username,
          realname: ADMIN.realName,
          operaname: '编辑设备安装信息',
        },
      });
      unwrap(result, successCodes('logSave'));
    },
  },
  // ── system: operation-support screens (通用数据字典, 农资字典, 驾驶舱数据录入, 操作日志, 系统监控) ──
  systemCall({
    operationId: 'dicCategoryPage',
    description: 'a request for the first page of dictionary categories matching 契约',
    method: 'POST',
    path: '/api/v1/dic/list/dic',
    body: { keyword: like('契约'), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(2),
      records: eachLike({
        id: integer(S.category.id),
        dicNumber: like(S.category.dicNumber),
        dicName: like(S.category.dicName),
        entryCount: integer(2),
        createTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
        updateTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/dic/list/dic', { body: { keyword: '契约', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.length).toBeGreaterThan(0),
  }),
  systemCall({
    operationId: 'dicCategoryAdd',
    description: 'adding dictionary category pact_new',
    method: 'POST',
    path: '/api/v1/dic/category/add',
    body: { dicNumber: like(S.newCategory.dicNumber), dicName: like(S.newCategory.dicName) },
    data: { id: integer(21), dicNumber: like(S.newCategory.dicNumber), dicName: like(S.newCategory.dicName) },
    msg: '新增成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/category/add', {
        body: { dicNumber: S.newCategory.dicNumber, dicName: S.newCategory.dicName },
      }),
    check: (data) => expect(data.dicNumber).toBe(S.newCategory.dicNumber),
  }),
  {
    operationId: 'dicCategoryAdd',
    description: 'adding dictionary category pact_dic, whose number is taken',
    states: [STATES.adminLoggedIn, STATES.systemFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/dic/category/add',
      headers: authed(JSON_REQUEST),
      body: { dicNumber: like(S.category.dicNumber), dicName: like('重复分类') },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('字典分类编号 pact_dic 已存在') },
    },
    async run({ api }) {
      const result = await api.system.POST('/api/v1/dic/category/add', {
        body: { dicNumber: S.category.dicNumber, dicName: '重复分类' },
      });
      expect(() => unwrap(result, successCodes('dicCategoryAdd'))).toThrow('已存在');
    },
  },
  systemCall({
    operationId: 'dicCategoryUpdate',
    description: 'renaming dictionary category 9501',
    method: 'POST',
    path: '/api/v1/dic/category/update',
    body: { id: integer(S.category.id), dicName: like('契约测试分类（改）'), remark: like('备注') },
    data: { id: integer(S.category.id), dicName: like('契约测试分类（改）') },
    msg: '修改成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/category/update', {
        body: { id: S.category.id, dicName: '契约测试分类（改）', remark: '备注' },
      }),
    check: (data) => expect(data.dicName).toBe('契约测试分类（改）'),
  }),
  systemCall({
    operationId: 'dicCategoryDelete',
    description: 'deleting the empty dictionary category 9502',
    method: 'POST',
    path: '/api/v1/dic/category/delete',
    body: { id: integer(S.emptyCategory.id) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/dic/category/delete', { body: { id: S.emptyCategory.id } }),
  }),
  {
    operationId: 'dicCategoryDelete',
    description: 'deleting dictionary category 9501, which has items',
    states: [STATES.adminLoggedIn, STATES.systemFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/dic/category/delete',
      headers: authed(JSON_REQUEST),
      body: { id: integer(S.category.id) },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('该分类下存在字典项，不能删除') },
    },
    async run({ api }) {
      const result = await api.system.POST('/api/v1/dic/category/delete', { body: { id: S.category.id } });
      expect(() => unwrap(result, successCodes('dicCategoryDelete'))).toThrow('该分类下存在字典项，不能删除');
    },
  },
  systemCall({
    operationId: 'dicItemPage',
    description: 'a request for the first page of the items of dictionary category pact_dic',
    method: 'POST',
    path: '/api/v1/dic/item/page',
    body: { dicNumber: like(S.category.dicNumber), page: integer(1), pageSize: integer(10) },
    data: { total: integer(2), records: eachLike(itemShape) },
    call: (api) =>
      api.system.POST('/api/v1/dic/item/page', {
        body: { dicNumber: S.category.dicNumber, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.code).toBe(S.items[0].code),
  }),
  systemCall({
    operationId: 'dicItemAdd',
    description: 'adding item pact_c to dictionary category pact_dic',
    method: 'POST',
    path: '/api/v1/dic/item/add',
    body: {
      dicNumber: like(S.category.dicNumber),
      code: like(S.newItemCode),
      name: like('契约测试项丙'),
      value: like('丙'),
      status: integer(1),
    },
    data: itemShape,
    msg: '新增成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/item/add', {
        body: {
          dicNumber: S.category.dicNumber,
          code: S.newItemCode,
          name: '契约测试项丙',
          value: '丙',
          status: 1,
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  systemCall({
    operationId: 'dicItemUpdate',
    description: 'disabling item 9511 and changing its value',
    method: 'POST',
    path: '/api/v1/dic/item/update',
    body: { id: integer(S.items[0].id), value: like('甲（改）'), status: integer(0) },
    data: itemShape,
    msg: '修改成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/item/update', {
        body: { id: S.items[0].id, value: '甲（改）', status: 0 },
      }),
    check: (data) => expect(data.id).toBe(S.items[0].id),
  }),
  systemCall({
    operationId: 'dicItemDelete',
    description: 'deleting item 9512 (no children)',
    method: 'POST',
    path: '/api/v1/dic/item/delete',
    body: { id: integer(S.items[1].id) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/dic/item/delete', { body: { id: S.items[1].id } }),
  }),
  systemCall({
    operationId: 'dicItemSort',
    description: 'putting item 9512 before 9511',
    method: 'POST',
    path: '/api/v1/dic/item/sort',
    body: { ids: [integer(S.items[1].id), integer(S.items[0].id)] },
    data: eachLike(itemShape),
    msg: '排序成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/item/sort', { body: { ids: [S.items[1].id, S.items[0].id] } }),
    check: (data) => expect(data[0]?.sort).toBe(1),
  }),
  {
    operationId: 'dicTreeList',
    description: 'a request for the agri-input dictionary tree (nzlx)',
    states: [STATES.adminLoggedIn, STATES.dictionaryNzlx],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/dic/treeList',
      query: { dicNumber: regex('^[A-Za-z0-9_-]{1,64}$', 'nzlx') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      // Leaves have no children: the list may be empty (the example shows one child).
      body: envelope(eachLike({ ...nodeShape, children: atMostLike(nodeShape, 500, 1) }), '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.GET('/api/v1/dic/treeList', { params: { query: { dicNumber: 'nzlx' } } }),
        successCodes('dicTreeList'),
      );
      expect(data?.[0]?.children.length).toBeGreaterThan(0);
    },
  },
  {
    operationId: 'dicGetByPid',
    description: 'a request for the top-level nodes of the dictionaries (lazy tree)',
    states: [STATES.adminLoggedIn, STATES.dictionaryNzlx],
    authenticated: true,
    request: { method: 'GET', path: '/api/v1/dic/getByPid', query: { pid: like('0') }, headers: authed() },
    response: { status: 200, headers: JSON_RESPONSE, body: envelope(eachLike(nodeShape), '查询成功') },
    async run({ api }) {
      const data = unwrap(
        await api.system.GET('/api/v1/dic/getByPid', { params: { query: { pid: 0 } } }),
        successCodes('dicGetByPid'),
      );
      expect(data?.length).toBeGreaterThan(0);
    },
  },
  systemCall({
    operationId: 'cockpitFigureGet',
    description: 'a request for the cockpit figures of 2024 for 湖南省',
    method: 'GET',
    path: '/api/v1/cockpit/figure',
    query: { year: regex('^\\d{4}$', S.cockpit.year), qhdm: regex(QHDM, S.cockpit.qhdm) },
    data: {
      year: like(S.cockpit.year),
      qhdm: like(S.cockpit.qhdm),
      qhmc: like('湖南省'),
      rows: eachLike({
        indicatorCode: like(S.cockpit.indicatorCode),
        indicatorName: like('农资销售额'),
        unit: like('万元'),
        value: number(S.cockpit.value),
      }),
    },
    call: (api) =>
      api.system.GET('/api/v1/cockpit/figure', {
        params: { query: { year: S.cockpit.year, qhdm: S.cockpit.qhdm } },
      }),
    check: (data) => expect(data.rows[0]?.indicatorCode).toBe(S.cockpit.indicatorCode),
  }),
  systemCall({
    operationId: 'cockpitFigureSave',
    description: 'saving the 农资销售额 of 2024 for 湖南省',
    method: 'POST',
    path: '/api/v1/cockpit/figure/save',
    body: {
      year: like(S.cockpit.year),
      qhdm: regex(QHDM, S.cockpit.qhdm),
      rows: eachLike({ indicatorCode: like(S.cockpit.indicatorCode), value: number(52360.5) }),
    },
    data: {
      year: like(S.cockpit.year),
      rows: eachLike({ indicatorCode: like(S.cockpit.indicatorCode), unit: like('万元') }),
      updateTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
      updatedBy: like(ADMIN.realName),
    },
    msg: '保存成功',
    call: (api) =>
      api.system.POST('/api/v1/cockpit/figure/save', {
        body: {
          year: S.cockpit.year,
          qhdm: S.cockpit.qhdm,
          rows: [{ indicatorCode: S.cockpit.indicatorCode, value: 52360.5 }],
        },
      }),
    check: (data) => expect(data.updatedBy).toBe(ADMIN.realName),
  }),
  {
    operationId: 'cockpitFigureSave',
    description: 'saving a negative 农资销售额, refused as a whole',
    states: [STATES.adminLoggedIn, STATES.systemFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/cockpit/figure/save',
      headers: authed(JSON_REQUEST),
      body: {
        year: like(S.cockpit.year),
        qhdm: regex(QHDM, S.cockpit.qhdm),
        rows: [{ indicatorCode: like(S.cockpit.indicatorCode), value: number(-1) }],
      },
    },
    response: {
      status: 400,
      headers: JSON_RESPONSE,
      body: { code: equal(400), msg: like('农资销售额的数值须为不小于 0、最多两位小数的数字') },
    },
    async run({ api }) {
      const result = await api.system.POST('/api/v1/cockpit/figure/save', {
        body: {
          year: S.cockpit.year,
          qhdm: S.cockpit.qhdm,
          rows: [{ indicatorCode: S.cockpit.indicatorCode, value: -1 }],
        },
      });
      expect(() => unwrap(result, successCodes('cockpitFigureSave'))).toThrow('农资销售额');
    },
  },
  designerCall({
    operationId: 'approvalPage',
    description: 'a request for the approval flows (审批流程 list and the flow a design is loaded from)',
    method: 'POST',
    path: '/api/v1/actExApproval/page',
    body: { page: integer(1), pageSize: integer(1000) },
    data: { total: integer(1), records: eachLike(flowShape) },
    call: (api) => api.system.POST('/api/v1/actExApproval/page', { body: { page: 1, pageSize: 1000 } }),
    check: (data) =>
      expect(data.records.find((r) => r.id === FLOW.id)?.formItemList[0]?.label).toBe('采购金额'),
  }),
  designerCall({
    operationId: 'approvalAdd',
    description: 'a new flow saved from the form designer',
    method: 'POST',
    path: '/api/v1/actExApproval/add',
    body: {
      name: like('采购申请'),
      formKey: regex('^[A-Za-z][A-Za-z0-9_]{0,63}$', 'form_pact_new'),
      processKey: regex('^[A-Za-z][A-Za-z0-9_]{0,63}$', 'process_pact_new'),
      formItemList: eachLike(like(NEW_FORM_ITEM)),
      processConditions: eachLike(
        like({ formId: 1, label: '采购金额', tag: 'fc-amount', tagIcon: 'amount', vModel: 'field1' }),
      ),
    },
    msg: '新增成功',
    data: { ...flowShape, id: integer(9602), name: like('采购申请'), processKey: like('process_pact_new') },
    call: (api) =>
      api.system.POST('/api/v1/actExApproval/add', {
        body: {
          name: '采购申请',
          formKey: 'form_pact_new',
          processKey: 'process_pact_new',
          formItemList: [NEW_FORM_ITEM],
          processConditions: [
            { formId: 1, label: '采购金额', tag: 'fc-amount', tagIcon: 'amount', vModel: 'field1' },
          ],
        },
      }),
    check: (data) => expect(typeof data.id).toBe('number'),
  }),
  designerCall({
    operationId: 'approvalUpdate',
    description: 'the form of a flow saved again from the form designer',
    method: 'POST',
    path: '/api/v1/actExApproval/update',
    body: {
      id: integer(FLOW.id),
      name: like(FLOW.name),
      formItemList: eachLike(like(NEW_FORM_ITEM)),
      processConditions: like([]),
    },
    msg: '修改成功',
    data: flowShape,
    call: (api) =>
      api.system.POST('/api/v1/actExApproval/update', {
        body: { id: FLOW.id, name: FLOW.name, formItemList: [NEW_FORM_ITEM], processConditions: [] },
      }),
    check: (data) => expect(data.id).toBe(FLOW.id),
  }),
  designerCall({
    operationId: 'approvalDeploy',
    description: 'a finished flow published (发布) from the list or the flow designer',
    method: 'POST',
    path: '/api/v1/actExApproval/deploy',
    body: { id: integer(FLOW.id) },
    msg: '发布成功',
    data: { ...flowShape, status: integer(1), version: integer(1) },
    call: (api) => api.system.POST('/api/v1/actExApproval/deploy', { body: { id: FLOW.id } }),
    check: (data) => expect(data.status).toBe(1),
  }),
  designerCall({
    operationId: 'approvalDisable',
    description: 'a flow disabled (停用) from the list',
    method: 'POST',
    path: '/api/v1/actExApproval/disable',
    body: { id: integer(FLOW.id) },
    msg: '停用成功',
    data: { ...flowShape, status: integer(2) },
    call: (api) => api.system.POST('/api/v1/actExApproval/disable', { body: { id: FLOW.id } }),
    check: (data) => expect(data.status).toBe(2),
  }),
  designerCall({
    operationId: 'approvalDel',
    description: 'a flow deleted from the list',
    method: 'POST',
    path: '/api/v1/actExApproval/del',
    body: { id: integer(FLOW.id) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/actExApproval/del', { body: { id: FLOW.id } }),
  }),
  designerCall({
    operationId: 'fileUpload',
    description: 'an attachment of a 上传 field',
    method: 'POST',
    path: '/api/v1/file/upload',
    body: {
      fileName: like('采购清单.pdf'),
      contentType: like('application/pdf'),
      contentBase64: regex('^[A-Za-z0-9+/]*={0,2}$', 'JVBERi0xLjQ='),
    },
    msg: '上传成功',
    data: {
      fileId: like('u20261124103000a1b2c3'),
      fileName: like('采购清单.pdf'),
      contentType: like('application/pdf'),
      size: integer(8),
    },
    call: (api) =>
      api.system.POST('/api/v1/file/upload', {
        body: { fileName: '采购清单.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjQ=' },
      }),
    check: (data) => expect(data.fileName).toBe('采购清单.pdf'),
  }),
  {
    operationId: 'fileDownload',
    description: 'the download of an uploaded attachment',
    states: [STATES.adminLoggedIn, STATES.designerFixtures],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/file/download',
      query: { fileId: 'pact_file_0001' },
      headers: authed(),
    },
    // a binary answer: only the status and content type are relied on
    response: {
      status: 200,
      headers: { 'Content-Type': regex('^application/octet-stream$', 'application/octet-stream') },
      body: undefined,
    },
    async run({ api }) {
      const result = await api.system.GET('/api/v1/file/download', {
        params: { query: { fileId: 'pact_file_0001' } },
        parseAs: 'arrayBuffer',
      });
      expect(result.response.status).toBe(200);
    },
  },
  systemCall({
    operationId: 'logPage',
    description: 'a request for the operation log filtered by account or name and operation',
    method: 'POST',
    path: '/api/v1/log/page',
    body: {
      keyword: like(S.log.realname),
      operaname: like(S.log.operaname),
      page: integer(1),
      pageSize: integer(1000),
    },
    data: {
      total: integer(1),
      records: eachLike({
        id: integer(5012),
        loginname: like(S.log.loginname),
        realname: like(S.log.realname),
        operaname: like(S.log.operaname),
        createTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
        ip: like('10.43.8.101'),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/log/page', {
        body: { keyword: S.log.realname, operaname: S.log.operaname, page: 1, pageSize: 1000 },
      }),
    check: (data) => expect(data.records[0]?.realname).toBe(S.log.realname),
  }),
  systemCall({
    operationId: 'monitorServer',
    description: 'a request for the server state (系统监控)',
    method: 'GET',
    path: '/api/v1/monitor/server',
    data: {
      time: regex(DATE_TIME, '2024-06-03 14:22:08'),
      cpu: { cores: integer(4), usage: number(12.5), processUsage: number(3.2) },
      memory: {
        rss: integer(187695104),
        heapUsed: integer(96468992),
        systemTotal: integer(16777216000),
        systemFree: integer(9663676416),
      },
      uptime: { process: number(86400), system: number(1209600) },
      runtime: { name: like('Node.js'), version: like('v20.19.0') },
      database: { kind: regex('^(PGlite|PostgreSQL)$', 'PostgreSQL'), size: integer(48234496) },
      requests: { windowSeconds: integer(60), count: integer(1200), perSecond: number(20) },
    },
    call: (api) => api.system.GET('/api/v1/monitor/server'),
    check: (data) => expect(data.requests.windowSeconds).toBe(60),
  }),
  // ── information publishing (农资新闻, 市场行情, 市场价格) ──
  newsCall({
    operationId: 'newsPage',
    description: 'a request for the 农资新闻 articles titled like 契约测试',
    method: 'POST',
    path: '/api/v1/news/page',
    body: {
      channel: equal('agroNews'),
      title: like(NF.articles.title),
      page: integer(1),
      pageSize: integer(10),
    },
    data: { total: integer(1), records: eachLike(articleShape) },
    call: (api) =>
      api.system.POST('/api/v1/news/page', {
        body: { channel: 'agroNews', title: NF.articles.title, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.id).toBe(NF.articles.published),
  }),
  newsCall({
    operationId: 'newsPublished',
    description: 'a request for the 农资新闻 readers see',
    method: 'POST',
    path: '/api/v1/news/published',
    body: { channel: equal('agroNews'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(articleShape) },
    call: (api) =>
      api.system.POST('/api/v1/news/published', { body: { channel: 'agroNews', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.every((r) => r.visible)).toBe(true),
  }),
  newsCall({
    operationId: 'newsDetail',
    description: 'a request for article 9801 to edit it',
    method: 'GET',
    path: '/api/v1/news/detail',
    query: { id: String(NF.articles.published) },
    data: { ...articleShape, content: like('<p>契约测试正文</p>') },
    call: (api) =>
      api.system.GET('/api/v1/news/detail', { params: { query: { id: NF.articles.published } } }),
    check: (data) => expect(data.content).toContain('契约测试正文'),
  }),
  newsCall({
    operationId: 'newsRead',
    description: 'reading the published article 9801',
    method: 'GET',
    path: '/api/v1/news/read',
    query: { id: String(NF.articles.published) },
    data: { ...articleShape, visible: equal(true), content: like('<p>契约测试正文</p>') },
    call: (api) => api.system.GET('/api/v1/news/read', { params: { query: { id: NF.articles.published } } }),
  }),
  newsCall({
    operationId: 'newsSave',
    description: 'adding an article 契约新增资讯 scheduled for later',
    method: 'POST',
    path: '/api/v1/news/save',
    body: {
      channel: equal('agroNews'),
      title: like('契约新增资讯'),
      cover: nullValue(),
      summary: like('摘要'),
      content: like('<p>正文</p>'),
      author: like('作者'),
      source: like('来源'),
      tags: eachLike('春耕'),
      status: integer(1),
      publishTime: regex(DATE_TIME, '2099-01-01 08:00:00'),
      pinned: boolean(false),
    },
    data: { id: integer(9803) },
    msg: '已定时发布',
    call: (api) =>
      api.system.POST('/api/v1/news/save', {
        body: {
          channel: 'agroNews',
          title: '契约新增资讯',
          cover: null,
          summary: '摘要',
          content: '<p>正文</p>',
          author: '作者',
          source: '来源',
          tags: ['春耕'],
          status: 1,
          publishTime: '2099-01-01 08:00:00',
          pinned: false,
        },
      }),
  }),
  newsCall({
    operationId: 'newsStatus',
    description: 'taking article 9801 offline',
    method: 'POST',
    path: '/api/v1/news/status',
    body: { id: integer(NF.articles.published), status: integer(2) },
    data: nullValue(),
    msg: '已下线',
    call: (api) => api.system.POST('/api/v1/news/status', { body: { id: NF.articles.published, status: 2 } }),
  }),
  newsCall({
    operationId: 'newsDelete',
    description: 'deleting the draft article 9802',
    method: 'POST',
    path: '/api/v1/news/delete',
    body: { id: integer(NF.articles.draft) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/news/delete', { body: { id: NF.articles.draft } }),
  }),
  newsCall({
    operationId: 'newsImageUpload',
    description: 'uploading a PNG image of an article',
    method: 'POST',
    path: '/api/v1/news/image',
    body: { fileName: like('春耕.png'), contentType: equal('image/png'), contentBase64: like(PNG_1PX) },
    data: {
      fileId: regex('^n[A-Za-z0-9]+$', 'n20260301093000a1b2c3'),
      url: regex(
        '^/system/api/v1/news/image/n[A-Za-z0-9]+$',
        '/system/api/v1/news/image/n20260301093000a1b2c3',
      ),
    },
    msg: '上传成功',
    call: (api) =>
      api.system.POST('/api/v1/news/image', {
        body: { fileName: '春耕.png', contentType: 'image/png', contentBase64: PNG_1PX },
      }),
  }),
  {
    operationId: 'newsImage',
    description: 'a request for an article image that does not exist',
    states: [STATES.newsFixtures],
    authenticated: false,
    request: { method: 'GET', path: '/api/v1/news/image/nmissing0000', headers: {} },
    response: { status: 404, headers: JSON_RESPONSE, body: { code: equal(404), msg: like('图片不存在') } },
    async run({ api }) {
      const result = await api.system.GET('/api/v1/news/image/{fileId}', {
        params: { path: { fileId: 'nmissing0000' } },
      });
      expect(result.response.status).toBe(404);
    },
  },
  newsCall({
    operationId: 'pricePage',
    description: 'a request for the prices at 契约测试市场',
    method: 'POST',
    path: '/api/v1/price/page',
    // One record: the newest (9802), whose previous record (9801) gives prevPrice and changePct.
    body: { market: like(NF.prices.market), page: integer(1), pageSize: integer(1) },
    data: { total: integer(2), records: eachLike(priceShape) },
    call: (api) =>
      api.system.POST('/api/v1/price/page', { body: { market: NF.prices.market, page: 1, pageSize: 1 } }),
    check: (data) =>
      expect(data.records[0]).toMatchObject({ id: NF.prices.removable, prevPrice: 240000, changePct: 2.5 }),
  }),
  newsCall({
    operationId: 'priceSave',
    description: 'changing price record 9801',
    method: 'POST',
    path: '/api/v1/price/save',
    body: {
      id: integer(NF.prices.kept),
      productCode: like('0101'),
      qhdm: regex(QHDM, '4301'),
      date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2020-01-06'),
      price: integer(241000),
      unit: like('元/吨'),
      market: like(NF.prices.market),
    },
    data: { id: integer(NF.prices.kept) },
    msg: '保存成功',
    call: (api) =>
      api.system.POST('/api/v1/price/save', {
        body: {
          id: NF.prices.kept,
          productCode: '0101',
          qhdm: '4301',
          date: '2020-01-06',
          price: 241000,
          unit: '元/吨',
          market: NF.prices.market,
        },
      }),
  }),
  newsCall({
    operationId: 'priceDelete',
    description: 'deleting price record 9802',
    method: 'POST',
    path: '/api/v1/price/delete',
    body: { id: integer(NF.prices.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/price/delete', { body: { id: NF.prices.removable } }),
  }),
  newsCall({
    operationId: 'priceTrend',
    description: 'a request for the monthly trend of 氮肥 in 长沙市',
    method: 'POST',
    path: '/api/v1/price/trend',
    body: {
      productCode: like('0101'),
      regions: eachLike('4301'),
      period: regex('^(day|week|month)$', 'month'),
      from: regex('^\\d{4}-\\d{2}-\\d{2}$', '2020-01-01'),
      to: regex('^\\d{4}-\\d{2}-\\d{2}$', '2020-01-31'),
    },
    data: {
      productCode: like('0101'),
      productName: like('氮肥'),
      unit: like('元/吨'),
      series: eachLike({
        qhdm: like('4301'),
        qhmc: like('长沙市'),
        points: eachLike({
          period: like('2020-01'),
          avg: integer(243000),
          high: integer(246000),
          low: integer(240000),
          count: integer(2),
        }),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/price/trend', {
        body: {
          productCode: '0101',
          regions: ['4301'],
          period: 'month',
          from: '2020-01-01',
          to: '2020-01-31',
        },
      }),
  }),
  newsCall({
    operationId: 'priceImport',
    description: 'importing a price sheet with one bad row',
    method: 'POST',
    path: '/api/v1/price/import',
    body: {
      rows: [
        {
          row: integer(2),
          product: like('氮肥'),
          region: like('长沙市'),
          date: like('2020-02-03'),
          price: like('2450.00'),
          unit: like('元/吨'),
          market: like(NF.prices.importMarket),
        },
        {
          row: integer(3),
          product: like('不存在的肥'),
          region: like('长沙市'),
          date: like('2020-02-03'),
          price: like('1'),
          unit: like('元/吨'),
          market: like(NF.prices.importMarket),
        },
      ],
    },
    data: { saved: integer(1), errors: eachLike({ row: integer(3), msg: like('产品不存在') }) },
    msg: '导入 1 条',
    call: (api) =>
      api.system.POST('/api/v1/price/import', {
        body: {
          rows: [
            {
              row: 2,
              product: '氮肥',
              region: '长沙市',
              date: '2020-02-03',
              price: '2450.00',
              unit: '元/吨',
              market: NF.prices.importMarket,
            },
            {
              row: 3,
              product: '不存在的肥',
              region: '长沙市',
              date: '2020-02-03',
              price: '1',
              unit: '元/吨',
              market: NF.prices.importMarket,
            },
          ],
        },
      }),
  }),
  // ── 通知公告 (notices screen, top bar badge) ──────────────────────────────────────────────
  noticeCall({
    operationId: 'noticePage',
    description: 'a request for the notices titled like 契约测试通知',
    method: 'POST',
    path: '/api/v1/notice/page',
    body: { title: like(NTF.title), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(noticeRowShape) },
    call: (api) =>
      api.system.POST('/api/v1/notice/page', { body: { title: NTF.title, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.id).toBe(NTF.published),
  }),
  noticeCall({
    operationId: 'noticeDetail',
    description: 'a request for notice 9801 to edit it',
    method: 'GET',
    path: '/api/v1/notice/detail',
    query: { id: String(NTF.published) },
    data: {
      ...noticeRowShape,
      content: like('<p>契约测试正文</p>'),
      attachments: [],
      audience: like({}),
    },
    call: (api) => api.system.GET('/api/v1/notice/detail', { params: { query: { id: NTF.published } } }),
    check: (data) => expect(data.content).toContain('契约测试正文'),
  }),
  noticeCall({
    operationId: 'noticeSave',
    description: 'adding the notice 契约新增通知 to one department and publishing it',
    method: 'POST',
    path: '/api/v1/notice/save',
    body: {
      title: like(NTF.newTitle),
      noticeType: integer(1),
      content: like('<p>正文</p>'),
      attachments: [],
      audience: { dep: eachLike({ type: equal('dep'), id: like('103'), name: like('农资经营部') }) },
      pinned: boolean(false),
      publish: boolean(true),
    },
    data: { id: integer(9803) },
    msg: '发布成功',
    call: (api) =>
      api.system.POST('/api/v1/notice/save', {
        body: {
          title: NTF.newTitle,
          noticeType: 1,
          content: '<p>正文</p>',
          attachments: [],
          audience: { dep: [{ type: 'dep', id: '103', name: '农资经营部' }] },
          pinned: false,
          publish: true,
        },
      }),
  }),
  noticeCall({
    operationId: 'noticeStatus',
    description: 'publishing the draft notice 9802',
    method: 'POST',
    path: '/api/v1/notice/status',
    body: { id: integer(NTF.draft), action: equal('publish') },
    data: { status: integer(1), pinned: boolean(false) },
    msg: '发布成功',
    call: (api) => api.system.POST('/api/v1/notice/status', { body: { id: NTF.draft, action: 'publish' } }),
  }),
  noticeCall({
    operationId: 'noticeDelete',
    description: 'deleting the draft notice 9802',
    method: 'POST',
    path: '/api/v1/notice/delete',
    body: { id: integer(NTF.draft) },
    data: undefined,
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/notice/delete', { body: { id: NTF.draft } }),
  }),
  noticeCall({
    operationId: 'noticeMine',
    description: 'a request for the administrator’s unread notices',
    method: 'POST',
    path: '/api/v1/notice/mine',
    body: { read: boolean(false), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), unread: integer(1), records: eachLike(inboxShape) },
    call: (api) => api.system.POST('/api/v1/notice/mine', { body: { read: false, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.some((r) => r.id === NTF.published && !r.read)).toBe(true),
  }),
  noticeCall({
    operationId: 'noticeRead',
    description: 'reading notice 9801',
    method: 'POST',
    path: '/api/v1/notice/read',
    body: { id: integer(NTF.published) },
    data: {
      ...inboxShape,
      read: equal(true),
      readTime: regex(DATE_TIME, '2024-06-03 10:00:00'),
      content: like('<p>契约测试正文</p>'),
      attachments: [],
    },
    call: (api) => api.system.POST('/api/v1/notice/read', { body: { id: NTF.published } }),
  }),
  noticeCall({
    operationId: 'noticeReadAll',
    description: 'marking every notice of the administrator read',
    method: 'POST',
    path: '/api/v1/notice/readAll',
    body: {},
    data: { changed: integer(1) },
    msg: '操作成功',
    call: (api) => api.system.POST('/api/v1/notice/readAll', { body: {} }),
  }),
  noticeCall({
    operationId: 'noticeReaders',
    description: 'a request for who read notice 9801',
    method: 'POST',
    path: '/api/v1/notice/readers',
    body: { id: integer(NTF.published), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(2),
      readCount: integer(0),
      unreadCount: integer(2),
      records: eachLike({
        userId: integer(1),
        realName: like('系统管理员'),
        deptName: like('信息技术部'),
        readTime: nullValue(),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/notice/readers', { body: { id: NTF.published, page: 1, pageSize: 10 } }),
  }),
  // ── 公文管理 (official documents screen) ───────────────────────────────────────────────
  officialDocCall({
    operationId: 'officialDocPage',
    description: 'a request for the documents titled like 契约测试公文',
    method: 'POST',
    path: '/api/v1/officialDoc/page',
    body: { keyword: like(ODF.title), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(officialDocRowShape) },
    call: (api) =>
      api.system.POST('/api/v1/officialDoc/page', { body: { keyword: ODF.title, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.id).toBe(ODF.draft),
  }),
  officialDocCall({
    operationId: 'officialDocDetail',
    description: 'a request for the draft document 9861',
    method: 'POST',
    path: '/api/v1/officialDoc/detail',
    body: { id: integer(ODF.draft) },
    data: {
      ...officialDocRowShape,
      copyNo: nullValue(),
      secrecyTerm: nullValue(),
      issuer: like('湖南省农业生产资料集团有限公司文件'),
      signer: nullValue(),
      mainTo: like('各分公司'),
      body: like('<p>契约测试正文</p>'),
      attachments: [],
      attachmentNote: nullValue(),
      cc: nullValue(),
      printOrg: nullValue(),
      writtenDate: nullValue(),
      approval: nullValue(),
    },
    call: (api) => api.system.POST('/api/v1/officialDoc/detail', { body: { id: ODF.draft } }),
    check: (data) => expect(data.body).toContain('契约测试正文'),
  }),
  officialDocCall({
    operationId: 'officialDocSave',
    description: 'adding the draft document 契约新增公文',
    method: 'POST',
    path: '/api/v1/officialDoc/save',
    body: {
      title: like(ODF.newTitle),
      docNo: like(`${ODF.orgCode}〔2026〕3号`),
      issuer: like('湖南省农业生产资料集团有限公司文件'),
      mainTo: like('各分公司'),
      body: like('<p>正文</p>'),
      secrecy: integer(0),
      urgency: integer(1),
      copyNo: nullValue(),
    },
    data: { id: integer(9863) },
    msg: '保存成功',
    call: (api) =>
      api.system.POST('/api/v1/officialDoc/save', {
        body: {
          title: ODF.newTitle,
          docNo: `${ODF.orgCode}〔2026〕3号`,
          issuer: '湖南省农业生产资料集团有限公司文件',
          mainTo: '各分公司',
          body: '<p>正文</p>',
          secrecy: 0,
          urgency: 1,
          copyNo: null,
        },
      }),
  }),
  officialDocCall({
    operationId: 'officialDocSubmit',
    description: 'submitting the draft document 9861 on the flow 公文审批',
    method: 'POST',
    path: '/api/v1/officialDoc/submit',
    body: { id: integer(ODF.draft), approvalId: integer(ODF.flowId) },
    data: { id: integer(ODF.draft), requestId: integer(31), status: integer(1) },
    msg: '已提交审批',
    call: (api) =>
      api.system.POST('/api/v1/officialDoc/submit', { body: { id: ODF.draft, approvalId: ODF.flowId } }),
  }),
  officialDocCall({
    operationId: 'officialDocDelete',
    description: 'deleting the draft document 9862',
    method: 'POST',
    path: '/api/v1/officialDoc/delete',
    body: { id: integer(ODF.removable) },
    data: undefined,
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/officialDoc/delete', { body: { id: ODF.removable } }),
  }),
  officialDocCall({
    operationId: 'officialDocNextNo',
    description: 'a request for the next 发文字号 of 契约测 in 2026',
    method: 'POST',
    path: '/api/v1/officialDoc/nextNo',
    body: { orgCode: like(ODF.orgCode), year: integer(2026) },
    data: { seq: integer(3), docNo: like(`${ODF.orgCode}〔2026〕3号`) },
    call: (api) =>
      api.system.POST('/api/v1/officialDoc/nextNo', { body: { orgCode: ODF.orgCode, year: 2026 } }),
    check: (data) => expect(data.seq).toBe(3),
  }),
  refusedCall({
    operationId: 'officialDocDetail',
    description: 'the administrator’s draft 9861 opened by the operator, neither its drafter nor an approver',
    states: [STATES.operatorLoggedIn, STATES.officialDocFixtures],
    path: '/api/v1/officialDoc/detail',
    body: { id: integer(ODF.draft) },
    status: 404,
    code: 404,
    msg: '公文不存在',
    call: (api) => api.system.POST('/api/v1/officialDoc/detail', { body: { id: ODF.draft } }),
  }),
  refusedCall({
    operationId: 'officialDocDelete',
    description: 'the administrator’s draft 9862 deleted by the operator, who may not change it',
    states: [STATES.operatorLoggedIn, STATES.officialDocFixtures],
    path: '/api/v1/officialDoc/delete',
    body: { id: integer(ODF.removable) },
    status: 404,
    code: 404,
    msg: '公文不存在',
    call: (api) => api.system.POST('/api/v1/officialDoc/delete', { body: { id: ODF.removable } }),
  }),
  // ── 审批 runtime (工作台, 待办 / 已办 / 我发起的 / 抄送我的) ─────────────────────────────────
  approvalRuntimeCall({
    operationId: 'approvalWorkbench',
    description: 'a request for the administrator’s 工作台 figures',
    method: 'POST',
    path: '/api/v1/approvalRuntime/workbench',
    body: {},
    data: {
      todo: integer(1),
      done: integer(1),
      cc: integer(1),
      ccUnread: integer(1),
      mine: integer(2),
      reminders: eachLike({
        id: integer(ARF.pending.reminderId),
        requestId: integer(ARF.pending.requestId),
        flowName: like(ARF.flow.name),
        fromName: like(ADMIN.realName),
        time: regex(DATE_TIME, '2024-06-03 09:12:45'),
      }),
    },
    call: (api) => api.system.POST('/api/v1/approvalRuntime/workbench', { body: {} }),
    check: (data) => expect(data.todo).toBeGreaterThan(0),
  }),
  approvalRuntimeCall({
    operationId: 'approvalStartable',
    description: 'a request for the flows the administrator may start',
    method: 'POST',
    path: '/api/v1/approvalRuntime/startable',
    body: {},
    data: eachLike({
      id: integer(ARF.flow.id),
      name: like(ARF.flow.name),
      flowGroup: like(ARF.flow.flowGroup),
      version: integer(1),
      remark: like('契约测试用的审批流程'),
    }),
    call: (api) => api.system.POST('/api/v1/approvalRuntime/startable', { body: {} }),
    check: (data) => expect(data.some((f) => f.id === ARF.flow.id)).toBe(true),
  }),
  approvalRuntimeCall({
    operationId: 'approvalStartForm',
    description: 'a request for the start form of flow 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/form',
    body: { id: integer(ARF.flow.id) },
    data: {
      approvalId: integer(ARF.flow.id),
      version: integer(1),
      name: like(ARF.flow.name),
      formItemList: eachLike(runtimeFormItemShape),
      optionalNodes: [],
      ccOptional: boolean(false),
    },
    call: (api) => api.system.POST('/api/v1/approvalRuntime/form', { body: { id: ARF.flow.id } }),
    check: (data) => expect(data.formItemList[0]?.vModel).toBe('field1'),
  }),
  approvalRuntimeCall({
    operationId: 'approvalStart',
    description: 'starting flow 9851 for 契约新增用品',
    method: 'POST',
    path: '/api/v1/approvalRuntime/start',
    body: {
      approvalId: integer(ARF.flow.id),
      formValues: { field1: like(ARF.newItem), field2: integer(3) },
    },
    data: requestRowShape({
      id: integer(9853),
      summary: like(`用品名称：${ARF.newItem}；申领数量：3`),
      canWithdraw: boolean(true),
    }),
    msg: '提交成功',
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/start', {
        body: { approvalId: ARF.flow.id, formValues: { field1: ARF.newItem, field2: 3 } },
      }),
    check: (data) => expect(data.status).toBe(1),
  }),
  approvalRuntimeCall({
    operationId: 'approvalMine',
    description: 'a request for the administrator’s running requests of 契约测试审批',
    method: 'POST',
    path: '/api/v1/approvalRuntime/mine',
    body: { name: like(ARF.flow.name), status: integer(1), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(requestRowShape()) },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/mine', {
        body: { name: ARF.flow.name, status: 1, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.id).toBe(ARF.pending.requestId),
  }),
  approvalRuntimeCall({
    operationId: 'approvalDetail',
    description: 'a request for request 9851 with the administrator’s pending task 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/detail',
    body: { id: integer(ARF.pending.requestId), taskId: integer(ARF.pending.taskId) },
    data: {
      ...requestRowShape(),
      initiatorId: integer(1),
      formItemList: eachLike(runtimeFormItemShape),
      formValues: like({}),
      timeline: eachLike({
        action: regex(
          '^(start|approve|reject|transfer|return|addSign|withdraw|urge|cc|pass|finish)$',
          'start',
        ),
        nodeTitle: like('发起人'),
        userName: like(ADMIN.realName),
        comment: nullValue(),
        time: regex(DATE_TIME, '2024-06-03 09:12:45'),
      }),
      task: { taskId: integer(ARF.pending.taskId), nodeTitle: like('契约审批'), returnTargets: [] },
      canWithdraw: boolean(true),
      canUrge: boolean(true),
    },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/detail', {
        body: { id: ARF.pending.requestId, taskId: ARF.pending.taskId },
      }),
    check: (data) => expect(data.task?.taskId).toBe(ARF.pending.taskId),
  }),
  approvalRuntimeCall({
    operationId: 'approvalWithdraw',
    description: 'withdrawing request 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/withdraw',
    body: { id: integer(ARF.pending.requestId) },
    data: requestRowShape({
      status: integer(4),
      currentNode: nullValue(),
      finishTime: regex(DATE_TIME, '2024-06-03 10:12:45'),
      canWithdraw: boolean(false),
    }),
    msg: '撤回成功',
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/withdraw', { body: { id: ARF.pending.requestId } }),
    check: (data) => expect(data.status).toBe(4),
  }),
  approvalRuntimeCall({
    operationId: 'approvalUrge',
    description: 'urging the approvers of request 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/urge',
    body: { id: integer(ARF.pending.requestId) },
    data: { reminded: integer(1) },
    msg: '已催办',
    call: (api) => api.system.POST('/api/v1/approvalRuntime/urge', { body: { id: ARF.pending.requestId } }),
  }),
  approvalRuntimeCall({
    operationId: 'approvalTodo',
    description: 'a request for the administrator’s pending tasks of 契约测试审批',
    method: 'POST',
    path: '/api/v1/approvalRuntime/todo',
    body: { keyword: like(ARF.flow.name), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(taskRowShape) },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/todo', {
        body: { keyword: ARF.flow.name, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.taskId).toBe(ARF.pending.taskId),
  }),
  approvalRuntimeCall({
    operationId: 'approvalDone',
    description: 'a request for the tasks of 契约测试审批 the administrator decided',
    method: 'POST',
    path: '/api/v1/approvalRuntime/done',
    body: { keyword: like(ARF.flow.name), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(1),
      records: eachLike({
        ...taskRowShape,
        taskId: integer(ARF.approved.taskId),
        requestId: integer(ARF.approved.requestId),
        summary: like(`用品名称：${ARF.approved.item}；申领数量：2`),
        result: integer(1),
        comment: like('同意'),
        finishTime: regex(DATE_TIME, '2024-06-03 10:12:45'),
        durationMs: integer(3600000),
        requestStatus: integer(2),
        canWithdraw: boolean(false),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/done', {
        body: { keyword: ARF.flow.name, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.taskId).toBe(ARF.approved.taskId),
  }),
  approvalRuntimeCall({
    operationId: 'approvalAct',
    description: 'approving the administrator’s pending task 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/act',
    body: { taskId: integer(ARF.pending.taskId), action: equal('approve'), comment: like('同意') },
    data: requestRowShape({
      status: integer(2),
      currentNode: nullValue(),
      finishTime: regex(DATE_TIME, '2024-06-03 10:12:45'),
      canWithdraw: boolean(false),
    }),
    msg: '办理成功',
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/act', {
        body: { taskId: ARF.pending.taskId, action: 'approve', comment: '同意' },
      }),
    check: (data) => expect(data.status).toBe(2),
  }),
  approvalRuntimeCall({
    operationId: 'approvalCcPage',
    description: 'a request for the requests copied to the administrator and not read yet',
    method: 'POST',
    path: '/api/v1/approvalRuntime/cc',
    body: { read: boolean(false), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(1),
      unread: integer(1),
      records: eachLike({
        id: integer(ARF.approved.ccId),
        requestId: integer(ARF.approved.requestId),
        flowName: like(ARF.flow.name),
        summary: like(`用品名称：${ARF.approved.item}；申领数量：2`),
        initiatorName: like(ADMIN.realName),
        createTime: regex(DATE_TIME, '2024-06-03 09:12:45'),
        nodeTitle: like('抄送管理员'),
        read: boolean(false),
        requestStatus: integer(2),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/cc', { body: { read: false, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.some((r) => r.id === ARF.approved.ccId && !r.read)).toBe(true),
  }),
  approvalRuntimeCall({
    operationId: 'approvalCcRead',
    description: 'marking the cc record 9852 read',
    method: 'POST',
    path: '/api/v1/approvalRuntime/ccRead',
    body: { ids: [integer(ARF.approved.ccId)] },
    data: { changed: integer(1) },
    msg: '操作成功',
    call: (api) => api.system.POST('/api/v1/approvalRuntime/ccRead', { body: { ids: [ARF.approved.ccId] } }),
  }),
];
