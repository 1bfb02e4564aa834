/** User-facing strings of TreeTable. */
export const treeTableMessages = {
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  addChild: '新增下级',
  actions: '操作',
  empty: '暂无数据',
  retry: '重试',
  moveFailure: '排序失败',
  dragHint: '拖动行可调整同级顺序',
} as const;
