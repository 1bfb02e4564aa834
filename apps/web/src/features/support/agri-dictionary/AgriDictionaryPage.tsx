import type { SystemComponents } from '@agrimap/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { CrudTree, useCrudTree } from '@/components/crud';
import { type LazyNode, useLazyTree } from '@/components/lazy-tree';
import { useApi } from '@/lib/api';
import { clearDictionaryCache } from '@/lib/dictionaries';
import { apiFetch, apiKey, apiQuery } from '@/lib/query';
import { ItemDialog } from '../sjzd/ItemDialog';
import { agriDictionaryMessages as m } from './messages';

type DicItem = SystemComponents['schemas']['DictionaryItem'];
type Node = LazyNode<DicItem>;

/** The dictionary category of the agri-input types (化肥, 农药, 种子 … with children). */
export const AGRI_CATEGORY = 'nzlx';

export interface AgriDictionaryPageProps {
  /**
   * The read-only view (供应链管理子系统 › 农资字典, whose menu entry holds no buttons): no 新增 /
   * 编辑 / 删除 whatever the user's codes. The tree is edited in 运营支撑系统 › 供应链配置 › 农资字典.
   */
  readOnly?: boolean;
}

/**
 * 农资字典: the agri-input type tree. The top level loads with the page, a node's children when
 * it is first opened (getByPid); 新增 / 新增下级 / 编辑 / 删除 (refused while it has children,
 * the server says why) and drag re-order of siblings.
 */
export function AgriDictionaryPage({ readOnly = false }: AgriDictionaryPageProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const roots = useQuery(
    apiQuery(
      client,
      'system',
      'post',
      '/api/v1/dic/item/page',
      { body: { dicNumber: AGRI_CATEGORY, pid: 0, page: 1, pageSize: 1000 } },
      { meta: { errorText: m.loadFailure, what: 'dicItemPage nzlx' } },
    ),
  );
  const lazy = useLazyTree({
    roots: roots.data?.records,
    children: (pid) =>
      apiQuery(
        client,
        'system',
        'get',
        '/api/v1/dic/getByPid',
        { params: { query: { pid } } },
        { meta: { errorText: m.childrenFailure, what: `dicGetByPid ${pid}` } },
      ),
    toRows: (data) => data as DicItem[],
  });
  const crud = useCrudTree<Node>({
    rights: { add: 'nzdict:add', edit: 'nzdict:edit', remove: 'nzdict:delete' },
    readOnly,
    invalidates: [
      apiKey('system', 'post', '/api/v1/dic/item/page'),
      apiKey('system', 'get', '/api/v1/dic/getByPid'),
    ],
    alsoRefresh: () => clearDictionaryCache(queryClient, AGRI_CATEGORY),
    remove: {
      run: (row) => apiFetch(client, 'system', 'post', '/api/v1/dic/item/delete', { body: { id: row.id } }),
      meta: {
        successText: m.removeSuccess,
        errorText: m.removeFailure,
        errorLevel: 'warning',
        what: 'dicItemDelete',
      },
    },
  });

  return (
    <CrudTree<Node>
      crud={crud}
      className="agri-dictionary"
      tableClassName="agri-tree"
      rows={lazy.tree}
      load={roots}
      loadError={m.loadFailure}
      lazy={lazy}
      create={m.add}
      columns={[
        { title: m.columns.name, dataIndex: 'name', key: 'name' },
        { title: m.columns.code, dataIndex: 'code', key: 'code', width: 160 },
        { title: m.columns.value, dataIndex: 'value', key: 'value' },
        { title: m.columns.sort, dataIndex: 'sort', key: 'sort', width: 80 },
        {
          title: m.columns.status,
          key: 'status',
          width: 90,
          render: (_v: unknown, row: Node) =>
            row.status === 1 ? <Tag color="green">{m.enabled}</Tag> : <Tag>{m.disabled}</Tag>,
        },
      ]}
      confirm={(row) => m.removeConfirm(row.name)}
      move={{
        run: (step) =>
          apiFetch(client, 'system', 'post', '/api/v1/dic/item/sort', {
            body: { ids: step.siblings.map((sibling) => sibling.id) },
          }),
        meta: { errorText: m.moveFailure, what: 'dicItemSort' },
      }}
      dialog={({ row, parent }, close) => (
        <ItemDialog
          mode={row ? 'edit' : 'create'}
          dicNumber={AGRI_CATEGORY}
          pid={row ? undefined : (parent?.id ?? 0)}
          item={row}
          names={{
            dialogCreate: parent ? m.dialogCreateChild(parent.name) : m.dialogCreate,
            dialogEdit: m.dialogEdit,
            saveSuccess: m.saveSuccess,
            saveFailure: m.saveFailure,
          }}
          onClose={close}
        />
      )}
    />
  );
}
