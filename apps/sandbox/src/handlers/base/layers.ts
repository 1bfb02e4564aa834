/** Map layer info (图层), by theme and year, in the order of the theme dictionary. */
import { col, defineEntity } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { ok, typedHandlers } from '../types';

export const layers = defineEntity({
  table: 'layer_info',
  key: 'id',
  columns: {
    id: col.text('id'),
    layer_name: col.text('layer_name'),
    nf: col.text('nf'),
    theme_code: col.text('theme_code'),
    theme_name: col.text('theme_name'),
    view_mode_code: col.text('view_mode_code'),
    default_show: col.bool('default_show'),
    source_type: col.text('source_type'),
    url: col.text('url'),
  },
  notFound: { msg: M.notFound, code: Code.NotFound },
  orderBy: `coalesce((select e.sort from dic_entry e where e.dic_number = 'tczt' and e.code = t.theme_code), 999), t.theme_code, t.nf desc, t.id`,
});

export const LAYER_HANDLERS = typedHandlers({
  async layerList(ctx) {
    const q = ctx.query;
    return ok(
      await layers.all(ctx.db, {
        filter: { theme_code: q.theme_code || undefined, nf: q.nf || undefined },
      }),
    );
  },
});
