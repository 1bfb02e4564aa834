import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Empty, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { CrudFormDialog, removeById, useCrud } from '@/components/crud';
import { editRemoveActions, RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { cropOptionsQuery, STAGE_LIST_KEY } from '../api';
import { cropChoices } from '../form';
import { type Stage, stageListQuery, stageSearch } from './api';
import { stageMessages as m } from './messages';
import { firstDecrease, move } from './order';
import { stageForm } from './StageDialog';

/** 生育期管理 (/agroService/massif/birth): a crop's ordered growth stages with day offsets from sowing. */
export function StagesPage() {
  const client = useApi();
  const navigate = useNavigate();
  const search = stageSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const crops = useQuery(cropOptionsQuery(client, m.crops.failure));
  const cropId = search.cropId || crops.data?.list[0]?.id || 0;
  const stages = useQuery({ ...stageListQuery(client, cropId), enabled: cropId > 0 });
  const crud = useCrud<Stage>({
    rights: { add: 'birth:add', edit: 'birth:edit', remove: 'birth:delete' },
    invalidates: [STAGE_LIST_KEY],
    remove: removeById(client, 'base', '/api/v1/agro/stage/delete', m.delete, 'agroStageDelete'),
  });
  const { can, dialog } = crud;
  const [orderError, setOrderError] = useState<string>();
  const rows = stages.data?.list ?? [];

  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/stage/reorder', { body: { cropId, ids } }),
    meta: { successText: m.reorder.success, errorText: m.reorder.failure, what: 'agroStageReorder' },
    onSettled: () => void crud.refresh(),
  });
  /** Moves a stage up or down: refused here, with the reason, when an offset would decrease. */
  const shift = (index: number, by: -1 | 1) => {
    const next = move(rows, index, index + by);
    const bad = firstDecrease(next);
    if (bad) {
      setOrderError(
        m.decreasing(bad.stage.name, bad.stage.dayOffset, bad.previous.name, bad.previous.dayOffset),
      );
      return;
    }
    setOrderError(undefined);
    reorder.mutate(next.map((s) => s.id));
  };

  const columns: ColumnsType<Stage> = [
    { key: 'sort', title: m.columns.sort, width: 64, align: 'center', render: (_v, _r, i) => i + 1 },
    { key: 'name', title: m.columns.name, dataIndex: 'name', width: 130 },
    {
      key: 'dayOffset',
      title: m.columns.dayOffset,
      width: 130,
      render: (_v, row) => (
        <Tag color={row.dayOffset < 0 ? 'orange' : row.dayOffset === 0 ? 'green' : 'blue'}>
          {m.offset(row.dayOffset)}
        </Tag>
      ),
    },
    {
      key: 'durationDays',
      title: m.columns.durationDays,
      width: 100,
      render: (_v, row) => m.days(row.durationDays),
    },
    { key: 'practices', title: m.columns.practices, dataIndex: 'practices' },
    {
      key: 'inputs',
      title: m.columns.inputs,
      width: 260,
      render: (_v, row) =>
        row.inputs.length === 0 ? (
          '—'
        ) : (
          <ul className="stage-inputs">
            {row.inputs.map((i) => (
              <li key={i.specId}>
                {i.skuName} {i.spec}
                {i.dosage ? `（${i.dosage}）` : ''}
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 230,
      render: (_v, row, i) => (
        <Space size={0}>
          {can.edit ? (
            <>
              <Tooltip title={m.actions.up}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={m.moveUp(row.name)}
                  disabled={i === 0 || reorder.isPending}
                  onClick={() => shift(i, -1)}
                />
              </Tooltip>
              <Tooltip title={m.actions.down}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={m.moveDown(row.name)}
                  disabled={i === rows.length - 1 || reorder.isPending}
                  onClick={() => shift(i, 1)}
                />
              </Tooltip>
            </>
          ) : null}
          <RowActions
            actions={editRemoveActions({
              can,
              onEdit: () => dialog.openEdit(row),
              onRemove: () => crud.remove.mutateAsync(row),
              confirm: m.delete.confirm,
            })}
          />
        </Space>
      ),
    },
  ];

  const failed = crops.isError || stages.isError;
  return (
    <section className="stage-manager">
      <TabPaneHeader title={m.title} />
      <Space wrap style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Space>
          <label htmlFor="stage-crop">{m.crop}</label>
          <Select
            id="stage-crop"
            style={{ width: 200 }}
            placeholder={m.cropPlaceholder}
            loading={crops.isLoading}
            value={cropId || undefined}
            onChange={(v: number) => {
              setOrderError(undefined);
              void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, cropId: v }) });
            }}
            options={cropChoices(crops.data?.list ?? [])}
          />
        </Space>
        {can.add && cropId > 0 ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={dialog.openCreate}>
            {m.add}
          </Button>
        ) : null}
      </Space>
      <Alert type="info" showIcon title={m.hint} style={{ marginBottom: 12 }} />
      {orderError ? (
        <Alert
          type="error"
          showIcon
          closable
          className="stage-order-error"
          title={orderError}
          onClose={() => setOrderError(undefined)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={crops.isError ? m.crops.failure : m.list.failure}
          action={
            <Button size="small" onClick={() => void (crops.isError ? crops.refetch() : stages.refetch())}>
              {m.list.retry}
            </Button>
          }
        />
      ) : (
        <Table<Stage>
          className="stage-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={crops.isLoading || (cropId > 0 && stages.isLoading) || reorder.isPending}
          pagination={false}
          locale={{
            emptyText: (
              <Empty
                description={crops.data && crops.data.list.length === 0 ? m.list.noCrops : m.list.empty}
              />
            ),
          }}
        />
      )}
      {cropId > 0 ? <CrudFormDialog crud={crud} form={stageForm(client, cropId)} /> : null}
    </section>
  );
}
