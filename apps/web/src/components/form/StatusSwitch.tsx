import { Popconfirm, Switch, Tag } from 'antd';
import { useState } from 'react';
import { formMessages as m } from './messages';

export interface StatusSwitchProps {
  /** On = 启用. */
  checked: boolean;
  /** Persists the new state; the switch shows the new state only when it resolves. */
  onChange: (next: boolean) => Promise<unknown>;
  /** Asked before switching (default 确定启用吗？ / 确定停用吗？); `false` switches at once. */
  confirm?: ((next: boolean) => string) | false;
  disabled?: boolean;
  /** Shows the state as a tag (启用 / 停用) instead of a switch: for users without the edit button. */
  readOnly?: boolean;
  /** Accessible name, e.g. the row's name. */
  'aria-label'?: string;
}

/**
 * A 启用/停用 switch that asks first and persists: loading while saving; on failure the switch
 * stays where it was (the call's meta shows the message).
 */
export function StatusSwitch({
  checked,
  onChange,
  confirm,
  disabled,
  readOnly,
  'aria-label': label,
}: StatusSwitchProps) {
  const [saving, setSaving] = useState(false);
  if (readOnly)
    return <Tag color={checked ? 'green' : 'default'}>{checked ? m.status.on : m.status.off}</Tag>;
  const next = !checked;
  const run = async () => {
    setSaving(true);
    try {
      await onChange(next);
    } catch {
      // the call reports its own failure
    } finally {
      setSaving(false);
    }
  };
  const control = (
    <Switch
      checked={checked}
      loading={saving}
      disabled={disabled}
      checkedChildren={m.status.on}
      unCheckedChildren={m.status.off}
      aria-label={label}
      onClick={confirm === false ? () => void run() : undefined}
    />
  );
  if (confirm === false || disabled) return control;
  const title = confirm ? confirm(next) : next ? m.status.confirmOn : m.status.confirmOff;
  return (
    <Popconfirm title={title} okText={m.status.ok} cancelText={m.status.cancel} onConfirm={run}>
      {control}
    </Popconfirm>
  );
}
