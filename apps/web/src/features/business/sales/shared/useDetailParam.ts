import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * The row whose detail drawer is open, kept in the `detail` search param (so a link opens it), and
 * the function that opens it (`undefined` closes it; with `replaceOnClose` closing replaces the
 * history entry instead of adding one).
 */
export function useDetailParam(options: { replaceOnClose?: boolean } = {}) {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { detail?: string };
  const openDetail = (id: number | undefined) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        detail: id === undefined ? undefined : String(id),
      }),
      ...(options.replaceOnClose ? { replace: id === undefined } : {}),
    });
  return { detailId: search.detail ? Number(search.detail) : undefined, openDetail };
}
