/**
 * 市场价格: price records per agri-input dictionary item (category `nzlx`), region, market and day,
 * in integer fen. The list carries each record's change against the previous record of the same
 * product, region and market; the trend aggregates one product over chosen regions by day, ISO
 * week or month (average, high, low); a price sheet is imported row by row — good rows saved,
 * the others answered with their row number and reason (R-18.2).
 */
import { marketPriceFen } from '@agrimap/rules';
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, joinSql, rawSql, run, type Sql, sql } from '../../db/entity';
import { firstId } from '../../db/rows';
import { M } from '../../messages';
import { isRealDate } from '../../util/time';
import { Code } from '../codes';
import { importProgress, PROGRESS_EVERY } from '../exports/progress';
import { fail, ok, requireUser, typedHandlers } from '../types';
import type { SystemSchema } from './shared';

export const PRICE_UNITS = ['元/吨', '元/公斤', '元/袋', '元/瓶', '元/升', '元/亩'] as const;
export const PRODUCT_CATEGORY = 'nzlx';

export const PRICE_MSG = {
  duplicate: '该产品在此地区和市场当日已有价格',
  notFound: '价格记录不存在',
  unknownProduct: '产品不存在',
  unknownRegion: '地区不存在',
  imported: (n: number) => `导入 ${n} 条`,
  row: {
    product: '产品不存在',
    region: '地区不存在',
    date: '日期格式应为 YYYY-MM-DD',
    price: '价格应为大于 0、最多两位小数的数字',
    unit: `单位应为 ${PRICE_UNITS.join('、')} 之一`,
    market: '市场不能为空',
  },
} as const;

export const prices = defineEntity({
  table: 'price_record',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    productCode: col.text('product_code'),
    productName: col.text('product_name'),
    qhdm: col.text('qhdm'),
    qhmc: col.text('qhmc'),
    price: col.int('price'),
    unit: col.text('unit'),
    market: col.text('market'),
  },
  computed: { date: col.text("to_char(t.day, 'YYYY-MM-DD')") },
  notFound: { msg: PRICE_MSG.notFound, code: Code.NotFound },
  orderBy: 't.day desc, t.id desc',
});

type PriceRecord = SystemSchema<'PriceRecord'>;

/** The dictionary item of a product code (any level of `nzlx`), or undefined. */
async function productByCode(
  q: Queryable,
  code: string,
): Promise<{ code: string; name: string } | undefined> {
  const rows = await q.query<{ code: string; name: string }>(
    'select code, name from dic_entry where dic_number = $1 and code = $2',
    [PRODUCT_CATEGORY, code],
  );
  return rows[0];
}

async function regionByCode(q: Queryable, qhdm: string): Promise<{ qhdm: string; qhmc: string } | undefined> {
  const rows = await q.query<{ qhdm: string; qhmc: string }>(
    'select qhdm, qhmc from region where qhdm = $1',
    [qhdm],
  );
  return rows[0];
}

/** Conditions that select whole (product, region, market) series: safe before the `lag`. */
function seriesFilter(b: { productCode?: string; qhdm?: string; market?: string }): Sql[] {
  const where: Sql[] = [];
  if (b.productCode) where.push(sql`p.product_code = ${b.productCode}`);
  if (b.qhdm) where.push(sql`p.qhdm like ${`${b.qhdm}%`}`);
  if (b.market) where.push(sql`p.market ilike ${`%${b.market}%`}`);
  return where;
}

const whereOf = (parts: Sql[]) => (parts.length ? sql`where ${joinSql(parts, ' and ')}` : rawSql(''));

/** Change in per cent with one decimal, from integer fen (no float sums). */
export function changePct(price: number, prev: number | null): number | null {
  if (prev === null || prev === 0) return null;
  return Math.round(((price - prev) * 1000) / prev) / 10;
}

export const PRICE_HANDLERS = typedHandlers({
  async pricePage(ctx) {
    const b = ctx.body;
    const after: Sql[] = [];
    if (b.from) after.push(sql`s.day >= ${b.from}::date`);
    if (b.to) after.push(sql`s.day <= ${b.to}::date`);
    const base = sql`
      with s as (
        select p.id, p.product_code, p.product_name, p.qhdm, p.qhmc, p.day, p.price, p.unit, p.market,
          lag(p.price) over (partition by p.product_code, p.qhdm, p.market order by p.day) as prev
        from price_record p ${whereOf(seriesFilter(b))}
      )`;
    const rows = await run<{
      id: number;
      product_code: string;
      product_name: string;
      qhdm: string;
      qhmc: string;
      day: string;
      price: number;
      unit: string;
      market: string;
      prev: number | null;
      total: number;
    }>(
      ctx.db,
      sql`${base}
      select s.id, s.product_code, s.product_name, s.qhdm, s.qhmc, to_char(s.day, 'YYYY-MM-DD') as day,
        s.price, s.unit, s.market, s.prev, count(*) over ()::int as total
      from s ${whereOf(after)}
      order by s.day desc, s.id desc
      limit ${b.pageSize} offset ${(b.page - 1) * b.pageSize}`,
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && b.page > 1) {
      const counted = await run<{ n: number }>(
        ctx.db,
        sql`${base} select count(*)::int as n from s ${whereOf(after)}`,
      );
      total = counted[0]?.n ?? 0;
    }
    const records: PriceRecord[] = rows.map((r) => {
      const prev = r.prev === null ? null : Number(r.prev);
      return {
        id: r.id,
        productCode: r.product_code,
        productName: r.product_name,
        qhdm: r.qhdm,
        qhmc: r.qhmc,
        date: r.day,
        price: Number(r.price),
        unit: r.unit as PriceRecord['unit'],
        market: r.market,
        prevPrice: prev,
        changePct: changePct(Number(r.price), prev),
      };
    });
    return ok({ records, total });
  },

  async priceSave(ctx) {
    const { id, ...b } = ctx.body;
    if (!isRealDate(b.date)) fail(Code.BadRequest, PRICE_MSG.row.date);
    return ctx.db.transaction(async (tx) => {
      const product =
        (await productByCode(tx, b.productCode)) ?? fail(Code.BadRequest, PRICE_MSG.unknownProduct);
      const region = (await regionByCode(tx, b.qhdm)) ?? fail(Code.BadRequest, PRICE_MSG.unknownRegion);
      const values = {
        productCode: b.productCode,
        productName: product.name,
        qhdm: b.qhdm,
        qhmc: region.qhmc,
        date: b.date,
        price: b.price,
        unit: b.unit,
        market: b.market.trim(),
      };
      // Uniqueness over the day column (the API field is a formatted expression).
      const clash = await tx.query<{ id: number }>(
        'select id from price_record where product_code = $1 and qhdm = $2 and market = $3 and day = $4::date and id <> $5',
        [values.productCode, values.qhdm, values.market, values.date, id ?? 0],
      );
      if (clash.length > 0) fail(Code.Conflict, PRICE_MSG.duplicate);
      // $1 … $8 of both the insert and the update.
      const columns = [
        values.productCode,
        values.productName,
        values.qhdm,
        values.qhmc,
        values.date,
        values.price,
        values.unit,
        values.market,
      ];
      if (id === undefined) {
        const inserted = await tx.query<{ id: number }>(
          `insert into price_record (product_code, product_name, qhdm, qhmc, day, price, unit, market)
           values ($1, $2, $3, $4, $5::date, $6, $7, $8) returning id`,
          columns,
        );
        return ok({ id: firstId(inserted, 'insert into price_record') }, M.added);
      }
      await prices.assertExists(tx, id);
      await tx.query(
        `update price_record set product_code = $1, product_name = $2, qhdm = $3, qhmc = $4, day = $5::date,
           price = $6, unit = $7, market = $8 where id = $9`,
        [...columns, id],
      );
      return ok({ id }, M.saved);
    });
  },

  async priceDelete(ctx) {
    await prices.remove(ctx.db, ctx.body.id);
    return ok(null, M.deleted);
  },

  async priceTrend(ctx) {
    const b = ctx.body;
    const product =
      (await productByCode(ctx.db, b.productCode)) ?? fail(Code.BadRequest, PRICE_MSG.unknownProduct);
    const label =
      b.period === 'day'
        ? rawSql(`to_char(p.day, 'YYYY-MM-DD')`)
        : b.period === 'week'
          ? rawSql(`to_char(p.day, 'IYYY-"W"IW')`)
          : rawSql(`to_char(p.day, 'YYYY-MM')`);
    const regions = [...new Set(b.regions)];
    const names = await ctx.db.query<{ qhdm: string; qhmc: string }>(
      'select qhdm, qhmc from region where qhdm = any($1::text[])',
      [regions],
    );
    const rows = await run<{
      region: string;
      period: string;
      avg: number;
      high: number;
      low: number;
      n: number;
    }>(
      ctx.db,
      sql`select r.code as region, ${label} as period, round(avg(p.price))::int as avg,
            max(p.price)::int as high, min(p.price)::int as low, count(*)::int as n
          from unnest(${regions}::text[]) as r(code)
          join price_record p on p.qhdm like r.code || '%'
          where p.product_code = ${b.productCode} and p.day between ${b.from}::date and ${b.to}::date
          group by r.code, period
          order by r.code, period`,
    );
    const units = await ctx.db.query<{ unit: string }>(
      `select unit from price_record where product_code = $1 group by unit order by count(*) desc limit 1`,
      [b.productCode],
    );
    const series = regions.map((code) => ({
      qhdm: code,
      qhmc: names.find((n) => n.qhdm === code)?.qhmc ?? code,
      points: rows
        .filter((r) => r.region === code)
        .map((r) => ({ period: r.period, avg: r.avg, high: r.high, low: r.low, count: r.n })),
    }));
    return ok({ productCode: product.code, productName: product.name, unit: units[0]?.unit ?? null, series });
  },

  async priceImport(ctx) {
    const errors: { row: number; msg: string }[] = [];
    let saved = 0;
    const productRows = await ctx.db.query<{ code: string; name: string }>(
      'select code, name from dic_entry where dic_number = $1',
      [PRODUCT_CATEGORY],
    );
    const productOf = (text: string) =>
      productRows.find((p) => p.code === text) ?? productRows.find((p) => p.name === text);
    const regionCache = new Map<string, { qhdm: string; qhmc: string } | undefined>();
    const regionOf = async (q: Queryable, text: string) => {
      if (!regionCache.has(text)) {
        const found = /^\d{2,12}$/.test(text)
          ? await regionByCode(q, text)
          : (
              await q.query<{ qhdm: string; qhmc: string }>(
                `select qhdm, qhmc from region where qhmc = $1 and qhdm like '43%' order by length(qhdm), qhdm limit 1`,
                [text],
              )
            )[0];
        regionCache.set(text, found);
      }
      return regionCache.get(text);
    };
    const user = requireUser(ctx);
    const progress = importProgress(ctx, user.id, ctx.body.rows.length);
    await progress.start();
    let checked = 0;
    await ctx.db.transaction(async (tx) => {
      for (const r of ctx.body.rows) {
        checked += 1;
        if (checked % PROGRESS_EVERY === 0) await progress.step(checked, 'save');
        const reasons: string[] = [];
        const product = productOf((r.product ?? '').trim());
        if (!product) reasons.push(PRICE_MSG.row.product);
        const region = await regionOf(tx, (r.region ?? '').trim());
        if (!region) reasons.push(PRICE_MSG.row.region);
        const date = (r.date ?? '').trim();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) reasons.push(PRICE_MSG.row.date);
        const fen = marketPriceFen(r.price);
        if (fen === undefined) reasons.push(PRICE_MSG.row.price);
        const unit = (r.unit ?? '').trim();
        if (!(PRICE_UNITS as readonly string[]).includes(unit)) reasons.push(PRICE_MSG.row.unit);
        const market = (r.market ?? '').trim();
        if (!market) reasons.push(PRICE_MSG.row.market);
        if (reasons.length > 0 || !product || !region || fen === undefined) {
          errors.push({ row: r.row, msg: reasons.join('；') });
          continue;
        }
        await tx.query(
          `insert into price_record (product_code, product_name, qhdm, qhmc, day, price, unit, market)
           values ($1, $2, $3, $4, $5::date, $6, $7, $8)
           on conflict (product_code, qhdm, market, day) do update set price = excluded.price, unit = excluded.unit`,
          [product.code, product.name, region.qhdm, region.qhmc, date, fen, unit, market],
        );
        saved += 1;
      }
    });
    await progress.end(checked, 'done', 'save');
    return ok({ saved, errors }, PRICE_MSG.imported(saved));
  },
});
