import { useCallback, useState } from 'react';
import { type ProgressHeader, useImportTask } from '@/components/import-progress';
import { downloadExcel } from '@/lib/excel';

/** A refused row of the sheet: its row number in the sheet (the header is row 1) and why. */
export interface RowError {
  row: number;
  msg: string;
}

/** What the server did with the rows: how many it imported and the rows it refused. */
export interface ImportOutcome {
  imported: number;
  errors: readonly RowError[];
}

/** The texts of an import, each the feature's own. */
export interface SheetImportMessages {
  /** The file cannot be read as an .xlsx. */
  unreadable: string;
  /** The first row is not the template's headers (with `checkHeader`). */
  badHeader?: string;
  /** No data row. */
  empty: string;
  /** More data rows than `maxRows`. */
  tooMany?: string;
  /** The call failed and the server said nothing. */
  failure: string;
  /** The outcome in one line, e.g. 成功导入 2 条，失败 1 条. */
  summary: (outcome: ImportOutcome) => string;
  /** Above the refused rows, when given. */
  errorsTitle?: string;
  /** A refused row's label, e.g. 第 3 行. */
  row: (n: number) => string;
  /** The refused rows left out of the list. */
  moreErrors: (n: number) => string;
}

/** The template offered by 下载模板: the headers and one example row. */
export interface SheetTemplate {
  fileName: string;
  sheetName: string;
  headers: readonly string[];
  example: readonly string[];
}

/** What a feature declares for an .xlsx import: its template, its rows and the call that sends them. */
export interface SheetImport<Row> {
  /** The server of the import call (its task progress is asked there). */
  server: 'shop' | 'system';
  template: SheetTemplate;
  /** Refuses a sheet whose first row is not the template's headers. */
  checkHeader?: boolean;
  /** The most data rows sent at once. */
  maxRows?: number;
  /**
   * True when the server imports all rows or none (a refused row means nothing was imported: the
   * outcome shows as an error); otherwise it saves the good rows (a refused row is a warning).
   */
  allOrNothing?: boolean;
  /** A data row of the sheet (its cell texts, blank rows left out) as the call's row. */
  toRow: (cells: readonly string[], row: number) => Row;
  /** Sends the rows with the progress header; answers the outcome. */
  submit: (rows: Row[], header: ProgressHeader) => Promise<ImportOutcome>;
  /** After the server answered (e.g. refreshes the lists). */
  onDone?: (outcome: ImportOutcome) => void;
  messages: SheetImportMessages;
}

/** Where the last import ended: a failure before or during the call, or the server's outcome. */
export type ImportReport = { failure: string } | { outcome: ImportOutcome };

/** Offers the template: the headers and the example row as an .xlsx. */
export function downloadTemplate({ fileName, sheetName, headers, example }: SheetTemplate): Promise<void> {
  return downloadExcel(fileName, {
    sheetName,
    columns: headers.map((header, i) => ({ header, value: (row: readonly string[]) => row[i] })),
    rows: [example],
  });
}

/**
 * The steps of an .xlsx import: reads the file (in a worker, with progress), checks the header and
 * the number of rows, turns each non-blank data row into the call's row, sends them (with the
 * server's progress) and keeps the report.
 */
export function useSheetImport<Row>(spec: SheetImport<Row>) {
  const task = useImportTask(spec.server);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const { clear, read, send } = task;

  const run = async (file: Blob): Promise<ImportReport> => {
    const m = spec.messages;
    let sheet: string[][];
    try {
      sheet = await read(file);
    } catch {
      return { failure: m.unreadable };
    }
    const [header, ...body] = sheet;
    if (spec.checkHeader && (!header || spec.template.headers.some((h, i) => (header[i] ?? '').trim() !== h)))
      return { failure: m.badHeader ?? m.unreadable };
    const rows = body
      .map((cells, i) => ({ cells, row: i + 2 }))
      .filter(({ cells }) => cells.some((c) => c.trim() !== ''))
      .map(({ cells, row }) => spec.toRow(cells, row));
    if (rows.length === 0) return { failure: m.empty };
    if (spec.maxRows !== undefined && rows.length > spec.maxRows) return { failure: m.tooMany ?? m.failure };
    try {
      const outcome = await send(rows.length, (progress) => spec.submit(rows, progress));
      spec.onDone?.(outcome);
      return { outcome };
    } catch (error) {
      return { failure: error instanceof Error && error.message ? error.message : m.failure };
    }
  };

  const start = async (file: Blob) => {
    setReport(null);
    setBusy(true);
    try {
      setReport(await run(file));
    } finally {
      clear();
      setBusy(false);
    }
  };

  const reset = useCallback(() => setReport(null), []);
  return { busy, report, progress: task.progress, start, reset };
}
