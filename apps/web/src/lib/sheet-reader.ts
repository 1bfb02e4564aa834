import { type ReadProgress, readWorkbook } from './excel';
import type { SheetReaderMessage } from './sheet-reader.worker';

/**
 * The first sheet of an .xlsx as rows of cell texts, read in a Web Worker so that the page stays
 * responsive while a large file is parsed; `onProgress` is told the rows read so far. Where there
 * are no workers (tests in jsdom) the file is read on the main thread.
 */
export async function readSheet(file: Blob, onProgress?: ReadProgress): Promise<string[][]> {
  const data = await file.arrayBuffer();
  if (typeof Worker === 'undefined') return readWorkbook(data, onProgress);
  const worker = new Worker(new URL('./sheet-reader.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<string[][]>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<SheetReaderMessage>) => {
        const message = event.data;
        if (message.type === 'progress') onProgress?.(message.read, message.total);
        else if (message.type === 'done') resolve(message.rows);
        else reject(new Error(message.message));
      };
      worker.onerror = (event) => reject(new Error(event.message || 'worker failed'));
      worker.postMessage(data, [data]);
    });
  } finally {
    worker.terminate();
  }
}
