/** User-facing strings of the app shell (banner, top bar, side menu, monitoring shell). */
export const shellMessages = {
  appName: '农资一张图',
  home: '首页',
  /** Banner names of the systems that have their own logo mark. */
  systemNames: {
    yxglxt: '运营管理系统',
    yxzcxt: '运营支撑系统',
    nzywsjgl: '农资业务数据管理',
  },
  logoLabel: (name: string) => `${name}标志`,
  collapse: '收起菜单',
  expand: '展开菜单',
  clockLabel: '当前时间',
  logout: '退出登录',
  logoutConfirm: {
    title: '提示',
    content: '确定退出吗?',
    ok: '确定',
    cancel: '取消',
  },
  menu: {
    label: '导航菜单',
    empty: '暂无可用菜单',
    missingRoute: (name: string) => `菜单“${name}”没有对应的页面`,
  },
  monitoring: {
    title: '物联网监测管理',
    menuLabel: '物联网监测菜单',
    decision: '智能决策',
    oneMap: '物联网一张图',
  },
  sessionExpired: '登录已过期，请重新登录',
  /** The top bar's bell (通知公告 with the unread count). */
  notices: (n: number) => (n > 0 ? `通知公告，${n} 条未读` : '通知公告'),
  /** The operation recorded in the operation log when a menu entry is opened. */
  visitOperation: (name: string) => `访问菜单：${name}`,
} as const;
