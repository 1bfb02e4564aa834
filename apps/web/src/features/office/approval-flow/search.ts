// The approval-flow list's search params. Route files import this module eagerly
// (validateSearch), so it imports nothing but the list-search helpers: the designer, its
// messages and the API load with the page component, not with the login page or the shell.
import { type ListSearch, listSearch, param, type SearchParam } from '@/lib/list-search';

/** The list's filter and page, and the open design (`new` or a flow id), in the URL. */
export const flowSearch = listSearch({
  name: param.text(50),
  status: param.oneOf(['', '0', '1', '2'], ''),
  flowGroup: param.text(20),
  design: designParam(),
});

/** `new`, a flow id (a positive integer, kept a number so the URL reads `design=12`), or absent. */
function designParam(): SearchParam<'new' | number | undefined> {
  return {
    default: undefined,
    parse: (raw) => {
      if (raw === 'new') return 'new';
      const n =
        typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN;
      return Number.isInteger(n) && n > 0 ? n : undefined;
    },
  };
}
export type FlowSearch = ListSearch<typeof flowSearch.defaults>;
