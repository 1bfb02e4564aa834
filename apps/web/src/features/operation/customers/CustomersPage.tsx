import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { PointsMap } from '@/components/map/points-map';
import {
  labelOptions,
  type QueryColumn,
  QueryFilter,
  QueryTable,
  useUrlSearch,
} from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import {
  CUSTOMER_LIST_KEY,
  CUSTOMER_POINTS_KEY,
  type Customer,
  customerListQuery,
  customerPointsQuery,
  customerSearch,
} from './api';
import { CustomerDialog } from './CustomerDialog';
import { CustomerDrawer } from './CustomerDrawer';
import { ImportDialog } from './ImportDialog';
import { customerMessages as m } from './messages';
import { useOwnerOptions } from './OwnerSelect';

type Filter = typeof customerSearch.defaults;
const TYPE_COLORS = ['', '#1677ff', '#52c41a', '#fa8c16', '#eb2f96'];
const opts = (map: Record<number, string>) => labelOptions(map, m.all);

/**
 * 客户管理 (/yxglxt/index/khgl): farmers, cooperatives, family farms and agri-input stores with
 * filters (name, phone, type, region, level, 负责人, due), 待跟进 flags, the detail drawer with the
 * 跟进记录 timeline, 客户分布 on the shared points map, xlsx import from the template and export.
 */
export function CustomersPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { search, write } = useUrlSearch(customerSearch);
  const access = useAccess();
  const can = {
    add: access.can('customer:add'),
    edit: access.can('customer:edit'),
    remove: access.can('customer:delete'),
  };
  const [dialog, setDialog] = useState<{ id?: number } | null>(null);
  const [drawer, setDrawer] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const owners = useOwnerOptions();
  const list = useQuery(customerListQuery(client, search));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_POINTS_KEY });
  };
  const remove = useMutation({
    mutationFn: (row: Customer) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/crm/customer/delete', { body: { ids: [row.id] } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'customerDelete' },
    onSuccess: refresh,
  });

  const columns: QueryColumn<Customer, Filter>[] = [
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      search: { type: 'text', name: 'name', maxLength: 50 },
      render: (_v, row) => (
        <Button
          type="link"
          className="customer-name"
          style={{ padding: 0 }}
          title={row.name}
          onClick={() => setDrawer(row.id)}
        >
          {row.name}
        </Button>
      ),
    },
    {
      key: 'type',
      title: m.columns.type,
      width: 90,
      search: { type: 'select', name: 'type', options: opts(m.types) },
      render: (_v, row) => m.types[row.type],
    },
    { key: 'contactName', title: m.columns.contact, dataIndex: 'contactName', width: 90 },
    {
      key: 'phone',
      title: m.columns.phone,
      dataIndex: 'phone',
      width: 120,
      search: { type: 'text', name: 'phone', maxLength: 11 },
    },
    {
      key: 'qhmc',
      title: m.columns.region,
      dataIndex: 'qhmc',
      width: 220,
      ellipsis: true,
      search: { type: 'region', name: 'qhdm' },
    },
    {
      key: 'crops',
      title: m.columns.crops,
      width: 120,
      render: (_v, row) => row.crops.join('、') || '-',
    },
    { key: 'areaMu', title: m.columns.area, dataIndex: 'areaMu', width: 100, align: 'right' },
    {
      key: 'level',
      title: m.columns.level,
      width: 100,
      search: { type: 'select', name: 'level', options: opts(m.levels) },
      render: (_v, row) => <Tag color={row.level === 1 ? 'gold' : undefined}>{m.levels[row.level]}</Tag>,
    },
    {
      key: 'source',
      title: m.columns.source,
      width: 100,
      hideInTable: true,
    },
    {
      key: 'ownerName',
      title: m.columns.owner,
      dataIndex: 'ownerName',
      width: 90,
      search: {
        type: 'select',
        name: 'ownerId',
        options: [{ value: 0, label: m.all }, ...owners.options],
      },
    },
    { key: 'points', title: m.columns.points, dataIndex: 'points', width: 80, align: 'right' },
    {
      key: 'nextContactDate',
      title: m.columns.nextContact,
      width: 150,
      search: {
        type: 'select',
        name: 'due',
        label: m.dueFilter,
        options: [
          { value: '', label: m.all },
          { value: '1', label: m.dueOnly },
        ],
      },
      render: (_v, row) =>
        row.nextContactDate ? (
          <span>
            {row.nextContactDate} {row.due ? <Tag color="red">{m.due}</Tag> : null}
          </span>
        ) : (
          '-'
        ),
    },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 150,
      render: (_v, row) => (
        <RowActions
          okText={m.delete.ok}
          cancelText={m.delete.cancel}
          actions={[
            { key: 'detail', label: m.actions.detail, onClick: () => setDrawer(row.id) },
            {
              key: 'edit',
              label: m.actions.edit,
              visible: can.edit,
              onClick: () => setDialog({ id: row.id }),
            },
            {
              key: 'delete',
              label: m.actions.delete,
              visible: can.remove,
              danger: true,
              confirm: m.delete.confirm,
              onClick: () => remove.mutateAsync(row),
            },
          ]}
        />
      ),
    },
  ];

  const dueCount = list.data?.dueCount ?? 0;
  return (
    <section className="customer-manager">
      <TabPaneHeader title={m.title} />
      <Segmented
        className="customer-view"
        value={search.view}
        onChange={(view) => write({ ...search, view: view as Filter['view'] })}
        options={[
          { value: 'list', label: m.views.list },
          { value: 'map', label: m.views.map },
        ]}
        style={{ marginBottom: 12 }}
      />
      {dueCount > 0 && !search.due ? (
        <Alert
          className="customer-due"
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={m.dueBanner(dueCount)}
          action={
            <Button size="small" onClick={() => write({ ...search, due: '1', page: 1 })}>
              {m.dueOnly}
            </Button>
          }
        />
      ) : null}
      {search.view === 'map' ? (
        <CustomerMap columns={columns} />
      ) : (
        <QueryTable
          search={customerSearch}
          query={(s, pageSize) => customerListQuery(client, s, pageSize)}
          columns={columns}
          rowKey="id"
          index
          collapsedFields={3}
          onCreate={can.add ? () => setDialog({}) : undefined}
          toolbar={
            can.add ? <Button onClick={() => setImporting(true)}>{m.actions.import}</Button> : undefined
          }
          exportFile={{ fileName: m.exportName, path: '/api/v1/web/crm/customer/export' }}
          className="customer-table"
          scrollX={1500}
        />
      )}
      {dialog ? <CustomerDialog id={dialog.id} onClose={() => setDialog(null)} /> : null}
      {drawer !== null ? (
        <CustomerDrawer id={drawer} canFollow={can.edit} onClose={() => setDrawer(null)} />
      ) : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </section>
  );
}

/** 客户分布: the filtered customers on the shared points map (clustered), coloured by type. */
function CustomerMap({ columns }: { columns: QueryColumn<Customer, Filter>[] }) {
  const client = useApi();
  const { search } = useUrlSearch(customerSearch);
  const points = useQuery(customerPointsQuery(client, search));
  const fields = columns.flatMap((c) =>
    c.search ? [{ ...c.search, label: c.search.label ?? c.title }] : [],
  );
  return (
    <div className="customer-map">
      <QueryFilter
        search={customerSearch}
        fields={fields}
        name="customer-map-filter"
        onSame={() => void points.refetch()}
      />
      {points.isError ? (
        <Alert
          type="error"
          title={m.map.failure}
          action={
            <Button size="small" onClick={() => void points.refetch()}>
              {m.drawer.retry}
            </Button>
          }
        />
      ) : (
        <>
          <p className="customer-map-count">{m.map.count(points.data?.length ?? 0)}</p>
          <PointsMap
            ariaLabel={m.map.aria}
            mapName="customers"
            points={(points.data ?? []).map((p) => ({
              id: String(p.id),
              lon: p.lon,
              lat: p.lat,
              label: p.name,
              color: TYPE_COLORS[p.type],
              group: m.types[p.type],
            }))}
            renderPopup={(p) => {
              const c = points.data?.find((x) => String(x.id) === p.id);
              return c ? (
                <div>
                  <strong>{c.name}</strong>
                  <div>{m.types[c.type]}</div>
                  <div>{c.qhmc}</div>
                </div>
              ) : null;
            }}
          />
        </>
      )}
    </div>
  );
}
