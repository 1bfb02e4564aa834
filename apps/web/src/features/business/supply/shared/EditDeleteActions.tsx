import { RowActions } from '@/components/row-actions';
import { type EditDeleteMessages, editDeleteActions } from './buttons';

export interface EditDeleteActionsProps {
  can: { edit: boolean; remove: boolean };
  m: EditDeleteMessages & { delete: { ok: string; cancel: string } };
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

/** A supply-chain row's 操作: 编辑 and 删除 (asks first), each shown only with its button. */
export function EditDeleteActions({ can, m, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <RowActions
      okText={m.delete.ok}
      cancelText={m.delete.cancel}
      actions={editDeleteActions(can, m, onEdit, onDelete)}
    />
  );
}
