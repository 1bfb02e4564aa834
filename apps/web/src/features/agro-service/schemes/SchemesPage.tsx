import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { cropFilter } from '../list';
import { cropChoicesQuery, SCHEME_DETAIL_KEY, SCHEME_LIST_KEY, type Scheme, schemeListQuery } from './api';
import { schemeMessages as m } from './messages';
import { SchemeReader } from './SchemeReader';
import { schemeSearch } from './search';
import './schemes.css';

// The dialog brings tiptap: loaded the first time a scheme is added or edited.
const SchemeDialog = lazy(() => import('./SchemeDialog'));

type Filter = typeof schemeSearch.defaults;

const STATUS_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

/**
 * 农技方案: technical schemes by crop, growth stage and problem, with filters, 新增 / 编辑 (rich-text
 * measures, recommended SKUs, attachments), 发布 / 撤回 (草稿 / 已撤回 → 已发布 → 已撤回, each
 * confirmed), 删除 and the reader view.
 */
export function SchemesPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const access = useAccess();
  const can = {
    add: access.can('scheme:add'),
    edit: access.can('scheme:edit'),
    remove: access.can('scheme:delete'),
    publish: access.can('scheme:publish'),
  };
  const crops = useQuery(cropChoicesQuery(client));
  const [dialog, setDialog] = useState<{ id?: number } | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SCHEME_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: SCHEME_DETAIL_KEY });
  };

  const statusCall = (row: Scheme, action: 'publish' | 'withdraw') =>
    apiFetch(client, 'base', 'post', '/api/v1/agro/scheme/status', { body: { id: row.id, action } });
  const publish = useMutation({
    mutationFn: (row: Scheme) => statusCall(row, 'publish'),
    meta: { successText: m.toast.published, errorText: m.toast.statusFailure, what: 'agroSchemeStatus' },
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (row: Scheme) => statusCall(row, 'withdraw'),
    meta: { successText: m.toast.withdrawn, errorText: m.toast.statusFailure, what: 'agroSchemeStatus' },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (row: Scheme) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/scheme/delete', { body: { id: row.id } }),
    meta: { successText: m.toast.deleted, errorText: m.toast.deleteFailure, what: 'agroSchemeDelete' },
    onSettled: refresh,
  });

  const c = m.columns;
  const columns: QueryColumn<Scheme, Filter>[] = [
    {
      key: 'title',
      title: c.title,
      dataIndex: 'title',
      width: 260,
      ellipsis: true,
      search: { type: 'text', name: 'title', maxLength: 100 },
    },
    {
      key: 'cropName',
      title: c.crop,
      dataIndex: 'cropName',
      width: 90,
      search: cropFilter<Filter>(crops.data?.list ?? [], m.all),
    },
    {
      key: 'stage',
      title: c.stage,
      dataIndex: 'stage',
      width: 110,
      search: { type: 'text', name: 'stage', maxLength: 50 },
    },
    {
      key: 'problem',
      title: c.problem,
      dataIndex: 'problem',
      width: 140,
      ellipsis: true,
      search: { type: 'text', name: 'problem', maxLength: 100 },
    },
    {
      key: 'status',
      title: c.status,
      width: 90,
      search: {
        type: 'select',
        name: 'status',
        options: [
          { value: '', label: m.all },
          { value: '0', label: m.status[0] as string },
          { value: '1', label: m.status[1] as string },
          { value: '2', label: m.status[2] as string },
        ],
      },
      render: (_v, row) => <Tag color={STATUS_COLOR[row.status]}>{m.status[row.status]}</Tag>,
    },
    { key: 'skuCount', title: c.skuCount, dataIndex: 'skuCount', width: 90, align: 'right' },
    {
      key: 'attachmentCount',
      title: c.attachmentCount,
      dataIndex: 'attachmentCount',
      width: 70,
      align: 'right',
    },
    { key: 'author', title: c.author, dataIndex: 'author', width: 110 },
    { key: 'publishTime', title: c.publishTime, dataIndex: 'publishTime', width: 170 },
    { key: 'updateTime', title: c.updateTime, dataIndex: 'updateTime', width: 170, hideInTable: true },
    {
      key: 'actions',
      title: c.actions,
      width: 220,
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          okText={m.confirm.ok}
          cancelText={m.confirm.cancel}
          actions={[
            { label: m.actions.read, onClick: () => setReading(row.id) },
            {
              label: m.actions.edit,
              visible: can.edit && row.status !== 1,
              onClick: () => setDialog({ id: row.id }),
            },
            {
              label: m.actions.publish,
              visible: can.publish && row.status !== 1,
              confirm: m.confirm.publish,
              onClick: () => publish.mutateAsync(row),
            },
            {
              label: m.actions.withdraw,
              visible: can.publish && row.status === 1,
              confirm: m.confirm.withdraw,
              onClick: () => withdraw.mutateAsync(row),
            },
            {
              label: m.actions.delete,
              visible: can.remove && row.status !== 1,
              danger: true,
              confirm: m.confirm.delete,
              onClick: () => remove.mutateAsync(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="agro-schemes">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={schemeSearch}
        query={(search, pageSize) => schemeListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        collapsedFields={5}
        scrollX={1300}
        onCreate={can.add ? () => setDialog({}) : undefined}
        exportFile={{ fileName: m.title, path: '/api/v1/agro/scheme/export' }}
        className="scheme-table"
      />
      {dialog ? (
        <Suspense fallback={<Spin description={m.dialog.editorLoading} fullscreen />}>
          <SchemeDialog id={dialog.id} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {reading !== null ? <SchemeReader id={reading} onClose={() => setReading(null)} /> : null}
    </section>
  );
}
