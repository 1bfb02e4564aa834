/** User-facing strings of the row actions (the confirmation's buttons). */
export const rowActionsMessages = {
  ok: '确定',
  cancel: '取消',
} as const;
