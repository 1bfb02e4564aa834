import { useMutation, useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { CrudList, idFilter, removeById, useCrud } from '@/components/crud';
import { codeColumn, type QueryColumn } from '@/components/query-table';
import { publishActions, RowActions } from '@/components/row-actions';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { cropOptionsQuery } from '../api';
import { SCHEME_DETAIL_KEY, SCHEME_LIST_KEY, type Scheme, schemeListQuery } from './api';
import { schemeMessages as m } from './messages';
import { SchemeReader } from './SchemeReader';
import { schemeSearch } from './search';
import './schemes.css';

// The dialog brings tiptap: loaded the first time a scheme is added or edited.
const SchemeDialog = lazy(() => import('./SchemeDialog'));

const STATUS_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

/** 发布 or 撤回 a scheme (the server moves its status); `refresh` runs once it settles. */
function useSchemeStatus(action: 'publish' | 'withdraw', successText: string, refresh: () => unknown) {
  const client = useApi();
  return useMutation({
    mutationFn: (row: Scheme) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/scheme/status', { body: { id: row.id, action } }),
    meta: { successText, errorText: m.toast.statusFailure, what: 'agroSchemeStatus' },
    onSettled: () => void refresh(),
  });
}

/**
 * 农技方案: technical schemes by crop, growth stage and problem, with filters, 新增 / 编辑 (rich-text
 * measures, recommended SKUs, attachments), 发布 / 撤回 (草稿 / 已撤回 → 已发布 → 已撤回, each
 * confirmed), 删除 and the reader view.
 */
export function SchemesPage() {
  const client = useApi();
  const canPublish = useAccess().can('scheme:publish');
  const crops = useQuery(cropOptionsQuery(client, m.toast.cropsFailure)).data?.list ?? [];
  const [reading, setReading] = useState<number | null>(null);
  const crud = useCrud<Scheme>({
    rights: { add: 'scheme:add', edit: 'scheme:edit', remove: 'scheme:delete' },
    invalidates: [SCHEME_LIST_KEY, SCHEME_DETAIL_KEY],
    remove: removeById(
      client,
      'base',
      '/api/v1/agro/scheme/delete',
      { success: m.toast.deleted, failure: m.toast.deleteFailure },
      'agroSchemeDelete',
    ),
  });
  const publish = useSchemeStatus('publish', m.toast.published, crud.refresh);
  const withdraw = useSchemeStatus('withdraw', m.toast.withdrawn, crud.refresh);

  const c = m.columns;
  const columns: QueryColumn<Scheme, typeof schemeSearch.defaults>[] = [
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
      search: idFilter('cropId', crops),
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
    codeColumn({
      key: 'status',
      title: c.status,
      width: 90,
      labels: m.status,
      colors: STATUS_COLOR,
      code: (row) => row.status,
      filter: { name: 'status', all: m.all },
    }),
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
              visible: crud.can.edit && row.status !== 1,
              onClick: () => crud.dialog.openEdit(row),
            },
            ...publishActions({
              can: canPublish,
              published: row.status === 1,
              labels: m.actions,
              confirm: m.confirm,
              onPublish: () => publish.mutateAsync(row),
              onWithdraw: () => withdraw.mutateAsync(row),
            }),
            {
              label: m.actions.delete,
              visible: crud.can.remove && row.status !== 1,
              danger: true,
              confirm: m.confirm.delete,
              onClick: () => crud.remove.mutateAsync(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <CrudList
      crud={crud}
      name="scheme"
      sectionClassName="agro-schemes"
      title={m.title}
      search={schemeSearch}
      query={(search, pageSize) => schemeListQuery(client, search, pageSize)}
      columns={columns}
      collapsedFields={5}
      scrollX={1300}
      exportFile={{ fileName: m.title, path: '/api/v1/agro/scheme/export' }}
    >
      {crud.dialog.current ? (
        <Suspense fallback={<Spin description={m.dialog.editorLoading} fullscreen />}>
          <SchemeDialog id={crud.dialog.current.row?.id} onClose={crud.dialog.close} />
        </Suspense>
      ) : null}
      {reading !== null ? <SchemeReader id={reading} onClose={() => setReading(null)} /> : null}
    </CrudList>
  );
}
