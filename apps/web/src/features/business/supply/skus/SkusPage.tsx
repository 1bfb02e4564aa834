import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusSwitch } from '@/components/form';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { centsColumn, statusFilter } from '../shared/columns';
import { EditDeleteActions } from '../shared/EditDeleteActions';
import { SKU_LIST_KEY, type Sku, skuListQuery, skuSearch } from './api';
import { skuMessages as m } from './messages';
import { SkuDialog } from './SkuDialog';

type Filter = typeof skuSearch.defaults;

/** 单品录入 (/nzywsjgl/gylglzxt/skuManage): single items with their SKUs, status, 新增/编辑/删除. */
export function SkusPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ id?: number } | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('sku:add'),
    edit: access.can('sku:edit'),
    remove: access.can('sku:delete'),
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: SKU_LIST_KEY });

  const status = useMutation({
    mutationFn: ({ row, on }: { row: Sku; on: boolean }) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/sku/status', {
        body: { id: row.id, status: on ? 1 : 0 },
      }),
    meta: { successText: m.statusChange.success, errorText: m.statusChange.failure, what: 'skuStatus' },
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (row: Sku) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/sku/delete', { body: { id: row.id } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'skuDelete' },
    onSuccess: () => void refresh(),
  });

  const columns: QueryColumn<Sku, Filter>[] = [
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', maxLength: 50 },
    },
    {
      key: 'categoryName',
      title: m.columns.category,
      dataIndex: 'categoryName',
      width: 110,
      search: { type: 'dict', name: 'categoryCode', category: 'nzlx', allLabel: m.status.all },
    },
    { key: 'brandName', title: m.columns.brand, dataIndex: 'brandName', width: 110 },
    { key: 'supplierName', title: m.columns.supplier, dataIndex: 'supplierName', ellipsis: true },
    { key: 'registrationNo', title: m.columns.registrationNo, dataIndex: 'registrationNo', width: 190 },
    { key: 'specCount', title: m.columns.specCount, dataIndex: 'specCount', width: 80, align: 'center' },
    centsColumn('minPrice', m.columns.minPrice, 110, (row) => row.minPriceCents),
    {
      key: 'status',
      title: m.columns.status,
      dataIndex: 'status',
      width: 90,
      search: statusFilter<Filter>(m.status),
      render: (_v, row) => (
        <StatusSwitch
          checked={row.status === 1}
          readOnly={!can.edit}
          aria-label={`${row.name}${m.columns.status}`}
          confirm={m.statusConfirm}
          onChange={(on) => status.mutateAsync({ row, on })}
        />
      ),
    },
    { key: 'updateTime', title: m.columns.updateTime, dataIndex: 'updateTime', width: 170 },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 130,
      fixed: 'right',
      render: (_v, row) => (
        <EditDeleteActions
          can={can}
          m={m}
          onEdit={() => setDialog({ id: row.id })}
          onDelete={() => remove.mutateAsync(row)}
        />
      ),
    },
  ];

  return (
    <section className="sku-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={skuSearch}
        query={(search, pageSize) => skuListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        scrollX={1300}
        onCreate={can.add ? () => setDialog({}) : undefined}
        exportFile={{ fileName: m.exportName, path: '/api/v1/web/sp/sku/export' }}
        className="sku-table"
      />
      {dialog ? (
        <SkuDialog mode={dialog.id ? 'edit' : 'create'} id={dialog.id} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
