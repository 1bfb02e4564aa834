import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { apiQuery } from '@/lib/query';
import { formMessages as m } from './messages';

export interface UserOptionsSettings {
  /** How many matches to fetch (default 20). */
  pageSize?: number;
  /** Label each user `姓名（手机号）` when a phone is known, instead of the bare name. */
  withPhone?: boolean;
  /** The error notice when the lookup fails. */
  errorText?: string;
  /** What the lookup is, for the error log. */
  what?: string;
}

/** Active platform users whose real name contains `keyword`, as select options. */
export function useUserOptions(keyword = '', settings: UserOptionsSettings = {}) {
  const { pageSize = 20, withPhone = false, errorText = m.user.failure, what = 'user options' } = settings;
  const client = useApi();
  const users = useQuery(
    apiQuery(
      client,
      'account',
      'post',
      '/api/v1/user/manage/list',
      { body: { ...(keyword ? { realName: keyword } : {}), status: 1, page: 1, pageSize } },
      { meta: { errorText, what } },
    ),
  );
  return {
    loading: users.isFetching,
    options: (users.data?.records ?? []).map((u) => ({
      value: u.userId,
      label: withPhone && u.phone ? `${u.realName}（${u.phone}）` : u.realName,
    })),
  };
}

export interface UserSelectProps extends UserOptionsSettings {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** The current user's name, shown for `value` before any search finds it. */
  currentName?: string | null;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** A platform user (e.g. a 负责人), searched by name on the server. */
export function UserSelect({
  value,
  onChange,
  currentName,
  placeholder,
  disabled,
  id,
  ...settings
}: UserSelectProps) {
  const [keyword, setKeyword] = useState('');
  const { options, loading } = useUserOptions(keyword, settings);
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
      onChange={(next) => onChange?.(next)}
      filterOption={false}
      onSearch={(text) => setKeyword(text.trim())}
      loading={loading}
      placeholder={placeholder}
      options={all}
    />
  );
}
