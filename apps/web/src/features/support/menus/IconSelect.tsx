import { Select, Space } from 'antd';
import { MENU_ICONS } from '@/components/menu-icon';
import { menuMessages as m } from './messages';

export interface IconSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** Picks one of the icons the side menu can show (stored as `icon-<name>`); clearable. */
export function IconSelect({ id, value, onChange }: IconSelectProps) {
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'title' }}
      placeholder={m.dialog.iconPlaceholder}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={MENU_ICONS.map((icon) => ({
        value: icon.name,
        title: icon.label,
        label: (
          <Space size={6}>
            {icon.icon}
            <span>{icon.label}</span>
          </Space>
        ),
      }))}
    />
  );
}
