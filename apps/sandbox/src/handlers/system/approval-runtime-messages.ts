/** Messages of the approval runtime (发起, 办理, 撤回, 催办, 抄送). */
import type { FormMessages } from '../../domain/approval-runtime';

export const RM = {
  started: '提交成功',
  acted: '办理成功',
  withdrawn: '撤回成功',
  urged: '已催办',
  readOk: '操作成功',
  flowNotStartable: '该审批流程未发布或您无权发起',
  requestNotFound: '审批不存在或您无权查看',
  taskNotFound: '待办任务不存在',
  taskHandled: '该任务已被处理，请刷新后查看',
  requestFinished: '该审批已结束',
  rejectReason: '请填写驳回理由',
  transferUser: '请选择转交人',
  addSignUser: '请选择加签人',
  notSelf: '不能选择自己',
  userNotFound: '所选人员不存在或已停用',
  alreadyApprover: '该人员已是当前节点的审批人',
  returnNode: '请选择退回的节点',
  returnEarlier: '只能退回到之前的审批节点',
  withdrawActed: '已有审批人处理，不能撤回',
  onlyInitiator: '只有发起人可以操作',
  urgeTooSoon: (at: string) => `每小时只能催办一次，请于 ${at} 后再试`,
  optionalMissing: (title: string) => `请为「${title}」选择审批人`,
  noOneToUrge: '当前没有待处理的审批人',
  addSignTitle: (name: string) => `加签（${name}）`,
  transferComment: (name: string) => `转交给 ${name}`,
  addSignComment: (name: string) => `加签 ${name}`,
  returnComment: (title: string) => `退回到「${title}」`,
  remarkRequired: '请填写审批意见',
  autoPassInitiator: '审批人为发起人，自动通过',
  autoPassRepeat: '该审批人已审批过，自动通过',
  startTitle: '发起人',
  endTitle: '结束',
} as const;

export const FORM_MESSAGES: FormMessages = {
  required: (label) => `请填写「${label}」`,
  notNumber: (label) => `「${label}」必须是数字`,
  badOption: (label) => `「${label}」的选项无效`,
  notEditable: (label) => `无权修改字段「${label}」`,
};
