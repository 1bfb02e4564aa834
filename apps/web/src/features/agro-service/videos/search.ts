// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 农技视频's filter and page (in the URL); crop 0 = every crop, category '' = every category. */
export const videoSearch = listSearch({
  title: param.text(100),
  cropId: param.int(0, 0),
  category: param.text(20),
});
export type VideoSearch = ListSearch<typeof videoSearch.defaults>;
