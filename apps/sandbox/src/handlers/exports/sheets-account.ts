/** The export sheets of the account server (公司人员). */
import type { SheetDef } from './engine';

export const ACCOUNT_SHEETS = {
  userManageExport: {
    list: 'listManageUser',
    fileName: '公司人员列表',
    columns: [
      { header: '姓名', value: 'realName' },
      { header: '账号', value: 'userName' },
      { header: '手机号', value: 'phone' },
      { header: '所属部门', value: 'deptName' },
      { header: '角色', value: 'roleNames' },
      {
        header: '状态',
        value: (r) => `${r.status === 1 ? '启用' : '停用'}${r.signInLock ? '（已锁定）' : ''}`,
      },
      { header: '创建时间', value: 'createTime' },
    ],
  },
} satisfies Record<string, SheetDef>;
