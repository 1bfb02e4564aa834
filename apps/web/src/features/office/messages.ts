/** User-facing strings of the collaborative office system (/xtbgxt). */
export const officeMessages = {
  system: '协同办公系统',
  pages: {
    gzt: '工作台',
    audit: '待办',
    process: '已办',
    copy: '我收到的',
    approverFlow: '审批流程',
    tzgg: '通知公告',
    gwgl: '公文管理',
  },
} as const;
