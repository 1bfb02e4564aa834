/** User-facing strings of the approval flow designer's process model (流程设计). */
export const processMessages = {
  startTitle: '发起人',
  approverTitle: '审批人',
  copyTitle: '抄送人',
  conditionTitle: (n: number) => `条件${n}`,
  defaultBranch: '其他情况进入此流程',
  everyone: '所有人',
  unfinished: {
    approver: '未设置审批人',
    copy: '未设置抄送人',
    condition: '未设置条件',
  },
  designer: {
    label: '流程设计',
    add: (after: string) => `在「${after}」之后添加节点`,
    addApprover: '审批人',
    addCopy: '抄送人',
    addCondition: '条件分支',
    addBranch: '添加条件',
    remove: (title: string) => `删除「${title}」`,
    earlier: (title: string) => `「${title}」优先级提高`,
    later: (title: string) => `「${title}」优先级降低`,
    priority: (n: number) => `优先级${n}`,
    end: '流程结束',
    unset: '请设置',
  },
  /** The refusal of 发布 naming the first unfinished node. */
  publishRefused: (title: string, problem: string) => `「${title}」${problem}，无法发布`,
} as const;
