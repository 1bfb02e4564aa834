import { useQueryClient } from '@tanstack/react-query';
import { type SheetImport, ImportDialog as SheetImportDialog } from '@/components/import-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CUSTOMER_LIST_KEY, CUSTOMER_POINTS_KEY } from './api';
import { customerMessages as m } from './messages';

const t = m.import;
const FIELDS = [
  'name',
  'type',
  'contactName',
  'phone',
  'qhdm',
  'address',
  'crops',
  'areaMu',
  'level',
  'remark',
] as const;
type Field = (typeof FIELDS)[number];
const LONG = new Set<Field>(['address', 'crops', 'remark']);
/** A sheet row as sent: the cell texts, trimmed and cut to the server's lengths. */
type CustomerRow = { row: number } & Partial<Record<Field, string>>;

/** 导入客户: reads the xlsx, sends its rows; the server checks every row and imports all or none. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const spec: SheetImport<CustomerRow> = {
    server: 'shop',
    template: {
      fileName: t.templateName,
      sheetName: t.templateSheet,
      headers: t.headers,
      example: t.example,
    },
    checkHeader: true,
    maxRows: 10_000,
    allOrNothing: true,
    toRow: (cells, row) => ({
      row,
      ...Object.fromEntries(
        FIELDS.map((f, i) => [f, (cells[i] ?? '').trim().slice(0, LONG.has(f) ? 500 : 200)]),
      ),
    }),
    submit: (rows, header) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/crm/customer/import', {
        body: { rows },
        params: { header },
      }),
    onDone: ({ errors }) => {
      if (errors.length > 0) return;
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_POINTS_KEY });
    },
    messages: {
      unreadable: t.badFile,
      badHeader: t.badHeader,
      empty: t.empty,
      tooMany: t.tooMany,
      failure: t.failure,
      summary: ({ imported, errors }) =>
        errors.length > 0 ? t.errorsTitle(errors.length) : t.done(imported),
      row: t.row,
      moreErrors: t.moreErrors,
    },
  };
  return (
    <SheetImportDialog
      spec={spec}
      title={t.title}
      hint={t.hint}
      pickText={t.choose}
      className="customer-import"
      errorsClassName="customer-import-errors"
      onClose={onClose}
    />
  );
}
