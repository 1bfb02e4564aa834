/**
 * 驾驶舱数据录入: the table of a year and region, saving it all-or-nothing (also two saves at
 * once), the value rules with messages naming the indicator, and who may save. Runs on PGlite and,
 * when configured, PostgreSQL.
 */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { backends, startBackendSandbox } from './backends';
import { checksums, loggedInSandbox } from './helpers';

const INDICATORS = [
  '农资销售额',
  '化肥供应量',
  '农药供应量',
  '种子供应量',
  '服务农户数',
  '合作社数量',
  '农资门店数',
  '物联网设备数',
];

describe.each(backends())('cockpit figures on $name', (backend) => {
  const env = loggedInSandbox({ start: () => startBackendSandbox(backend), operator: true });

  const get = async (year: string, qhdm: string) =>
    unwrap(await env.admin.api.system.GET('/api/v1/cockpit/figure', { params: { query: { year, qhdm } } }));
  const save = (body: {
    year: string;
    qhdm: string;
    rows: { indicatorCode: string; value: number | null }[];
  }) => env.admin.api.system.POST('/api/v1/cockpit/figure/save', { body });

  it('a seeded table: every indicator of the dictionary with unit and value; the province sums its cities', async () => {
    const hunan = await get('2024', '430000');
    expect(hunan).toMatchObject({ year: '2024', qhdm: '43', qhmc: '湖南省', updatedBy: '系统管理员' });
    expect(hunan.rows.map((r) => r.indicatorName)).toEqual(INDICATORS);
    expect(hunan.rows[0]).toMatchObject({ indicatorCode: 'nzxse', unit: '万元' });
    expect(hunan.rows.every((r) => typeof r.value === 'number' && r.value > 0)).toBe(true);
    const cities = unwrap(
      await env.admin.api.base.GET('/api/v1/area/areaDrillDown', { params: { query: { qhdm: '43' } } }),
    );
    let sum = 0;
    for (const c of cities) sum += (await get('2024', c.qhdm)).rows[4]?.value as number;
    expect(sum).toBe(hunan.rows[4]?.value);
    const empty = await get('2025', '430104');
    expect(empty).toMatchObject({ qhmc: '岳麓区', updateTime: null, updatedBy: null });
    expect(empty.rows.every((r) => r.value === null)).toBe(true);
  });

  it('saves values (two decimals, zero, clearing with null) and shows them with who saved', async () => {
    const saved = unwrap(
      await save({
        year: '2025',
        qhdm: '430104',
        rows: [
          { indicatorCode: 'nzxse', value: 12_345.67 },
          { indicatorCode: 'hfgyl', value: 0 },
          { indicatorCode: 'fwnhs', value: 8_812 },
        ],
      }),
    );
    expect(saved.updatedBy).toBe('系统管理员');
    expect(saved.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const values = Object.fromEntries(saved.rows.map((r) => [r.indicatorCode, r.value]));
    expect(values).toMatchObject({ nzxse: 12_345.67, hfgyl: 0, fwnhs: 8_812, nygyl: null });
    const cleared = unwrap(
      await save({ year: '2025', qhdm: '430104', rows: [{ indicatorCode: 'hfgyl', value: null }] }),
    );
    expect(Object.fromEntries(cleared.rows.map((r) => [r.indicatorCode, r.value]))).toMatchObject({
      nzxse: 12_345.67,
      hfgyl: null,
    });
    expect(await get('2025', '430104')).toEqual(cleared);
  });

  it('one bad row saves nothing: 400 naming the indicator, the table and the database unchanged', async () => {
    const before = await get('2024', '4301');
    const sums = await checksums(env.url);
    for (const [value, name] of [
      [-1, '农药供应量'],
      [1.005, '农药供应量'],
      [0.001, '农药供应量'],
    ] as const) {
      const res = await save({
        year: '2024',
        qhdm: '4301',
        rows: [
          { indicatorCode: 'nzxse', value: 1 },
          { indicatorCode: 'hfgyl', value: 2 },
          { indicatorCode: 'nygyl', value },
        ],
      });
      expect(res.response.status).toBe(400);
      expect(res.error).toEqual({
        code: 400,
        msg: `${name}的数值须为不小于 0、最多两位小数的数字`,
        data: null,
      });
    }
    const unknown = await save({
      year: '2024',
      qhdm: '4301',
      rows: [
        { indicatorCode: 'nzxse', value: 1 },
        { indicatorCode: 'gdp', value: 2 },
      ],
    });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error?.msg).toBe('请求参数错误：指标 gdp 不存在或已停用');
    const twice = await save({
      year: '2024',
      qhdm: '4301',
      rows: [
        { indicatorCode: 'nzxse', value: 1 },
        { indicatorCode: 'nzxse', value: 2 },
      ],
    });
    expect(twice.error?.msg).toBe('请求参数错误：指标 农资销售额 重复');
    expect(await get('2024', '4301')).toEqual(before);
    expect(await checksums(env.url)).toEqual(sums);
  });

  it('two saves at once end in one of the two tables, never a mix', async () => {
    const codes = ['nzxse', 'hfgyl', 'nygyl', 'zzgyl', 'fwnhs', 'hzssl', 'nzmds', 'wlwsbs'];
    for (let round = 0; round < 4; round++) {
      const a = codes.map((indicatorCode, i) => ({ indicatorCode, value: 100 + i + round }));
      const b = codes.map((indicatorCode, i) => ({ indicatorCode, value: 900 + i + round }));
      const [ra, rb] = await Promise.all([
        save({ year: '2025', qhdm: '4302', rows: a }),
        save({ year: '2025', qhdm: '4302', rows: b }),
      ]);
      expect(ra.response.status).toBe(200);
      expect(rb.response.status).toBe(200);
      const table = (await get('2025', '4302')).rows.map((r) => r.value);
      expect([a.map((r) => r.value), b.map((r) => r.value)]).toContainEqual(table);
    }
  });

  it('an unknown region is 404; operators read the table but may not save (403)', async () => {
    const missing = await env.admin.api.system.GET('/api/v1/cockpit/figure', {
      params: { query: { year: '2024', qhdm: '439999' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.msg).toBe('行政区划不存在');
    const missingSave = await save({
      year: '2024',
      qhdm: '439999',
      rows: [{ indicatorCode: 'nzxse', value: 1 }],
    });
    expect(missingSave.response.status).toBe(404);
    const read = unwrap(
      await env.operator.api.system.GET('/api/v1/cockpit/figure', {
        params: { query: { year: '2024', qhdm: '43' } },
      }),
    );
    expect(read.rows).toHaveLength(INDICATORS.length);
    const forbidden = await env.operator.api.system.POST('/api/v1/cockpit/figure/save', {
      body: { year: '2024', qhdm: '43', rows: [{ indicatorCode: 'nzxse', value: 1 }] },
    });
    expect(forbidden.data).toEqual({ code: 403, msg: '无权访问该资源', data: null });
  });

  it('indicators follow the dictionary: a disabled one disappears, a new one appears', async () => {
    const page = unwrap(
      await env.admin.api.system.POST('/api/v1/dic/item/page', {
        body: { dicNumber: 'jsczb', page: 1, pageSize: 20 },
      }),
    );
    const iot = page.records.find((r) => r.code === 'wlwsbs') as { id: number };
    unwrap(await env.admin.api.system.POST('/api/v1/dic/item/update', { body: { id: iot.id, status: 0 } }));
    unwrap(
      await env.admin.api.system.POST('/api/v1/dic/item/add', {
        body: { dicNumber: 'jsczb', code: 'jgscl', name: '秸秆收储量', value: '吨' },
      }),
    );
    const table = await get('2024', '43');
    expect(table.rows.map((r) => r.indicatorName)).toEqual([...INDICATORS.slice(0, 7), '秸秆收储量']);
    expect(table.rows.at(-1)).toMatchObject({ unit: '吨', value: null });
    const refused = await save({ year: '2024', qhdm: '43', rows: [{ indicatorCode: 'wlwsbs', value: 5 }] });
    expect(refused.response.status).toBe(400);
  });
});
