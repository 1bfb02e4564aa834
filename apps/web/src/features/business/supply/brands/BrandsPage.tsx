import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusSwitch } from '@/components/form';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { EditDeleteActions } from '../shared/EditDeleteActions';
import { StoredImage } from '../shared/ImageUpload';
import { supplyMessages as s } from '../shared/messages';
import { BRAND_LIST_KEY, type Brand, brandListQuery, brandSearch } from './api';
import { BrandDialog } from './BrandDialog';
import { brandMessages as m } from './messages';

type Filter = typeof brandSearch.defaults;

/** 品牌配置 (/nzywsjgl/gylglzxt/productBrand): brands with logo, sort, status and description. */
export function BrandsPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ brand?: Brand } | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('brand:add'),
    edit: access.can('brand:edit'),
    remove: access.can('brand:delete'),
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: BRAND_LIST_KEY });

  const status = useMutation({
    mutationFn: ({ row, on }: { row: Brand; on: boolean }) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/brand/status', {
        body: { id: row.id, status: on ? 1 : 0 },
      }),
    meta: { successText: m.statusChange.success, errorText: m.statusChange.failure, what: 'brandStatus' },
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (row: Brand) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/brand/delete', { body: { id: row.id } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'brandDelete' },
    onSuccess: () => void refresh(),
  });

  const columns: QueryColumn<Brand, Filter>[] = [
    {
      key: 'logo',
      title: m.columns.logo,
      width: 90,
      render: (_v, row) => <StoredImage value={row.logo} alt={`${row.name}${m.columns.logo}`} />,
    },
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', maxLength: 30 },
    },
    { key: 'sort', title: m.columns.sort, dataIndex: 'sort', width: 80, align: 'center' },
    {
      key: 'status',
      title: m.columns.status,
      dataIndex: 'status',
      width: 100,
      search: {
        type: 'select',
        name: 'status',
        options: [
          { value: '', label: s.all },
          { value: '1', label: s.statusOn },
          { value: '0', label: s.statusOff },
        ],
      },
      render: (_v, row) => (
        <StatusSwitch
          checked={row.status === 1}
          readOnly={!can.edit}
          aria-label={`${row.name}${m.columns.status}`}
          confirm={m.statusChange.confirm}
          onChange={(on) => status.mutateAsync({ row, on })}
        />
      ),
    },
    { key: 'description', title: m.columns.description, dataIndex: 'description', ellipsis: true },
    { key: 'skuCount', title: m.columns.skuCount, dataIndex: 'skuCount', width: 90, align: 'center' },
    { key: 'createTime', title: m.columns.createTime, dataIndex: 'createTime', width: 180 },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 140,
      render: (_v, row) => (
        <EditDeleteActions
          can={can}
          m={m}
          onEdit={() => setDialog({ brand: row })}
          onDelete={() => remove.mutateAsync(row)}
        />
      ),
    },
  ];

  return (
    <section className="brand-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={brandSearch}
        query={(search, pageSize) => brandListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onCreate={can.add ? () => setDialog({}) : undefined}
        exportFile={{ fileName: m.exportName, path: '/api/v1/web/sp/brand/export' }}
        className="brand-table"
      />
      {dialog ? <BrandDialog brand={dialog.brand} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
