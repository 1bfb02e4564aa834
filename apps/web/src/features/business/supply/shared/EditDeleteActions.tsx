import { editRemoveActions, type RowAction, RowActions } from '@/components/row-actions';

/** The 删除 confirmation of a supply-chain page's messages. */
export interface EditDeleteMessages {
  delete: { confirm: string };
}

/** A row's 编辑 and 删除 (asks first), each shown only with its button: the kit's pair. */
export function editDeleteActions(
  can: { edit: boolean; remove: boolean },
  m: EditDeleteMessages,
  onEdit: () => void,
  onDelete: () => Promise<unknown>,
): RowAction[] {
  return editRemoveActions({ can, onEdit, onRemove: onDelete, confirm: m.delete.confirm });
}

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
