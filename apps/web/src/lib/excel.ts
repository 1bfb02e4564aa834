/** One column of an exported sheet: its header and the cell text of a row. */
export interface ExcelColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

export interface ExcelSheet<Row> {
  /** Sheet name (Excel allows at most 31 characters). */
  sheetName: string;
  columns: readonly ExcelColumn<Row>[];
  rows: readonly Row[];
}

/**
 * An .xlsx workbook of one sheet (header row bold, columns sized to their content), built with
 * exceljs — loaded on first use so it is not part of the app's first download.
 */
export async function buildWorkbook<Row>({
  sheetName,
  columns,
  rows,
}: ExcelSheet<Row>): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  columns.forEach((column, i) => {
    const widest = Math.max(
      column.header.length * 2,
      ...rows.slice(0, 200).map((row) => String(column.value(row) ?? '').length * 1.6),
    );
    sheet.getColumn(i + 1).width = Math.min(60, Math.max(8, Math.ceil(widest) + 2));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Rows read so far of the sheet's rows (told every {@link READ_PROGRESS_EVERY} rows and at the end). */
export type ReadProgress = (read: number, total: number) => void;
export const READ_PROGRESS_EVERY = 500;

/** Reads the first sheet of an .xlsx back as rows of cell texts (tests, imports). */
export async function readWorkbook(data: ArrayBuffer, onProgress?: ReadProgress): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  const out: string[][] = [];
  const total = sheet?.actualRowCount ?? 0;
  onProgress?.(0, total);
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    out.push(values.map(cellText));
    if (out.length % READ_PROGRESS_EVERY === 0) onProgress?.(out.length, total);
  });
  onProgress?.(out.length, Math.max(total, out.length));
  return out;
}

/** A cell's text: rich text, hyperlinks and formulas by their shown text, dates as yyyy-MM-dd. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if (o.text !== undefined) return cellText(o.text);
    if (o.result !== undefined) return cellText(o.result);
  }
  return String(v);
}

/** Where a downloaded file goes; tests replace it to read the bytes. */
let saver = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Replaces the browser download (tests); returns a function that restores it. */
export function setFileSaver(next: (blob: Blob, fileName: string) => void): () => void {
  const previous = saver;
  saver = next;
  return () => {
    saver = previous;
  };
}

/** Offers any file for download (through the same saver the tests replace). */
export function saveFile(blob: Blob, fileName: string): void {
  saver(blob, fileName);
}

/** Builds the workbook and offers it as `<fileName>.xlsx`. */
export async function downloadExcel<Row>(fileName: string, sheet: ExcelSheet<Row>): Promise<void> {
  const data = await buildWorkbook(sheet);
  const name = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  saver(
    new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    name,
  );
}
