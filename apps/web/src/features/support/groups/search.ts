import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 功能组's filter in the URL. */
export const groupSearch = listSearch({ groupName: param.text(50) });
export type GroupSearch = ListSearch<typeof groupSearch.defaults>;
