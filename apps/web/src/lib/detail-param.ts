import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * The row whose detail (drawer or dialog) is open lives in the `detail` search param, so a link
 * opens it and Back closes it. The screen declares `detail` in its search (`param.optionalText()`
 * for text, `param.int(0, 0)` for a number) and opens and closes it through {@link useDetailParam}.
 */

/** A search updater that opens `detail` (`undefined`, `''` or `0` closes it); other params are kept. */
export function withDetail(detail: string | number | undefined) {
  return (prev: Record<string, unknown>): Record<string, unknown> => ({
    ...prev,
    detail: detail || undefined,
  });
}

/** The open detail as an id: a positive integer (as a number or its digits), else undefined. */
export function detailIdOf(raw: unknown): number | undefined {
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export interface DetailParamOptions {
  /** Closing replaces the history entry instead of adding one. */
  replaceOnClose?: boolean;
  /** Write the id as text (the screen declares `detail` with `param.optionalText()`). */
  asText?: boolean;
}

/** The open detail's id and the functions that open (`undefined` closes) and close it. */
export function useDetailParam(options: DetailParamOptions = {}) {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { detail?: unknown };
  const openDetail = (id: string | number | undefined) =>
    void navigate({
      to: '.',
      search: withDetail(options.asText && id !== undefined ? String(id) : id),
      ...(options.replaceOnClose ? { replace: id === undefined } : {}),
    });
  return { detailId: detailIdOf(search.detail), openDetail, closeDetail: () => openDetail(undefined) };
}
