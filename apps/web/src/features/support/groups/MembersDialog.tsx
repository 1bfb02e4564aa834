import type { AccountComponents } from '@agrimap/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Empty,
  Modal,
  Popconfirm,
  Select,
  Space,
  Spin,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import { apiFetch, apiQuery } from '@/lib/query';
import { TYPEAHEAD_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced';
import { GROUP_DETAILS_KEY, GROUP_LIST_KEY, groupDetailsQuery } from './api';
import { groupMessages as m } from './messages';

type Member = AccountComponents['schemas']['ManagedUser'];

export interface MembersDialogProps {
  group: { id: number; groupName: string };
  onClose: () => void;
}

/**
 * 成员: the group's members (移除 asks first, with group:removeUser) and people to add (with
 * group:edit), searched by name.
 */
export function MembersDialog({ group, onClose }: MembersDialogProps) {
  const { id: groupId, groupName } = group;
  const access = useAccess();
  const canAdd = access.can('group:edit');
  const canRemove = access.can('group:removeUser');
  const client = useApi();
  const queryClient = useQueryClient();
  const details = useQuery(groupDetailsQuery(client, groupId));
  const members = details.data?.users ?? [];
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const name = useDebouncedValue(text.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const people = useQuery({
    ...apiQuery(client, 'account', 'get', '/api/v1/user/list/dept', {
      params: { query: { userName: name } },
    }),
    enabled: canAdd && name.length > 0,
    placeholderData: keepPreviousData,
  });
  const memberIds = new Set(members.map((u) => u.userId));
  const options = (people.data?.list ?? [])
    .filter((u) => !memberIds.has(u.userId))
    .map((u) => ({ value: u.userId, label: `${u.name}${u.deptName ? `（${u.deptName}）` : ''}` }));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: GROUP_DETAILS_KEY }),
      queryClient.invalidateQueries({ queryKey: GROUP_LIST_KEY }),
    ]);
  const add = useMutation({
    mutationFn: (userIds: number[]) =>
      apiFetch(client, 'account', 'post', '/api/v2/usermanage/addGroupUser', { body: { groupId, userIds } }),
    meta: { successText: m.members.added, errorText: m.members.addFailed, what: 'group add members' },
    onSuccess: () => {
      setPicked([]);
      setText('');
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (userId: number) =>
      apiFetch(client, 'account', 'post', '/api/v2/usermanage/removeGroupUser', {
        body: { groupId, userIds: [userId] },
      }),
    meta: { successText: m.members.removed, errorText: m.members.removeFailed, what: 'group remove member' },
    onSettled: () => refresh(),
  });

  const columns: TableColumnsType<Member> = [
    { key: 'realName', title: m.members.realName, dataIndex: 'realName', width: 110 },
    {
      key: 'userName',
      title: m.members.userName,
      dataIndex: 'userName',
      width: 120,
      render: (v) => v || '-',
    },
    { key: 'phone', title: m.members.phone, dataIndex: 'phone', width: 130 },
    { key: 'company', title: m.members.company, dataIndex: 'companyName', ellipsis: true },
    ...(canRemove
      ? [
          {
            key: 'actions',
            title: m.members.actions,
            width: 80,
            render: (_v: unknown, row: Member) => (
              <Popconfirm
                title={m.members.confirmRemove}
                okText={m.ok}
                cancelText={m.cancel}
                onConfirm={() => remove.mutateAsync(row.userId).catch(() => undefined)}
              >
                <Button type="link" size="small" danger>
                  {m.members.remove}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  const loadError = details.isError
    ? (errorTextOf(m.detailFailed, details.error) ?? m.detailFailed)
    : undefined;

  return (
    <Modal
      open
      className="group-members"
      title={m.members.title(groupName)}
      width={780}
      keyboard
      onCancel={onClose}
      footer={<Button onClick={onClose}>{m.members.close}</Button>}
    >
      {canAdd ? (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Select
            mode="multiple"
            aria-label={m.members.pick}
            style={{ flex: 1 }}
            value={picked}
            onChange={setPicked}
            showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
            options={options}
            placeholder={m.members.pickPlaceholder}
            notFoundContent={
              people.isFetching ? <Spin size="small" /> : name ? m.members.noMatch : m.members.typeToSearch
            }
          />
          <Button
            type="primary"
            disabled={picked.length === 0}
            loading={add.isPending}
            onClick={() => add.mutate(picked)}
          >
            {m.members.add}
          </Button>
        </Space.Compact>
      ) : null}
      {loadError ? (
        <Alert
          type="error"
          showIcon
          title={loadError}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => void details.refetch()}>
              {m.members.retry}
            </Button>
          }
        />
      ) : null}
      <div className="group-members-total" style={{ marginBottom: 8, color: '#646a73' }}>
        {details.data ? m.members.total(members.length) : ''}
      </div>
      <Table<Member>
        className="group-members-table"
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={members}
        loading={details.isFetching || remove.isPending}
        pagination={members.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.members.empty} /> }}
      />
    </Modal>
  );
}
