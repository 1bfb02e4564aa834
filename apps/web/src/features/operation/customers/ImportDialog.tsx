import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { ImportProgress, useImportTask } from '@/components/import-progress';
import { useApi } from '@/lib/api';
import { downloadExcel } from '@/lib/excel';
import { apiFetch } from '@/lib/query';
import { CUSTOMER_LIST_KEY, CUSTOMER_POINTS_KEY } from './api';
import { customerMessages as m } from './messages';

const t = m.import;
const FIELDS = [
  'name',
  'type',
  'contactName',
  'phone',
  'qhdm',
  'address',
  'crops',
  'areaMu',
  'level',
  'remark',
] as const;
const MAX = 10_000;
/** Row errors listed at most (a file of 10,000 bad rows would otherwise freeze the dialog). */
const SHOWN_ERRORS = 200;

/** The import template: the header row and one example row. */
export function downloadTemplate(): Promise<void> {
  return downloadExcel(t.templateName, {
    sheetName: t.templateSheet,
    columns: t.headers.map((header, i) => ({ header, value: (row: readonly string[]) => row[i] })),
    rows: [t.example],
  });
}

/** 导入客户: reads the xlsx, sends its rows; the server checks every row and imports all or none. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ row: number; msg: string }[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const task = useImportTask('shop');

  const importFile = async (file: File) => {
    setProblem(null);
    setErrors([]);
    setDone(null);
    setBusy(true);
    try {
      await importRows(file);
    } finally {
      task.clear();
      setBusy(false);
    }
  };

  const importRows = async (file: File) => {
    let sheet: string[][];
    try {
      sheet = await task.read(file);
    } catch {
      setProblem(t.badFile);
      return;
    }
    const [header, ...body] = sheet;
    if (!header || t.headers.some((h, i) => (header[i] ?? '').trim() !== h)) {
      setProblem(t.badHeader);
      return;
    }
    const rows = body
      .map((cells, i) => ({ cells, row: i + 2 }))
      .filter(({ cells }) => cells.some((c) => c.trim() !== ''))
      .map(({ cells, row }) => ({
        row,
        ...Object.fromEntries(
          FIELDS.map((f, i) => [
            f,
            (cells[i] ?? '').trim().slice(0, f === 'address' || f === 'crops' || f === 'remark' ? 500 : 200),
          ]),
        ),
      }));
    if (rows.length === 0) return setProblem(t.empty);
    if (rows.length > MAX) return setProblem(t.tooMany);
    try {
      const result = await task.send(rows.length, (header) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/crm/customer/import', {
          body: { rows },
          params: { header },
        }),
      );
      if (result.errors.length > 0) setErrors(result.errors);
      else {
        setDone(t.done(result.imported));
        void queryClient.invalidateQueries({ queryKey: CUSTOMER_LIST_KEY });
        void queryClient.invalidateQueries({ queryKey: CUSTOMER_POINTS_KEY });
      }
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t.failure);
    }
  };

  return (
    <Modal
      open
      title={t.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t.close}</Button>}
      className="customer-import"
      width={640}
    >
      <p>{t.hint}</p>
      <Space>
        <Button onClick={() => void downloadTemplate()}>{m.actions.template}</Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button type="primary" loading={busy}>
            {t.choose}
          </Button>
        </Upload>
      </Space>
      <ImportProgress progress={task.progress} />
      {problem ? <Alert style={{ marginTop: 16 }} type="error" title={problem} /> : null}
      {done ? <Alert style={{ marginTop: 16 }} type="success" title={done} /> : null}
      {errors.length > 0 ? (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          title={t.errorsTitle(errors.length)}
          description={
            <ul className="customer-import-errors">
              {errors.slice(0, SHOWN_ERRORS).map((e) => (
                <li key={`${e.row}-${e.msg}`}>
                  {t.row(e.row)}：{e.msg}
                </li>
              ))}
              {errors.length > SHOWN_ERRORS ? <li>{t.moreErrors(errors.length - SHOWN_ERRORS)}</li> : null}
            </ul>
          }
        />
      ) : null}
    </Modal>
  );
}
