import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Table } from 'antd';
import { useState } from 'react';
import { codeColumn, type QueryColumn, QueryTable } from '@/components/query-table';
import { ReasonDialog } from '@/components/reason-dialog';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import type { AccessCode } from '@/lib/access-codes';
import { useApi } from '@/lib/api';
import { fenToYuan } from '@/lib/money';
import {
  type Direction,
  DOC_LIST_KEY,
  type DocAction,
  docAction,
  docListQuery,
  docSearch,
  STOCK_LIST_KEY,
  type StockDoc,
  verifySearch,
  warehouseOptionsQuery,
} from '../api';
import { warehousingMessages } from '../messages';
import { DocDialog } from './DocDialog';
import { PrintView } from './PrintView';

const m = warehousingMessages.doc;
const c = warehousingMessages.common;
type Filter = typeof docSearch.defaults;

/** The buttons of each direction: the list's writes and the 审核 page's verify. */
const DOC_BUTTONS = {
  in: {
    add: 'inbound:add',
    edit: 'inbound:edit',
    submit: 'inbound:submit',
    withdraw: 'inbound:withdraw',
    void: 'inbound:void',
    verify: 'inbound:verify',
  },
  out: {
    add: 'outbound:add',
    edit: 'outbound:edit',
    submit: 'outbound:submit',
    withdraw: 'outbound:withdraw',
    void: 'outbound:void',
    verify: 'outbound:verify',
  },
} as const satisfies Record<Direction, Record<string, AccessCode>>;

const STATUS_COLORS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

export interface DocListPageProps {
  direction: Direction;
  /** 入库审核 / 出库审核: starts on 待审核, with 审核通过 and 驳回. */
  verify?: boolean;
}

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; id: number }
  | { kind: 'print'; id: number }
  | { kind: 'reject'; doc: StockDoc };

/** One action on a document, with its own success and failure messages (the server's when it gives one). */
function useDocAction(action: DocAction, onSuccess: () => void) {
  const client = useApi();
  return useMutation({
    mutationFn: ({ doc, reason }: { doc: StockDoc; reason?: string }) =>
      docAction(client, doc.id, action, reason),
    meta: { successText: m.done[action], errorText: m.failed[action], what: `stockDocAction ${action}` },
    onSuccess,
  });
}

/** 入库明细 / 出库明细 and their 审核 screens: documents with their lines, filters, actions, print. */
export function DocListPage({ direction, verify = false }: DocListPageProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const access = useAccess();
  const codes = DOC_BUTTONS[direction];
  const can = {
    add: access.can(codes.add),
    edit: access.can(codes.edit),
    submit: access.can(codes.submit),
    withdraw: access.can(codes.withdraw),
    void: access.can(codes.void),
    verify: access.can(codes.verify),
  };
  const warehouses = useQuery(warehouseOptionsQuery(client));
  const types = direction === 'in' ? m.inTypes : m.outTypes;
  const schema = verify ? verifySearch : docSearch;
  const title =
    direction === 'in' ? (verify ? m.inVerifyTitle : m.inTitle) : verify ? m.outVerifyTitle : m.outTitle;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: DOC_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: STOCK_LIST_KEY });
  };
  const actions: Record<DocAction, ReturnType<typeof useDocAction>> = {
    submit: useDocAction('submit', refresh),
    approve: useDocAction('approve', refresh),
    reject: useDocAction('reject', refresh),
    void: useDocAction('void', refresh),
    withdraw: useDocAction('withdraw', refresh),
  };

  const run = (doc: StockDoc, action: DocAction) => actions[action].mutateAsync({ doc });

  const columns: QueryColumn<StockDoc, Filter>[] = [
    {
      key: 'docNo',
      title: m.columns.docNo,
      dataIndex: 'docNo',
      width: 160,
      fixed: 'left',
      search: { type: 'text', name: 'docNo', maxLength: 30 },
    },
    codeColumn({
      key: 'status',
      title: m.columns.status,
      width: 90,
      labels: m.status,
      colors: STATUS_COLORS,
      code: (row) => row.status,
      filter: { name: 'status', all: c.all },
    }),
    {
      key: 'warehouse',
      title: m.columns.warehouse,
      dataIndex: 'warehouseName',
      search: {
        type: 'select',
        name: 'warehouseId',
        options: [
          { value: 0, label: c.all },
          ...(warehouses.data?.records ?? []).map((w) => ({ value: w.id, label: w.name })),
        ],
      },
    },
    codeColumn({
      key: 'bizType',
      title: m.columns.bizType,
      width: 100,
      labels: types,
      code: (row) => row.bizType,
      filter: { name: 'bizType', all: c.all },
    }),
    {
      key: 'partner',
      title: direction === 'in' ? m.columns.supplier : m.columns.customer,
      dataIndex: 'partner',
      search: { type: 'text', name: 'partner', maxLength: 50 },
    },
    {
      key: 'bizNo',
      title: m.columns.bizNo,
      dataIndex: 'bizNo',
      search: { type: 'text', name: 'bizNo', maxLength: 50 },
    },
    {
      key: 'docDate',
      title: m.columns.docDate,
      dataIndex: 'docDate',
      width: 110,
      search: { type: 'dateRange', name: 'date' },
    },
    { key: 'quantity', title: m.columns.quantity, dataIndex: 'totalQuantity', width: 90, align: 'right' },
    {
      key: 'amount',
      title: m.columns.amount,
      dataIndex: 'totalAmount',
      width: 120,
      align: 'right',
      render: (_v, row) => fenToYuan(row.totalAmount),
    },
    {
      key: 'quantityMin',
      title: m.columns.quantityMin,
      hideInTable: true,
      search: { type: 'text', name: 'quantityMin', maxLength: 9 },
    },
    {
      key: 'quantityMax',
      title: m.columns.quantityMax,
      hideInTable: true,
      search: { type: 'text', name: 'quantityMax', maxLength: 9 },
    },
    {
      key: 'amountMin',
      title: m.columns.amountMin,
      hideInTable: true,
      search: { type: 'text', name: 'amountMin', maxLength: 12 },
    },
    {
      key: 'amountMax',
      title: m.columns.amountMax,
      hideInTable: true,
      search: { type: 'text', name: 'amountMax', maxLength: 12 },
    },
    {
      key: 'creator',
      title: m.columns.creator,
      dataIndex: 'creatorName',
      width: 100,
      search: { type: 'text', name: 'creatorName', maxLength: 30 },
    },
    { key: 'createTime', title: m.columns.createTime, dataIndex: 'createTime', width: 170 },
    { key: 'auditor', title: m.columns.auditor, dataIndex: 'auditorName', width: 100 },
    {
      key: 'rejectReason',
      title: m.columns.rejectReason,
      dataIndex: 'rejectReason',
      ellipsis: true,
    },
    {
      key: 'actions',
      title: c.actions,
      width: verify ? 200 : 240,
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          okText={c.ok}
          cancelText={c.cancel}
          actions={[
            {
              label: m.actions.approve,
              visible: verify && can.verify && row.status === 1,
              confirm: direction === 'in' ? m.confirm.approveIn : m.confirm.approveOut,
              onClick: () => run(row, 'approve'),
            },
            {
              label: m.actions.reject,
              visible: verify && can.verify && row.status === 1,
              danger: true,
              onClick: () => setOpen({ kind: 'reject', doc: row }),
            },
            {
              label: m.actions.edit,
              visible: !verify && can.edit && row.status === 0,
              onClick: () => setOpen({ kind: 'edit', id: row.id }),
            },
            {
              label: m.actions.submit,
              visible: !verify && can.submit && row.status === 0,
              confirm: m.confirm.submit,
              onClick: () => run(row, 'submit'),
            },
            {
              label: m.actions.withdraw,
              visible: !verify && can.withdraw && (row.status === 1 || row.status === 3),
              confirm: m.confirm.withdraw,
              onClick: () => run(row, 'withdraw'),
            },
            {
              label: m.actions.void,
              visible: !verify && can.void && row.status !== 2 && row.status !== 4,
              danger: true,
              confirm: m.confirm.void,
              onClick: () => run(row, 'void'),
            },
            { label: m.actions.print, onClick: () => setOpen({ kind: 'print', id: row.id }) },
          ]}
        />
      ),
    },
  ];

  return (
    <section className={`stock-doc-page stock-doc-${direction}${verify ? ' stock-doc-verify' : ''}`}>
      <TabPaneHeader title={title} />
      <QueryTable
        search={schema}
        query={(search, pageSize) => docListQuery(client, direction, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        collapsedFields={4}
        scrollX={2000}
        onCreate={!verify && can.add ? () => setOpen({ kind: 'create' }) : undefined}
        exportFile={{ fileName: title, path: '/api/v1/web/wms/doc/export' }}
        className="stock-doc-table"
        expandable={{ expandedRowRender: (row) => <LinesTable doc={row} /> }}
      />
      {open?.kind === 'create' ? <DocDialog direction={direction} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? (
        <DocDialog direction={direction} id={open.id} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'print' ? <PrintView id={open.id} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'reject' ? (
        <ReasonDialog
          title={`${m.reject.title} ${open.doc.docNo}`}
          label={m.reject.reason}
          requiredMessage={m.reject.reasonRequired}
          onSubmit={(reason) => actions.reject.mutateAsync({ doc: open.doc, reason })}
          onClose={() => setOpen(null)}
          className="stock-doc-reject"
          name="stock-doc-reject"
        />
      ) : null}
    </section>
  );
}

/** A document's lines, in its expanded row. */
function LinesTable({ doc }: { doc: StockDoc }) {
  const l = m.lines;
  return (
    <Table
      className="stock-doc-row-lines"
      size="small"
      pagination={false}
      rowKey="lineNo"
      dataSource={doc.lines}
      columns={[
        { key: 'lineNo', title: l.lineNo, dataIndex: 'lineNo', width: 60 },
        { key: 'sku', title: l.sku, dataIndex: 'skuName' },
        { key: 'spec', title: l.spec, dataIndex: 'spec' },
        { key: 'unit', title: l.unit, dataIndex: 'unit', width: 60 },
        { key: 'batchNo', title: l.batchNo, dataIndex: 'batchNo' },
        { key: 'productionDate', title: l.productionDate, dataIndex: 'productionDate' },
        { key: 'expiryDate', title: l.expiryDate, dataIndex: 'expiryDate' },
        { key: 'location', title: l.location, dataIndex: 'locationCode' },
        { key: 'quantity', title: l.quantity, dataIndex: 'quantity', align: 'right' },
        { key: 'unitPrice', title: l.unitPrice, align: 'right', render: (_v, r) => fenToYuan(r.unitPrice) },
        { key: 'amount', title: l.amount, align: 'right', render: (_v, r) => fenToYuan(r.amount) },
      ]}
    />
  );
}
