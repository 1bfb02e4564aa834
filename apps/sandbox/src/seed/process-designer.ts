/**
 * The pieces of an approval flow as the web app's designer saves them (form items, approver sets,
 * the 发起人 node, approver properties), for the seeded flows and the provider states' fixtures.
 */

/** A form item of the designer: a required common field (an `amount` field is a custom one). */
export const formField = (
  formId: number,
  label: string,
  tagIcon: string,
  tag: string,
  extra: object = {},
) => ({
  formId,
  cmpType: tagIcon === 'amount' ? 'custom' : 'common',
  label,
  tag,
  tagIcon,
  vModel: `field${formId}`,
  layout: 'colFormItem',
  span: 24,
  required: true,
  proCondition: false,
  ...extra,
});

/** An approver or member set naming users only. */
export const usersOnly = (users: ReadonlyArray<{ id: number; name: string }>) => ({
  dep: [],
  role: [],
  user: users.map((u) => ({ type: 'user', id: String(u.id), name: u.name })),
  'dep&user': [],
  position: [],
});

/**
 * An approver node's properties: the first-level director, no optional pick of approvers, and the
 * administrator when nobody approves.
 */
export const approverProperties = (
  title: string,
  assigneeType: 'user' | 'director',
  approvers: object,
  counterSign: boolean,
  formOperates: readonly object[] = [],
) => ({
  title,
  assigneeType,
  approvers,
  directorLevel: 1,
  counterSign,
  optionalMultiUser: false,
  optionalRange: 'ALL',
  noApprover: 'toAdmin',
  formOperates,
});

/** The 发起人 node (everyone may start the flow) with its first approver (node ids as the designer numbers them). */
export const startWithApprover = (
  approver: { content?: string; properties: object; childNode?: object },
  initiatorFormOperates: readonly object[] = [],
) => ({
  type: 'start',
  nodeId: 'Ib2',
  content: '所有人',
  properties: { title: '发起人', initiator: 'ALL', formOperates: initiatorFormOperates },
  childNode: { type: 'approver', nodeId: 'Jb2', prevId: 'Ib2', ...approver },
});
