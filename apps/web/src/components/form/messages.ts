/** User-facing strings of the kit's form widgets. */
export const formMessages = {
  region: {
    failure: '查询下级区域失败',
    placeholder: '请选择区域',
    /** The panel's button that chooses the parent region opened last (explicit choice). */
    chooseLevel: (name: string) => `选择“${name}”`,
  },
  dict: {
    placeholder: '请选择',
  },
  user: {
    failure: '查询人员失败',
  },
  image: {
    upload: '上传图片',
    replace: '更换图片',
    remove: '移除',
    tooLarge: '图片不能超过 2MB',
    failed: '图片上传失败',
  },
  status: {
    on: '启用',
    off: '停用',
    confirmOn: '确定启用吗？',
    confirmOff: '确定停用吗？',
    ok: '确定',
    cancel: '取消',
  },
} as const;
