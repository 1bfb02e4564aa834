import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useApi } from '@/lib/api';
import { roleOptions, roleOptionsQuery } from './org';

/** A 角色 select over every role, searched by name (read when it mounts); `mode="multiple"` for several. */
export function RoleSelect(props: SelectProps) {
  const roles = useQuery(roleOptionsQuery(useApi()));
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={roles.isPending}
      options={roleOptions(roles.data?.records)}
    />
  );
}
