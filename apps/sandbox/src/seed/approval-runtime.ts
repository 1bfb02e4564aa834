/**
 * The approval runtime's seed: the accounts the approval journey needs (总经理, 部门主管, 财务 —
 * department leaders with positions), a 财务审核组, two published sample flows (差旅费用报销 with
 * an amount branch and a cc to 财务; 办公用品申领 approved by the administrator) and a few requests
 * in every state, started and decided through the runtime itself so they are consistent.
 */
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/adapter';
import { actOnTask, startRequest } from '../handlers/system/approval-runtime';
import { DAY_MS } from '../util/time';
import { insertRows } from './insert';
import { ACCOUNTS, INITIAL_PASSWORD } from './org';
import { approverProperties, formField, startWithApprover, usersOnly } from './process-designer';

/** Accounts of the approval journey (password {@link INITIAL_PASSWORD}). */
export const APPROVAL_ACCOUNTS = {
  gm: { id: 9001, userName: 'zongjingli', realName: '王志强', dept: 101, position: 'zjl', role: 2 },
  manager: { id: 9002, userName: 'zhuguan', realName: '周海燕', dept: 103, position: 'bmjl', role: 2 },
  finance: { id: 9003, userName: 'caiwu', realName: '刘桂英', dept: 105, position: 'cw', role: 6 },
} as const;

/** The functional group (角色 tab) of the finance account. */
export const FINANCE_GROUP = { id: 207, name: '财务审核组' } as const;

/** Tables the runtime seed fills (emptied on reset through their parents' cascade). */
export const APPROVAL_RUNTIME_IDENTITY_TABLES = [
  'approval_request',
  'approval_task',
  'approval_cc',
  'approval_event',
  'approval_reminder',
] as const;
export const APPROVAL_RUNTIME_TABLES = ['user_position', ...APPROVAL_RUNTIME_IDENTITY_TABLES] as const;

/** 差旅费用报销: 报销金额 > 5000 → 总经理审批, otherwise 部门主管审批; then 抄送财务. */
export function travelExpenseFlow() {
  const { gm, finance } = APPROVAL_ACCOUNTS;
  return {
    name: '差旅费用报销',
    flowGroup: '财务',
    formItemList: [
      formField(2, '报销金额', 'amount', 'fc-amount', {
        proCondition: true,
        asSummary: true,
        showChinese: true,
        precision: 2,
      }),
      formField(3, '费用类型', 'select', 'el-select', {
        proCondition: true,
        asSummary: true,
        options: [
          { label: '差旅费', value: 'cl' },
          { label: '招待费', value: 'zd' },
          { label: '办公费', value: 'bg' },
        ],
      }),
      formField(4, '费用说明', 'textarea', 'el-input', { asSummary: true }),
      formField(5, '财务备注', 'input', 'el-input', { required: false }),
    ],
    processData: {
      type: 'start',
      nodeId: 'Ib2',
      content: '所有人',
      properties: { title: '发起人', initiator: 'ALL', formOperates: [{ formId: 5, formOperate: 0 }] },
      childNode: {
        type: 'empty',
        nodeId: 'Jb2',
        prevId: 'Ib2',
        conditionNodes: [
          {
            type: 'condition',
            nodeId: 'Kb2',
            prevId: 'Jb2',
            content: '报销金额 > 5000',
            properties: {
              title: '条件1',
              conditions: [{ formId: 2, conditionValue: { type: 'gt', value: 5000 } }],
              initiator: null,
              priority: 1,
              isDefault: false,
            },
            childNode: {
              type: 'approver',
              nodeId: 'Mb2',
              prevId: 'Kb2',
              content: gm.realName,
              properties: approverProperties(
                '总经理审批',
                'user',
                usersOnly([{ id: gm.id, name: gm.realName }]),
                true,
                [{ formId: 5, formOperate: 0 }],
              ),
            },
          },
          {
            type: 'condition',
            nodeId: 'Lb2',
            prevId: 'Jb2',
            content: '其他情况进入此流程',
            properties: {
              title: '其他情况进入此流程',
              conditions: [],
              initiator: null,
              priority: 2,
              isDefault: true,
            },
            childNode: {
              type: 'approver',
              nodeId: 'Nb2',
              prevId: 'Lb2',
              content: '直接主管',
              properties: approverProperties('部门主管审批', 'director', usersOnly([]), true, [
                { formId: 5, formOperate: 0 },
              ]),
            },
          },
        ],
        childNode: {
          type: 'copy',
          nodeId: 'Ob2',
          prevId: 'Jb2',
          content: finance.realName,
          properties: {
            title: '抄送财务',
            members: usersOnly([{ id: finance.id, name: finance.realName }]),
            userOptional: true,
          },
        },
      },
    },
  };
}

/** 办公用品申领: approved by the system administrator (或签), editable 发放数量. */
function officeSupplyFlow() {
  return {
    name: '办公用品申领',
    flowGroup: '行政',
    formItemList: [
      formField(2, '用品名称', 'input', 'el-input', { asSummary: true }),
      formField(3, '申领数量', 'number', 'el-input-number', { asSummary: true }),
      formField(4, '发放数量', 'number', 'el-input-number', { required: false }),
    ],
    processData: startWithApprover(
      {
        content: ACCOUNTS.admin.realName,
        properties: approverProperties(
          '行政审批',
          'user',
          usersOnly([{ id: ACCOUNTS.admin.id, name: ACCOUNTS.admin.realName }]),
          false,
          [{ formId: 4, formOperate: 2 }],
        ),
      },
      [{ formId: 4, formOperate: 1 }],
    ),
  };
}

/**
 * An approval flow of the seed, enabled, created by the administrator and deployed as its version 1
 * at `deployed`.
 */
export async function insertDeployedFlow(
  q: Queryable,
  f: {
    id: number;
    name: string;
    remark: string;
    formItemList: unknown;
    processConditions: unknown;
    processData: unknown;
    flowGroup: string;
    deployed: Date;
  },
): Promise<void> {
  await q.query(
    `insert into approval (id, name, form_key, process_key, status, version, remark, form_item_list,
       process_conditions, process_data, flow_group, create_time, update_time, creator)
     values ($1, $2, $3, $4, 1, 1, $5, $6, $7, $8, $9, $10, $10, $11)`,
    [
      f.id,
      f.name,
      `form_rt${f.id}`,
      `process_rt${f.id}`,
      f.remark,
      JSON.stringify(f.formItemList),
      JSON.stringify(f.processConditions),
      JSON.stringify(f.processData),
      f.flowGroup,
      f.deployed,
      ACCOUNTS.admin.realName,
    ],
  );
  await q.query(
    `insert into approval_version (approval_id, version, name, flow_group, form_item_list, process_conditions,
       process_data, advanced_setting, deploy_time)
     select id, 1, name, flow_group, form_item_list, process_conditions, process_data, advanced_setting, $2
     from approval where id = $1`,
    [f.id, f.deployed],
  );
}

export async function seedApprovalRuntime(q: Queryable, now: Date): Promise<void> {
  const { hash, salt } = await hashPassword(INITIAL_PASSWORD, '5e1d0c4b3a29180f7e6d5c4b3a291807');
  const accounts = Object.values(APPROVAL_ACCOUNTS);
  await insertRows(
    q,
    'app_user',
    {
      id: 'int',
      user_name: 'text',
      real_name: 'text',
      password_hash: 'text',
      password_salt: 'text',
      number: 'text',
      phone: 'text',
      status: 'smallint',
      department_id: 'int',
      create_time: 'timestamptz',
    },
    accounts.map((a, i) => ({
      id: a.id,
      user_name: a.userName,
      real_name: a.realName,
      password_hash: hash,
      password_salt: salt,
      number: `HN9${String(i + 1).padStart(3, '0')}`,
      phone: `1597310900${i + 1}`,
      status: 1,
      department_id: a.dept,
      create_time: new Date(now.getTime() - 300 * DAY_MS),
    })),
  );
  await insertRows(
    q,
    'user_role',
    { user_id: 'int', role_id: 'int' },
    accounts.map((a) => ({ user_id: a.id, role_id: a.role })),
  );
  for (const a of accounts)
    await q.query('update department set leader_user_id = $2 where id = $1', [a.dept, a.id]);
  await insertRows(
    q,
    'user_position',
    { user_id: 'int', position_code: 'text' },
    accounts.map((a) => ({ user_id: a.id, position_code: a.position })),
  );
  await q.query(
    `insert into functional_group (id, manage_number, group_name, role_id, remark) values ($1, 'M430000001', $2, 6, $3)`,
    [FINANCE_GROUP.id, FINANCE_GROUP.name, '费用报销的财务复核'],
  );
  await q.query('insert into group_member (group_id, user_id) values ($1, $2)', [
    FINANCE_GROUP.id,
    APPROVAL_ACCOUNTS.finance.id,
  ]);

  const flows = [travelExpenseFlow(), officeSupplyFlow()];
  const deployed = new Date(now.getTime() - 30 * DAY_MS);
  for (const [i, f] of flows.entries()) {
    const id = 101 + i;
    await insertDeployedFlow(q, {
      id,
      name: f.name,
      remark: i === 0 ? '差旅费用报销，金额超过 5000 元由总经理审批' : '办公用品申领，行政审批后发放',
      formItemList: f.formItemList,
      processConditions: f.formItemList
        .filter((x) => x.proCondition)
        .map((x) => ({ formId: x.formId, label: x.label })),
      processData: f.processData,
      flowGroup: f.flowGroup,
      deployed,
    });
  }

  // Requests, started and decided through the runtime.
  const db = { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => fn(q) };
  const operator = { id: ACCOUNTS.operator.id, realName: ACCOUNTS.operator.realName };
  const gm = { id: APPROVAL_ACCOUNTS.gm.id, realName: APPROVAL_ACCOUNTS.gm.realName };
  const manager = { id: APPROVAL_ACCOUNTS.manager.id, realName: APPROVAL_ACCOUNTS.manager.realName };
  const admin = { id: ACCOUNTS.admin.id, realName: ACCOUNTS.admin.realName };
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const taskOf = async (requestId: number) =>
    (
      await q.query<{ id: number }>(
        'select id from approval_task where request_id = $1 and status = 0 order by id',
        [requestId],
      )
    )[0]?.id as number;
  const travel = (amount: number, type: string, text: string) => ({
    approvalId: 101,
    formValues: { field2: amount, field3: type, field4: text },
  });

  const a = await startRequest(q, operator, travel(6800, 'cl', '赴岳阳参加农资订货会差旅'), at(9));
  await actOnTask(db, gm, { taskId: await taskOf(a.id), action: 'approve', comment: '同意报销' }, at(8), q);
  const b = await startRequest(q, operator, travel(1260, 'zd', '接待常德分公司来访客户'), at(6));
  await actOnTask(
    db,
    manager,
    { taskId: await taskOf(b.id), action: 'reject', comment: '招待费超出标准，请附清单后重新提交' },
    at(5),
    q,
  );
  await startRequest(q, operator, travel(2380, 'cl', '望城区农资服务站巡店往返交通'), at(2));
  const c = await startRequest(
    q,
    operator,
    { approvalId: 102, formValues: { field2: 'A4 复印纸', field3: 20 } },
    at(3),
  );
  await actOnTask(
    db,
    admin,
    { taskId: await taskOf(c.id), action: 'approve', formValues: { field4: 20 } },
    at(3),
    q,
  );
  await startRequest(q, operator, { approvalId: 102, formValues: { field2: '硒鼓', field3: 4 } }, at(1));
  await startRequest(q, manager, { approvalId: 102, formValues: { field2: '文件盒', field3: 30 } }, at(0.2));
}
