import { moneyColumn } from '@/components/crud';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CatalogList } from '../catalog/CatalogList';
import { useCatalogCrud } from '../catalog/useCatalogCrud';

import { SKU_LIST_KEY, type Sku, skuListQuery, skuSearch } from './api';
import { skuMessages as m } from './messages';
import { SkuDialog } from './SkuDialog';

/** 单品录入 (/nzywsjgl/gylglzxt/skuManage): single items with their SKUs, status, 新增/编辑/删除. */
export function SkusPage() {
  const client = useApi();
  const crud = useCatalogCrud<Sku>({
    name: 'sku',
    m,
    listKey: SKU_LIST_KEY,
    status: {
      run: (row, on) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/sp/sku/status', {
          body: { id: row.id, status: on ? 1 : 0 },
        }),
      toasts: m.statusChange,
    },
  });
  const c = m.columns;
  return (
    <CatalogList
      crud={crud}
      name="sku"
      m={m}
      search={skuSearch}
      query={(search, pageSize) => skuListQuery(client, search, pageSize)}
      columns={[
        {
          key: 'categoryName',
          title: c.category,
          dataIndex: 'categoryName',
          width: 110,
          search: { type: 'dict', name: 'categoryCode', category: 'nzlx', allLabel: m.status.all },
        },
        { key: 'brandName', title: c.brand, dataIndex: 'brandName', width: 110 },
        { key: 'supplierName', title: c.supplier, dataIndex: 'supplierName', ellipsis: true },
        { key: 'registrationNo', title: c.registrationNo, dataIndex: 'registrationNo', width: 190 },
        { key: 'specCount', title: c.specCount, dataIndex: 'specCount', width: 80, align: 'center' },
        moneyColumn<Sku, typeof skuSearch.defaults>({
          key: 'minPrice',
          title: c.minPrice,
          width: 110,
          cents: (row) => row.minPriceCents,
        }),
      ]}
      statusConfirm={m.statusConfirm}
      fixedActions
      scrollX={1300}
      Dialog={SkuDialog}
    />
  );
}
