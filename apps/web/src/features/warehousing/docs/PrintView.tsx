import { useQuery } from '@tanstack/react-query';
import { PrintDialog } from '@/components/print';
import { useApi } from '@/lib/api';
import { fenToYuan } from '@/lib/money';
import { docDetailQuery, type StockDoc } from '../api';
import { warehousingMessages } from '../messages';
import './print.css';

const m = warehousingMessages.doc;

/** The printable layout of a document (what 打印 puts on paper). */
export function DocPrintLayout({ doc }: { doc: StockDoc }) {
  const types = doc.direction === 'in' ? m.inTypes : m.outTypes;
  const sumQuantity = doc.lines.reduce((s, l) => s + l.quantity, 0);
  const sumAmount = doc.lines.reduce((s, l) => s + l.amount, 0);
  return (
    <div className="stock-doc-print">
      <h2>{doc.direction === 'in' ? m.print.inTitle : m.print.outTitle}</h2>
      <table className="stock-doc-print-head">
        <tbody>
          <tr>
            <th>{m.columns.docNo}</th>
            <td>{doc.docNo}</td>
            <th>{m.columns.docDate}</th>
            <td>{doc.docDate}</td>
            <th>{m.columns.status}</th>
            <td>{m.status[doc.status]}</td>
          </tr>
          <tr>
            <th>{m.columns.warehouse}</th>
            <td>{doc.warehouseName}</td>
            <th>{m.columns.bizType}</th>
            <td>{types[doc.bizType]}</td>
            <th>{doc.direction === 'in' ? m.columns.supplier : m.columns.customer}</th>
            <td>{doc.partner ?? ''}</td>
          </tr>
          <tr>
            <th>{m.columns.bizNo}</th>
            <td>{doc.bizNo ?? ''}</td>
            <th>{m.columns.remark}</th>
            <td colSpan={3}>{doc.remark ?? ''}</td>
          </tr>
        </tbody>
      </table>
      <table className="stock-doc-print-lines">
        <thead>
          <tr>
            <th>{m.lines.lineNo}</th>
            <th>{m.lines.sku}</th>
            <th>{m.lines.spec}</th>
            <th>{m.lines.unit}</th>
            <th>{m.lines.batchNo}</th>
            <th>{m.lines.productionDate}</th>
            <th>{m.lines.expiryDate}</th>
            <th>{m.lines.location}</th>
            <th>{m.lines.quantity}</th>
            <th>{m.lines.unitPrice}</th>
            <th>{m.lines.amount}</th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((l) => (
            <tr key={l.lineNo}>
              <td>{l.lineNo}</td>
              <td>{l.skuName}</td>
              <td>{l.spec}</td>
              <td>{l.unit}</td>
              <td>{l.batchNo}</td>
              <td>{l.productionDate ?? ''}</td>
              <td>{l.expiryDate ?? ''}</td>
              <td>{l.locationCode ?? ''}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">{fenToYuan(l.unitPrice)}</td>
              <td className="num">{fenToYuan(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={8}>{m.lines.total(sumQuantity, fenToYuan(sumAmount))}</td>
            <td className="num">{sumQuantity}</td>
            <td />
            <td className="num">{fenToYuan(sumAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="stock-doc-print-signs">
        <span>
          {m.print.signCreator}：{doc.creatorName}
        </span>
        <span>
          {m.print.signAuditor}：{doc.auditorName ?? ''}
        </span>
        <span>{m.print.signKeeper}：</span>
      </div>
    </div>
  );
}

export interface PrintViewProps {
  id: number;
  onClose: () => void;
}

/** 详情 / 打印: the document in its print layout, with 打印 (the browser's print of only this layout). */
export function PrintView({ id, onClose }: PrintViewProps) {
  const client = useApi();
  const doc = useQuery(
    docDetailQuery(client, id, { meta: { errorText: m.dialog.loadFailure, what: 'stockDocDetail (print)' } }),
  );
  return (
    <PrintDialog
      query={doc}
      title={doc.data ? m.dialog.details(doc.data.docNo) : ''}
      loadFailure={m.dialog.loadFailure}
      onClose={onClose}
      width={1000}
      className="stock-doc-print-modal"
    >
      {(data) => <DocPrintLayout doc={data} />}
    </PrintDialog>
  );
}
