/**
 * 商城目录 (shop catalogue): the category tree by parent, up to three levels; add (placed last),
 * edit (name, icon, status), delete (refused with children) and re-order among siblings.
 */
import { run, sql } from '../../db/entity';
import { M } from '../../messages';
import { ok, typedHandlers } from '../types';
import { productCategories } from './entities';
import { SHM } from './messages';
import { refuse, removeUnlessUsed } from './shared';

const MAX_LEVEL = 3;

export const CATEGORY_HANDLERS = typedHandlers({
  async listProductCategoryChild(ctx) {
    return ok({ list: await productCategories.all(ctx.db, { filter: { parentId: ctx.body.parentId } }) });
  },

  async productCategorySave(ctx) {
    const { id, parentId, name, icon, status } = ctx.body;
    return ctx.db.transaction(async (tx) => {
      if (id !== undefined) {
        await productCategories.patch(tx, id, {
          name: name.trim(),
          icon: icon === undefined ? undefined : icon || null,
          status,
        });
        return ok({ id }, M.saved);
      }
      const level = parentId === 0 ? 1 : (await productCategories.get(tx, parentId)).level + 1;
      if (level > MAX_LEVEL) refuse(SHM.categoryTooDeep);
      const rows = await run<{ n: number }>(
        tx,
        sql`select coalesce(max(sort), 0)::int + 1 as n from product_category where parent_id = ${parentId}`,
      );
      const created = await productCategories.insert(tx, {
        name: name.trim(),
        parentId,
        level,
        sort: rows[0]?.n ?? 1,
        icon: icon || null,
        status: status ?? 1,
      });
      return ok({ id: created.id }, M.added);
    });
  },

  async productCategoryDelete(ctx) {
    return removeUnlessUsed(
      ctx.db,
      productCategories,
      ctx.body.id,
      (r) => r.hasChildren,
      SHM.categoryHasChildren,
    );
  },

  async productCategorySort(ctx) {
    const { parentId, ids } = ctx.body;
    return ctx.db.transaction(async (tx) => {
      const siblings = (await productCategories.all(tx, { filter: { parentId } })).map((c) => c.id);
      const same =
        new Set(ids).size === ids.length &&
        ids.length === siblings.length &&
        ids.every((i) => siblings.includes(i));
      if (!same) refuse(SHM.categoryMoveInvalid);
      for (const [index, id] of ids.entries()) await productCategories.patch(tx, id, { sort: index + 1 });
      return ok(null, '排序成功');
    });
  },
});
