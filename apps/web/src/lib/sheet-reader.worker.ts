/// <reference lib="webworker" />
// Reads an .xlsx off the page's main thread (imports of 10,000 rows and more): the workbook's
// rows as cell texts, with progress every few hundred rows.
import { readWorkbook } from './excel';

export type SheetReaderMessage =
  | { type: 'progress'; read: number; total: number }
  | { type: 'done'; rows: string[][] }
  | { type: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  const post = (message: SheetReaderMessage) => scope.postMessage(message);
  try {
    const rows = await readWorkbook(event.data, (read, total) => post({ type: 'progress', read, total }));
    post({ type: 'done', rows });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
