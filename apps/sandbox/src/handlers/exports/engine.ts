/**
 * Server-side exports of lists (the anchors' "one POST that returns the file"): an export
 * operation takes its list's own filter body and answers an .xlsx of every row the list would show
 * the caller — the same handler asked page after page, so filter, order, access and row visibility
 * are the list's by construction — written with exceljs' streaming writer while it is sent: memory
 * stays flat whatever the row count. Dictionary codes are written as their names, money in 元
 * with two decimals. Progress goes to `task_progress` under the caller's `X-Progress-Id`; a client
 * that goes away stops the export.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { passesDeclaration } from '../../auth/access';
import type { Queryable } from '../../db/adapter';
import { formatDate } from '../../util/time';
import { Code } from '../codes';
import type { Ctx, Handler, HandlerResult, OperationId } from '../types';
import { fail, requireUser } from '../types';
import { EXPORT_MESSAGES as M } from './messages';
import { PROGRESS_EVERY, reportProgress, startProgress } from './progress';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** More rows than this are refused up front: the filter should be narrowed. */
export const MAX_EXPORT_ROWS = 1_000_000;
/** Rows asked of the list at a time. */
export const EXPORT_CHUNK = 2000;
/** The written bytes not yet read by the client that make the export wait for it. */
const BACKLOG_BYTES = 4 * 1024 * 1024;

type Row = Record<string, unknown>;
export type Cell = string | number | null | undefined;

/** One column of an exported sheet. */
export interface SheetColumn {
  header: string;
  /** The row's field (a dotted path reaches into objects), or the cell made from the row. */
  value: string | ((row: Row) => Cell);
  /** A dictionary category: the cell shows the entry's name instead of its code. */
  dict?: string;
  /** Fixed labels of the values (e.g. `{ 1: '启用', 0: '停用' }`). */
  labels?: Readonly<Record<string, string>>;
  /** Money: `fen` (integer fen, written as 元) or `yuan`; two decimals either way. */
  money?: 'fen' | 'yuan';
}

export interface SheetDef {
  /** The list operation whose rows are exported. */
  list: OperationId;
  /**
   * The file name without date and extension, e.g. `订单明细` → `订单明细_20261127.xlsx`; a function
   * of the filter where one list serves several screens (e.g. 入库明细 / 出库明细 by `direction`).
   */
  fileName: string | ((filter: Row) => string);
  /** The columns; a function of the filter where the screens of one list show different columns. */
  columns: readonly SheetColumn[] | ((filter: Row) => readonly SheetColumn[]);
  /** The body of the list call for page `page` of `size` rows (default `{...filter, page, pageSize}`). */
  pageBody?: (filter: Row, page: number, size: number) => Row;
  /** Rows and total of the list's `data` (default `records` / `list` / `rows` and `total`). */
  page?: (data: unknown) => { records: Row[]; total: number };
}

let listHandlers: Readonly<Record<string, Handler>> = {};
/** The handlers the exports call for their lists (set once by the handler index). */
export function bindListHandlers(handlers: Readonly<Record<string, Handler>>): void {
  listHandlers = handlers;
}

/** A JSON object (handler answers and bodies are `unknown` to the engine: it serves every list). */
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `data` of a list's JSON answer, or undefined when it answered something else. */
const dataOf = (result: HandlerResult): unknown =>
  result.kind === 'json' && isRow(result.body) ? result.body.data : undefined;

function defaultPage(data: unknown): { records: Row[]; total: number } {
  const d = isRow(data) ? data : {};
  const found = d.records ?? d.list ?? d.rows;
  const records = Array.isArray(found) ? found.filter(isRow) : [];
  return { records, total: typeof d.total === 'number' ? d.total : records.length };
}

function fieldOf(row: Row, path: string): unknown {
  let v: unknown = row;
  for (const key of path.split('.')) v = v && typeof v === 'object' ? (v as Row)[key] : undefined;
  return v;
}

/** Dictionary code → name for each category the columns use. */
async function dictionaryLabels(db: Queryable, columns: readonly SheetColumn[]) {
  const categories = [...new Set(columns.flatMap((c) => (c.dict ? [c.dict] : [])))];
  const out = new Map<string, Map<string, string>>();
  if (categories.length === 0) return out;
  const rows = await db.query<{ dic_number: string; code: string; name: string }>(
    'select dic_number, code, name from dic_entry where dic_number = any($1::text[])',
    [categories],
  );
  for (const c of categories) out.set(c, new Map());
  for (const r of rows) out.get(r.dic_number)?.set(r.code, r.name);
  return out;
}

function cellOf(column: SheetColumn, row: Row, dicts: Map<string, Map<string, string>>): Cell {
  const raw = typeof column.value === 'function' ? column.value(row) : fieldOf(row, column.value);
  if (raw === null || raw === undefined || raw === '') return '';
  if (column.money) {
    const n = Number(raw);
    if (!Number.isFinite(n)) return '';
    return column.money === 'fen' ? Math.round(n) / 100 : Math.round(n * 100) / 100;
  }
  if (column.labels) return column.labels[String(raw)] ?? String(raw);
  if (column.dict) {
    const names = dicts.get(column.dict);
    const name = (code: unknown) => names?.get(String(code)) ?? String(code);
    return Array.isArray(raw) ? raw.map(name).join('、') : name(raw);
  }
  if (Array.isArray(raw)) return raw.map((v) => String(v)).join('、');
  if (typeof raw === 'boolean') return raw ? '是' : '否';
  if (typeof raw === 'number' || typeof raw === 'string') return raw;
  return String(raw);
}

/** `订单明细_20261127.xlsx`, with the UTF-8 name in Content-Disposition (ASCII fallback too). */
export function attachment(fileName: string, now: Date): { name: string; header: string } {
  const name = `${fileName}_${formatDate(now).replaceAll('-', '')}.xlsx`;
  return {
    name,
    header: `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
  };
}

/**
 * The handler of an export operation: asks the list for its first page (a refusal or a bad filter
 * is answered as JSON, as the list would), refuses more than {@link MAX_EXPORT_ROWS} rows, then
 * streams the workbook while it asks for the following pages.
 */
export function listExport(def: SheetDef): Handler {
  return async (ctx: Ctx): Promise<HandlerResult> => {
    const user = requireUser(ctx);
    const listOp = ctx.app.spec.byId.get(def.list);
    const list = listHandlers[def.list];
    if (!listOp || !list) throw new Error(`export of an unknown list ${def.list}`);
    // Whoever may not call the list may not export it, whatever the export itself declares.
    if (!(await passesDeclaration(ctx.db, listOp, user))) fail(Code.Forbidden, M.forbidden);
    const filter: Row = isRow(ctx.body) ? { ...ctx.body } : {};
    const pageBody =
      def.pageBody ?? ((f: Row, page: number, size: number) => ({ ...f, page, pageSize: size }));
    const toPage = def.page ?? defaultPage;
    const fetchPage = async (page: number) => {
      const body = pageBody(filter, page, EXPORT_CHUNK);
      const result = await list({
        ...ctx,
        op: listOp,
        ...(listOp.method === 'get' ? { query: body, body: undefined } : { body }),
      });
      return result;
    };
    const first = await fetchPage(1);
    const firstBody = first.kind === 'json' && isRow(first.body) ? first.body : undefined;
    if (!firstBody || first.status !== 200 || !listOp.successCodes.includes(Number(firstBody.code)))
      return first;
    const { records, total } = toPage(firstBody.data);
    if (total > MAX_EXPORT_ROWS) fail(Code.BadRequest, M.tooMany(total, MAX_EXPORT_ROWS));
    // The client went away while the first page was read: nothing to send it.
    if (ctx.signal?.aborted) fail(Code.BadRequest, M.cancelled);
    const fileName = typeof def.fileName === 'function' ? def.fileName(filter) : def.fileName;
    const columns = typeof def.columns === 'function' ? def.columns(filter) : def.columns;
    const dicts = await dictionaryLabels(ctx.db, columns);
    const progressId = ctx.progressId;
    await startProgress(ctx.db, progressId, user.id, 'export', total);

    const out = new PassThrough();
    // The workbook writes into `inner`, which is piped to the client without ending it: the
    // answer ends only once the task is recorded as done, so a client that asks for the progress
    // after the last byte never sees it still running.
    const inner = new PassThrough();
    inner.pipe(out, { end: false });
    const { header } = attachment(fileName, ctx.app.now());
    const signal = ctx.signal;
    // The client went away (取消, a closed tab): stop asking for pages and drop what is buffered.
    let cancelled = signal?.aborted === true;
    let wake: () => void = () => undefined;
    const aborted = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const onAbort = () => {
      cancelled = true;
      wake();
      inner.destroy();
      out.destroy();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    void (async () => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: inner,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet(fileName.slice(0, 31), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      // Widths from the header and the first page (the rest is not known yet).
      sheet.columns = columns.map((c) => {
        const widest = Math.max(
          c.header.length * 2,
          ...records.slice(0, 200).map((r) => String(cellOf(c, r, dicts) ?? '').length * 1.6),
        );
        return {
          width: Math.min(60, Math.max(8, Math.ceil(widest) + 2)),
          ...(c.money ? { style: { numFmt: '0.00' } } : {}),
        };
      });
      const head = sheet.addRow(columns.map((c) => c.header));
      head.font = { bold: true };
      head.commit();
      let written = 0;
      let reported = 0;
      let rows = records;
      let page = 1;
      for (;;) {
        for (const r of rows) {
          if (written >= total) break;
          sheet.addRow(columns.map((c) => cellOf(c, r, dicts) ?? '')).commit();
          written += 1;
        }
        if (cancelled) break;
        if (written - reported >= PROGRESS_EVERY) {
          reported = written;
          await reportProgress(ctx.db, progressId, user.id, written);
        }
        // The client reads slower than rows are written: wait for it (memory stays flat).
        while (inner.readableLength + out.readableLength > BACKLOG_BYTES && !cancelled)
          await Promise.race([once(out, 'drain'), aborted, new Promise((r) => setTimeout(r, 50))]);
        if (written >= total || rows.length < EXPORT_CHUNK || cancelled) break;
        page += 1;
        const next = await fetchPage(page);
        if (next.kind !== 'json' || next.status !== 200) throw new Error(`export: page ${page} failed`);
        rows = toPage(dataOf(next)).records;
        if (rows.length === 0) break;
      }
      if (!cancelled) {
        sheet.commit();
        await Promise.race([workbook.commit(), aborted]);
        // every byte of the workbook through the pipe into `out`
        if (!inner.readableEnded) await Promise.race([once(inner, 'end'), aborted]);
      }
      signal?.removeEventListener('abort', onAbort);
      await reportProgress(ctx.db, progressId, user.id, written, cancelled ? 'cancelled' : 'done');
      if (!cancelled) out.end();
    })().catch(async (error: unknown) => {
      signal?.removeEventListener('abort', onAbort);
      console.error(`[sandbox] export ${def.list} failed:`, error);
      await reportProgress(ctx.db, progressId, user.id, 0, 'failed').catch(() => undefined);
      inner.destroy();
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return {
      kind: 'stream',
      status: 200,
      body: out,
      contentType: XLSX,
      headers: { 'content-disposition': header, 'x-total-count': String(total) },
    };
  };
}
