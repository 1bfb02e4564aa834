/** User-facing strings of 品牌配置 (/nzywsjgl/gylglzxt/productBrand). */
export const brandMessages = {
  title: '品牌配置',
  columns: {
    logo: '品牌 Logo',
    name: '品牌名称',
    sort: '排序',
    status: '状态',
    description: '品牌描述',
    skuCount: '单品数',
    createTime: '创建时间',
    actions: '操作',
  },
  list: { failure: '查询品牌列表失败' },
  dialog: {
    create: '新增品牌',
    edit: '编辑品牌',
    success: '保存成功',
    failure: '保存失败',
    nameRequired: '请输入品牌名称',
    sortRequired: '请输入排序',
  },
  statusChange: {
    confirm: (on: boolean) => (on ? '确定启用该品牌吗？' : '确定停用该品牌吗？'),
    success: '操作成功',
    failure: '操作失败',
  },
  delete: {
    confirm: '确定删除该品牌吗？',
    ok: '确定',
    cancel: '取消',
    success: '删除成功',
    failure: '删除失败',
  },
  actions: { edit: '编辑', delete: '删除' },
  exportName: '品牌',
} as const;
