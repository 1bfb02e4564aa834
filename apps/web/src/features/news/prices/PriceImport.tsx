import { useQueryClient } from '@tanstack/react-query';
import { ImportButton, type SheetImport } from '@/components/import-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { PRICE_LIST_KEY, PRICE_TREND_KEY } from '../api';
import { newsMessages as m } from '../messages';

const t = m.import;
const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as typed: Excel dates (read back as a JS date text) become YYYY-MM-DD. */
export function cellText(text: string): string {
  const v = text.trim();
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} /.test(v)) {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime()))
      return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  return v;
}

const COLUMNS = ['product', 'region', 'date', 'price', 'unit', 'market'] as const;
type PriceRow = { row: number } & Record<(typeof COLUMNS)[number], string>;

/**
 * 导入: an .xlsx price sheet (columns as in the template) read in the browser, each row sent as
 * typed; the server saves the good rows and answers the others with their row and reason.
 */
export function PriceImport() {
  const client = useApi();
  const queryClient = useQueryClient();
  const spec: SheetImport<PriceRow> = {
    server: 'system',
    template: { fileName: t.templateName, sheetName: t.title, headers: t.headers, example: t.exampleRow },
    toRow: (cells, row) => ({
      row,
      ...(Object.fromEntries(COLUMNS.map((c, i) => [c, cellText(cells[i] ?? '')])) as Omit<PriceRow, 'row'>),
    }),
    submit: async (rows, header) => {
      const answer = await apiFetch(client, 'system', 'post', '/api/v1/price/import', {
        params: { header },
        body: { rows },
      });
      return { imported: answer.saved, errors: answer.errors };
    },
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: PRICE_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: PRICE_TREND_KEY });
    },
    messages: {
      unreadable: t.unreadable,
      empty: t.empty,
      failure: t.failure,
      summary: ({ imported, errors }) => t.result(imported, errors.length),
      errorsTitle: t.errorsTitle,
      row: t.row,
      moreErrors: t.moreErrors,
    },
  };
  return (
    <ImportButton
      spec={spec}
      title={t.title}
      pickText={t.button}
      className="price-import-result"
      errorsClassName="price-import-errors"
    />
  );
}
