/** User-facing messages of the system server's handlers (Simplified Chinese). */
export const SM = {
  categoryNotFound: '字典分类不存在',
  categoryExists: (n: string) => `字典分类编号 ${n} 已存在`,
  categoryInUse: '该分类下存在字典项，不能删除',
  itemNotFound: '字典项不存在',
  appNotFound: '应用不存在',
  parentNotFound: '上级字典项不存在',
  parentOtherCategory: '请求参数错误：上级字典项不属于该分类',
  itemExists: (code: string) => `编码 ${code} 在该分类中已存在`,
  itemInUse: '该字典项下存在下级，不能删除',
  sortNotSiblings: '请求参数错误：排序须包含同一上级下的全部字典项',
  sorted: '排序成功',
  cockpitBadValue: (name: string) => `${name}的数值须为不小于 0、最多两位小数的数字`,
  cockpitUnknownIndicator: (code: string) => `请求参数错误：指标 ${code} 不存在或已停用`,
  cockpitDuplicateIndicator: (name: string) => `请求参数错误：指标 ${name} 重复`,
} as const;
