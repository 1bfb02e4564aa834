import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusSwitch } from '@/components/form';
import { codeColumn, type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { WAREHOUSE_LIST_KEY, type Warehouse, warehouseListQuery, warehouseSearch } from '../api';
import { warehousingMessages } from '../messages';
import { WarehouseDialog } from './WarehouseDialog';

const m = warehousingMessages.warehouse;
const c = warehousingMessages.common;
type Filter = typeof warehouseSearch.defaults;

/** 仓库管理 (/warehousing/index/warehouse): warehouses, their status, zones and locations. */
export function WarehousePage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ mode: 'create' | 'edit' | 'details'; id?: number } | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('warehouse:add'),
    edit: access.can('warehouse:edit'),
    remove: access.can('warehouse:delete'),
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: WAREHOUSE_LIST_KEY });

  const status = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/wms/warehouse/status', {
        body: { id, status: on ? 1 : 0 },
      }),
    meta: { successText: m.statusSaved.success, errorText: m.statusSaved.failure, what: 'warehouseStatus' },
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/wms/warehouse/delete', { body: { id } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'warehouseDelete' },
    onSuccess: () => void refresh(),
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
    {
      key: 'status',
      title: m.columns.status,
      dataIndex: 'status',
      width: 100,
      search: {
        type: 'select',
        name: 'status',
        options: [
          { value: '', label: c.all },
          { value: '1', label: m.status.on },
          { value: '0', label: m.status.off },
        ],
      },
      render: (_v, row) => (
        <StatusSwitch
          checked={row.status === 1}
          readOnly={!can.edit}
          aria-label={`${row.name}${m.columns.status}`}
          confirm={m.statusConfirm}
          onChange={(on) => status.mutateAsync({ id: row.id, on })}
        />
      ),
    },
    {
      key: 'actions',
      title: c.actions,
      width: 180,
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          okText={c.ok}
          cancelText={c.cancel}
          actions={[
            { label: c.details, onClick: () => setDialog({ mode: 'details', id: row.id }) },
            { label: c.edit, visible: can.edit, onClick: () => setDialog({ mode: 'edit', id: row.id }) },
            {
              label: c.delete,
              visible: can.remove,
              danger: true,
              confirm: m.delete.confirm,
              onClick: () => remove.mutateAsync(row.id),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="warehouse-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={warehouseSearch}
        query={(search, pageSize) => warehouseListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        scrollX={1400}
        onCreate={can.add ? () => setDialog({ mode: 'create' }) : undefined}
        exportFile={{ fileName: '仓库列表', path: '/api/v1/web/wms/warehouse/export' }}
        className="warehouse-table"
      />
      {dialog ? <WarehouseDialog {...dialog} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
