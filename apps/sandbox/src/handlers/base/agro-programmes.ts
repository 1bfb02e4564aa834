/**
 * 种植方案 (planting programmes): a plan for a plot (optional; the plots of 地块列表), a crop, a
 * variety and a sowing date. Creating one generates its stage calendar from the crop's growth
 * stages (`stageCalendar`: planned start = sowing + offset, end = start + duration − 1) with their
 * practices and recommended inputs; actual dates are recorded against the planned ones. Status
 * follows the records: 计划中 (nothing recorded), 执行中, 已完成 (every stage has ended).
 */
import type { Queryable } from '../../db/adapter';
import { M } from '../../messages';
import { formatDate } from '../../util/time';
import { Code } from '../codes';
import { fail, ok, typedHandlers } from '../types';
import { stageCalendar } from './agro-calendar';
import { CROP_MSG } from './agro-crops';
import { resolveInputs, type StoredInput, stagesOf } from './agro-stages';

export const PROGRAMME_MSG = {
  notFound: '种植方案不存在',
  stageNotFound: '方案生育期不存在',
  noStages: '该作物尚未设置生育期，不能生成种植方案',
  varietyMismatch: '品种不属于所选作物',
  plotMissing: '地块不存在',
  cropLocked: '已记录实际日期的方案不能更换作物',
  endBeforeStart: '实际结束日期不能早于实际开始日期',
  endWithoutStart: '请先填写实际开始日期',
  future: '实际日期不能晚于今天',
  recorded: '记录成功',
} as const;

/** 0 计划中, 1 执行中, 2 已完成. */
export const ProgrammeStatus = { Planned: 0, Running: 1, Done: 2 } as const;

const SELECT = `
  select p.id, p.name, p.plot_id as "plotId", p.crop_id as "cropId", c.name as "cropName",
         p.variety_id as "varietyId", v.name as "varietyName",
         to_char(p.sowing_date, 'YYYY-MM-DD') as "sowingDate", p.status::int as status, p.remark,
         (select count(*)::int from agro_programme_stage s where s.programme_id = p.id) as "stageCount",
         (select s.name from agro_programme_stage s where s.programme_id = p.id
             and s.planned_start <= $1::date and s.planned_end >= $1::date order by s.sort, s.id limit 1) as "currentStage",
         (select to_char(max(s.planned_end), 'YYYY-MM-DD') from agro_programme_stage s where s.programme_id = p.id) as "plannedEnd",
         to_char(p.create_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as "createTime",
         to_char(p.update_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as "updateTime"
    from agro_programme p
    join agro_crop c on c.id = p.crop_id
    left join agro_crop_variety v on v.id = p.variety_id`;

interface ProgrammeRow {
  id: number;
  name: string;
  plotId: number | null;
  cropId: number;
  cropName: string;
  varietyId: number | null;
  varietyName: string | null;
  sowingDate: string;
  status: number;
  remark: string;
  stageCount: number;
  currentStage: string | null;
  plannedEnd: string | null;
  createTime: string;
  updateTime: string;
}

/** Plot names by id (none while the plots' table does not exist). */
async function plotNames(q: Queryable, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map();
  const exists = await q.query<{ t: string | null }>(`select to_regclass('agro_plot')::text as t`);
  if (!exists[0]?.t) return new Map();
  const rows = await q.query<{ id: number; name: string }>(
    'select id, name from agro_plot where id = any($1::int4[])',
    [wanted],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function withPlots(q: Queryable, rows: ProgrammeRow[]) {
  const names = await plotNames(
    q,
    rows.map((r) => r.plotId),
  );
  return rows.map((r) => ({ ...r, plotName: r.plotId === null ? null : (names.get(r.plotId) ?? null) }));
}

async function getProgramme(q: Queryable, id: number, today: string): Promise<ProgrammeRow> {
  const rows = await q.query<ProgrammeRow>(`${SELECT} where p.id = $2`, [today, id]);
  return rows[0] ?? fail(Code.NotFound, PROGRAMME_MSG.notFound);
}

interface CalendarRow {
  id: number;
  stageId: number | null;
  sort: number;
  name: string;
  dayOffset: number;
  plannedStart: string;
  plannedEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
  practices: string;
  inputs: StoredInput[];
}

async function calendarOf(q: Queryable, programmeId: number): Promise<CalendarRow[]> {
  return q.query<CalendarRow>(
    `select id, stage_id as "stageId", sort, name, day_offset as "dayOffset",
            to_char(planned_start, 'YYYY-MM-DD') as "plannedStart", to_char(planned_end, 'YYYY-MM-DD') as "plannedEnd",
            to_char(actual_start, 'YYYY-MM-DD') as "actualStart", to_char(actual_end, 'YYYY-MM-DD') as "actualEnd",
            practices, inputs
       from agro_programme_stage where programme_id = $1 order by sort, id`,
    [programmeId],
  );
}

/** Writes the calendar generated from the crop's growth stages (replacing any). */
async function generateCalendar(q: Queryable, programmeId: number, cropId: number, sowingDate: string) {
  const stages = await stagesOf(q, cropId);
  if (stages.length === 0) fail(Code.BadRequest, PROGRAMME_MSG.noStages);
  await q.query('delete from agro_programme_stage where programme_id = $1', [programmeId]);
  const planned = stageCalendar(sowingDate, stages);
  await q.query(
    `insert into agro_programme_stage (programme_id, stage_id, sort, name, day_offset, planned_start, planned_end, practices, inputs)
     select $1, u.stage_id, u.sort, u.name, u.day_offset, u.ps::date, u.pe::date, u.practices, u.inputs::jsonb
       from unnest($2::int4[], $3::int4[], $4::text[], $5::int4[], $6::text[], $7::text[], $8::text[], $9::text[])
         as u(stage_id, sort, name, day_offset, ps, pe, practices, inputs)`,
    [
      programmeId,
      planned.map((s) => s.id),
      planned.map((_s, i) => i + 1),
      planned.map((s) => s.name),
      planned.map((s) => s.dayOffset),
      planned.map((s) => s.plannedStart),
      planned.map((s) => s.plannedEnd),
      planned.map((s) => s.practices),
      planned.map((s) => JSON.stringify(s.inputs)),
    ],
  );
}

/** 计划中 / 执行中 / 已完成 from the recorded actual dates. */
async function refreshStatus(q: Queryable, programmeId: number): Promise<void> {
  await q.query(
    `update agro_programme p set status = case
        when not exists (select 1 from agro_programme_stage s where s.programme_id = p.id and s.actual_start is not null) then 0
        when not exists (select 1 from agro_programme_stage s where s.programme_id = p.id and s.actual_end is null) then 2
        else 1 end
      where p.id = $1`,
    [programmeId],
  );
}

export const PROGRAMME_HANDLERS = typedHandlers({
  async agroProgrammePage(ctx) {
    const b = ctx.body;
    const today = formatDate(ctx.app.now());
    const where: string[] = [];
    const values: unknown[] = [today];
    const name = b.name?.trim();
    if (name) {
      values.push(name);
      where.push(`strpos(p.name, $${values.length}) > 0`);
    }
    if (b.cropId !== undefined) {
      values.push(b.cropId);
      where.push(`p.crop_id = $${values.length}`);
    }
    if (b.status !== undefined) {
      values.push(b.status);
      where.push(`p.status = $${values.length}`);
    }
    const cond = where.length ? ` where ${where.join(' and ')}` : '';
    const rows = await ctx.db.query<ProgrammeRow>(
      `${SELECT}${cond} order by p.sowing_date desc, p.id desc limit ${b.pageSize} offset ${(b.page - 1) * b.pageSize}`,
      values,
    );
    const total = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from agro_programme p${cond.replaceAll(/\$(\d+)/g, (_m, n) => `$${Number(n) - 1}`)}`,
      values.slice(1),
    );
    return ok({ records: await withPlots(ctx.db, rows), total: total[0]?.n ?? 0 });
  },

  async agroProgrammeDetail(ctx) {
    const today = formatDate(ctx.app.now());
    const p = await getProgramme(ctx.db, ctx.query.id, today);
    const [withPlot] = await withPlots(ctx.db, [p]);
    const stages = await calendarOf(ctx.db, p.id);
    const inputs = await resolveInputs(
      ctx.db,
      stages.map((s) => s.inputs),
    );
    return ok({ ...withPlot, stages: stages.map((s, i) => ({ ...s, inputs: inputs[i] ?? [] })) });
  },

  async agroProgrammeSave(ctx) {
    const { id, ...b } = ctx.body;
    const now = ctx.app.now();
    const name = b.name.trim();
    if (!name) fail(Code.BadRequest, '请输入方案名称');
    const plotId = b.plotId ?? null;
    const varietyId = b.varietyId ?? null;
    return ctx.db.transaction(async (tx) => {
      if ((await tx.query('select 1 from agro_crop where id = $1', [b.cropId])).length === 0)
        fail(Code.BadRequest, CROP_MSG.notFound);
      if (varietyId !== null) {
        const v = await tx.query<{ crop_id: number }>('select crop_id from agro_crop_variety where id = $1', [
          varietyId,
        ]);
        if (v[0]?.crop_id !== b.cropId) fail(Code.BadRequest, PROGRAMME_MSG.varietyMismatch);
      }
      if (plotId !== null && !(await plotNames(tx, [plotId])).has(plotId))
        fail(Code.BadRequest, PROGRAMME_MSG.plotMissing);
      const remark = b.remark?.trim() ?? '';
      if (id === undefined) {
        const rows = await tx.query<{ id: number }>(
          `insert into agro_programme (name, plot_id, crop_id, variety_id, sowing_date, status, remark, create_time, update_time)
           values ($1, $2, $3, $4, $5::date, 0, $6, $7::timestamptz, $7::timestamptz) returning id`,
          [name, plotId, b.cropId, varietyId, b.sowingDate, remark, now.toISOString()],
        );
        const newId = rows[0]?.id as number;
        await generateCalendar(tx, newId, b.cropId, b.sowingDate);
        return ok({ id: newId }, M.added);
      }
      const current = await tx.query<{ crop_id: number; sowing: string }>(
        `select crop_id, to_char(sowing_date, 'YYYY-MM-DD') as sowing from agro_programme where id = $1`,
        [id],
      );
      const cur = current[0] ?? fail(Code.NotFound, PROGRAMME_MSG.notFound);
      await tx.query(
        `update agro_programme set name = $2, plot_id = $3, crop_id = $4, variety_id = $5, sowing_date = $6::date,
                remark = $7, update_time = $8::timestamptz where id = $1`,
        [id, name, plotId, b.cropId, varietyId, b.sowingDate, remark, now.toISOString()],
      );
      if (cur.crop_id !== b.cropId) {
        const recorded = await tx.query(
          'select 1 from agro_programme_stage where programme_id = $1 and actual_start is not null limit 1',
          [id],
        );
        if (recorded.length > 0) fail(Code.Conflict, PROGRAMME_MSG.cropLocked);
        await generateCalendar(tx, id, b.cropId, b.sowingDate);
      } else if (cur.sowing !== b.sowingDate) {
        // The planned dates move with the sowing date; actual dates stay as recorded.
        await tx.query(
          `update agro_programme_stage set planned_start = planned_start + ($2::date - $3::date),
                  planned_end = planned_end + ($2::date - $3::date) where programme_id = $1`,
          [id, b.sowingDate, cur.sowing],
        );
      }
      await refreshStatus(tx, id);
      return ok({ id }, M.saved);
    });
  },

  async agroProgrammeRecord(ctx) {
    const { id, actualStart, actualEnd } = ctx.body;
    const today = formatDate(ctx.app.now());
    if (actualEnd !== null && actualStart === null) fail(Code.BadRequest, PROGRAMME_MSG.endWithoutStart);
    if ((actualStart !== null && actualStart > today) || (actualEnd !== null && actualEnd > today))
      fail(Code.BadRequest, PROGRAMME_MSG.future);
    if (actualStart !== null && actualEnd !== null && actualEnd < actualStart)
      fail(Code.BadRequest, PROGRAMME_MSG.endBeforeStart);
    return ctx.db.transaction(async (tx) => {
      const rows = await tx.query<{ programme_id: number }>(
        `update agro_programme_stage set actual_start = $2::date, actual_end = $3::date where id = $1 returning programme_id`,
        [id, actualStart, actualEnd],
      );
      const programmeId = rows[0]?.programme_id ?? fail(Code.NotFound, PROGRAMME_MSG.stageNotFound);
      await refreshStatus(tx, programmeId);
      await tx.query('update agro_programme set update_time = $2::timestamptz where id = $1', [
        programmeId,
        ctx.app.now().toISOString(),
      ]);
      return ok(null, PROGRAMME_MSG.recorded);
    });
  },

  async agroProgrammeDelete(ctx) {
    const rows = await ctx.db.query('delete from agro_programme where id = $1 returning id', [ctx.body.id]);
    if (rows.length === 0) fail(Code.NotFound, PROGRAMME_MSG.notFound);
    return ok(null, M.deleted);
  },
});
