import type { PlatformClient } from '@agrimap/sdk';
import { apiQuery } from '@/lib/query';
import { newsMessages as m } from '../messages';

/** The agri-input dictionary (农资类型 `nzlx`) as select options: the leaves grouped by their parent. */
export function productOptionsQuery(client: PlatformClient) {
  return {
    ...apiQuery(
      client,
      'system',
      'get',
      '/api/v1/dic/treeList',
      { params: { query: { dicNumber: 'nzlx' } } },
      { meta: { errorText: m.prices.productsFailure, what: 'dicTreeList' } },
    ),
    staleTime: 10 * 60 * 1000,
    select: (roots: readonly TreeNode[]): ProductOption[] =>
      roots.map((r) =>
        r.children?.length
          ? {
              label: r.name,
              title: r.name,
              options: r.children.map((c) => ({ value: c.code, label: c.name })),
            }
          : { value: r.code, label: r.name },
      ),
  };
}

interface TreeNode {
  code: string;
  name: string;
  children?: readonly TreeNode[];
}

export type ProductOption =
  | { value: string; label: string }
  | { label: string; title: string; options: { value: string; label: string }[] };

/** The flat list of selectable products (for a filter's options). */
export const flatProducts = (groups: readonly ProductOption[]) =>
  groups.flatMap((g) => ('options' in g ? g.options : [g]));
