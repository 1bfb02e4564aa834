import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { DictTag, StatusSwitch } from '@/components/form';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { editRemoveActions, RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { AuditDialog } from './AuditDialog';
import { SUPPLIER_LIST_KEY, type Supplier, supplierListQuery, supplierSearch } from './api';
import { supplierMessages as m } from './messages';
import { SupplierDialog } from './SupplierDialog';

type Filter = typeof supplierSearch.defaults;
type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'details'; id: number }
  | { kind: 'audit'; supplier: Supplier };

const STATUS_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'default', 3: 'error' };

/** The licence cell: number, date and a 即将到期 / 已过期 flag. */
function LicenceCell({ row }: { row: Supplier }) {
  if (row.licenceState === 'none') return <span className="muted">{m.licence.none}</span>;
  return (
    <Space size={4} wrap>
      <span>{row.licenceExpiry}</span>
      {row.licenceState === 'expiring' || row.licenceState === 'expired' ? (
        <Tooltip title={row.licenceDaysLeft === null ? undefined : m.daysLeft(row.licenceDaysLeft)}>
          <Tag color={row.licenceState === 'expired' ? 'red' : 'orange'}>{m.licence[row.licenceState]}</Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** 供应商主体管理 (/nzywsjgl/gylglzxt/gysztgl): suppliers, their review and their licences. */
export function SuppliersPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('supplier:add'),
    edit: access.can('supplier:edit'),
    remove: access.can('supplier:delete'),
    audit: access.can('supplier:audit'),
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: SUPPLIER_LIST_KEY });

  const status = useMutation({
    mutationFn: ({ row, on }: { row: Supplier; on: boolean }) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/supplier/status', {
        body: { id: row.id, status: on ? 1 : 2 },
      }),
    meta: { successText: m.statusChange.success, errorText: m.statusChange.failure, what: 'supplierStatus' },
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (row: Supplier) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/supplier/delete', { body: { id: row.id } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'supplierDelete' },
    onSuccess: () => void refresh(),
  });

  const columns: QueryColumn<Supplier, Filter>[] = [
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', maxLength: 50 },
    },
    {
      key: 'creditCode',
      title: m.columns.creditCode,
      dataIndex: 'creditCode',
      width: 190,
      search: { type: 'text', name: 'creditCode', maxLength: 18 },
    },
    {
      key: 'enterpriseType',
      title: m.columns.enterpriseType,
      dataIndex: 'enterpriseType',
      dict: 'qylx',
      render: (_v, row) => <DictTag category="qylx" value={row.enterpriseType} />,
    },
    {
      key: 'contactName',
      title: m.columns.contactName,
      dataIndex: 'contactName',
      width: 120,
      render: (_v, row) => (
        <span>
          {row.contactName}
          <br />
          <span className="muted">{row.contactPhone}</span>
        </span>
      ),
    },
    {
      key: 'qhmc',
      title: m.columns.region,
      dataIndex: 'qhmc',
      search: { type: 'region', name: 'qhdm' },
    },
    {
      key: 'licence',
      title: m.columns.licenceExpiry,
      width: 170,
      search: {
        type: 'select',
        name: 'licence',
        label: m.columns.licence,
        options: [
          { value: '', label: m.licence.all },
          { value: 'expiring', label: m.licence.expiring },
          { value: 'expired', label: m.licence.expired },
        ],
      },
      render: (_v, row) => <LicenceCell row={row} />,
    },
    {
      key: 'status',
      title: m.columns.status,
      dataIndex: 'status',
      width: 110,
      search: {
        type: 'select',
        name: 'status',
        options: [
          { value: '', label: m.allStatus },
          ...m.statusLabels.map((label, code) => ({ value: String(code), label })),
        ],
      },
      render: (_v, row) =>
        can.edit && (row.status === 1 || row.status === 2) ? (
          <StatusSwitch
            checked={row.status === 1}
            aria-label={`${row.name}${m.columns.status}`}
            confirm={(next) => (next ? m.statusChange.confirmEnable : m.statusChange.confirmDisable)}
            onChange={(on) => status.mutateAsync({ row, on })}
          />
        ) : (
          <Tooltip title={row.status === 3 ? row.rejectReason : undefined}>
            <Tag color={STATUS_COLORS[row.status]}>{m.statusLabels[row.status]}</Tag>
          </Tooltip>
        ),
    },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 190,
      render: (_v, row) => (
        <RowActions
          okText={m.delete.ok}
          cancelText={m.delete.cancel}
          actions={[
            { label: m.actions.details, onClick: () => setDialog({ kind: 'details', id: row.id }) },
            ...editRemoveActions({
              can,
              onEdit: () => setDialog({ kind: 'edit', id: row.id }),
              onRemove: () => remove.mutateAsync(row),
              confirm: m.delete.confirm,
            }),
            {
              label: m.actions.audit,
              visible: can.audit && row.status === 0,
              onClick: () => setDialog({ kind: 'audit', supplier: row }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="supplier-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={supplierSearch}
        query={(search, pageSize) => supplierListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        collapsedFields={3}
        onCreate={can.add ? () => setDialog({ kind: 'create' }) : undefined}
        exportFile={{ fileName: m.exportName, path: '/api/v1/web/sp/supplier/export' }}
        className="supplier-table"
      />
      {dialog?.kind === 'create' ? <SupplierDialog mode="create" onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' || dialog?.kind === 'details' ? (
        <SupplierDialog mode={dialog.kind} id={dialog.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'audit' ? (
        <AuditDialog supplier={dialog.supplier} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
