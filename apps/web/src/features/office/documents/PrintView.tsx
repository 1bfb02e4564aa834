import { useQuery } from '@tanstack/react-query';
import { PrintDialog } from '@/components/print';
import { RichHtml } from '@/components/rich-text/RichHtml';
import { useApi } from '@/lib/api';
import { type DocumentDetail, documentQuery } from './api';
import { documentMessages as m } from './messages';
import './print.css';

const p = m.print;

/**
 * The red-header layout of GB/T 9704-2012 on A4: 版头 (份号 top left, 密级★保密期限, 紧急程度, the
 * red centred 发文机关标志, 发文字号 under it with 签发人 on the right when given, the red
 * separator), 主体 (标题, 主送机关, 正文, 附件说明, 成文日期) and 版记 (抄送机关, 印发机关 and
 * 印发日期 between thin lines).
 */
export function DocumentPaper({ doc }: { doc: DocumentDetail }) {
  const secrecy = doc.secrecy
    ? `${m.secrecy[doc.secrecy]}${doc.secrecyTerm ? `★${doc.secrecyTerm}` : ''}`
    : null;
  return (
    <article className="gw-paper" aria-label={doc.title}>
      <div className="gw-head-marks">
        {doc.copyNo ? <div className="gw-copy-no">{doc.copyNo}</div> : null}
        {secrecy ? <div className="gw-secrecy">{secrecy}</div> : null}
        {doc.urgency ? <div className="gw-urgency">{m.urgency[doc.urgency]}</div> : null}
      </div>
      <div className="gw-issuer">{doc.issuer}</div>
      <div className={doc.signer ? 'gw-doc-no gw-doc-no-signed' : 'gw-doc-no'}>
        <span className="gw-doc-no-text">{doc.docNo}</span>
        {doc.signer ? (
          <span className="gw-signer">
            {p.signer}
            <span className="gw-signer-name">{doc.signer}</span>
          </span>
        ) : null}
      </div>
      <div className="gw-red-line" />
      <h1 className="gw-title">{doc.title}</h1>
      <div className="gw-main-to">{doc.mainTo}：</div>
      <RichHtml html={doc.body} className="gw-body" />
      {doc.attachmentNote ? (
        <div className="gw-attachment-note">
          <span>{p.attachmentNote}</span>
          <span className="gw-attachment-note-text">{doc.attachmentNote}</span>
        </div>
      ) : null}
      {doc.writtenDate ? (
        <div className="gw-signature">
          <div>{doc.issuer.replace(/文件$/, '')}</div>
          <div>{p.date(doc.writtenDate)}</div>
        </div>
      ) : null}
      <div className="gw-record">
        {doc.cc ? (
          <div className="gw-record-row gw-cc">
            {p.cc}
            {doc.cc}。
          </div>
        ) : null}
        <div className="gw-record-row gw-print-org">
          <span>{doc.printOrg ?? ''}</span>
          <span>{doc.printDate ? p.printDate(p.date(doc.printDate)) : ''}</span>
        </div>
      </div>
    </article>
  );
}

/** 打印: the document in its red-header layout with 打印 (the browser prints only this layout). */
export function PrintView({ id, onClose }: { id: number; onClose: () => void }) {
  const client = useApi();
  const doc = useQuery(documentQuery(client, id));
  return (
    <PrintDialog
      query={doc}
      title={p.title}
      loadFailure={p.loadFailure}
      onClose={onClose}
      width={900}
      className="gw-print-modal"
      page="gw-a4"
      preview={(layout) => <div className="gw-paper-frame">{layout}</div>}
      paper={(layout) => <div className="gw-print-root">{layout}</div>}
    >
      {(data) => <DocumentPaper doc={data} />}
    </PrintDialog>
  );
}
