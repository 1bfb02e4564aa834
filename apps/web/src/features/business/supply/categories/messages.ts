/** User-facing strings of 商城类目配置 (商城目录配置) (/nzywsjgl/gylglzxt/productCategory). */
export const categoryMessages = {
  title: '商城类目配置',
  columns: { name: '分类名称', icon: '图标', level: '层级', sort: '排序', status: '状态' },
  levels: ['', '一级', '二级', '三级'],
  shown: '显示',
  hidden: '隐藏',
  add: '新增',
  removeConfirm: (name: string) => `确定删除分类“${name}”吗？`,
  removeSuccess: '删除成功',
  removeFailure: '删除失败',
  moveFailure: '排序失败',
  loadFailure: '加载商城目录失败',
  childrenFailure: '加载子分类失败',
  dialog: {
    create: '新增分类',
    createChild: (parent: string) => `新增“${parent}”的子分类`,
    edit: '编辑分类',
    success: '保存成功',
    failure: '保存失败',
    nameRequired: '请输入分类名称',
  },
} as const;
