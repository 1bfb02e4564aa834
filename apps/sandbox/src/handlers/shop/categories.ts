/** 商城目录 (shop catalogue): the category tree by parent. */
import { ok, typedHandlers } from '../types';
import { productCategories } from './entities';

export const CATEGORY_HANDLERS = typedHandlers({
  async listProductCategoryChild(ctx) {
    return ok({ list: await productCategories.all(ctx.db, { filter: { parentId: ctx.body.parentId } }) });
  },
});
