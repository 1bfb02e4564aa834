// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 生育期管理's crop (in the URL); 0 = the first crop. */
export const stageSearch = listSearch({ cropId: param.int(0, 0) });
export type StageSearch = ListSearch<typeof stageSearch.defaults>;
