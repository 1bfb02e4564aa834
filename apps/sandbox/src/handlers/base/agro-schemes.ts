/**
 * 农技方案 (technical schemes): a crop, a growth stage, the problem, the measures as rich text
 * (sanitised with the articles' allow-list before they are stored and again when read), the
 * recommended SKUs of the supply catalogue and attachments stored by `fileUpload`.
 * States: 0 草稿 → 1 已发布 (publish) → 2 已撤回 (withdraw) → 1 (publish again); only a draft or a
 * withdrawn scheme is edited or deleted.
 */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { assertReadableFiles } from '../system/file-access';
import { sanitizeArticleHtml } from '../system/news';
import { fail, ok, requireUser, typedHandlers } from '../types';

export const SCHEME_MSG = {
  notFound: '农技方案不存在',
  cropMissing: '作物不存在',
  skuMissing: '推荐农资不存在',
  attachmentMissing: '附件不存在',
  measuresRequired: '防治措施不能为空',
  editPublished: '已发布的方案不能编辑，请先撤回',
  deletePublished: '已发布的方案不能删除',
  alreadyPublished: '方案已发布',
  withdrawOnlyPublished: '只有已发布的方案可以撤回',
  published: '发布成功',
  withdrawn: '撤回成功',
} as const;

/** 0 草稿, 1 已发布, 2 已撤回. */
export const SchemeStatus = { Draft: 0, Published: 1, Withdrawn: 2 } as const;

export interface SchemeAttachment {
  fileId: string;
  name: string;
  size?: number;
}

export const schemes = defineEntity({
  table: 'agro_scheme',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    title: col.text('title'),
    cropId: col.int('crop_id'),
    stage: col.text('stage'),
    problem: col.text('problem'),
    measures: col.text('measures'),
    specIds: col.json<number[]>('spec_ids'),
    attachments: col.json<SchemeAttachment[]>('attachments'),
    status: col.smallint('status'),
    publishTime: col.time('publish_time').nullable(),
    author: col.text('author'),
    createTime: col.time('create_time'),
    updateTime: col.time('update_time'),
  },
  computed: {
    cropName: col.text(`coalesce((select c.name from agro_crop c where c.id = t.crop_id), '')`),
    skuCount: col.int(
      `(select count(*)::int from sku_spec s where s.id in (select jsonb_array_elements_text(t.spec_ids)::int))`,
    ),
    attachmentCount: col.int('jsonb_array_length(t.attachments)'),
  },
  notFound: { msg: SCHEME_MSG.notFound, code: Code.NotFound },
  orderBy: 't.update_time desc, t.id desc',
});

type SchemeRow = RecordOf<typeof schemes>;

/** The list record (no body, no ids). */
function toListRecord(row: SchemeRow) {
  const { measures: _m, specIds: _s, attachments: _a, ...rest } = row;
  return rest;
}

interface SkuRow {
  specId: number;
  skuId: number;
  skuName: string;
  spec: string;
  unit: string;
  priceCents: number;
  status: number;
}

/** The recommended specifications still in the catalogue, in the order they were chosen. */
async function skusOf(db: Queryable, ids: number[]): Promise<SkuRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<SkuRow>(
    `select s.id as "specId", k.id as "skuId", k.name as "skuName", s.spec, s.unit,
            s.price_cents as "priceCents", least(s.status, k.status)::int as status
       from sku_spec s join sku k on k.id = s.sku_id
      where s.id = any($1::int4[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.specId, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

export const SCHEME_HANDLERS = typedHandlers({
  async agroSchemePage(ctx) {
    const b = ctx.body;
    const where = [];
    if (b.title?.trim()) where.push(sql`t.title ilike ${`%${b.title.trim()}%`}`);
    if (b.stage?.trim()) where.push(sql`t.stage ilike ${`%${b.stage.trim()}%`}`);
    if (b.problem?.trim()) where.push(sql`t.problem ilike ${`%${b.problem.trim()}%`}`);
    const page = await schemes.list(ctx.db, {
      filter: { cropId: b.cropId, status: b.status },
      where,
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok({ records: page.records.map(toListRecord), total: page.total });
  },

  async agroSchemeDetail(ctx) {
    const row = await schemes.get(ctx.db, ctx.query.id);
    const skus = await skusOf(ctx.db, row.specIds);
    return ok({
      ...row,
      measures: sanitizeArticleHtml(row.measures),
      specIds: skus.map((s) => s.specId),
      skus,
    });
  },

  async agroSchemeSave(ctx) {
    const { id, ...b } = ctx.body;
    const user = requireUser(ctx);
    const now = ctx.app.now();
    const measures = sanitizeArticleHtml(b.measures);
    if (measures.replace(/<[^>]*>/g, '').trim() === '' && !/<img/i.test(measures))
      fail(Code.BadRequest, SCHEME_MSG.measuresRequired);
    // a file the author may not read is refused like a missing one (it would open it to the readers)
    await assertReadableFiles(
      ctx,
      b.attachments.map((a) => a.fileId),
      SCHEME_MSG.attachmentMissing,
    );
    return ctx.db.transaction(async (tx) => {
      const crop = await tx.query('select 1 from agro_crop where id = $1', [b.cropId]);
      if (crop.length === 0) fail(Code.BadRequest, SCHEME_MSG.cropMissing);
      const specIds = [...new Set(b.specIds)];
      if (specIds.length > 0) {
        const found = await tx.query<{ n: number }>(
          'select count(*)::int as n from sku_spec where id = any($1::int4[])',
          [specIds],
        );
        if ((found[0]?.n ?? 0) !== specIds.length) fail(Code.BadRequest, SCHEME_MSG.skuMissing);
      }
      const fileIds = b.attachments.map((a) => a.fileId);
      if (fileIds.length > 0) {
        const files = await tx.query<{ file_id: string; file_name: string; size: number }>(
          'select file_id, file_name, length(content)::int as size from spatial_file where file_id = any($1::text[])',
          [fileIds],
        );
        if (new Set(files.map((f) => f.file_id)).size !== new Set(fileIds).size)
          fail(Code.BadRequest, SCHEME_MSG.attachmentMissing);
      }
      const values = {
        title: b.title.trim(),
        cropId: b.cropId,
        stage: b.stage.trim(),
        problem: b.problem.trim(),
        measures,
        specIds,
        attachments: b.attachments.map((a) => ({
          fileId: a.fileId,
          name: a.name.trim() || a.fileId,
          ...(a.size !== undefined ? { size: a.size } : {}),
        })),
        updateTime: now,
      };
      if (id === undefined) {
        const created = await schemes.insert(tx, {
          ...values,
          status: SchemeStatus.Draft,
          author: user.realName,
          createTime: now,
        });
        return ok({ id: created.id }, M.saved);
      }
      const current = await schemes.get(tx, id);
      if (current.status === SchemeStatus.Published) fail(Code.Conflict, SCHEME_MSG.editPublished);
      await schemes.patch(tx, id, values);
      return ok({ id }, M.saved);
    });
  },

  async agroSchemeStatus(ctx) {
    const { id, action } = ctx.body;
    const now = ctx.app.now();
    return ctx.db.transaction(async (tx) => {
      // Row lock: two publishes (or a publish and a withdraw) at once are applied one after the other.
      await tx.query('select id from agro_scheme where id = $1 for update', [id]);
      const row = await schemes.get(tx, id);
      if (action === 'publish') {
        if (row.status === SchemeStatus.Published) fail(Code.Conflict, SCHEME_MSG.alreadyPublished);
        await schemes.patch(tx, id, { status: SchemeStatus.Published, publishTime: now, updateTime: now });
        return ok(null, SCHEME_MSG.published);
      }
      if (row.status !== SchemeStatus.Published) fail(Code.Conflict, SCHEME_MSG.withdrawOnlyPublished);
      await schemes.patch(tx, id, { status: SchemeStatus.Withdrawn, updateTime: now });
      return ok(null, SCHEME_MSG.withdrawn);
    });
  },

  async agroSchemeDelete(ctx) {
    const row = await schemes.get(ctx.db, ctx.body.id);
    if (row.status === SchemeStatus.Published) fail(Code.Conflict, SCHEME_MSG.deletePublished);
    await schemes.remove(ctx.db, ctx.body.id);
    return ok(null, M.deleted);
  },
});
