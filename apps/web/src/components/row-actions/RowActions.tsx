import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Popconfirm, Space } from 'antd';
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
  /**
   * At most this many buttons in the row (default: all): with more actions the first `inline − 1`
   * stay and the rest fold into 更多 (a confirmed one asks in a dialog), so a row with many rare
   * actions keeps its 操作 column as wide as a few buttons.
   */
  inline?: number;
}

/** A row's 操作: link buttons, those with `confirm` behind a Popconfirm. */
export function RowActions({
  actions,
  okText = m.ok,
  cancelText = m.cancel,
  inline = Number.POSITIVE_INFINITY,
}: RowActionsProps) {
  const [modal, modalHolder] = Modal.useModal();
  const visible = actions.filter((action) => action.visible !== false);
  if (visible.length === 0) return null;
  const folds = visible.length > inline;
  const shown = folds ? visible.slice(0, Math.max(1, inline - 1)) : visible;
  const more = folds ? visible.slice(shown.length) : [];
  const keyOf = (action: RowAction, index: number) =>
    action.key ?? (typeof action.label === 'string' ? action.label : String(index));
  /** A folded action: at once, or after the same question in a dialog. */
  const runFolded = (action: RowAction) => {
    if (action.confirm === undefined) {
      void action.onClick();
      return;
    }
    modal.confirm({
      title: action.confirm,
      okText,
      cancelText,
      okButtonProps: { danger: action.danger },
      onOk: () =>
        Promise.resolve(action.onClick()).then(
          () => undefined,
          () => undefined,
        ),
    });
  };
  return (
    <>
      <Space size={0} className="row-actions">
        {shown.map((action, index) => {
          const key = keyOf(action, index);
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
        {folds ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: more.map((action, index) => ({
                key: keyOf(action, shown.length + index),
                label: action.label,
                danger: action.danger,
                disabled: action.disabled,
              })),
              onClick: ({ key }) => {
                const action = more.find((a, index) => keyOf(a, shown.length + index) === key);
                if (action) runFolded(action);
              },
            }}
          >
            <Button type="link" size="small" aria-haspopup="menu">
              {m.more} <DownOutlined />
            </Button>
          </Dropdown>
        ) : null}
      </Space>
      {modalHolder}
    </>
  );
}
