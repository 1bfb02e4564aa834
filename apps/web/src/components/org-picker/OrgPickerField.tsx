import { TeamOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { orgPickerMessages as m } from './messages';
import { OrgPicker } from './OrgPicker';
import {
  flattenOrgValue,
  itemKey,
  normalizeOrgValue,
  ORG_MAX_DEFAULT,
  type OrgTab,
  type OrgValue,
} from './types';

export interface OrgPickerFieldProps {
  value?: Partial<OrgValue> | null;
  onChange?: (value: OrgValue) => void;
  tabs?: readonly OrgTab[];
  max?: number;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

/** A form input holding an org-picker value: the selected names as tags and a button opening the picker. */
export function OrgPickerField({
  value,
  onChange,
  tabs = ['dep'],
  max = ORG_MAX_DEFAULT,
  disabled,
  placeholder = m.choose,
  id,
  'aria-label': ariaLabel,
}: OrgPickerFieldProps) {
  const [open, setOpen] = useState(false);
  const current = normalizeOrgValue(value);
  const items = flattenOrgValue(current);
  return (
    <div id={id}>
      <Space wrap size={[4, 4]}>
        {items.map((item) => (
          <Tag
            key={`${item.tab}/${itemKey(item)}`}
            closable={
              !disabled ? { closeIcon: <span aria-hidden>×</span>, 'aria-label': m.remove(item.name) } : false
            }
            onClose={(e) => {
              e.preventDefault();
              onChange?.({
                ...current,
                [item.tab]: current[item.tab].filter((i) => itemKey(i) !== itemKey(item)),
              });
            }}
          >
            {item.name}
          </Tag>
        ))}
        {disabled ? null : (
          <Button size="small" icon={<TeamOutlined />} onClick={() => setOpen(true)} aria-label={ariaLabel}>
            {placeholder}
          </Button>
        )}
      </Space>
      <OrgPicker
        open={open}
        value={current}
        tabs={tabs}
        max={max}
        onCancel={() => setOpen(false)}
        onConfirm={(next) => {
          setOpen(false);
          onChange?.(next);
        }}
      />
    </div>
  );
}
