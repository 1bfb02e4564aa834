/** User-facing strings of 农资字典 (/yxzcxt/gylglzxt/dictionary, /nzywsjgl/gylglzxt/dictionary). */
export const agriDictionaryMessages = {
  add: '新增类型',
  columns: { name: '名称', code: '编码', value: '值', sort: '排序', status: '状态' },
  enabled: '启用',
  disabled: '停用',
  removeConfirm: (name: string) => `确定删除“${name}”吗？`,
  removeSuccess: '删除成功',
  removeFailure: '删除失败',
  dialogCreate: '新增农资类型',
  dialogCreateChild: (parent: string) => `新增“${parent}”的下级类型`,
  dialogEdit: '编辑农资类型',
  saveSuccess: '保存成功',
  saveFailure: '保存失败',
  loadFailure: '查询农资字典失败',
  childrenFailure: '查询下级农资类型失败',
  moveFailure: '排序失败',
} as const;
