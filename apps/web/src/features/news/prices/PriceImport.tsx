import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { ImportProgress, useImportTask } from '@/components/import-progress';
import { useApi } from '@/lib/api';
import { downloadExcel } from '@/lib/excel';
import { apiFetch } from '@/lib/query';
import { PRICE_LIST_KEY, PRICE_TREND_KEY } from '../api';
import { newsMessages as m } from '../messages';

type Result = { saved: number; errors: { row: number; msg: string }[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as typed: Excel dates (read back as a JS date text) become YYYY-MM-DD. */
export function cellText(text: string): string {
  const t = text.trim();
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} /.test(t)) {
    const d = new Date(t);
    if (!Number.isNaN(d.getTime()))
      return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  return t;
}

/** The template: the headers and one example row. */
export function downloadPriceTemplate(): Promise<void> {
  const rows = [m.import.exampleRow];
  return downloadExcel(m.import.templateName, {
    sheetName: m.import.title,
    columns: m.import.headers.map((header, i) => ({ header, value: (row: readonly string[]) => row[i] })),
    rows,
  });
}

/**
 * 导入: an .xlsx price sheet (columns as in the template) read in the browser, each row sent as
 * typed; the server saves the good rows and answers the others with their row and reason.
 */
export function PriceImport() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | { failure: string } | null>(null);
  const task = useImportTask('system');

  const importFile = async (file: File) => {
    setBusy(true);
    try {
      let rows: string[][];
      try {
        rows = await task.read(file);
      } catch {
        setResult({ failure: m.import.unreadable });
        return;
      }
      const data = rows
        .map((cells, i) => ({ cells, row: i + 1 }))
        .slice(1)
        .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
      if (data.length === 0) {
        setResult({ failure: m.import.empty });
        return;
      }
      const answer = await task.send(data.length, (header) =>
        apiFetch(client, 'system', 'post', '/api/v1/price/import', {
          params: { header },
          body: {
            rows: data.map(({ cells, row }) => ({
              row,
              product: cellText(cells[0] ?? ''),
              region: cellText(cells[1] ?? ''),
              date: cellText(cells[2] ?? ''),
              price: cellText(cells[3] ?? ''),
              unit: cellText(cells[4] ?? ''),
              market: cellText(cells[5] ?? ''),
            })),
          },
        }),
      );
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: PRICE_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: PRICE_TREND_KEY });
    } catch (e) {
      setResult({ failure: e instanceof Error && e.message ? e.message : m.import.failure });
    } finally {
      task.clear();
      setBusy(false);
    }
  };

  return (
    <>
      <Space>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button loading={busy}>{m.import.button}</Button>
        </Upload>
        <Button onClick={() => void downloadPriceTemplate()}>{m.import.template}</Button>
      </Space>
      <Modal
        open={result !== null || task.progress !== null}
        title={m.import.title}
        onCancel={() => setResult(null)}
        closable={!busy}
        mask={{ closable: !busy }}
        footer={busy ? null : <Button onClick={() => setResult(null)}>{m.import.close}</Button>}
        className="price-import-result"
      >
        <ImportProgress progress={task.progress} />
        {result && 'failure' in result ? (
          <Alert type="error" showIcon title={result.failure} />
        ) : result ? (
          <>
            <Alert
              type={result.errors.length ? 'warning' : 'success'}
              showIcon
              title={m.import.result(result.saved, result.errors.length)}
            />
            {result.errors.length ? (
              <List
                size="small"
                header={m.import.errorsTitle}
                dataSource={result.errors.slice(0, 200)}
                footer={
                  result.errors.length > 200 ? m.import.moreErrors(result.errors.length - 200) : undefined
                }
                renderItem={(e) => (
                  <List.Item>
                    {m.import.row(e.row)}：{e.msg}
                  </List.Item>
                )}
              />
            ) : null}
          </>
        ) : null}
      </Modal>
    </>
  );
}
