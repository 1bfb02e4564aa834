import {
  actionsColumn,
  CrudList,
  imageColumn,
  removeById,
  statusById,
  statusColumn,
  useCrud,
} from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { BRAND_LIST_KEY, type Brand, brandListQuery } from './api';
import { BrandDialog } from './BrandDialog';
import { brandMessages as m } from './messages';
import { brandSearch } from './search';

/** 品牌配置 (/nzywsjgl/gylglzxt/productBrand): brands with logo, sort, status and description. */
export function BrandsPage() {
  const client = useApi();
  const crud = useCrud<Brand>({
    rights: { add: 'brand:add', edit: 'brand:edit', remove: 'brand:delete' },
    invalidates: [BRAND_LIST_KEY],
    remove: removeById(client, 'shop', '/api/v1/web/sp/brand/delete', m.delete, 'brandDelete'),
    status: statusById(client, 'shop', '/api/v1/web/sp/brand/status', m.statusChange, 'brandStatus'),
  });
  const c = m.columns;
  const columns: QueryColumn<Brand, typeof brandSearch.defaults>[] = [
    imageColumn({ key: 'logo', title: c.logo, width: 90, src: (row) => row.logo, name: (row) => row.name }),
    { key: 'name', title: c.name, dataIndex: 'name', search: { type: 'text', name: 'name', maxLength: 30 } },
    { key: 'sort', title: c.sort, dataIndex: 'sort', width: 80, align: 'center' },
    statusColumn({
      crud,
      title: c.status,
      width: 100,
      filter: 'status',
      label: (row) => `${row.name}${c.status}`,
      confirm: m.statusChange.confirm,
    }),
    { key: 'description', title: c.description, dataIndex: 'description', ellipsis: true },
    { key: 'skuCount', title: c.skuCount, dataIndex: 'skuCount', width: 90, align: 'center' },
    { key: 'createTime', title: c.createTime, dataIndex: 'createTime', width: 180 },
    actionsColumn({ crud, title: c.actions, width: 140, confirm: m.delete.confirm }),
  ];

  return (
    <CrudList
      crud={crud}
      name="brand"
      title={m.title}
      search={brandSearch}
      query={(search, pageSize) => brandListQuery(client, search, pageSize)}
      columns={columns}
      exportFile={{ fileName: m.exportName, path: '/api/v1/web/sp/brand/export' }}
    >
      {crud.dialog.current ? (
        <BrandDialog brand={crud.dialog.current.row} onClose={crud.dialog.close} />
      ) : null}
    </CrudList>
  );
}
