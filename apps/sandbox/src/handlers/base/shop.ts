/** Shop catalogue: product categories by parent. */
import { col, defineEntity } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { ok, typedHandlers } from '../types';

export const productCategories = defineEntity({
  table: 'product_category',
  key: 'id',
  columns: {
    id: col.int('id'),
    name: col.text('name'),
    parentId: col.int('parent_id'),
    level: col.smallint('level'),
    sort: col.int('sort'),
    icon: col.text('icon').nullable(),
  },
  computed: { hasChildren: col.bool('exists (select 1 from product_category k where k.parent_id = t.id)') },
  notFound: { msg: M.notFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

export const SHOP_HANDLERS = typedHandlers({
  async listProductCategoryChild(ctx) {
    return ok({ list: await productCategories.all(ctx.db, { filter: { parentId: ctx.body.parentId } }) });
  },
});
