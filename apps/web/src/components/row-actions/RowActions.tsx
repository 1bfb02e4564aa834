import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { rowActionsMessages as m } from './messages';

/** One action of a table row's 操作 column. */
export interface RowAction {
  /** React key (default: the label when it is text). */
  key?: string;
  label: ReactNode;
  /**
   * Runs the action. When it asks first (`confirm`), a returned promise keeps the confirmation's
   * 确定 loading until it settles; a rejection is left to the app's error path (no toast here).
   */
  onClick: () => unknown;
  /** Asks first, with this question (e.g. 确定删除该部门吗？). */
  confirm?: ReactNode;
  danger?: boolean;
  /** Default true: false leaves the action out (e.g. no permission). */
  visible?: boolean;
  disabled?: boolean;
}

/** What `editRemoveActions` needs: permissions, the two handlers and the delete question. */
export interface EditRemoveOptions {
  /** The user's buttons: an action without its permission is left out. */
  can: { edit: boolean; remove: boolean };
  onEdit: () => void;
  /** Deletes; a returned promise keeps the confirmation's 确定 loading. */
  onRemove: () => unknown;
  /** The question asked first (e.g. 确定删除该作物吗？). */
  confirm: ReactNode;
}

/** A row's usual 编辑 and 删除 (danger, asks first), each only where the user has its button. */
export function editRemoveActions({ can, onEdit, onRemove, confirm }: EditRemoveOptions): RowAction[] {
  return [
    { label: m.edit, visible: can.edit, onClick: onEdit },
    { label: m.remove, visible: can.remove, danger: true, confirm, onClick: onRemove },
  ];
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** The confirmation's buttons (default 确定 / 取消). */
  okText?: ReactNode;
  cancelText?: ReactNode;
}

/** A row's 操作: link buttons, those with `confirm` behind a Popconfirm. */
export function RowActions({ actions, okText = m.ok, cancelText = m.cancel }: RowActionsProps) {
  const shown = actions.filter((action) => action.visible !== false);
  if (shown.length === 0) return null;
  return (
    <Space size={0} className="row-actions">
      {shown.map((action, index) => {
        const key = action.key ?? (typeof action.label === 'string' ? action.label : String(index));
        if (action.confirm === undefined) {
          return (
            <Button
              key={key}
              type="link"
              size="small"
              danger={action.danger}
              disabled={action.disabled}
              onClick={() => void action.onClick()}
            >
              {action.label}
            </Button>
          );
        }
        return (
          <Popconfirm
            key={key}
            title={action.confirm}
            okText={okText}
            cancelText={cancelText}
            disabled={action.disabled}
            onConfirm={() =>
              Promise.resolve(action.onClick()).then(
                () => undefined,
                () => undefined,
              )
            }
          >
            <Button type="link" size="small" danger={action.danger} disabled={action.disabled}>
              {action.label}
            </Button>
          </Popconfirm>
        );
      })}
    </Space>
  );
}
