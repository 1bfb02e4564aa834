import { pollProgress, progressId } from '@agrimap/sdk';
import { useCallback, useState } from 'react';
import { useApi } from '@/lib/api';
import { readSheet } from '@/lib/sheet-reader';
import type { ImportProgressState } from './ImportProgress';

/** The `X-Progress-Id` header of an import call (its server reports under it). */
export type ProgressHeader = { 'X-Progress-Id': string };

/**
 * The steps of an import with their progress: `read` parses the file in a worker (rows read),
 * `send` makes the import call with an `X-Progress-Id` and follows the server's figures (rows
 * checked, then saved) until it answers. `progress` is what {@link ImportProgress} shows.
 */
export function useImportTask(server: 'shop' | 'system') {
  const client = useApi();
  const [progress, setProgress] = useState<ImportProgressState | null>(null);

  const read = useCallback(
    (file: Blob) => readSheet(file, (done, total) => setProgress({ stage: 'read', done, total })),
    [],
  );

  const send = useCallback(
    async <T>(total: number, call: (header: ProgressHeader) => Promise<T>): Promise<T> => {
      const id = progressId();
      setProgress({ stage: 'check', done: null, total });
      const stop = pollProgress(
        client[server] as Parameters<typeof pollProgress>[0],
        id,
        (p) => setProgress({ stage: p.stage === 'save' ? 'save' : 'check', done: p.done, total: p.total }),
        { intervalMs: 500 },
      );
      try {
        return await call({ 'X-Progress-Id': id });
      } finally {
        stop();
      }
    },
    [client, server],
  );

  const clear = useCallback(() => setProgress(null), []);
  return { progress, read, send, clear };
}
