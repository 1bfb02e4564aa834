import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { useApi } from '@/lib/api';
import { useRights } from '@/lib/use-rights';
import {
  DOCUMENT_LIST_KEY,
  type DocumentRow,
  deleteDocument,
  documentListQuery,
  EDITABLE_STATUSES,
} from './api';
import { DocumentView } from './DocumentView';
import { documentMessages as m } from './messages';
import { PrintView } from './PrintView';
import { SubmitDialog } from './SubmitDialog';
import { documentSearch } from './search';

// The form brings tiptap: loaded the first time a document is drafted or edited.
const DocumentForm = lazy(() => import('./DocumentForm'));

type Filter = typeof documentSearch.defaults;

const options = (labels: Record<number, string>, keys: number[]) => [
  { value: '', label: m.all },
  ...keys.map((k) => ({ value: String(k), label: labels[k] as string })),
];

/**
 * 公文管理 (R-15.document): official documents with the GB/T 9704-2012 elements. The list (标题 /
 * 发文字号 / 密级 / 紧急程度 / 状态 / 印发日期 / 更新时间) filters by 标题 or 发文字号, 状态 and 密级;
 * 新建公文 and 编辑 open the form drawer (草稿, 已驳回 and 已撤回 only), 提交审批 routes a document
 * through a published flow, 查看 shows it with its approval timeline, 打印 the red-header layout,
 * 删除 removes a 草稿 — each only where the state and the user's buttons allow, and only on the
 * documents the user may change (`canChange`: their own, or any for an administrator). The list
 * holds only the documents the user may open (their own and those they approve).
 */
export function DocumentsPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const can = useRights({
    add: 'document:add',
    edit: 'document:edit',
    remove: 'document:delete',
    submit: 'document:submit',
  });
  const [form, setForm] = useState<{ id?: number } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [printing, setPrinting] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState<DocumentRow | null>(null);
  const remove = useMutation({
    mutationFn: (row: DocumentRow) => deleteDocument(client, row.id),
    meta: { successText: m.deleteSuccess, errorText: m.deleteFailure, what: 'officialDocDelete' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DOCUMENT_LIST_KEY }),
  });

  const c = m.columns;
  const columns: QueryColumn<DocumentRow, Filter>[] = [
    {
      key: 'keyword',
      title: c.title,
      dataIndex: 'title',
      width: 300,
      ellipsis: true,
      search: {
        type: 'text',
        name: 'keyword',
        label: m.filters.keyword,
        maxLength: 100,
        placeholder: m.filters.keywordPlaceholder,
      },
    },
    { key: 'docNo', title: c.docNo, dataIndex: 'docNo', width: 180 },
    {
      key: 'secrecy',
      title: c.secrecy,
      width: 80,
      search: { type: 'select', name: 'secrecy', options: options(m.secrecy, [0, 1, 2, 3]) },
      render: (_v, row) => (row.secrecy ? <Tag color="red">{m.secrecy[row.secrecy]}</Tag> : m.secrecy[0]),
    },
    {
      key: 'urgency',
      title: c.urgency,
      width: 90,
      render: (_v, row) => (row.urgency ? <Tag color="orange">{m.urgency[row.urgency]}</Tag> : m.urgency[0]),
    },
    {
      key: 'status',
      title: c.status,
      width: 90,
      search: { type: 'select', name: 'status', options: options(m.status, [0, 1, 2, 3, 4]) },
      render: (_v, row) => <Tag color={m.statusColor[row.status]}>{m.status[row.status]}</Tag>,
    },
    { key: 'printDate', title: c.printDate, dataIndex: 'printDate', width: 110 },
    { key: 'creatorName', title: c.creator, dataIndex: 'creatorName', width: 100, hideInTable: true },
    { key: 'updateTime', title: c.updateTime, dataIndex: 'updateTime', width: 170 },
    rowActionsColumn({
      title: c.actions,
      width: 280,
      fixed: 'right',
      okText: m.confirm.ok,
      cancelText: m.confirm.cancel,
      actions: (row) => {
        // the server says whose document it is (its drafter's or an administrator's to change)
        const editable = row.canChange && EDITABLE_STATUSES.includes(row.status);
        return [
          { label: m.actions.edit, visible: can.edit && editable, onClick: () => setForm({ id: row.id }) },
          { label: m.actions.view, onClick: () => setViewing(row.id) },
          { label: m.actions.submit, visible: can.submit && editable, onClick: () => setSubmitting(row) },
          { label: m.actions.print, onClick: () => setPrinting(row.id) },
          {
            label: m.actions.delete,
            visible: can.remove && row.canChange && row.status === 0,
            danger: true,
            confirm: m.confirm.delete,
            onClick: () => remove.mutateAsync(row),
          },
        ];
      },
    }),
  ];

  return (
    <section className="office-documents">
      <QueryTable
        search={documentSearch}
        query={(search, pageSize) => documentListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        scrollX={1300}
        toolbar={
          can.add ? (
            <Button type="primary" onClick={() => setForm({})}>
              {m.create}
            </Button>
          ) : null
        }
        exportFile={{ fileName: m.title, path: '/api/v1/officialDoc/export' }}
        className="document-table"
      />
      {form ? (
        <Suspense fallback={<Spin description={m.form.editorLoading} fullscreen />}>
          <DocumentForm id={form.id} onClose={() => setForm(null)} />
        </Suspense>
      ) : null}
      {viewing !== null ? <DocumentView id={viewing} onClose={() => setViewing(null)} /> : null}
      {printing !== null ? <PrintView id={printing} onClose={() => setPrinting(null)} /> : null}
      {submitting ? <SubmitDialog doc={submitting} onClose={() => setSubmitting(null)} /> : null}
    </section>
  );
}
