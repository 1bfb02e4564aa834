import { Tag } from 'antd';
import { formatCents, moneyColumn, withAll } from '@/components/crud';
import { useApi } from '@/lib/api';
import { CatalogList } from '../catalog/CatalogList';
import { useCatalogCrud } from '../catalog/useCatalogCrud';

import { SETMEAL_LIST_KEY, type Setmeal, setmealListQuery, setmealSearch } from './api';
import { setmealMessages as m } from './messages';
import { SetmealDialog } from './SetmealDialog';

type Filter = typeof setmealSearch.defaults;

/** 套餐录入 (/nzywsjgl/gylglzxt/setmealManage): packages with totals, saving and a flag for disabled items. */
export function SetmealsPage() {
  const client = useApi();
  const crud = useCatalogCrud<Setmeal>({ name: 'setmeal', m, listKey: SETMEAL_LIST_KEY });
  const c = m.columns;
  return (
    <CatalogList
      crud={crud}
      name="setmeal"
      m={m}
      search={setmealSearch}
      query={(search, pageSize) => setmealListQuery(client, search, pageSize)}
      columns={[
        { key: 'itemCount', title: c.itemCount, dataIndex: 'itemCount', width: 80, align: 'center' },
        moneyColumn<Setmeal, Filter>({
          key: 'itemsTotal',
          title: c.itemsTotal,
          width: 120,
          cents: (r) => r.itemsTotalCents,
        }),
        moneyColumn<Setmeal, Filter>({
          key: 'price',
          title: c.price,
          width: 120,
          cents: (r) => r.priceCents,
        }),
        {
          key: 'saving',
          title: c.saving,
          width: 120,
          align: 'right',
          render: (_v, r) => (
            <span style={{ color: r.savingCents > 0 ? '#cf1322' : undefined }}>
              {formatCents(r.savingCents)}
            </span>
          ),
        },
      ]}
      afterStatus={[
        {
          key: 'flag',
          title: c.flag,
          width: 150,
          search: {
            type: 'select',
            name: 'flagged',
            options: withAll([
              { value: '1', label: m.flagFilter.flagged },
              { value: '0', label: m.flagFilter.ok },
            ]),
          },
          render: (_v, r) =>
            r.disabledCount > 0 ? <Tag color="red">{m.flagged(r.disabledCount)}</Tag> : null,
        },
      ]}
      Dialog={SetmealDialog}
    />
  );
}
