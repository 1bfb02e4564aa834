import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { FormDesigner } from '@/components/form-designer';
import { designerMessages as m } from '@/components/form-designer/messages';
import { approvalFormStore } from '@/components/form-designer/store';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { apiKey } from '@/lib/query';
import {
  type ApprovalRecord,
  addFlow,
  documentOfItems,
  type FlowSearch,
  fetchFlow,
  flowListQuery,
  flowSearch,
  updateFlow,
} from './api';

type Filter = typeof flowSearch.defaults;

/**
 * 审批流程: the flows with their forms; 新建流程 opens the form designer (the 表单设计 step of
 * the flow designer, until the rest of the flow designer is built); 编辑表单 opens a saved one.
 * The open design is in the URL (`?design=new` or `?design=<id>`), so a reload keeps it.
 */
export function ApprovalFlowPage() {
  const search = useSearch({ strict: false }) as FlowSearch;
  const navigate = useNavigate();
  // The list's filter is kept (without its defaults); ids go into the URL as numbers.
  const open = (design: 'new' | number | undefined) =>
    navigate({
      to: '.',
      search: () => ({
        ...(search.name ? { name: search.name } : {}),
        ...(search.page > 1 ? { page: search.page } : {}),
        ...(design === undefined ? {} : { design }),
      }),
    } as never);
  if (search.design) return <DesignerScreen design={search.design} onOpen={open} />;
  return <FlowList onOpen={open} />;
}

function FlowList({ onOpen }: { onOpen: (design: 'new' | number) => void }) {
  const client = useApi();
  const columns: QueryColumn<ApprovalRecord, Filter>[] = [
    {
      key: 'name',
      title: m.list.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', placeholder: m.list.search },
    },
    {
      key: 'fields',
      title: m.list.fields,
      width: 90,
      render: (_v, row) => row.formItemList.length,
      exportValue: (row) => String(row.formItemList.length),
    },
    {
      key: 'status',
      title: m.list.status,
      width: 100,
      render: (_v, row) =>
        row.status === 1 ? <Tag color="green">{m.list.deployed}</Tag> : <Tag>{m.list.draft}</Tag>,
      exportValue: (row) => (row.status === 1 ? m.list.deployed : m.list.draft),
    },
    { key: 'creator', title: m.list.creator, dataIndex: 'creator', width: 120 },
    { key: 'updateTime', title: m.list.updateTime, dataIndex: 'updateTime', width: 180 },
    {
      key: 'actions',
      title: m.list.actions,
      width: 110,
      exportValue: false,
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row.id)}>
          {m.list.edit}
        </Button>
      ),
    },
  ];
  return (
    <QueryTable
      search={flowSearch}
      query={(s, pageSize) => flowListQuery(client, s as FlowSearch, pageSize)}
      columns={columns}
      rowKey="id"
      index
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => onOpen('new')}>
          {m.list.create}
        </Button>
      }
    />
  );
}

function DesignerScreen({
  design,
  onOpen,
}: {
  design: 'new' | number;
  onOpen: (design: 'new' | number | undefined) => void;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const id = design === 'new' ? null : design;
  const flow = useQuery({
    queryKey: ['approval-flow', id],
    queryFn: () => fetchFlow(client, id as number),
    enabled: id !== null,
    meta: { errorText: m.list.loadFailed, what: 'approvalFlow' },
  });
  const loaded = useMemo(() => (flow.data ? documentOfItems(flow.data.formItemList) : null), [flow.data]);
  const [saving, setSaving] = useState(false);

  const back = () => {
    approvalFormStore.clear();
    onOpen(undefined);
  };

  if (id !== null) {
    if (flow.isPending) return <Spin />;
    if (flow.isError || !flow.data) {
      return (
        <Alert
          type="error"
          message={m.list.loadFailed}
          action={
            <Button size="small" onClick={back}>
              {m.back}
            </Button>
          }
        />
      );
    }
    if (loaded && !loaded.ok) {
      return (
        <Alert
          type="error"
          showIcon
          message={m.loadFailed}
          description={loaded.errors.join('；')}
          action={
            <Button size="small" onClick={back}>
              {m.back}
            </Button>
          }
        />
      );
    }
  }

  return (
    <FormDesigner
      key={design}
      name={flow.data?.name ?? ''}
      document={loaded?.ok ? loaded.document : undefined}
      saving={saving}
      onBack={back}
      onSave={async (name, document) => {
        setSaving(true);
        try {
          const record =
            id === null
              ? await addFlow(client, name, document)
              : await updateFlow(client, id, name, document);
          approvalFormStore.updateFormItemList(document.fields);
          approvalFormStore.initPConditions(record.processConditions);
          await queryClient.invalidateQueries({
            queryKey: apiKey('system', 'post', '/api/v1/actExApproval/page'),
          });
          await queryClient.invalidateQueries({ queryKey: ['approval-flow'] });
          notify.success(m.saved);
          if (id === null) onOpen(record.id);
        } catch (error) {
          notify.error(
            error instanceof Error && 'msg' in error ? String((error as { msg: unknown }).msg) : m.saveFailed,
          );
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}
