/** User-facing strings of ReasonDialog. */
export const reasonDialogMessages = {
  ok: '确定',
  cancel: '取消',
} as const;
