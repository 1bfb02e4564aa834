import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { actionsColumn, CrudList, column, useCrud, useRowDialog, withAll } from '@/components/crud';
import { PointsMap } from '@/components/map/points-map';
import { codeColumn, type QueryColumn, QueryFilter, useUrlSearch } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import {
  CUSTOMER_DETAIL_KEY,
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
const c = m.columns;

/**
 * 客户管理 (/yxglxt/index/khgl): farmers, cooperatives, family farms and agri-input stores with
 * filters (name, phone, type, region, level, 负责人, due), 待跟进 flags, the detail drawer with the
 * 跟进记录 timeline, 客户分布 on the shared points map, xlsx import from the template and export.
 */
export function CustomersPage() {
  const client = useApi();
  const { search, write } = useUrlSearch(customerSearch);
  const crud = useCrud<Customer>({
    rights: { add: 'customer:add', edit: 'customer:edit', remove: 'customer:delete' },
    invalidates: [CUSTOMER_LIST_KEY, CUSTOMER_POINTS_KEY, CUSTOMER_DETAIL_KEY],
    remove: {
      run: (row) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/crm/customer/delete', { body: { ids: [row.id] } }),
      meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'customerDelete' },
    },
  });
  const drawer = useRowDialog<Customer>();
  const [importing, setImporting] = useState(false);
  const owners = useOwnerOptions();
  const list = useQuery(customerListQuery(client, search));

  const columns: QueryColumn<Customer, Filter>[] = [
    column('name', c.name, {
      text: 50,
      width: 220,
      ellipsis: true,
      render: (name, row) => (
        <Button
          type="link"
          className="customer-name"
          style={{ padding: 0 }}
          title={name}
          onClick={() => drawer.open(row)}
        >
          {name}
        </Button>
      ),
    }),
    codeColumn({
      key: 'type',
      title: c.type,
      width: 90,
      labels: m.types,
      code: (row) => row.type,
      filter: { name: 'type', all: m.all },
    }),
    column('contactName', c.contact, { width: 90 }),
    column('phone', c.phone, { text: 11, width: 120 }),
    {
      ...column<Customer, Filter>('qhmc', c.region, { width: 220, ellipsis: true }),
      search: { type: 'region', name: 'qhdm' },
    },
    column('crops', c.crops, { width: 120, render: (crops) => crops.join('、') || '-' }),
    column('areaMu', c.area, { width: 100, align: 'right' }),
    codeColumn({
      key: 'level',
      title: c.level,
      width: 100,
      labels: m.levels,
      colors: { 1: 'gold' },
      code: (row) => row.level,
      filter: { name: 'level', all: m.all },
    }),
    { key: 'source', title: c.source, width: 100, hideInTable: true },
    {
      ...column<Customer, Filter>('ownerName', c.owner, { width: 90 }),
      search: { type: 'select', name: 'ownerId', options: [{ value: 0, label: m.all }, ...owners.options] },
    },
    column('points', c.points, { width: 80, align: 'right' }),
    {
      ...column<Customer, Filter, 'nextContactDate'>('nextContactDate', c.nextContact, {
        width: 150,
        render: (date, row) =>
          date ? (
            <span>
              {date} {row.due ? <Tag color="red">{m.due}</Tag> : null}
            </span>
          ) : (
            '-'
          ),
      }),
      search: {
        type: 'select',
        name: 'due',
        label: m.dueFilter,
        options: withAll([{ value: '1', label: m.dueOnly }]),
      },
    },
    actionsColumn({
      crud,
      title: c.actions,
      width: 150,
      confirm: m.delete.confirm,
      before: (row) => [{ label: m.actions.detail, onClick: () => drawer.open(row) }],
    }),
  ];

  const dueCount = list.data?.dueCount ?? 0;
  const open = crud.dialog.current;
  return (
    <CrudList
      crud={crud}
      name="customer"
      title={m.title}
      notice={
        <>
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
        </>
      }
      insteadOfTable={search.view === 'map' ? <CustomerMap columns={columns} /> : null}
      search={customerSearch}
      query={(s, pageSize) => customerListQuery(client, s, pageSize)}
      columns={columns}
      collapsedFields={3}
      toolbar={
        crud.can.add ? <Button onClick={() => setImporting(true)}>{m.actions.import}</Button> : undefined
      }
      exportFile={{ fileName: m.exportName, path: '/api/v1/web/crm/customer/export' }}
      scrollX={1500}
    >
      {open ? <CustomerDialog id={open.row?.id} onClose={crud.dialog.close} /> : null}
      {drawer.row ? (
        <CustomerDrawer id={drawer.row.id} canFollow={crud.can.edit} onClose={drawer.close} />
      ) : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </CrudList>
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
