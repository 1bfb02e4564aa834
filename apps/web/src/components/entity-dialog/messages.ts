/** User-facing strings of EntityDialog. */
export const entityDialogMessages = {
  title: { details: '详情', create: '新增', edit: '编辑' },
  confirm: '确定',
  cancel: '取消',
  loading: '正在加载…',
  loadFailed: '加载失败',
  retry: '重试',
} as const;
