/** What the exports and the progress calls answer (Simplified Chinese, shown as is). */
export const EXPORT_MESSAGES = {
  forbidden: '没有导出此列表的权限',
  cancelled: '导出已取消',
  tooMany: (total: number, max: number) =>
    `共 ${total.toLocaleString('en-US')} 条记录，超过单次导出上限 ${max.toLocaleString('en-US')} 条，请缩小查询范围后再导出`,
} as const;
