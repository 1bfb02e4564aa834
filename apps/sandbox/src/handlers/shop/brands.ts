/** 品牌配置: brands (name unique, logo, sort, status, description). */
import { M } from '../../messages';
import { ok, typedHandlers } from '../types';
import { brands } from './entities';
import { SHM } from './messages';
import { removeUnlessUsed } from './shared';

export const BRAND_HANDLERS = typedHandlers({
  async brandPage(ctx) {
    const b = ctx.body;
    const page = await brands.list(ctx.db, {
      filter: { name: b.name ? { contains: b.name } : undefined, status: b.status },
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok(page);
  },

  async brandSave(ctx) {
    const { id, ...b } = ctx.body;
    const values = {
      name: b.name.trim(),
      logo: b.logo || null,
      sort: b.sort,
      status: b.status,
      description: b.description ?? '',
    };
    return ctx.db.transaction(async (tx) => {
      if (id === undefined) return ok({ id: (await brands.insert(tx, values)).id }, M.added);
      await brands.patch(tx, id, values);
      return ok({ id }, M.saved);
    });
  },

  async brandStatus(ctx) {
    await brands.patch(ctx.db, ctx.body.id, { status: ctx.body.status });
    return ok(null, ctx.body.status === 1 ? '启用成功' : '停用成功');
  },

  async brandDelete(ctx) {
    return removeUnlessUsed(ctx.db, brands, ctx.body.id, (r) => r.skuCount > 0, SHM.brandInUse);
  },
});
