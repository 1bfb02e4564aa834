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
