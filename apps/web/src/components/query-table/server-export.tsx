import { type PlatformClient, postExport, progressId, type ServerName } from '@agrimap/sdk';
import { Button, Progress } from 'antd';
import { errorTextOf } from '@/lib/errors';
import { saveFile } from '@/lib/excel';
import { notify } from '@/lib/notify';
import type { ApiPath } from '@/lib/query';
import { queryTableMessages as m } from './messages';

/** The export operations of the servers (every `…/export` POST of openapi/). */
export type ExportPath = { [S in ServerName]: Extract<ApiPath<S, 'post'>, `${string}/export`> }[ServerName];

/** More rows than this are not asked for: the server refuses them (narrow the filter). */
export const MAX_EXPORT_ROWS = 1_000_000;

export interface ServerExport {
  client: PlatformClient;
  server: ServerName;
  path: ExportPath;
  /** The list's own filter body (its page and page size are ignored by the server). */
  body: unknown;
  /** The list's name, e.g. 订单明细 (the file is `订单明细_20261127.xlsx`). */
  fileName: string;
  /** The list's total for this filter (the table's 共查询到 N 条). */
  total: number;
}

export type ExportOutcome = 'done' | 'cancelled' | 'failed' | 'refused';

/** `yyyyMMdd` of the local date. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * 导出 on the server: asks the list's export operation for the workbook, shows a notification
 * with the rows written so far (from the server's task progress) and 取消, and saves the file as
 * `<screen name>_<yyyyMMdd>.xlsx` (the date the server wrote it). A filter of more than a million rows is refused
 * here, before any request.
 */
export async function runServerExport(job: ServerExport): Promise<ExportOutcome> {
  if (job.total > MAX_EXPORT_ROWS) {
    void notify.warning(m.exportTooMany(job.total, MAX_EXPORT_ROWS));
    return 'refused';
  }
  const { default: notification } = await import('antd/es/notification');
  const key = `export-${progressId()}`;
  const controller = new AbortController();
  const show = (done: number, total: number) =>
    notification.open({
      key,
      className: 'export-progress',
      placement: 'bottomRight',
      duration: 0,
      closable: false,
      title: m.exporting(job.fileName),
      description: (
        <div role="status" aria-live="polite">
          <Progress percent={total > 0 ? Math.floor((done / total) * 100) : 0} size="small" />
          <span className="export-progress-rows">{m.exportRows(done, total)}</span>
        </div>
      ),
      actions: (
        <Button size="small" onClick={() => controller.abort()}>
          {m.cancel}
        </Button>
      ),
    });
  show(0, job.total);
  const client = job.client[job.server] as Parameters<typeof postExport>[0];
  try {
    const file = await postExport(client, job.path as never, { body: job.body } as never, {
      signal: controller.signal,
      onProgress: ({ done, total }) => show(done, total ?? job.total),
    });
    // The screen's own name (入库审核 and 入库明细 share one export), the server's date.
    const date = /_(\d{8})\.xlsx$/i.exec(file.filename)?.[1] ?? today();
    const name = `${job.fileName}_${date}.xlsx`;
    saveFile(file.blob, name);
    notification.success({
      key,
      className: 'export-progress',
      placement: 'bottomRight',
      duration: 5,
      title: m.exportDone,
      description: name,
    });
    return 'done';
  } catch (error) {
    if (controller.signal.aborted) {
      notification.info({
        key,
        className: 'export-progress',
        placement: 'bottomRight',
        duration: 3,
        title: m.exportCancelled,
      });
      return 'cancelled';
    }
    notification.destroy(key);
    console.error('[export] failed', error);
    const text = errorTextOf(m.exportFailure, error);
    if (text) void notify.error(text);
    return 'failed';
  }
}
