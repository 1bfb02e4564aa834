import { Alert, Button, Modal, Space, Upload } from 'antd';
import type { ReactNode } from 'react';
import { ImportProgress } from '@/components/import-progress';
import { importDialogMessages as t } from './messages';
import {
  downloadTemplate,
  type ImportReport,
  type SheetImport,
  type SheetImportMessages,
  type SheetTemplate,
  useSheetImport,
} from './use-sheet-import';

/** Refused rows listed at most (a file of 10,000 bad rows would otherwise freeze the dialog). */
const SHOWN_ERRORS = 200;

/** 下载模板: the feature's template as an .xlsx. */
function TemplateButton({ template }: { template: SheetTemplate }) {
  return <Button onClick={() => void downloadTemplate(template)}>{t.template}</Button>;
}

/** The file picker (.xlsx only): the chosen file is imported at once. */
function PickButton({
  busy,
  start,
  children,
  primary,
}: {
  busy: boolean;
  start: (file: File) => Promise<void>;
  children: ReactNode;
  primary?: boolean;
}) {
  return (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      beforeUpload={(file) => {
        void start(file);
        return false;
      }}
    >
      <Button type={primary ? 'primary' : undefined} loading={busy}>
        {children}
      </Button>
    </Upload>
  );
}

/** Where the import ended: the failure, or the server's outcome with its refused rows. */
function ImportReportView({
  report,
  messages: m,
  allOrNothing,
  errorsClassName,
}: {
  report: ImportReport;
  messages: SheetImportMessages;
  allOrNothing?: boolean;
  errorsClassName?: string;
}) {
  if ('failure' in report)
    return <Alert style={{ marginTop: 16 }} type="error" showIcon title={report.failure} />;
  const { outcome } = report;
  const { errors } = outcome;
  return (
    <Alert
      style={{ marginTop: 16 }}
      type={errors.length === 0 ? 'success' : allOrNothing ? 'error' : 'warning'}
      showIcon
      title={m.summary(outcome)}
      description={
        errors.length > 0 ? (
          <>
            {m.errorsTitle ? <div>{m.errorsTitle}</div> : null}
            <ul className={errorsClassName}>
              {errors.slice(0, SHOWN_ERRORS).map((e) => (
                <li key={`${e.row}-${e.msg}`}>
                  {m.row(e.row)}：{e.msg}
                </li>
              ))}
              {errors.length > SHOWN_ERRORS ? <li>{m.moreErrors(errors.length - SHOWN_ERRORS)}</li> : null}
            </ul>
          </>
        ) : undefined
      }
    />
  );
}

/** The progress while the import runs, then where it ended. */
function ImportOutcome<Row>({
  progress,
  report,
  spec,
  errorsClassName,
}: {
  progress: ReturnType<typeof useSheetImport>['progress'];
  report: ImportReport | null;
  spec: SheetImport<Row>;
  errorsClassName?: string;
}) {
  return (
    <>
      <ImportProgress progress={progress} />
      {report ? (
        <ImportReportView
          report={report}
          messages={spec.messages}
          allOrNothing={spec.allOrNothing}
          errorsClassName={errorsClassName}
        />
      ) : null}
    </>
  );
}

interface ImportViewProps<Row> {
  spec: SheetImport<Row>;
  /** The dialog's title. */
  title: string;
  /** The picker's text, e.g. 选择文件 or 导入. */
  pickText: string;
  className?: string;
  /** The list of refused rows. */
  errorsClassName?: string;
}

/**
 * An .xlsx import in a dialog: the hint, 下载模板 and the file picker, then the progress and
 * where the import ended (the failure, or the outcome with the refused rows); 关闭 closes.
 */
export function ImportDialog<Row>({
  spec,
  title,
  pickText,
  hint,
  className,
  errorsClassName,
  width = 640,
  onClose,
}: ImportViewProps<Row> & { hint?: ReactNode; width?: number; onClose: () => void }) {
  const { busy, report, progress, start } = useSheetImport(spec);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t.close}</Button>}
      className={className}
      width={width}
    >
      {hint ? <p>{hint}</p> : null}
      <Space>
        <TemplateButton template={spec.template} />
        <PickButton busy={busy} start={start} primary>
          {pickText}
        </PickButton>
      </Space>
      <ImportOutcome progress={progress} report={report} spec={spec} errorsClassName={errorsClassName} />
    </Modal>
  );
}

/**
 * An .xlsx import from a toolbar: the file picker and 下载模板 in place; the dialog opens with the
 * progress and stays with where the import ended until 关闭 (it cannot be closed while busy).
 */
export function ImportButton<Row>({
  spec,
  title,
  pickText,
  className,
  errorsClassName,
}: ImportViewProps<Row>) {
  const { busy, report, progress, start, reset } = useSheetImport(spec);
  return (
    <>
      <Space>
        <PickButton busy={busy} start={start}>
          {pickText}
        </PickButton>
        <TemplateButton template={spec.template} />
      </Space>
      <Modal
        open={report !== null || progress !== null}
        title={title}
        onCancel={reset}
        closable={!busy}
        mask={{ closable: !busy }}
        footer={busy ? null : <Button onClick={reset}>{t.close}</Button>}
        className={className}
      >
        <ImportOutcome progress={progress} report={report} spec={spec} errorsClassName={errorsClassName} />
      </Modal>
    </>
  );
}
