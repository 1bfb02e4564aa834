/** User-facing strings of the row actions (the confirmation's buttons, the usual pair). */
export const rowActionsMessages = {
  ok: '确定',
  cancel: '取消',
  edit: '编辑',
  remove: '删除',
  more: '更多',
} as const;
