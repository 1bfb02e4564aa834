import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { apiQuery } from '@/lib/query';
import { warehousingMessages as m } from '../messages';

export interface ManagerSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The current manager's name (shown before any search). */
  currentName?: string;
  disabled?: boolean;
  id?: string;
}

/** 负责人: a user of the platform, searched by name. */
export function ManagerSelect({ value, onChange, currentName, disabled, id }: ManagerSelectProps) {
  const client = useApi();
  const [keyword, setKeyword] = useState('');
  const users = useQuery(
    apiQuery(
      client,
      'account',
      'post',
      '/api/v1/user/manage/list',
      { body: { ...(keyword ? { realName: keyword } : {}), status: 1, page: 1, pageSize: 20 } },
      { meta: { errorText: '查询人员失败', what: 'manager options' } },
    ),
  );
  const options = (users.data?.records ?? []).map((u) => ({
    value: u.userId,
    label: u.phone ? `${u.realName}（${u.phone}）` : u.realName,
  }));
  if (value !== undefined && currentName && !options.some((o) => o.value === value))
    options.unshift({ value, label: currentName });
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      disabled={disabled}
      value={value}
      onChange={(next) => onChange?.(next)}
      filterOption={false}
      onSearch={(text) => setKeyword(text.trim())}
      loading={users.isFetching}
      placeholder={m.warehouse.dialog.managerPlaceholder}
      options={options}
    />
  );
}
