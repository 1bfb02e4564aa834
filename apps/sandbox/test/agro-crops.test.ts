/**
 * 作物 / 品种 / 生育期 / 种植方案 in the sandbox: a crop in use is not deleted (the message says
 * what uses it), variety checks, stage offsets kept in order (new stages placed by offset, an edit
 * or re-order that breaks the order refused with nothing changed), a programme's calendar generated
 * from the growth stages, actual dates recorded against it and the status following them.
 */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { loggedInSandbox } from './helpers';

describe('agro crops, varieties, stages and programmes', { timeout: 90_000 }, () => {
  const env = loggedInSandbox();

  const base = () => env.admin.api.base;
  /** The envelope's message, of a success or a failure. */
  const msgOf = (r: { data?: unknown; error?: unknown }) =>
    ((r.data ?? r.error) as { msg?: string } | undefined)?.msg;
  const stagesOf = async (cropId: number) =>
    unwrap(await base().GET('/api/v1/agro/stage/list', { params: { query: { cropId } } })).list;

  it('lists crops with what uses them and refuses to delete one in use', async () => {
    const page = unwrap(
      await base().POST('/api/v1/agro/crop/page', { body: { name: '稻', page: 1, pageSize: 10 } }),
    );
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ name: '水稻', family: '禾本科', varietyCount: 3, stageCount: 8 });
    const del = await base().POST('/api/v1/agro/crop/delete', {
      body: { id: page.records[0]?.id as number },
    });
    expect(del.response.status).toBe(409);
    expect(msgOf(del)).toMatch(/^该作物下有 3 个品种、8 个生育期、\d+ 个种植方案.*，不能删除$/);

    const dup = await base().POST('/api/v1/agro/crop/save', {
      body: { name: '水稻', family: '禾本科', maturityDays: 100 },
    });
    expect(msgOf(dup)).toBe('作物名称已存在');

    const options = unwrap(await base().GET('/api/v1/agro/crop/options')).list;
    expect(options.map((o) => o.name).slice(0, 3)).toEqual(['水稻', '玉米', '油菜']);
    const created = unwrap(
      await base().POST('/api/v1/agro/crop/save', {
        body: { name: '芝麻', family: '胡麻科', maturityDays: 95, category: '油料作物' },
      }),
    );
    const removed = await base().POST('/api/v1/agro/crop/delete', { body: { id: created.id } });
    expect(msgOf(removed)).toBe('删除成功');
  });

  it('checks varieties: supplier, unique registration number, in use by a programme', async () => {
    const missing = await base().POST('/api/v1/agro/variety/save', {
      body: {
        cropId: 1,
        name: '测试稻',
        supplierId: 99999,
        registrationNo: '国审稻20269999',
        maturityDays: 120,
        yieldPerMu: 600,
        densityPerMu: 16000,
      },
    });
    expect(msgOf(missing)).toBe('供应商不存在');
    const dupNo = await base().POST('/api/v1/agro/variety/save', {
      body: {
        cropId: 1,
        name: '测试稻',
        registrationNo: '国审稻20160022',
        maturityDays: 120,
        yieldPerMu: 600,
        densityPerMu: 16000,
      },
    });
    expect(msgOf(dupNo)).toBe('审定（登记）编号已存在');
    const list = unwrap(
      await base().POST('/api/v1/agro/variety/page', { body: { cropId: 1, page: 1, pageSize: 10 } }),
    );
    const used = list.records.find((v) => v.name === '隆两优华占');
    expect(used).toMatchObject({ cropName: '水稻', supplierName: '常德金穗种业有限公司', programmeCount: 1 });
    const del = await base().POST('/api/v1/agro/variety/delete', { body: { id: used?.id as number } });
    expect(msgOf(del)).toBe('该品种已用于 1 个种植方案，不能删除');
    const byNo = unwrap(
      await base().POST('/api/v1/agro/variety/page', { body: { name: 'GPD油菜', page: 1, pageSize: 10 } }),
    );
    expect(byNo.records.map((v) => v.name).sort()).toEqual(['沣油737', '湘油420']);
  });

  it('keeps stage offsets in order', async () => {
    const crop = unwrap(
      await base().POST('/api/v1/agro/crop/save', {
        body: { name: '荞麦', family: '蓼科', maturityDays: 80 },
      }),
    );
    const add = async (name: string, dayOffset: number) =>
      unwrap(
        await base().POST('/api/v1/agro/stage/save', {
          body: { cropId: crop.id, name, dayOffset, durationDays: 5 },
        }),
      ).id;
    const sow = await add('播种期', 0);
    const harvest = await add('收获期', 75);
    const prep = await add('整地', -5);
    const flower = await add('开花期', 40);
    expect((await stagesOf(crop.id)).map((s) => s.name)).toEqual(['整地', '播种期', '开花期', '收获期']);

    const bad = await base().POST('/api/v1/agro/stage/save', {
      body: { id: flower, cropId: crop.id, name: '开花期', dayOffset: 90, durationDays: 5 },
    });
    expect(bad.response.status).toBe(400);
    expect(msgOf(bad)).toBe('生育期「收获期」的天数（75）不能早于上一个生育期「开花期」（90）');

    const reorder = await base().POST('/api/v1/agro/stage/reorder', {
      body: { cropId: crop.id, ids: [sow, prep, flower, harvest] },
    });
    expect(msgOf(reorder)).toBe('生育期「整地」的天数（-5）不能早于上一个生育期「播种期」（0）');
    expect((await stagesOf(crop.id)).map((s) => s.id)).toEqual([prep, sow, flower, harvest]);
    // Equal offsets may swap.
    await base().POST('/api/v1/agro/stage/save', {
      body: { id: flower, cropId: crop.id, name: '开花期', dayOffset: 75, durationDays: 5 },
    });
    const ok = await base().POST('/api/v1/agro/stage/reorder', {
      body: { cropId: crop.id, ids: [prep, sow, harvest, flower] },
    });
    expect(msgOf(ok)).toBe('排序成功');
    expect((await stagesOf(crop.id)).map((s) => s.name)).toEqual(['整地', '播种期', '收获期', '开花期']);

    await base().POST('/api/v1/agro/stage/delete', { body: { id: harvest } });
    expect((await stagesOf(crop.id)).map((s) => [s.name, s.sort])).toEqual([
      ['整地', 1],
      ['播种期', 2],
      ['开花期', 3],
    ]);
  });

  it('generates the calendar of a programme, records actual dates and follows its status', async () => {
    const noStages = await base().POST('/api/v1/agro/programme/save', {
      body: { name: '红薯方案', cropId: 8, sowingDate: '2026-05-01' },
    });
    expect(msgOf(noStages)).toBe('该作物尚未设置生育期，不能生成种植方案');
    const mismatch = await base().POST('/api/v1/agro/programme/save', {
      body: { name: '错配方案', cropId: 1, varietyId: 4, sowingDate: '2026-05-01' },
    });
    expect(msgOf(mismatch)).toBe('品种不属于所选作物');

    const { id } = unwrap(
      await base().POST('/api/v1/agro/programme/save', {
        body: { name: '跨年玉米试验方案', cropId: 2, varietyId: 4, sowingDate: '2025-12-28' },
      }),
    );
    const detail = unwrap(await base().GET('/api/v1/agro/programme/detail', { params: { query: { id } } }));
    expect(detail).toMatchObject({ cropName: '玉米', varietyName: '先玉335', status: 0, stageCount: 8 });
    expect(detail.stages.slice(0, 3).map((s) => [s.name, s.plannedStart, s.plannedEnd])).toEqual([
      ['播前整地', '2025-12-21', '2025-12-27'],
      ['播种出苗期', '2025-12-28', '2026-01-06'],
      ['苗期', '2026-01-07', '2026-01-31'],
    ]);
    expect(detail.stages[0]?.inputs[0]).toMatchObject({
      skuName: expect.stringContaining('复合肥'),
      dosage: '40 公斤/亩',
    });

    const first = detail.stages[0]?.id as number;
    const endBefore = await base().POST('/api/v1/agro/programme/record', {
      body: { id: first, actualStart: '2025-12-22', actualEnd: '2025-12-21' },
    });
    expect(msgOf(endBefore)).toBe('实际结束日期不能早于实际开始日期');
    const future = await base().POST('/api/v1/agro/programme/record', {
      body: { id: first, actualStart: '2099-01-01', actualEnd: null },
    });
    expect(msgOf(future)).toBe('实际日期不能晚于今天');
    await base().POST('/api/v1/agro/programme/record', {
      body: { id: first, actualStart: '2025-12-22', actualEnd: '2025-12-28' },
    });
    const after = unwrap(await base().GET('/api/v1/agro/programme/detail', { params: { query: { id } } }));
    expect(after.status).toBe(1);
    expect(after.stages[0]).toMatchObject({ actualStart: '2025-12-22', actualEnd: '2025-12-28' });

    // A later sowing date moves the plan, not what was recorded.
    await base().POST('/api/v1/agro/programme/save', {
      body: { id, name: '跨年玉米试验方案', cropId: 2, varietyId: 4, sowingDate: '2026-01-04' },
    });
    const moved = unwrap(await base().GET('/api/v1/agro/programme/detail', { params: { query: { id } } }));
    expect(moved.stages[1]).toMatchObject({ plannedStart: '2026-01-04', plannedEnd: '2026-01-13' });
    expect(moved.stages[0]).toMatchObject({ actualStart: '2025-12-22' });
    const crop = await base().POST('/api/v1/agro/programme/save', {
      body: { id, name: '跨年玉米试验方案', cropId: 1, sowingDate: '2026-01-04' },
    });
    expect(msgOf(crop)).toBe('已记录实际日期的方案不能更换作物');

    const del = await base().POST('/api/v1/agro/programme/delete', { body: { id } });
    expect(msgOf(del)).toBe('删除成功');
    const gone = await base().GET('/api/v1/agro/programme/detail', { params: { query: { id } } });
    expect(msgOf(gone)).toBe('种植方案不存在');
  });

  it('lists programmes with the current stage', async () => {
    const page = unwrap(
      await base().POST('/api/v1/agro/programme/page', { body: { cropId: 1, page: 1, pageSize: 10 } }),
    );
    expect(page.records[0]).toMatchObject({
      name: '浏阳永安镇中稻种植方案',
      status: 1,
      currentStage: '分蘖期',
    });
    const running = unwrap(
      await base().POST('/api/v1/agro/programme/page', { body: { status: 2, page: 1, pageSize: 10 } }),
    );
    expect(running.records.map((r) => r.cropName)).toEqual(['油菜']);
  });
});
