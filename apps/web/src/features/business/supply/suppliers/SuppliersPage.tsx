import { Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { CrudList, removeById, statusById, useCrud, withAll } from '@/components/crud';
import { DictTag, StatusSwitch } from '@/components/form';
import type { QueryColumn } from '@/components/query-table';
import { editRemoveActions, RowActions } from '@/components/row-actions';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { AuditDialog } from './AuditDialog';
import { SUPPLIER_LIST_KEY, type Supplier, supplierListQuery, supplierSearch } from './api';
import { supplierMessages as m } from './messages';
import { SupplierDialog } from './SupplierDialog';

/** The dialogs besides 新增 / 编辑 (those are the CRUD layer's). */
type OtherDialog = { kind: 'details'; id: number } | { kind: 'audit'; supplier: Supplier };

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
  const [other, setOther] = useState<OtherDialog | null>(null);
  const crud = useCrud<Supplier>({
    rights: { add: 'supplier:add', edit: 'supplier:edit', remove: 'supplier:delete' },
    invalidates: [SUPPLIER_LIST_KEY],
    remove: removeById(client, 'shop', '/api/v1/web/sp/supplier/delete', m.delete, 'supplierDelete'),
    // 启用 = 1 (已通过), 停用 = 2 (已停用).
    status: statusById(client, 'shop', '/api/v1/web/sp/supplier/status', m.statusChange, 'supplierStatus', 2),
  });
  const canAudit = useAccess().can('supplier:audit');
  const c = m.columns;

  const columns: QueryColumn<Supplier, typeof supplierSearch.defaults>[] = [
    { key: 'name', title: c.name, dataIndex: 'name', search: { type: 'text', name: 'name', maxLength: 50 } },
    {
      key: 'creditCode',
      title: c.creditCode,
      dataIndex: 'creditCode',
      width: 190,
      search: { type: 'text', name: 'creditCode', maxLength: 18 },
    },
    {
      key: 'enterpriseType',
      title: c.enterpriseType,
      dataIndex: 'enterpriseType',
      dict: 'qylx',
      render: (_v, row) => <DictTag category="qylx" value={row.enterpriseType} />,
    },
    {
      key: 'contactName',
      title: c.contactName,
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
    { key: 'qhmc', title: c.region, dataIndex: 'qhmc', search: { type: 'region', name: 'qhdm' } },
    {
      key: 'licence',
      title: c.licenceExpiry,
      width: 170,
      search: {
        type: 'select',
        name: 'licence',
        label: c.licence,
        options: withAll([
          { value: 'expiring', label: m.licence.expiring },
          { value: 'expired', label: m.licence.expired },
        ]),
      },
      render: (_v, row) => <LicenceCell row={row} />,
    },
    {
      key: 'status',
      title: c.status,
      dataIndex: 'status',
      width: 110,
      search: {
        type: 'select',
        name: 'status',
        options: withAll(m.statusLabels.map((label, code) => ({ value: String(code), label }))),
      },
      // Only an approved or a disabled supplier switches; the others show their review state.
      render: (_v, row) =>
        crud.can.edit && (row.status === 1 || row.status === 2) ? (
          <StatusSwitch
            checked={row.status === 1}
            aria-label={`${row.name}${c.status}`}
            confirm={(next) => (next ? m.statusChange.confirmEnable : m.statusChange.confirmDisable)}
            onChange={(on) => crud.status.mutateAsync({ row, on })}
          />
        ) : (
          <Tooltip title={row.status === 3 ? row.rejectReason : undefined}>
            <Tag color={STATUS_COLORS[row.status]}>{m.statusLabels[row.status]}</Tag>
          </Tooltip>
        ),
    },
    {
      key: 'actions',
      title: c.actions,
      width: 190,
      render: (_v, row) => (
        <RowActions
          actions={[
            { label: m.actions.details, onClick: () => setOther({ kind: 'details', id: row.id }) },
            ...editRemoveActions({
              can: crud.can,
              onEdit: () => crud.dialog.openEdit(row),
              onRemove: () => crud.remove.mutateAsync(row),
              confirm: m.delete.confirm,
            }),
            {
              label: m.actions.audit,
              visible: canAudit && row.status === 0,
              onClick: () => setOther({ kind: 'audit', supplier: row }),
            },
          ]}
        />
      ),
    },
  ];

  const open = crud.dialog.current;
  return (
    <CrudList
      crud={crud}
      name="supplier"
      title={m.title}
      search={supplierSearch}
      query={(search, pageSize) => supplierListQuery(client, search, pageSize)}
      columns={columns}
      collapsedFields={3}
      exportFile={{ fileName: m.exportName, path: '/api/v1/web/sp/supplier/export' }}
    >
      {open ? (
        <SupplierDialog mode={open.row ? 'edit' : 'create'} id={open.row?.id} onClose={crud.dialog.close} />
      ) : null}
      {other?.kind === 'details' ? (
        <SupplierDialog mode="details" id={other.id} onClose={() => setOther(null)} />
      ) : null}
      {other?.kind === 'audit' ? (
        <AuditDialog supplier={other.supplier} onClose={() => setOther(null)} />
      ) : null}
    </CrudList>
  );
}
