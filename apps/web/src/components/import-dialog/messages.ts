/** User-facing strings of the import dialog. */
export const importDialogMessages = {
  template: '下载模板',
  close: '关闭',
} as const;
