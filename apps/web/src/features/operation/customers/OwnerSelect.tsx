import { UserSelect, useUserOptions } from '@/components/form';
import { customerMessages as m } from './messages';

const ownerLookup = { pageSize: 50, errorText: m.owners.failure, what: 'owner options' };

/** Active platform users (负责人 options), searched by name. */
export function useOwnerOptions(keyword = '') {
  return useUserOptions(keyword, ownerLookup);
}

export interface OwnerSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  currentName?: string | null;
  id?: string;
  disabled?: boolean;
}

/** 负责人 of a customer: a user, searched by name (cleared to `null`). */
export function OwnerSelect({ onChange, ...props }: OwnerSelectProps) {
  return (
    <UserSelect
      {...props}
      {...ownerLookup}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={m.dialog.ownerPlaceholder}
    />
  );
}
