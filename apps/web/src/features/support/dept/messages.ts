import { writeMessages } from '../messages';

/** User-facing strings of 组织机构管理 (/yxzcxt/index/deptManager). */
export const deptMessages = {
  ...writeMessages,
  title: '组织机构管理',
  columns: {
    name: '部门名称',
    number: '部门编号',
    leader: '负责人',
    sort: '排序',
    status: '状态',
    createTime: '创建时间',
  },
  status: { on: '启用', off: '停用' },
  actions: { create: '新增' },
  confirmDelete: '确定删除该部门吗？',
  sortFailed: '排序失败',
  loadFailed: '查询组织机构失败',
  detailFailed: '查询部门详情失败',
  dialog: {
    createTitle: '新增部门',
    createChildTitle: (parent: string) => `新增下级部门（${parent}）`,
    editTitle: '编辑部门',
    parent: '上级部门',
    topLevel: '无（顶级部门）',
    name: '部门名称',
    nameRequired: '请输入部门名称',
    namePlaceholder: '请输入部门名称',
    sort: '排序',
    leader: '负责人',
    leaderPlaceholder: '请输入负责人姓名',
    phone: '联系电话',
    phonePlaceholder: '手机或座机，如 0731-84412345',
    phoneInvalid: '请输入正确的联系电话',
    status: '状态',
  },
  noEnterprise: '当前账号未关联企业，不能新增顶级部门',
} as const;
