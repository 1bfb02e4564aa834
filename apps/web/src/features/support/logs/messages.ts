/** User-facing strings of 操作日志 (/yxzcxt/index/logManagement). */
export const logMessages = {
  columns: {
    loginname: '账号',
    realname: '姓名',
    operaname: '操作',
    createTime: '操作时间',
    ip: 'IP 地址',
    actions: '操作',
    payload: '请求参数',
  },
  filters: { keyword: '账号或姓名', operaname: '操作', range: '时间范围' },
  placeholders: { keyword: '请输入账号或姓名', operaname: '请输入操作名称' },
  details: '详情',
  detailsTitle: '操作日志详情',
  noPayload: '无',
  exportFile: '操作日志',
  loadFailure: '查询操作日志失败',
} as const;
