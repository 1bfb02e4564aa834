/** Chinese messages of the customer (客户管理) and publishing (单品上架 / 套餐上架) operations. */
export const CM = {
  customerNotFound: '客户不存在',
  /** Says nothing about the customer who holds the number (name, owner, region stay private). */
  phoneTaken: '该手机号已被其他客户使用',
  phoneInvalid: '请输入正确的手机号',
  ownerNotFound: '负责人不存在',
  regionNotFound: '所在区域不存在',
  followupContentRequired: '请填写跟进内容',
  nextContactInPast: '下次联系日期不能早于今天',
  saved: '保存成功',
  deleted: '删除成功',
  followupAdded: '跟进记录已添加',
  importDone: (n: number) => `成功导入 ${n} 位客户`,
  importFailed: '导入失败，请按提示修改后重新导入，本次未导入任何客户',
  importEmpty: '模板中没有客户数据',
  importTooMany: (max: number) => `单次最多导入 ${max} 位客户`,
  saleItemNotFound: '商品不存在',
  noStock: '库存不足，不能上架',
  onSaleDone: (n: number) => `已上架 ${n} 件商品`,
  offSaleDone: (n: number) => `已下架 ${n} 件商品`,
  disabledItem: '商品已停用，不能上架',
  limitOrderOverCustomer: '单次限购不能大于每人限购',
} as const;
