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

/** Reads the first sheet of an .xlsx back as rows of cell texts (tests, imports). */
export async function readWorkbook(data: ArrayBuffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  const out: string[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    out.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return out;
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
