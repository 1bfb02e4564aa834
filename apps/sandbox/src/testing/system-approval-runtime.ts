/**
 * Provider state "the approval runtime fixtures exist" (contract verification of 工作台 / 待办):
 * the published flow 9851 契约测试审批 (everyone may start it; 契约审批 by the administrator, then
 * 抄送管理员 to the administrator), the administrator's request 9851 waiting on the
 * administrator's task 9851 (urged two hours ago: reminder 9851), and the request 9852 the administrator approved (task 9852), which
 * copied the administrator (cc 9852, unread). Restored on every set-up; what the interactions
 * add (requests of flow 9851, their tasks, events, cc records and reminders) goes with the flow.
 */
import type { Queryable } from '../db/adapter';
import { actOnTask, startRequest } from '../handlers/system/approval-runtime';
import { approverProperties, formField, startWithApprover, usersOnly } from '../seed/process-designer';
import { DAY_MS } from '../util/time';

export const APPROVAL_RUNTIME_FIXTURES = {
  flow: {
    id: 9851,
    name: '契约测试审批',
    flowGroup: '契约',
    formKey: 'form_pact_rt',
    processKey: 'process_pact_rt',
  },
  pending: { requestId: 9851, taskId: 9851, reminderId: 9851, item: '契约测试用品' },
  approved: { requestId: 9852, taskId: 9852, ccId: 9852, item: '契约已批用品' },
} as const;

const ADMIN = { id: 1, realName: '系统管理员' } as const;
const HOUR_MS = 3600_000;

const admins = () => usersOnly([{ id: ADMIN.id, name: ADMIN.realName }]);

function pactFlow() {
  return {
    formItemList: [
      formField(1, '用品名称', 'input', 'el-input', { asSummary: true }),
      formField(2, '申领数量', 'number', 'el-input-number', { asSummary: true }),
    ],
    processData: startWithApprover({
      content: ADMIN.realName,
      properties: approverProperties('契约审批', 'user', admins(), false),
      childNode: {
        type: 'copy',
        nodeId: 'Kb2',
        prevId: 'Jb2',
        content: ADMIN.realName,
        properties: { title: '抄送管理员', members: admins(), userOptional: false },
      },
    }),
  };
}

/** Gives a request the runtime started (and its tasks and cc records) the fixed ids. */
async function renumber(
  tx: Queryable,
  from: number,
  ids: { requestId: number; taskId: number },
): Promise<void> {
  await tx.query(
    `insert into approval_request
       select (jsonb_populate_record(null::approval_request, to_jsonb(r) || jsonb_build_object('id', $2::int))).*
       from approval_request r where r.id = $1`,
    [from, ids.requestId],
  );
  for (const table of ['approval_task', 'approval_cc', 'approval_event', 'approval_reminder'])
    await tx.query(`update ${table} set request_id = $2 where request_id = $1`, [from, ids.requestId]);
  await tx.query('delete from approval_request where id = $1', [from]);
  await tx.query(
    'update approval_task set id = $2 where id = (select min(id) from approval_task where request_id = $1)',
    [ids.requestId, ids.taskId],
  );
}

export async function setUpApprovalRuntimeFixtures(
  tx: Queryable,
  now: Date,
): Promise<Record<string, unknown>> {
  const F = APPROVAL_RUNTIME_FIXTURES;
  // The flow's versions, requests, tasks, cc records, events and reminders go with it.
  await tx.query('delete from approval_request where id = any($1::int4[]) or approval_id = $2', [
    [F.pending.requestId, F.approved.requestId],
    F.flow.id,
  ]);
  await tx.query('delete from approval where id = $1 or form_key = $2 or process_key = $3', [
    F.flow.id,
    F.flow.formKey,
    F.flow.processKey,
  ]);
  await tx.query('delete from approval_task where id = any($1::int4[])', [
    [F.pending.taskId, F.approved.taskId],
  ]);
  await tx.query('delete from approval_cc where id = $1', [F.approved.ccId]);
  await tx.query('delete from approval_reminder where id = $1', [F.pending.reminderId]);

  const flow = pactFlow();
  const deployed = new Date(now.getTime() - 30 * DAY_MS);
  await tx.query(
    `insert into approval (id, name, form_key, process_key, status, version, remark, form_item_list,
       process_conditions, process_data, flow_group, create_time, update_time, creator)
     values ($1, $2, $3, $4, 1, 1, '契约测试用的审批流程', $5, '[]', $6, $7, $8, $8, $9)`,
    [
      F.flow.id,
      F.flow.name,
      F.flow.formKey,
      F.flow.processKey,
      JSON.stringify(flow.formItemList),
      JSON.stringify(flow.processData),
      F.flow.flowGroup,
      deployed,
      ADMIN.realName,
    ],
  );
  await tx.query(
    `insert into approval_version (approval_id, version, name, flow_group, form_item_list, process_conditions,
       process_data, advanced_setting, deploy_time)
     select id, 1, name, flow_group, form_item_list, process_conditions, process_data, advanced_setting, $2
     from approval where id = $1`,
    [F.flow.id, deployed],
  );

  const db = { transaction: <T>(fn: (q: Queryable) => Promise<T>) => fn(tx) };
  const start = (name: string, at: Date) =>
    startRequest(tx, ADMIN, { approvalId: F.flow.id, formValues: { field1: name, field2: 2 } }, at);

  // 9852: started two days ago, approved by the administrator a day ago (so copied to them).
  const approved = await start(F.approved.item, new Date(now.getTime() - 2 * DAY_MS));
  await renumber(tx, approved.id, { requestId: F.approved.requestId, taskId: F.approved.taskId });
  await actOnTask(
    db,
    ADMIN,
    { taskId: F.approved.taskId, action: 'approve', comment: '同意' },
    new Date(now.getTime() - DAY_MS),
    tx,
  );
  await tx.query('update approval_cc set id = $2 where request_id = $1', [
    F.approved.requestId,
    F.approved.ccId,
  ]);

  // 9851: started three hours ago, waiting on the administrator (nobody acted), urged two hours
  // ago (reminder 9851 on the administrator's 工作台; urging again is allowed).
  const pending = await start(F.pending.item, new Date(now.getTime() - 3 * HOUR_MS));
  await renumber(tx, pending.id, { requestId: F.pending.requestId, taskId: F.pending.taskId });
  const urged = new Date(now.getTime() - 2 * HOUR_MS);
  await tx.query('update approval_request set last_urge_time = $2 where id = $1', [
    F.pending.requestId,
    urged,
  ]);
  await tx.query(
    `insert into approval_reminder (id, request_id, user_id, from_name, create_time) values ($1, $2, $3, $4, $5)`,
    [F.pending.reminderId, F.pending.requestId, ADMIN.id, ADMIN.realName, urged],
  );
  await tx.query(
    `insert into approval_event (request_id, action, node_title, user_id, user_name, comment, create_time)
     values ($1, 'urge', '契约审批', $2, $3, null, $4)`,
    [F.pending.requestId, ADMIN.id, ADMIN.realName, urged],
  );
  return {};
}
