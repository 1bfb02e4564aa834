import { DeleteOutlined, EditOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Card, Empty, Input, List, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { actionsColumn, column, statusOptions, useCrud } from '@/components/crud';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { clearDictionaryCache } from '@/lib/dictionaries';
import { errorTextOf } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { apiFetch, apiKey } from '@/lib/query';
import { categoryListQuery, type DicCategory, type DicItem, itemListQuery, itemSearch } from './api';
import { CategoryDialog } from './CategoryDialog';
import { ItemDialog } from './ItemDialog';
import { sjzdMessages as m } from './messages';

type CategoryDialogState = { mode: 'create' } | { mode: 'edit'; category: DicCategory };

const CATEGORY_LIST_KEY = apiKey('system', 'post', '/api/v1/dic/list/dic');
const ITEM_PAGE_KEY = apiKey('system', 'post', '/api/v1/dic/item/page');

/**
 * 通用数据字典: the categories on the left (search, 新增 / 编辑 / 删除), the items of the chosen
 * category on the right (编码, 名称, 键, 值, 排序, 状态 with CRUD). 刷新缓存 forgets the app's
 * per-category dictionary cache (SPEC §4). The chosen category is in the URL (`dic`).
 */
export function SjzdPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as { dic?: unknown };
  const dic = typeof raw.dic === 'string' && raw.dic ? raw.dic : undefined;
  const [keyword, setKeyword] = useState('');
  const [categoryDialog, setCategoryDialog] = useState<CategoryDialogState | null>(null);
  const crud = useCrud<DicItem>({
    rights: { add: 'dict:add', edit: 'dict:edit', remove: 'dict:delete' },
    invalidates: [ITEM_PAGE_KEY, CATEGORY_LIST_KEY],
    remove: {
      run: async (item) => {
        await apiFetch(client, 'system', 'post', '/api/v1/dic/item/delete', { body: { id: item.id } });
        void clearDictionaryCache(queryClient, item.dicNumber);
      },
      meta: { successText: m.items.removeSuccess, errorText: m.items.removeFailure, errorLevel: 'warning' },
    },
  });
  const can = crud.can;

  const categories = useQuery(categoryListQuery(client, keyword.trim()));
  const records = categories.data?.records ?? [];
  const current = records.find((c) => c.dicNumber === dic);
  const choose = (dicNumber: string | undefined) =>
    void navigate({ to: '.', search: (dicNumber ? { dic: dicNumber } : {}) as never });

  const refreshCategories = () => queryClient.invalidateQueries({ queryKey: CATEGORY_LIST_KEY });

  const removeCategory = useMutation({
    mutationFn: (category: DicCategory) =>
      apiFetch(client, 'system', 'post', '/api/v1/dic/category/delete', { body: { id: category.id } }),
    meta: {
      successText: m.categories.removeSuccess,
      errorText: m.categories.removeFailure,
      errorLevel: 'warning',
    },
    onSuccess: (_data, category) => {
      if (category.dicNumber === dic) choose(undefined);
      void refreshCategories();
    },
  });
  const refreshCache = async () => {
    await clearDictionaryCache(queryClient);
    notify.success(m.refreshed);
  };

  const c = m.items.columns;
  const columns: QueryColumn<DicItem, typeof itemSearch.defaults>[] = [
    {
      key: 'keyword',
      title: m.items.keyword,
      hideInTable: true,
      search: { type: 'text', name: 'keyword', placeholder: m.items.keywordPlaceholder, maxLength: 50 },
    },
    column('code', c.code),
    column('name', c.name),
    column('key', c.key),
    column('value', c.value, { ellipsis: true }),
    column('sort', c.sort, { width: 80 }),
    {
      ...column<DicItem, typeof itemSearch.defaults>('status', c.status, { width: 90 }),
      search: { type: 'select', name: 'status', options: statusOptions() },
      render: (_v, row) =>
        row.status === 1 ? <Tag color="green">{m.items.enabled}</Tag> : <Tag>{m.items.disabled}</Tag>,
    },
    ...(can.edit || can.remove
      ? [
          actionsColumn<DicItem, typeof itemSearch.defaults>({
            crud,
            title: c.actions,
            width: 140,
            confirm: (row) => m.items.removeConfirm(row.name),
          }),
        ]
      : []),
  ];

  const categoryError = categories.isError
    ? (errorTextOf(m.categories.loadFailure, categories.error) ?? m.categories.loadFailure)
    : undefined;

  return (
    <div className="sjzd" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card
        className="sjzd-categories"
        size="small"
        title={m.categories.title}
        style={{ width: 300, flex: 'none' }}
        extra={
          can.add ? (
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setCategoryDialog({ mode: 'create' })}
            >
              {m.categories.add}
            </Button>
          ) : null
        }
      >
        <Input.Search
          allowClear
          aria-label={m.categories.search}
          placeholder={m.categories.search}
          maxLength={50}
          onSearch={(value) => setKeyword(value)}
          style={{ marginBottom: 8 }}
        />
        {categoryError ? (
          <Alert
            type="error"
            showIcon
            title={categoryError}
            className="sjzd-categories-error"
            action={
              <Button size="small" onClick={() => void categories.refetch()}>
                {m.retry}
              </Button>
            }
          />
        ) : (
          <Spin spinning={categories.isFetching}>
            <List<DicCategory>
              size="small"
              dataSource={records}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.categories.empty} />,
              }}
              style={{ maxHeight: 'calc(100vh - 300px)', overflowY: 'auto' }}
              renderItem={(category) => (
                <List.Item
                  className={`sjzd-category${category.dicNumber === dic ? ' sjzd-category-active' : ''}`}
                  aria-current={category.dicNumber === dic ? 'true' : undefined}
                  onClick={() => choose(category.dicNumber)}
                  style={{
                    cursor: 'pointer',
                    paddingInline: 8,
                    borderRadius: 4,
                    background: category.dicNumber === dic ? '#e8f5ee' : undefined,
                  }}
                  actions={[
                    ...(can.edit
                      ? [
                          <Button
                            key="edit"
                            type="text"
                            size="small"
                            icon={<EditOutlined />}
                            aria-label={`${m.categories.edit}${category.dicName}`}
                            onClick={(event) => {
                              event.stopPropagation();
                              setCategoryDialog({ mode: 'edit', category });
                            }}
                          />,
                        ]
                      : []),
                    ...(can.remove
                      ? [
                          <Popconfirm
                            key="remove"
                            title={m.categories.removeConfirm(category.dicName)}
                            okText={m.ok}
                            cancelText={m.cancel}
                            onPopupClick={(event) => event.stopPropagation()}
                            onConfirm={() => removeCategory.mutateAsync(category).catch(() => undefined)}
                          >
                            <Button
                              type="text"
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`${m.categories.remove}${category.dicName}`}
                              onClick={(event) => event.stopPropagation()}
                            />
                          </Popconfirm>,
                        ]
                      : []),
                  ]}
                >
                  <List.Item.Meta
                    title={category.dicName}
                    description={
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {category.dicNumber} · {m.categories.entries(category.entryCount)}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
          </Spin>
        )}
      </Card>
      <Card
        className="sjzd-items"
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        title={current ? m.items.title(current.dicName, current.dicNumber) : m.categories.title}
        extra={
          <Button icon={<SyncOutlined />} onClick={() => void refreshCache()}>
            {m.refresh}
          </Button>
        }
      >
        {dic ? (
          <QueryTable
            key={dic}
            search={itemSearch}
            query={(search, pageSize) => itemListQuery(client, dic, search, pageSize)}
            columns={columns}
            rowKey="id"
            index
            onCreate={can.add ? crud.dialog.openCreate : undefined}
            className="sjzd-item-table"
          />
        ) : (
          <Empty className="sjzd-pick" description={m.items.pick} />
        )}
      </Card>
      {categoryDialog ? (
        <CategoryDialog
          mode={categoryDialog.mode}
          category={categoryDialog.mode === 'edit' ? categoryDialog.category : undefined}
          onClose={(saved) => {
            setCategoryDialog(null);
            if (!saved) return;
            void refreshCategories();
            if (categoryDialog.mode === 'create') choose(saved.dicNumber);
          }}
        />
      ) : null}
      {crud.dialog.current && dic ? (
        <ItemDialog
          mode={crud.dialog.current.row ? 'edit' : 'create'}
          dicNumber={dic}
          item={crud.dialog.current.row}
          onClose={(saved) => {
            crud.dialog.close();
            if (!saved) return;
            void crud.refresh();
            void clearDictionaryCache(queryClient, dic);
          }}
        />
      ) : null}
    </div>
  );
}
