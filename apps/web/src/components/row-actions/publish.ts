import type { ReactNode } from 'react';
import type { RowAction } from './RowActions';

/** What `publishActions` needs: the right, the row's state, the two texts of each action and the handlers. */
export interface PublishActionsOptions {
  /** The user's 发布 / 撤回 button: without it neither action shows. */
  can: boolean;
  /** The row is published: 撤回 shows, else 发布. */
  published: boolean;
  /** The actions' labels (e.g. 发布 / 撤回, 发布 / 下线). */
  labels: { publish: ReactNode; withdraw: ReactNode };
  /** The questions asked first. */
  confirm: { publish: ReactNode; withdraw: ReactNode };
  /** Each may return a promise: the confirmation's 确定 stays loading until it settles. */
  onPublish: () => unknown;
  onWithdraw: () => unknown;
}

/**
 * A publishable row's 发布 (while not published) or 撤回 (while published), each asking first and
 * only with the user's right: 方案, 资讯, 通知公告.
 */
export function publishActions(options: PublishActionsOptions): RowAction[] {
  const { can, published, labels, confirm } = options;
  return [
    {
      label: labels.publish,
      visible: can && !published,
      confirm: confirm.publish,
      onClick: options.onPublish,
    },
    {
      label: labels.withdraw,
      visible: can && published,
      confirm: confirm.withdraw,
      onClick: options.onWithdraw,
    },
  ];
}
