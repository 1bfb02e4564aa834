import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { centsColumn, statusFilter } from '../shared/columns';
import { EditDeleteActions } from '../shared/EditDeleteActions';
import { formatCents } from '../shared/money';
import { SETMEAL_LIST_KEY, type Setmeal, setmealListQuery, setmealSearch } from './api';
import { setmealMessages as m } from './messages';
import { SetmealDialog } from './SetmealDialog';

type Filter = typeof setmealSearch.defaults;

/** 套餐录入 (/nzywsjgl/gylglzxt/setmealManage): packages with totals, saving and a flag for disabled items. */
export function SetmealsPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ id?: number } | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('setmeal:add'),
    edit: access.can('setmeal:edit'),
    remove: access.can('setmeal:delete'),
  };
  const remove = useMutation({
    mutationFn: (row: Setmeal) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/setmeal/delete', { body: { id: row.id } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'setmealDelete' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SETMEAL_LIST_KEY }),
  });

  const columns: QueryColumn<Setmeal, Filter>[] = [
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', maxLength: 50 },
    },
    { key: 'itemCount', title: m.columns.itemCount, dataIndex: 'itemCount', width: 80, align: 'center' },
    centsColumn('itemsTotal', m.columns.itemsTotal, 120, (r) => r.itemsTotalCents),
    centsColumn('price', m.columns.price, 120, (r) => r.priceCents),
    {
      key: 'saving',
      title: m.columns.saving,
      width: 120,
      align: 'right',
      render: (_v, r) => (
        <span style={{ color: r.savingCents > 0 ? '#cf1322' : undefined }}>{formatCents(r.savingCents)}</span>
      ),
    },
    {
      key: 'status',
      title: m.columns.status,
      width: 90,
      search: statusFilter<Filter>(m.status),
      render: (_v, r) => (
        <Tag color={r.status === 1 ? 'green' : 'default'}>{r.status === 1 ? m.status.on : m.status.off}</Tag>
      ),
    },
    {
      key: 'flag',
      title: m.columns.flag,
      width: 150,
      search: {
        type: 'select',
        name: 'flagged',
        options: [
          { value: '', label: m.flagFilter.all },
          { value: '1', label: m.flagFilter.flagged },
          { value: '0', label: m.flagFilter.ok },
        ],
      },
      render: (_v, r) => (r.disabledCount > 0 ? <Tag color="red">{m.flagged(r.disabledCount)}</Tag> : null),
    },
    { key: 'updateTime', title: m.columns.updateTime, dataIndex: 'updateTime', width: 170 },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 130,
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
    <section className="setmeal-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={setmealSearch}
        query={(search, pageSize) => setmealListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onCreate={can.add ? () => setDialog({}) : undefined}
        exportFile={{ fileName: m.exportName, path: '/api/v1/web/sp/setmeal/export' }}
        className="setmeal-table"
      />
      {dialog ? (
        <SetmealDialog mode={dialog.id ? 'edit' : 'create'} id={dialog.id} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
