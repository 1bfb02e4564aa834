/** User-facing strings of the operation management system (/yxglxt). */
export const operationMessages = {
  system: '运营管理系统',
  pages: {
    khgl: '客户管理',
  },
} as const;
