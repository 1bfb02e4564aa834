import { useState } from 'react';
import { actionsColumn, CrudList, removeById, statusById, statusColumn, useCrud } from '@/components/crud';
import { codeColumn, type QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { WAREHOUSE_LIST_KEY, type Warehouse, warehouseListQuery, warehouseSearch } from '../api';
import { warehousingMessages } from '../messages';
import { WarehouseDialog } from './WarehouseDialog';

const m = warehousingMessages.warehouse;
const c = warehousingMessages.common;
type Filter = typeof warehouseSearch.defaults;

/** 仓库管理 (/warehousing/index/warehouse): warehouses, their status, zones and locations. */
export function WarehousePage() {
  const client = useApi();
  const [details, setDetails] = useState<number | null>(null);
  const crud = useCrud<Warehouse>({
    rights: { add: 'warehouse:add', edit: 'warehouse:edit', remove: 'warehouse:delete' },
    invalidates: [WAREHOUSE_LIST_KEY],
    remove: removeById(client, 'shop', '/api/v1/web/wms/warehouse/delete', m.delete, 'warehouseDelete'),
    status: statusById(client, 'shop', '/api/v1/web/wms/warehouse/status', m.statusSaved, 'warehouseStatus'),
  });

  const columns: QueryColumn<Warehouse, Filter>[] = [
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', label: m.columns.nameOrCode, maxLength: 50 },
    },
    { key: 'code', title: m.columns.code, dataIndex: 'code' },
    codeColumn({
      key: 'type',
      title: m.columns.type,
      labels: m.types,
      code: (row) => row.type,
      filter: { name: 'type', all: c.all },
    }),
    {
      key: 'region',
      title: m.columns.region,
      dataIndex: 'qhmc',
      search: { type: 'region', name: 'qhdm' },
    },
    { key: 'address', title: m.columns.address, dataIndex: 'address', ellipsis: true },
    { key: 'manager', title: m.columns.manager, dataIndex: 'managerName' },
    { key: 'capacity', title: m.columns.capacity, dataIndex: 'capacity', align: 'right' },
    {
      key: 'zones',
      title: m.columns.zones,
      render: (_v, row) => m.zoneSummary(row.zoneCount, row.locationCount),
    },
    { key: 'stock', title: m.columns.stock, dataIndex: 'stockQuantity', align: 'right' },
    statusColumn({
      crud,
      title: m.columns.status,
      width: 100,
      filter: 'status',
      label: (row) => `${row.name}${m.columns.status}`,
      confirm: m.statusConfirm,
    }),
    {
      ...actionsColumn<Warehouse, Filter>({
        crud,
        title: c.actions,
        width: 180,
        confirm: m.delete.confirm,
        before: (row) => [{ label: c.details, onClick: () => setDetails(row.id) }],
      }),
      fixed: 'right',
    },
  ];

  const open = crud.dialog.current;
  return (
    <CrudList
      crud={crud}
      name="warehouse"
      title={m.title}
      search={warehouseSearch}
      query={(search, pageSize) => warehouseListQuery(client, search, pageSize)}
      columns={columns}
      scrollX={1400}
      exportFile={{ fileName: '仓库列表', path: '/api/v1/web/wms/warehouse/export' }}
    >
      {open ? (
        <WarehouseDialog mode={open.row ? 'edit' : 'create'} id={open.row?.id} onClose={crud.dialog.close} />
      ) : null}
      {details === null ? null : (
        <WarehouseDialog mode="details" id={details} onClose={() => setDetails(null)} />
      )}
    </CrudList>
  );
}
