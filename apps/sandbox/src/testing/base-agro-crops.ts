/**
 * Provider state "the crop fixtures exist" (contract verification of 作物 / 品种 / 生育期 / 种植方案):
 * crop 9701 契约测试作物 with variety 9701 契约测试品种 (国审稻20979701), stages 9701 契约播种期
 * (day 0, 10 days), 9702 契约收获期 (day 90, 5 days) and 9703 契约删除期 (day 95, 3 days), and
 * programme 9701 契约测试方案 (sown 2026-03-01, its calendar generated: programme stages 9701–9703); crop 9702 契约删除作物 and
 * variety 9702 契约删除品种 (国审稻20979702) that nothing uses; programme 9702 契约删除方案.
 * Restored on every set-up; the names 契约新增作物 / 契约新增品种 (国审稻20979703) / 契约新增期 /
 * 契约新增方案 are free.
 */
import type { Queryable } from '../db/adapter';
import { stageCalendar } from '../handlers/base/agro-calendar';

export const CROP_FIXTURES = {
  crops: { kept: 9701, removable: 9702 },
  varieties: { kept: 9701, removable: 9702 },
  stages: { sow: 9701, harvest: 9702, removable: 9703 },
  programmes: { kept: 9701, removable: 9702 },
  /** The calendar of programme 9701: stages 9701–9703 (programme 9702's: 9711–9713). */
  programmeStages: { first: 9701 },
  sowingDate: '2026-03-01',
} as const;

const STAGES = [
  { id: 9701, sort: 1, name: '契约播种期', dayOffset: 0, durationDays: 10 },
  { id: 9702, sort: 2, name: '契约收获期', dayOffset: 90, durationDays: 5 },
  { id: 9703, sort: 3, name: '契约删除期', dayOffset: 95, durationDays: 3 },
];

export async function setUpCropFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = CROP_FIXTURES;
  const crops = `(select id from agro_crop where id in (9701, 9702) or name in ('契约测试作物', '契约删除作物', '契约新增作物'))`;
  await tx.query(
    `delete from agro_programme where id in (9701, 9702) or name in ('契约新增方案') or crop_id in ${crops}`,
  );
  await tx.query(`delete from agro_growth_stage where id in (9701, 9702, 9703) or crop_id in ${crops}`);
  await tx.query(
    `delete from agro_crop_variety where id in (9701, 9702) or registration_no in ('国审稻20979701', '国审稻20979702', '国审稻20979703') or crop_id in ${crops}`,
  );
  for (const table of ['agro_scheme', 'agro_video']) {
    const exists = await tx.query<{ t: string | null }>('select to_regclass($1)::text as t', [table]);
    if (exists[0]?.t) await tx.query(`delete from ${table} where crop_id in ${crops}`);
  }
  const plots = await tx.query<{ t: string | null }>(`select to_regclass('agro_plot')::text as t`);
  if (plots[0]?.t) await tx.query(`update agro_plot set crop_id = null where crop_id in ${crops}`);
  await tx.query(`delete from agro_crop where id in ${crops}`);
  const t = now.toISOString();
  await tx.query(
    `insert into agro_crop (id, name, family, category, image, maturity_days, description, sort, create_time, update_time)
     values (9701, '契约测试作物', '契约科', '粮食作物', null, 100, '契约测试', 97, $1, $1),
            (9702, '契约删除作物', '契约科', '', null, 60, '', 98, $1, $1)`,
    [t],
  );
  await tx.query(
    `insert into agro_crop_variety (id, crop_id, name, supplier_id, registration_no, maturity_days, yield_per_mu, density_per_mu, traits, create_time, update_time)
     values (9701, 9701, '契约测试品种', null, '国审稻20979701', 100, 500, 16000, '契约测试', $1, $1),
            (9702, 9701, '契约删除品种', null, '国审稻20979702', 95, 480, 16000, '', $1, $1)`,
    [t],
  );
  for (const s of STAGES)
    await tx.query(
      `insert into agro_growth_stage (id, crop_id, sort, name, day_offset, duration_days, practices, inputs)
       values ($1, 9701, $2, $3, $4, $5, '契约农事', '[]')`,
      [s.id, s.sort, s.name, s.dayOffset, s.durationDays],
    );
  for (const [id, name, firstStage] of [
    [F.programmes.kept, '契约测试方案', F.programmeStages.first],
    [F.programmes.removable, '契约删除方案', 9711],
  ] as const) {
    await tx.query(
      `insert into agro_programme (id, name, plot_id, crop_id, variety_id, sowing_date, status, remark, create_time, update_time)
       values ($1, $2, null, 9701, 9701, $3::date, 0, '', $4, $4)`,
      [id, name, F.sowingDate, t],
    );
    for (const [i, s] of stageCalendar(F.sowingDate, STAGES).entries())
      await tx.query(
        `insert into agro_programme_stage (id, programme_id, stage_id, sort, name, day_offset, planned_start, planned_end, practices, inputs)
         values ($1, $2, $3, $4, $5, $6, $7::date, $8::date, '契约农事', '[]')`,
        [firstStage + i, id, s.id, s.sort, s.name, s.dayOffset, s.plannedStart, s.plannedEnd],
      );
  }
  return {};
}
