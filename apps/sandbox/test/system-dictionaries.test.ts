/**
 * 通用数据字典 and 农资字典: category and item CRUD with every refusal, sort, and the reads the
 * screens use (`dic/list`, `dic/getDic`, `treeList`, `getByPid`) reflecting each edit at once.
 * Runs on PGlite and, when configured, PostgreSQL.
 */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { backends, startBackendSandbox } from './backends';
import { checksums, loggedInSandbox } from './helpers';

describe.each(backends())('dictionaries on $name', (backend) => {
  const env = loggedInSandbox({ start: () => startBackendSandbox(backend), operator: true });

  const sys = () => env.admin.api.system;
  const selects = async (categoryNumber: string) =>
    unwrap(await sys().POST('/api/v1/dic/list', { body: { categoryNumber } }), [0]).list;
  const getDic = async (category: string) =>
    unwrap(await sys().GET('/api/v1/dic/getDic', { params: { query: { category } } }));

  it('applications: in their order, found by a substring of the name or of the Appid, by status', async () => {
    const list = async (body: { keyword?: string; status?: 0 | 1 }) =>
      unwrap(await sys().POST('/api/v1/dic/app/list', { body })).list;
    const all = await list({});
    expect(all.slice(0, 3).map((a) => a.appId)).toEqual(['yxglxt', 'nzywsjgl', 'yxzcxt']);
    expect(all.map((a) => a.sort)).toEqual([...all.map((a) => a.sort)].sort((x, y) => x - y));
    expect(all[0]).toEqual({ appId: 'yxglxt', appName: '运营管理系统', url: '/yxglxt', sort: 1, status: 1 });
    expect((await list({ keyword: '仓储' })).map((a) => a.appId)).toEqual(['warehousing']);
    expect((await list({ keyword: 'cockpit' })).map((a) => a.appName)).toEqual(['数据驾驶舱']);
    expect((await list({ keyword: '运营', status: 1 })).map((a) => a.appId)).toEqual(['yxglxt', 'yxzcxt']);
    expect(await list({ keyword: '运营', status: 0 })).toEqual([]);
    expect(await list({ status: 0 })).toEqual([
      { appId: 'znf', appName: '智慧农服平台（旧版）', sort: 11, status: 0 },
    ]);
    expect(await list({ keyword: '' })).toEqual(all);
  });

  it('categories: add, find by keyword, rename, refuse a duplicate number, delete only when empty', async () => {
    const added = unwrap(
      await sys().POST('/api/v1/dic/category/add', {
        body: { dicNumber: 'nzgg', dicName: '农资规格', remark: '包装规格' },
      }),
    );
    expect(added).toMatchObject({
      dicNumber: 'nzgg',
      dicName: '农资规格',
      remark: '包装规格',
      entryCount: 0,
    });
    const dup = await sys().POST('/api/v1/dic/category/add', {
      body: { dicNumber: 'nzgg', dicName: '重复' },
    });
    expect(dup.response.status).toBe(409);
    expect(dup.error).toEqual({ code: 409, msg: '字典分类编号 nzgg 已存在', data: null });

    const found = unwrap(
      await sys().POST('/api/v1/dic/list/dic', { body: { keyword: '规格', page: 1, pageSize: 10 } }),
    );
    expect(found.records.map((c) => c.dicNumber)).toEqual(['nzgg']);

    const renamed = unwrap(
      await sys().POST('/api/v1/dic/category/update', { body: { id: added.id, dicName: '农资包装规格' } }),
    );
    expect(renamed).toMatchObject({ dicNumber: 'nzgg', dicName: '农资包装规格', remark: '包装规格' });
    const missing = await sys().POST('/api/v1/dic/category/update', { body: { id: 99_999, dicName: '无' } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.msg).toBe('字典分类不存在');

    unwrap(
      await sys().POST('/api/v1/dic/item/add', { body: { dicNumber: 'nzgg', code: '25kg', name: '25千克' } }),
    );
    const inUse = await sys().POST('/api/v1/dic/category/delete', { body: { id: added.id } });
    expect(inUse.response.status).toBe(409);
    expect(inUse.error?.msg).toBe('该分类下存在字典项，不能删除');
    expect(await selects('nzgg')).toHaveLength(1);

    const item = (
      unwrap(
        await sys().POST('/api/v1/dic/item/page', { body: { dicNumber: 'nzgg', page: 1, pageSize: 10 } }),
      ).records[0] as { id: number }
    ).id;
    unwrap(await sys().POST('/api/v1/dic/item/delete', { body: { id: item } }));
    unwrap(await sys().POST('/api/v1/dic/category/delete', { body: { id: added.id } }));
    const gone = await sys().POST('/api/v1/dic/category/delete', { body: { id: added.id } });
    expect(gone.response.status).toBe(404);
  });

  it('items: add with key and value, edit, disable; dic/list and dic/getDic follow at once', async () => {
    const before = await selects('xb');
    const added = unwrap(
      await sys().POST('/api/v1/dic/item/add', {
        body: { dicNumber: 'xb', code: '9', name: '未说明', key: 'unspecified', value: '未说明的性别' },
      }),
    );
    expect(added).toMatchObject({
      dicNumber: 'xb',
      dicName: '性别',
      code: '9',
      key: 'unspecified',
      value: '未说明的性别',
      status: 1,
      pid: 0,
      sort: before.length + 1,
      hasChildren: false,
    });
    expect((await selects('xb')).at(-1)).toEqual({
      code: '9',
      name: '未说明',
      dicNumber: 'xb',
      dicName: '性别',
      key: 'unspecified',
      value: '未说明的性别',
    });

    const changed = unwrap(
      await sys().POST('/api/v1/dic/item/update', { body: { id: added.id, name: '未知性别', sort: 0 } }),
    );
    expect(changed).toMatchObject({ name: '未知性别', sort: 0 });
    expect((await getDic('xb'))[0]).toMatchObject({ code: '9', name: '未知性别' });

    unwrap(await sys().POST('/api/v1/dic/item/update', { body: { id: added.id, status: 0 } }));
    expect((await selects('xb')).map((e) => e.code)).toEqual(before.map((e) => e.code));
    expect((await getDic('xb')).map((e) => e.code)).not.toContain('9');
    const disabled = unwrap(
      await sys().POST('/api/v1/dic/item/page', {
        body: { dicNumber: 'xb', status: 0, page: 1, pageSize: 10 },
      }),
    );
    expect(disabled.records.map((r) => r.code)).toEqual(['9']);
    const byKeyword = unwrap(
      await sys().POST('/api/v1/dic/item/page', {
        body: { dicNumber: 'xb', keyword: 'unspec', page: 1, pageSize: 10 },
      }),
    );
    expect(byKeyword.total).toBe(1);
  });

  it('items: refusals — duplicate code, unknown category, parent, item; parent of another category', async () => {
    const dup = await sys().POST('/api/v1/dic/item/add', {
      body: { dicNumber: 'xb', code: '1', name: '男性' },
    });
    expect(dup.response.status).toBe(409);
    expect(dup.error?.msg).toBe('编码 1 在该分类中已存在');
    const noCategory = await sys().POST('/api/v1/dic/item/add', {
      body: { dicNumber: 'nosuch', code: '1', name: '无' },
    });
    expect(noCategory.response.status).toBe(404);
    expect(noCategory.error?.msg).toBe('字典分类不存在');
    const noParent = await sys().POST('/api/v1/dic/item/add', {
      body: { dicNumber: 'nzlx', pid: 99_999, code: '0999', name: '无' },
    });
    expect(noParent.response.status).toBe(404);
    expect(noParent.error?.msg).toBe('上级字典项不存在');
    const xb = unwrap(
      await sys().POST('/api/v1/dic/item/page', { body: { dicNumber: 'xb', page: 1, pageSize: 10 } }),
    );
    const otherParent = await sys().POST('/api/v1/dic/item/add', {
      body: { dicNumber: 'nzlx', pid: xb.records[0]?.id as number, code: '0998', name: '无' },
    });
    expect(otherParent.response.status).toBe(400);
    expect(otherParent.error?.msg).toBe('请求参数错误：上级字典项不属于该分类');
    const male = xb.records.find((r) => r.code === '1') as { id: number };
    const dupByUpdate = await sys().POST('/api/v1/dic/item/update', { body: { id: male.id, code: '2' } });
    expect(dupByUpdate.response.status).toBe(409);
    const noItem = await sys().POST('/api/v1/dic/item/update', { body: { id: 99_999, name: '无' } });
    expect(noItem.response.status).toBe(404);
    expect(noItem.error?.msg).toBe('字典项不存在');
    const noDelete = await sys().POST('/api/v1/dic/item/delete', { body: { id: 99_999 } });
    expect(noDelete.response.status).toBe(404);
    const unknownPage = await sys().POST('/api/v1/dic/item/page', {
      body: { dicNumber: 'nosuch', page: 1, pageSize: 10 },
    });
    expect(unknownPage.response.status).toBe(404);
  });

  it('农资字典: lazy children, add a child (新增下级), delete refused with children, drag re-order', async () => {
    const roots = unwrap(
      await sys().GET('/api/v1/dic/treeList', { params: { query: { dicNumber: 'nzlx' } } }),
    );
    expect(roots.map((n) => n.name)).toEqual(['化肥', '农药', '种子', '农膜', '农机具', '饲料']);
    const machines = roots.find((n) => n.name === '农机具') as { id: number; hasChildren: boolean };
    expect(machines.hasChildren).toBe(false);
    const tractor = unwrap(
      await sys().POST('/api/v1/dic/item/add', {
        body: { dicNumber: 'nzlx', pid: machines.id, code: '0501', name: '拖拉机' },
      }),
    );
    const seeder = unwrap(
      await sys().POST('/api/v1/dic/item/add', {
        body: { dicNumber: 'nzlx', pid: machines.id, code: '0502', name: '播种机' },
      }),
    );
    expect(tractor).toMatchObject({ pid: machines.id, sort: 1 });
    expect(seeder.sort).toBe(2);
    const children = unwrap(
      await sys().GET('/api/v1/dic/getByPid', { params: { query: { pid: machines.id } } }),
    );
    expect(children.map((c) => c.name)).toEqual(['拖拉机', '播种机']);
    const refreshed = unwrap(await sys().GET('/api/v1/dic/getByPid', { params: { query: { pid: 0 } } }));
    expect(refreshed.find((n) => n.id === machines.id)?.hasChildren).toBe(true);

    const refused = await sys().POST('/api/v1/dic/item/delete', { body: { id: machines.id } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.msg).toBe('该字典项下存在下级，不能删除');

    const reordered = unwrap(
      await sys().POST('/api/v1/dic/item/sort', { body: { ids: [seeder.id, tractor.id] } }),
    );
    expect(reordered.map((c) => [c.name, c.sort])).toEqual([
      ['播种机', 1],
      ['拖拉机', 2],
    ]);
    const tree = unwrap(
      await sys().GET('/api/v1/dic/treeList', { params: { query: { dicNumber: 'nzlx' } } }),
    );
    expect(tree.find((n) => n.id === machines.id)?.children.map((c) => c.name)).toEqual(['播种机', '拖拉机']);

    const partial = await sys().POST('/api/v1/dic/item/sort', { body: { ids: [seeder.id] } });
    expect(partial.response.status).toBe(400);
    expect(partial.error?.msg).toBe('请求参数错误：排序须包含同一上级下的全部字典项');
    const mixed = await sys().POST('/api/v1/dic/item/sort', {
      body: { ids: [seeder.id, tractor.id, machines.id] },
    });
    expect(mixed.response.status).toBe(400);
    const unknown = await sys().POST('/api/v1/dic/item/sort', { body: { ids: [seeder.id, 99_999] } });
    expect(unknown.response.status).toBe(404);

    unwrap(await sys().POST('/api/v1/dic/item/delete', { body: { id: tractor.id } }));
    unwrap(await sys().POST('/api/v1/dic/item/delete', { body: { id: seeder.id } }));
    unwrap(await sys().POST('/api/v1/dic/item/delete', { body: { id: machines.id } }));
    const after = unwrap(await sys().GET('/api/v1/dic/getByPid', { params: { query: { pid: 0 } } }));
    expect(after.some((n) => n.id === machines.id)).toBe(false);
  });

  it('the year dictionary: its default entry is seeded and editable', async () => {
    const year = await selects('year');
    expect(year[0]).toMatchObject({ code: 'default', name: '2024' });
    const page = unwrap(
      await sys().POST('/api/v1/dic/item/page', {
        body: { dicNumber: 'year', keyword: 'default', page: 1, pageSize: 10 },
      }),
    );
    const entry = page.records[0] as { id: number };
    unwrap(
      await sys().POST('/api/v1/dic/item/update', { body: { id: entry.id, name: '2025', value: '2025' } }),
    );
    expect((await selects('year'))[0]).toMatchObject({ code: 'default', name: '2025', value: '2025' });
  });

  it('operators may read but not edit (403), and nothing changes', async () => {
    const before = await checksums(env.url);
    const reads = unwrap(
      await env.operator.api.system.POST('/api/v1/dic/item/page', {
        body: { dicNumber: 'nf', page: 1, pageSize: 5 },
      }),
    );
    expect(reads.total).toBeGreaterThan(0);
    const attempts = await Promise.all([
      env.operator.api.system.POST('/api/v1/dic/category/add', {
        body: { dicNumber: 'x1', dicName: '某分类' },
      }),
      env.operator.api.system.POST('/api/v1/dic/category/update', { body: { id: 1, dicName: '某分类' } }),
      env.operator.api.system.POST('/api/v1/dic/category/delete', { body: { id: 1 } }),
      env.operator.api.system.POST('/api/v1/dic/item/add', {
        body: { dicNumber: 'nf', code: '2030', name: '2030年' },
      }),
      env.operator.api.system.POST('/api/v1/dic/item/update', { body: { id: 1, name: '某项' } }),
      env.operator.api.system.POST('/api/v1/dic/item/delete', { body: { id: 1 } }),
      env.operator.api.system.POST('/api/v1/dic/item/sort', { body: { ids: [1] } }),
    ]);
    for (const a of attempts)
      expect(a.data ?? a.error).toEqual({ code: 403, msg: '无权访问该资源', data: null });
    expect(await checksums(env.url)).toEqual(before);
  });
});
