/** User-facing strings of the operation support system (/yxzcxt). */
export const supportMessages = {
  system: '运营支撑系统',
  pages: {
    deptManager: '组织机构管理',
    userControl: '公司人员管理',
    groupControl: '公司人员管理',
    roleManager: '角色管理',
    menuManager: '菜单管理',
    logManagement: '操作日志',
    systemMonitoring: '系统监控',
    cockpitInput: '驾驶舱数据录入',
    sjzd: '通用数据字典',
    dictionary: '农资字典',
  },
} as const;

/** The toasts of 删除 and of the 新增 / 编辑 dialog, alike on 组织机构管理, 功能组 and 人员管理. */
export const writeMessages = {
  deleted: '删除成功',
  deleteFailed: '删除失败',
  saved: { create: '新增成功', edit: '编辑成功' },
  saveFailed: { create: '新增失败', edit: '编辑失败' },
} as const;
