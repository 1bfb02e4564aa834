import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Space, Spin, Tag } from 'antd';
import { useMemo, useRef } from 'react';
import { designerMessages as dm } from '@/components/form-designer/messages';
import { approvalFormStore } from '@/components/form-designer/store';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { serverMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useRights } from '@/lib/use-rights';
import {
  type ApprovalRecord,
  addFlow,
  deleteFlow,
  deployFlow,
  disableFlow,
  documentOfItems,
  FLOW_LIST_KEY,
  type FlowSearch,
  flowListQuery,
  flowQuery,
  flowSearch,
  updateFlow,
} from './api';
import { FlowDesigner } from './FlowDesigner';
import { FlowIcon } from './flow-icons';
import { flowMessages as m } from './messages';

type Filter = typeof flowSearch.defaults;
const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'red' };

/**
 * 审批流程 (/xtbgxt/index/approverFlow): the flows with their group, state and version; 新建流程
 * and 设计 open the flow designer (基础设置 → 表单设计 → 流程设计 → 高级设置); 发布, 停用 and
 * 删除 ask first. The open design is in the URL (`?design=new` or `?design=<id>`), so a reload
 * keeps it.
 */
export function ApprovalFlowPage() {
  const search = useSearch({ strict: false }) as FlowSearch;
  const navigate = useNavigate();
  // The list's filter is kept (without its defaults); ids go into the URL as numbers.
  const open = (design: 'new' | number | undefined, replace = false) =>
    navigate({
      to: '.',
      replace,
      search: () => ({
        ...(search.name ? { name: search.name } : {}),
        ...(search.status ? { status: search.status } : {}),
        ...(search.flowGroup ? { flowGroup: search.flowGroup } : {}),
        ...(search.page > 1 ? { page: search.page } : {}),
        ...(design === undefined ? {} : { design }),
      }),
    } as never);
  if (search.design) return <DesignerScreen design={search.design} onOpen={open} />;
  return <FlowList onOpen={open} />;
}

function FlowList({ onOpen }: { onOpen: (design: 'new' | number) => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const can = useRights({ add: 'flow:add', edit: 'flow:edit', remove: 'flow:delete', deploy: 'flow:deploy' });
  // The list's key also reaches every flow read by id (flowQuery).
  const refresh = () => queryClient.invalidateQueries({ queryKey: FLOW_LIST_KEY });
  const act = async (run: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await run();
      notify.success(success);
    } catch (error) {
      notify.error(serverMessage(error) ?? failure);
    } finally {
      await refresh();
    }
  };
  const l = m.list;
  const columns: QueryColumn<ApprovalRecord, Filter>[] = [
    {
      key: 'name',
      title: l.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name' },
      render: (_v, row) => (
        <Space>
          <FlowIcon index={row.flowImg ?? 0} size={24} />
          <span>{row.name}</span>
        </Space>
      ),
    },
    {
      key: 'flowGroup',
      title: l.group,
      dataIndex: 'flowGroup',
      width: 120,
      search: { type: 'text', name: 'flowGroup' },
    },
    {
      key: 'status',
      title: l.status,
      width: 100,
      search: {
        type: 'select',
        name: 'status',
        options: [
          { value: '', label: l.all },
          ...[0, 1, 2].map((s) => ({ value: String(s), label: l.statuses[s] ?? '' })),
        ],
      },
      render: (_v, row) => <Tag color={STATUS_COLORS[row.status]}>{l.statuses[row.status]}</Tag>,
    },
    {
      key: 'version',
      title: l.version,
      width: 80,
      render: (_v, row) => l.versionOf(row.version),
    },
    { key: 'updateTime', title: l.updateTime, dataIndex: 'updateTime', width: 180 },
    rowActionsColumn({
      title: l.actions,
      width: 220,
      actions: (row) => [
        { label: l.design, onClick: () => onOpen(row.id), visible: can.edit },
        {
          label: l.deploy,
          visible: can.deploy && row.status !== 1,
          confirm: l.confirmDeploy(row.name),
          onClick: () => act(() => deployFlow(client, row.id), l.deployed, l.deployFailed),
        },
        {
          label: l.disable,
          visible: can.deploy && row.status === 1,
          confirm: l.confirmDisable(row.name),
          onClick: () => act(() => disableFlow(client, row.id), l.disabled, l.disableFailed),
        },
        {
          label: l.remove,
          danger: true,
          visible: can.remove,
          confirm: l.confirmRemove(row.name),
          onClick: () => act(() => deleteFlow(client, row.id), l.removed, l.removeFailed),
        },
      ],
    }),
  ];
  return (
    <QueryTable
      search={flowSearch}
      query={(s, pageSize) => flowListQuery(client, s as FlowSearch, pageSize)}
      columns={columns}
      rowKey="id"
      index
      className="approval-flow-table"
      toolbar={
        can.add ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onOpen('new')}>
            {l.create}
          </Button>
        ) : null
      }
    />
  );
}

function DesignerScreen({
  design,
  onOpen,
}: {
  design: 'new' | number;
  onOpen: (design: 'new' | number | undefined, replace?: boolean) => void;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const access = useAccess();
  const canSave = access.can(design === 'new' ? 'flow:add' : 'flow:edit');
  const canPublish = access.can('flow:deploy');
  // A new flow saved for the first time gets its id in the URL without reopening the designer.
  const created = useRef<number | null>(null);
  const id = design === 'new' ? null : design;
  const flow = useQuery({
    ...flowQuery(client, id),
    enabled: id !== null && created.current !== id,
    meta: { errorText: m.designer.loadFailed, what: 'approvalFlow' },
  });
  const loaded = useMemo(() => (flow.data ? documentOfItems(flow.data.formItemList) : null), [flow.data]);

  const back = () => {
    approvalFormStore.clear();
    onOpen(undefined);
  };

  if (id !== null && created.current !== id) {
    if (flow.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
    if (flow.isError || !flow.data) {
      return (
        <Alert
          type="error"
          showIcon
          title={m.designer.loadFailed}
          action={
            <Space>
              {flow.isError ? (
                <Button size="small" onClick={() => void flow.refetch()}>
                  {m.designer.retry}
                </Button>
              ) : null}
              <Button size="small" onClick={back}>
                {m.designer.back}
              </Button>
            </Space>
          }
        />
      );
    }
    if (loaded && !loaded.ok) {
      return (
        <Alert
          type="error"
          showIcon
          title={dm.loadFailed}
          description={loaded.errors.join('；')}
          action={
            <Button size="small" onClick={back}>
              {m.designer.back}
            </Button>
          }
        />
      );
    }
  }

  return (
    <FlowDesigner
      key={created.current !== null && created.current === id ? 'new' : String(design)}
      flow={id === null || created.current === id ? null : (flow.data ?? null)}
      document={loaded?.ok ? loaded.document : undefined}
      canSave={canSave}
      canPublish={canPublish}
      onClose={back}
      save={async (draft, flowId) => {
        const record =
          flowId === null ? await addFlow(client, draft) : await updateFlow(client, flowId, draft);
        approvalFormStore.updateFormItemList(draft.fields);
        approvalFormStore.initPConditions(record.processConditions);
        // Marked stale only: the list is not shown while designing, and the open flow (flowQuery,
        // under the same key) must not be reloaded under the designer.
        await queryClient.invalidateQueries({ queryKey: FLOW_LIST_KEY, refetchType: 'none' });
        return record;
      }}
      publish={async (flowId) => {
        const record = await deployFlow(client, flowId);
        await queryClient.invalidateQueries({ queryKey: FLOW_LIST_KEY, refetchType: 'none' });
        return record;
      }}
      onCreated={(record) => {
        created.current = record.id;
        onOpen(record.id, true);
      }}
    />
  );
}
