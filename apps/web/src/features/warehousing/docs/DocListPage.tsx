import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { CrudList, column, idFilter, useCrud, useRowDialog, useWrite } from '@/components/crud';
import { codeColumn, type QueryColumn } from '@/components/query-table';
import { ReasonDialog } from '@/components/reason-dialog';
import { rowActionsColumn } from '@/components/row-actions';
import type { AccessCode } from '@/lib/access-codes';
import { useApi } from '@/lib/api';
import { fenToYuan } from '@/lib/money';
import { useRights } from '@/lib/use-rights';
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

/** What a document write refreshes: the lists, and the stock it moves. */
const DOC_KEYS = [DOC_LIST_KEY, STOCK_LIST_KEY];

export interface DocListPageProps {
  direction: Direction;
  /** 入库审核 / 出库审核: starts on 待审核, with 审核通过 and 驳回. */
  verify?: boolean;
}

/** 入库明细 / 出库明细 and their 审核 screens: documents with their lines, filters, actions, print. */
export function DocListPage({ direction, verify = false }: DocListPageProps) {
  const client = useApi();
  const codes = DOC_BUTTONS[direction];
  const can = useRights(codes);
  // A document is never deleted: 作废 (void) is its removal.
  const crud = useCrud<StockDoc>({
    rights: { add: codes.add, edit: codes.edit, remove: codes.void },
    invalidates: DOC_KEYS,
  });
  const printing = useRowDialog<StockDoc>();
  const rejecting = useRowDialog<StockDoc>();
  const warehouses = useQuery(warehouseOptionsQuery(client));
  const types = direction === 'in' ? m.inTypes : m.outTypes;
  const schema = verify ? verifySearch : docSearch;
  const title =
    direction === 'in' ? (verify ? m.inVerifyTitle : m.inTitle) : verify ? m.outVerifyTitle : m.outTitle;

  /** One action on a document, with its own messages (the server's when it gives one). */
  const write = (action: DocAction) => ({
    run: ({ doc, reason }: { doc: StockDoc; reason?: string }) => docAction(client, doc.id, action, reason),
    meta: { successText: m.done[action], errorText: m.failed[action], what: `stockDocAction ${action}` },
    invalidates: DOC_KEYS,
  });
  const actions: Record<DocAction, ReturnType<typeof useWrite<{ doc: StockDoc; reason?: string }>>> = {
    submit: useWrite(write('submit')),
    approve: useWrite(write('approve')),
    reject: useWrite(write('reject')),
    void: useWrite(write('void')),
    withdraw: useWrite(write('withdraw')),
  };
  const run = (doc: StockDoc, action: DocAction) => actions[action].mutateAsync({ doc });

  const columns: QueryColumn<StockDoc, Filter>[] = [
    column('docNo', m.columns.docNo, { text: 30, width: 160, fixed: 'left' }),
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
      search: idFilter('warehouseId', warehouses.data?.records ?? []),
    },
    codeColumn({
      key: 'bizType',
      title: m.columns.bizType,
      width: 100,
      labels: types,
      code: (row) => row.bizType,
      filter: { name: 'bizType', all: c.all },
    }),
    column('partner', direction === 'in' ? m.columns.supplier : m.columns.customer, { text: 50 }),
    column('bizNo', m.columns.bizNo, { text: 50 }),
    {
      ...column<StockDoc, Filter>('docDate', m.columns.docDate, { width: 110 }),
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
    ...(['quantityMin', 'quantityMax', 'amountMin', 'amountMax'] as const).map(
      (key): QueryColumn<StockDoc, Filter> => ({
        key,
        title: m.columns[key],
        hideInTable: true,
        search: { type: 'text', name: key, maxLength: key.startsWith('amount') ? 12 : 9 },
      }),
    ),
    {
      key: 'creator',
      title: m.columns.creator,
      dataIndex: 'creatorName',
      width: 100,
      search: { type: 'text', name: 'creatorName', maxLength: 30 },
    },
    column('createTime', m.columns.createTime, { width: 170 }),
    { key: 'auditor', title: m.columns.auditor, dataIndex: 'auditorName', width: 100 },
    column('rejectReason', m.columns.rejectReason, { ellipsis: true }),
    rowActionsColumn({
      title: c.actions,
      width: verify ? 200 : 240,
      fixed: 'right',
      okText: c.ok,
      cancelText: c.cancel,
      actions: (row) => [
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
          onClick: () => rejecting.open(row),
        },
        {
          label: m.actions.edit,
          visible: !verify && crud.can.edit && row.status === 0,
          onClick: () => crud.dialog.openEdit(row),
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
        { label: m.actions.print, onClick: () => printing.open(row) },
      ],
    }),
  ];

  const open = crud.dialog.current;
  const rejected = rejecting.row;
  return (
    <CrudList
      crud={crud}
      name="stock-doc"
      sectionClassName={`stock-doc-page stock-doc-${direction}${verify ? ' stock-doc-verify' : ''}`}
      title={title}
      canCreate={!verify}
      search={schema}
      query={(search, pageSize) => docListQuery(client, direction, search, pageSize)}
      columns={columns}
      collapsedFields={4}
      scrollX={2000}
      exportFile={{ fileName: title, path: '/api/v1/web/wms/doc/export' }}
      expandable={{ expandedRowRender: (row) => <LinesTable doc={row} /> }}
    >
      {open ? <DocDialog direction={direction} id={open.row?.id} onClose={crud.dialog.close} /> : null}
      {printing.row ? <PrintView id={printing.row.id} onClose={printing.close} /> : null}
      {rejected ? (
        <ReasonDialog
          title={`${m.reject.title} ${rejected.docNo}`}
          label={m.reject.reason}
          requiredMessage={m.reject.reasonRequired}
          onSubmit={(reason) => actions.reject.mutateAsync({ doc: rejected, reason })}
          onClose={rejecting.close}
          className="stock-doc-reject"
          name="stock-doc-reject"
        />
      ) : null}
    </CrudList>
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
