import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useApi } from '@/lib/api';
import { cropOptionsQuery } from './api';

/** The crop picker of the agro-service dialogs (方案, 视频): every crop by name, searched as one types. */
export function CropSelect({
  errorText,
  ...props
}: Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch' | 'optionFilterProp'> & {
  /** What a failed read of the crops says. */
  errorText: string;
}) {
  const crops = useQuery(cropOptionsQuery(useApi(), errorText));
  return (
    <Select<number>
      {...props}
      loading={crops.isPending}
      showSearch
      optionFilterProp="label"
      options={(crops.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}
