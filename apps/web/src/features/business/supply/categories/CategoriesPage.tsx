import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { CrudTree, useCrudTree } from '@/components/crud';
import { StoredImage } from '@/components/form';
import { type LazyNode, useLazyTree } from '@/components/lazy-tree';
import { useApi } from '@/lib/api';
import { type ApiData, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { CategoryDialog } from './CategoryDialog';
import { categoryMessages as m } from './messages';

export type Category = ApiData<'shop', 'post', '/api/v1/web/sp/product/category/child/list'>['list'][number];
type Node = LazyNode<Category>;

const MAX_LEVEL = 3;

const childrenQuery = (client: ReturnType<typeof useApi>, parentId: number) =>
  apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/sp/product/category/child/list',
    { body: { parentId } },
    {
      meta: {
        errorText: parentId === 0 ? m.loadFailure : m.childrenFailure,
        what: `listProductCategoryChild ${parentId}`,
      },
    },
  );

/**
 * 商城目录配置: the shop catalogue tree. The top level loads with the page, a category's children
 * when it is first opened (`category/child/list` by parent); 新增 / 新增下级 (three levels) / 编辑 /
 * 删除 (refused while it has children) and drag re-order among siblings.
 */
export function CategoriesPage() {
  const client = useApi();
  const roots = useQuery(childrenQuery(client, 0));
  const lazy = useLazyTree({
    roots: roots.data?.list,
    children: (parentId) => childrenQuery(client, parentId),
    toRows: (data) => data.list,
  });
  const crud = useCrudTree<Node>({
    rights: { add: 'category:add', edit: 'category:edit', remove: 'category:delete' },
    invalidates: [apiKey('shop', 'post', '/api/v1/web/sp/product/category/child/list')],
    remove: {
      run: (row) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/sp/product/category/delete', { body: { id: row.id } }),
      meta: {
        successText: m.removeSuccess,
        errorText: m.removeFailure,
        errorLevel: 'warning',
        what: 'productCategoryDelete',
      },
    },
  });

  return (
    <CrudTree<Node>
      crud={crud}
      className="product-category"
      tableClassName="category-tree"
      title={m.title}
      rows={lazy.tree}
      load={roots}
      loadError={m.loadFailure}
      lazy={lazy}
      create={m.add}
      columns={[
        { title: m.columns.name, dataIndex: 'name', key: 'name' },
        {
          title: m.columns.icon,
          key: 'icon',
          width: 80,
          render: (_v: unknown, row: Node) =>
            row.icon ? <StoredImage value={row.icon} size={28} alt={`${row.name}${m.columns.icon}`} /> : null,
        },
        {
          title: m.columns.level,
          key: 'level',
          width: 80,
          render: (_v: unknown, row: Node) => m.levels[row.level],
        },
        { title: m.columns.sort, dataIndex: 'sort', key: 'sort', width: 80 },
        {
          title: m.columns.status,
          key: 'status',
          width: 90,
          render: (_v: unknown, row: Node) =>
            row.status === 0 ? <Tag>{m.hidden}</Tag> : <Tag color="green">{m.shown}</Tag>,
        },
      ]}
      canAddChild={(row) => row.level < MAX_LEVEL}
      confirm={(row) => m.removeConfirm(row.name)}
      move={{
        run: (step) =>
          apiFetch(client, 'shop', 'post', '/api/v1/web/sp/product/category/sort', {
            body: { parentId: step.node.parentId, ids: step.siblings.map((s) => s.id) },
          }),
        meta: { errorText: m.moveFailure, what: 'productCategorySort' },
      }}
      dialog={(target, close) => <CategoryDialog target={target} onClose={close} />}
    />
  );
}
