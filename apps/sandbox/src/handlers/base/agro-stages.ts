/**
 * 生育期 (growth stages): a crop's ordered stages, each `dayOffset` days from sowing (negative =
 * before sowing) for `durationDays` days, with key practices and recommended catalogue SKUs
 * (`inputs`: specifications of the supply catalogue with a dosage). Offsets never decrease in
 * stage order: a new stage is placed after the last one that does not start later, and an edit or
 * a re-order that would break the order is refused with a message naming the stages.
 */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, ok, typedHandlers } from '../types';
import { firstDecreasingOffset } from './agro-calendar';
import { CROP_MSG, crops } from './agro-crops';

export const STAGE_MSG = {
  notFound: '生育期不存在',
  duplicate: '该作物下已有同名生育期',
  skuMissing: '推荐农资不存在',
  reorderMismatch: '排序须包含该作物的全部生育期',
  /** An offset earlier than the previous stage's. */
  decreasing: (name: string, offset: number, prevName: string, prevOffset: number) =>
    `生育期「${name}」的天数（${offset}）不能早于上一个生育期「${prevName}」（${prevOffset}）`,
  reordered: '排序成功',
} as const;

export interface StoredInput {
  specId: number;
  dosage: string;
}

export interface StageInput extends StoredInput {
  skuName: string;
  spec: string;
  unit: string;
}

export const stages = defineEntity({
  table: 'agro_growth_stage',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    cropId: col.int('crop_id'),
    sort: col.int('sort'),
    name: col.text('name'),
    dayOffset: col.int('day_offset'),
    durationDays: col.int('duration_days'),
    practices: col.text('practices'),
    inputs: col.json<StoredInput[]>('inputs'),
  },
  notFound: { msg: STAGE_MSG.notFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

type StageRow = RecordOf<typeof stages>;

/** The recommended inputs with their item name, spec and unit (those no longer in the catalogue dropped). */
export async function resolveInputs(q: Queryable, lists: StoredInput[][]): Promise<StageInput[][]> {
  const ids = [...new Set(lists.flat().map((i) => i.specId))];
  if (ids.length === 0) return lists.map(() => []);
  const rows = await q.query<{ specId: number; skuName: string; spec: string; unit: string }>(
    `select s.id as "specId", k.name as "skuName", s.spec, s.unit
       from sku_spec s join sku k on k.id = s.sku_id where s.id = any($1::int4[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.specId, r]));
  return lists.map((list) =>
    list.flatMap((i) => {
      const r = byId.get(i.specId);
      return r ? [{ ...r, dosage: i.dosage }] : [];
    }),
  );
}

/** A crop's stages in order. */
export async function stagesOf(q: Queryable, cropId: number): Promise<StageRow[]> {
  return stages.all(q, { filter: { cropId } });
}

/** Fails with the Chinese message naming the first stage whose offset decreases. */
function assertNonDecreasing(stages: readonly { name: string; dayOffset: number }[]): void {
  const i = firstDecreasingOffset(stages);
  if (i < 0) return;
  const s = stages[i] as StageRow;
  const p = stages[i - 1] as StageRow;
  fail(Code.BadRequest, STAGE_MSG.decreasing(s.name, s.dayOffset, p.name, p.dayOffset));
}

async function writeOrder(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query(
    `update agro_growth_stage g set sort = o.n
       from unnest($1::int4[]) with ordinality as o(id, n) where g.id = o.id`,
    [ids],
  );
}

export const STAGE_HANDLERS = typedHandlers({
  async agroStageList(ctx) {
    await crops.assertExists(ctx.db, ctx.query.cropId);
    const ordered = await stagesOf(ctx.db, ctx.query.cropId);
    const inputs = await resolveInputs(
      ctx.db,
      ordered.map((s) => s.inputs),
    );
    return ok({ list: ordered.map((s, i) => ({ ...s, inputs: inputs[i] ?? [] })) });
  },

  async agroStageSave(ctx) {
    const { id, ...b } = ctx.body;
    const name = b.name.trim();
    if (!name) fail(Code.BadRequest, '请输入生育期名称');
    const inputs: StoredInput[] = [];
    for (const i of b.inputs ?? []) {
      if (!inputs.some((x) => x.specId === i.specId))
        inputs.push({ specId: i.specId, dosage: i.dosage?.trim() ?? '' });
    }
    return ctx.db.transaction(async (tx) => {
      if ((await tx.query('select 1 from agro_crop where id = $1', [b.cropId])).length === 0)
        fail(Code.BadRequest, CROP_MSG.notFound);
      if (inputs.length > 0) {
        const found = await tx.query<{ n: number }>(
          'select count(*)::int as n from sku_spec where id = any($1::int4[])',
          [inputs.map((i) => i.specId)],
        );
        if ((found[0]?.n ?? 0) !== inputs.length) fail(Code.BadRequest, STAGE_MSG.skuMissing);
      }
      const dup = await stages.count(tx, {
        filter: { cropId: b.cropId, name },
        where: [sql`t.id <> ${id ?? 0}`],
      });
      if (dup > 0) fail(Code.Conflict, STAGE_MSG.duplicate);
      const ordered = await stagesOf(tx, b.cropId);
      const fields = {
        name,
        dayOffset: b.dayOffset,
        durationDays: b.durationDays,
        practices: b.practices?.trim() ?? '',
      };
      if (id === undefined) {
        // After the last stage that does not start later.
        let at = ordered.length;
        while (at > 0 && (ordered[at - 1] as StageRow).dayOffset > b.dayOffset) at--;
        const newId = (await stages.insert(tx, { cropId: b.cropId, sort: at + 1, ...fields, inputs })).id;
        const order = ordered.map((s) => s.id);
        order.splice(at, 0, newId);
        await writeOrder(tx, order);
        return ok({ id: newId }, M.added);
      }
      const current = ordered.find((s) => s.id === id);
      if (!current) {
        await stages.assertExists(tx, id);
        fail(Code.BadRequest, '生育期不能移到其他作物');
      }
      assertNonDecreasing(ordered.map((s) => (s.id === id ? { ...s, ...fields } : s)));
      await stages.patch(tx, id, { ...fields, inputs });
      return ok({ id }, M.saved);
    });
  },

  async agroStageReorder(ctx) {
    const { cropId, ids } = ctx.body;
    return ctx.db.transaction(async (tx) => {
      await crops.assertExists(tx, cropId);
      const ordered = await stagesOf(tx, cropId);
      const byId = new Map(ordered.map((s) => [s.id, s]));
      if (ids.length !== ordered.length || new Set(ids).size !== ids.length || ids.some((i) => !byId.has(i)))
        fail(Code.BadRequest, STAGE_MSG.reorderMismatch);
      assertNonDecreasing(ids.map((i) => byId.get(i) as StageRow));
      await writeOrder(tx, ids);
      return ok(null, STAGE_MSG.reordered);
    });
  },

  async agroStageDelete(ctx) {
    return ctx.db.transaction(async (tx) => {
      const { cropId } = await stages.get(tx, ctx.body.id);
      await stages.remove(tx, ctx.body.id);
      const rest = await stagesOf(tx, cropId);
      await writeOrder(
        tx,
        rest.map((s) => s.id),
      );
      return ok(null, M.deleted);
    });
  },
});
