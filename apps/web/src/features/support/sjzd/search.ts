import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listSearch, param, stripDefaults } from '@/lib/list-search';

/** The item table's filter and page. */
export const itemSearch = listSearch({
  keyword: param.text(50),
  status: param.oneOf(['', '1', '0'], ''),
});
export type ItemSearch = ListSearch<typeof itemSearch.defaults>;

export type SjzdSearchInput = {
  dic?: string;
  keyword?: string;
  status?: '' | '1' | '0';
  page?: number;
} & SearchSchemaInput;

const dicParam = param.optionalText(64);

/** The route's search: the chosen category (`dic`) and its item table's filter and page. */
export function validateSjzdSearch(input: SjzdSearchInput) {
  const raw = (input ?? {}) as Record<string, unknown>;
  return { dic: dicParam.parse(raw.dic), ...itemSearch.parse(raw) };
}
export type SjzdSearch = ReturnType<typeof validateSjzdSearch>;

/** For the route's `search` option: no default in the URL. */
export const sjzdSearchOptions = { middlewares: [stripDefaults(itemSearch.urlDefaults)] };
