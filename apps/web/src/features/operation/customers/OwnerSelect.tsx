import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { apiQuery } from '@/lib/query';
import { customerMessages as m } from './messages';

/** Active platform users (负责人 options), searched by name. */
export function useOwnerOptions(keyword = '') {
  const client = useApi();
  const users = useQuery(
    apiQuery(
      client,
      'account',
      'post',
      '/api/v1/user/manage/list',
      { body: { ...(keyword ? { realName: keyword } : {}), status: 1, page: 1, pageSize: 50 } },
      { meta: { errorText: m.owners.failure, what: 'owner options' } },
    ),
  );
  return {
    loading: users.isFetching,
    options: (users.data?.records ?? []).map((u) => ({ value: u.userId, label: u.realName })),
  };
}

export interface OwnerSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  currentName?: string | null;
  id?: string;
  disabled?: boolean;
}

/** 负责人 of a customer: a user, searched by name. */
export function OwnerSelect({ value, onChange, currentName, id, disabled }: OwnerSelectProps) {
  const [keyword, setKeyword] = useState('');
  const { options, loading } = useOwnerOptions(keyword);
  const all = [...options];
  if (value != null && currentName && !all.some((o) => o.value === value))
    all.unshift({ value, label: currentName });
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      filterOption={false}
      onSearch={(text) => setKeyword(text.trim())}
      loading={loading}
      placeholder={m.dialog.ownerPlaceholder}
      options={all}
    />
  );
}
