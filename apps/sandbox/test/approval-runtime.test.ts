/**
 * The approval runtime through the API: routing by every kind of condition, approver resolution,
 * 会签 / 或签, 撤回, 退回, 转交, 加签, 催办, field permissions enforced by the server, concurrent
 * decisions on one task, a flow edited after requests started, cc records, and refusals that
 * change nothing.
 */
import { unwrap } from '@agrimap/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { APPROVAL_ACCOUNTS, FINANCE_GROUP, travelExpenseFlow } from '../src/seed/approval-runtime';
import { itRefusesOffContractBodies } from './badInput';
import {
  amountFormItem,
  checksums,
  login,
  OPERATOR,
  sdkClient,
  startTestSandbox,
  type TestClient,
} from './helpers';

const PASSWORD = 'Hnnz@123456';
const { gm, manager, finance } = APPROVAL_ACCOUNTS;
const person = (u: { id: number; realName: string }) => ({
  type: 'user',
  id: String(u.id),
  name: u.realName,
});
const org = (o: Partial<Record<'user' | 'role' | 'position' | 'dep', unknown[]>> = {}) => ({
  dep: [],
  role: [],
  user: [],
  'dep&user': [],
  position: [],
  ...o,
});

let seq = 0;
const nodeId = () => `T${++seq}`;

type Node = Record<string, unknown>;
function approver(title: string, props: Node = {}, child?: Node): Node {
  return {
    type: 'approver',
    nodeId: nodeId(),
    properties: {
      title,
      assigneeType: 'user',
      approvers: org(),
      directorLevel: 1,
      counterSign: true,
      noApprover: 'toAdmin',
      formOperates: [],
      ...props,
    },
    ...(child ? { childNode: child } : {}),
  };
}
const chain = (...nodes: Node[]): Node | undefined => {
  for (let i = nodes.length - 2; i >= 0; i--) (nodes[i] as Node).childNode = nodes[i + 1];
  return nodes[0];
};
const start = (child?: Node, props: Node = {}): Node => ({
  type: 'start',
  nodeId: nodeId(),
  properties: { title: '发起人', initiator: 'ALL', formOperates: [], ...props },
  ...(child ? { childNode: child } : {}),
});

const amountItem = amountFormItem('报销金额', 'custom');
const typeItem = {
  formId: 3,
  cmpType: 'common' as const,
  label: '费用类型',
  tag: 'el-select',
  tagIcon: 'select',
  vModel: 'field3',
  layout: 'colFormItem' as const,
  required: false,
  proCondition: true,
  options: [
    { label: '差旅费', value: 'cl' },
    { label: '招待费', value: 'zd' },
  ],
};
const noteItem = {
  formId: 4,
  cmpType: 'common' as const,
  label: '审批备注',
  tag: 'el-input',
  tagIcon: 'input',
  vModel: 'field4',
  layout: 'colFormItem' as const,
  required: true,
  proCondition: false,
};
const secretItem = { ...noteItem, formId: 5, label: '内部评级', vModel: 'field5', required: false };

describe('approval runtime', { timeout: 120_000 }, () => {
  let sandbox: Sandbox;
  let admin: TestClient;
  let operator: TestClient;
  let gmC: TestClient;
  let managerC: TestClient;
  let financeC: TestClient;
  let adminToken = '';

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    adminToken = await login(sandbox.url);
    admin = sdkClient(sandbox.url, adminToken);
    operator = sdkClient(sandbox.url, await login(sandbox.url, OPERATOR));
    gmC = sdkClient(sandbox.url, await login(sandbox.url, { username: gm.userName, password: PASSWORD }));
    managerC = sdkClient(
      sandbox.url,
      await login(sandbox.url, { username: manager.userName, password: PASSWORD }),
    );
    financeC = sdkClient(
      sandbox.url,
      await login(sandbox.url, { username: finance.userName, password: PASSWORD }),
    );
  });
  afterAll(async () => {
    await sandbox?.stop();
  });

  const S = (c: TestClient) => c.api.system;
  /** Adds and publishes a flow (admin); answers its id. */
  async function publish(
    name: string,
    processData: Node,
    items: object[] = [amountItem, typeItem],
    advancedSetting?: Record<string, unknown>,
  ): Promise<number> {
    const flow = unwrap(
      await S(admin).POST('/api/v1/actExApproval/add', {
        body: {
          name,
          formKey: `form_rt_${++seq}`,
          processKey: `process_rt_${seq}`,
          flowGroup: '测试',
          formItemList: items as never,
          processConditions: [],
          processData: processData as never,
          ...(advancedSetting ? { advancedSetting: advancedSetting as never } : {}),
        },
      }),
    );
    unwrap(await S(admin).POST('/api/v1/actExApproval/deploy', { body: { id: flow.id } }));
    return flow.id;
  }
  const startAs = (
    c: TestClient,
    approvalId: number,
    formValues: Record<string, unknown>,
    extra: object = {},
  ) => S(c).POST('/api/v1/approvalRuntime/start', { body: { approvalId, formValues, ...extra } });
  const todo = async (c: TestClient) =>
    unwrap(await S(c).POST('/api/v1/approvalRuntime/todo', { body: { page: 1, pageSize: 100 } })).records;
  const taskFor = async (c: TestClient, requestId: number) => {
    const t = (await todo(c)).find((r) => r.requestId === requestId);
    if (!t) throw new Error(`no task of request ${requestId}`);
    return t.taskId;
  };
  const act = (c: TestClient, body: Record<string, unknown>) =>
    S(c).POST('/api/v1/approvalRuntime/act', { body: body as never });
  const detail = async (c: TestClient, id: number, taskId?: number) =>
    unwrap(
      await S(c).POST('/api/v1/approvalRuntime/detail', { body: { id, ...(taskId ? { taskId } : {}) } }),
    );

  it('the seed has published sample flows and requests in every state', async () => {
    const startable = unwrap(await S(operator).POST('/api/v1/approvalRuntime/startable', { body: {} }));
    expect(startable.map((f) => f.name)).toEqual(expect.arrayContaining(['差旅费用报销', '办公用品申领']));
    const mine = unwrap(
      await S(operator).POST('/api/v1/approvalRuntime/mine', { body: { page: 1, pageSize: 50 } }),
    );
    expect(new Set(mine.records.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(mine.records.find((r) => r.summary.includes('巡店'))).toMatchObject({
      status: 1,
      currentNode: '部门主管审批',
      summary: '报销金额：2380.00；费用类型：差旅费；费用说明：望城区农资服务站巡店往返交通',
    });
    expect((await todo(admin)).length).toBeGreaterThan(0);
    const cc = unwrap(await S(financeC).POST('/api/v1/approvalRuntime/cc', { body: {} }));
    expect(cc.records[0]).toMatchObject({ flowName: '差旅费用报销', read: false, requestStatus: 2 });
  });

  it('routes by numeric (< ≤ > ≥ = between), option and initiator conditions in priority order', async () => {
    const branch = (title: string, priority: number, conditions: unknown[], initiator: unknown = null) => ({
      type: 'condition',
      nodeId: nodeId(),
      properties: { title: `条件${priority}`, conditions, initiator, priority, isDefault: false },
      childNode: approver(title, { assigneeType: 'myself' }),
    });
    const amount = (type: string, value: unknown) => ({ formId: 2, conditionValue: { type, value } });
    const tree = start({
      type: 'empty',
      nodeId: nodeId(),
      conditionNodes: [
        branch('EQ', 1, [amount('eq', 500)]),
        branch('BET', 2, [amount('bet', [1000, 'lte', 'lt', 2000])]),
        branch('OPT', 3, [{ formId: 3, conditionValue: { type: 'options', value: ['zd'] } }]),
        branch('INIT', 4, [], org({ user: [person(manager)] })),
        branch('LT', 5, [amount('lt', 100)]),
        branch('LTE', 6, [amount('lte', 200)]),
        branch('GTE', 7, [amount('gte', 10000)]),
        branch('GT', 8, [amount('gt', 5000)]),
        {
          type: 'condition',
          nodeId: nodeId(),
          properties: {
            title: '其他情况进入此流程',
            conditions: [],
            initiator: null,
            priority: 9,
            isDefault: true,
          },
          childNode: approver('DEF', { assigneeType: 'myself' }),
        },
      ],
    });
    const id = await publish('路由测试', tree);
    const cases: Array<[TestClient, number, string, string]> = [
      [operator, 500, 'cl', 'EQ'],
      [operator, 1000, 'cl', 'BET'],
      [operator, 1999.99, 'cl', 'BET'],
      [operator, 2000, 'cl', 'DEF'],
      [operator, 300, 'zd', 'OPT'],
      [managerC, 300, 'cl', 'INIT'],
      [operator, 50, 'cl', 'LT'],
      [operator, 100, 'cl', 'LTE'],
      [operator, 200, 'cl', 'LTE'],
      [operator, 10000, 'cl', 'GTE'],
      [operator, 6000, 'cl', 'GT'],
      [operator, 5000, 'cl', 'DEF'],
    ];
    for (const [c, value, type, expected] of cases) {
      const req = unwrap(await startAs(c, id, { field2: value, field3: type }));
      expect([value, type, req.currentNode]).toEqual([value, type, expected]);
    }
  });

  it('resolves 角色, 岗位, 主管 of a level, 发起人自选, and the administrator when nobody resolves', async () => {
    const optionalNode = approver('自选审批', { assigneeType: 'optional' });
    const tree = start(
      chain(
        approver('角色审批', {
          assigneeType: 'role',
          approvers: org({
            role: [{ type: 'role', id: String(FINANCE_GROUP.id), name: FINANCE_GROUP.name }],
          }),
        }),
        approver('岗位审批', {
          assigneeType: 'position',
          approvers: org({ position: [{ type: 'position', id: 'zjl', name: '总经理' }] }),
        }),
        approver('直接主管', { assigneeType: 'director', directorLevel: 1 }),
        approver('二级主管', { assigneeType: 'director', directorLevel: 2 }),
        approver('无人审批', { assigneeType: 'director', directorLevel: 5, noApprover: 'toAdmin' }),
        approver('自动通过', { assigneeType: 'director', directorLevel: 5, noApprover: 'autoPass' }),
        optionalNode,
      ),
    );
    const id = await publish('解析测试', tree);
    const form = unwrap(await S(operator).POST('/api/v1/approvalRuntime/form', { body: { id } }));
    expect(form.optionalNodes).toEqual([{ nodeId: optionalNode.nodeId, title: '自选审批', multiple: false }]);
    const missing = await startAs(operator, id, { field2: 10 });
    expect(missing.error).toMatchObject({ msg: '请为「自选审批」选择审批人' });

    const req = unwrap(
      await startAs(
        operator,
        id,
        { field2: 10 },
        { optionalApprovers: { [optionalNode.nodeId as string]: [gm.id] } },
      ),
    );
    const order: Array<[TestClient, string]> = [
      [financeC, '角色审批'],
      [gmC, '岗位审批'],
      [managerC, '直接主管'],
      [gmC, '二级主管'],
      [admin, '无人审批'],
      [gmC, '自选审批'],
    ];
    for (const [c, title] of order) {
      expect((await detail(operator, req.id)).currentNode).toBe(title);
      unwrap(await act(c, { taskId: await taskFor(c, req.id), action: 'approve' }));
    }
    const done = await detail(operator, req.id);
    expect(done.status).toBe(2);
    expect(done.timeline.map((e) => e.action)).toContain('pass');
  });

  it('会签 needs every approver, 或签 the first; the other task of an 或签 leaves 待办', async () => {
    const both = org({ user: [person(manager), person(finance)] });
    const id = await publish(
      '会签或签',
      start(
        chain(
          approver('会签', { approvers: both, counterSign: true }),
          approver('或签', { approvers: both, counterSign: false }),
        ),
      ),
    );
    const req = unwrap(await startAs(operator, id, { field2: 1 }));
    unwrap(await act(managerC, { taskId: await taskFor(managerC, req.id), action: 'approve' }));
    expect((await detail(operator, req.id)).currentNode).toBe('会签');
    unwrap(await act(financeC, { taskId: await taskFor(financeC, req.id), action: 'approve' }));
    expect((await detail(operator, req.id)).currentNode).toBe('或签');
    const financeTask = await taskFor(financeC, req.id);
    unwrap(await act(managerC, { taskId: await taskFor(managerC, req.id), action: 'approve' }));
    expect((await detail(operator, req.id)).status).toBe(2);
    expect((await todo(financeC)).some((t) => t.requestId === req.id)).toBe(false);
    const late = await act(financeC, { taskId: financeTask, action: 'approve' });
    expect(late.response.status).toBe(409);
    expect(late.error).toMatchObject({ msg: '该任务已被处理，请刷新后查看' });
  });

  it('撤回 while no one acted; refused afterwards, changing nothing', async () => {
    const id = await publish('撤回测试', start(approver('主管', { assigneeType: 'director' })));
    const first = unwrap(await startAs(operator, id, { field2: 1 }));
    expect((await detail(operator, first.id)).canWithdraw).toBe(true);
    const withdrawn = unwrap(
      await S(operator).POST('/api/v1/approvalRuntime/withdraw', { body: { id: first.id } }),
    );
    expect(withdrawn).toMatchObject({ status: 4, currentNode: null });
    expect((await todo(managerC)).some((t) => t.requestId === first.id)).toBe(false);

    const second = unwrap(await startAs(operator, id, { field2: 2 }));
    const other = await S(managerC).POST('/api/v1/approvalRuntime/withdraw', { body: { id: second.id } });
    expect(other.response.status).toBe(404);
    unwrap(await act(managerC, { taskId: await taskFor(managerC, second.id), action: 'approve' }));
    const third = unwrap(await startAs(operator, id, { field2: 3 }));
    const t = await taskFor(managerC, third.id);
    unwrap(await act(managerC, { taskId: t, action: 'transfer', userId: gm.id }));
    const before = await checksums(sandbox.url);
    const refused = await S(operator).POST('/api/v1/approvalRuntime/withdraw', { body: { id: third.id } });
    expect(refused.error).toMatchObject({ msg: '已有审批人处理，不能撤回' });
    expect(await checksums(sandbox.url)).toEqual(before);
  });

  it('退回 to an earlier node gives it a new task; only earlier approver nodes are offered', async () => {
    const first = approver('初审', { approvers: org({ user: [person(manager)] }) });
    const second = approver('复审', { approvers: org({ user: [person(gm)] }) });
    const id = await publish('退回测试', start(chain(first, second)));
    const req = unwrap(await startAs(operator, id, { field2: 1 }));
    expect((await detail(managerC, req.id, await taskFor(managerC, req.id))).task?.returnTargets).toEqual([]);
    unwrap(
      await act(managerC, {
        taskId: await taskFor(managerC, req.id),
        action: 'approve',
        comment: '初审通过',
      }),
    );
    const gmTask = await taskFor(gmC, req.id);
    expect((await detail(gmC, req.id, gmTask)).task?.returnTargets).toEqual([
      { nodeId: first.nodeId, title: '初审' },
    ]);

    const before = await checksums(sandbox.url);
    const self = await act(gmC, { taskId: gmTask, action: 'return', nodeId: second.nodeId });
    expect(self.error).toMatchObject({ msg: '只能退回到之前的审批节点' });
    expect(await checksums(sandbox.url)).toEqual(before);

    unwrap(await act(gmC, { taskId: gmTask, action: 'return', nodeId: first.nodeId, comment: '金额有误' }));
    expect((await detail(operator, req.id)).currentNode).toBe('初审');
    unwrap(await act(managerC, { taskId: await taskFor(managerC, req.id), action: 'approve' }));
    unwrap(await act(gmC, { taskId: await taskFor(gmC, req.id), action: 'approve' }));
    const end = await detail(operator, req.id);
    expect(end.status).toBe(2);
    expect(end.timeline.find((e) => e.action === 'return')).toMatchObject({
      userName: gm.realName,
      comment: '退回到「初审」：金额有误',
    });
    const done = unwrap(await S(gmC).POST('/api/v1/approvalRuntime/done', { body: {} }));
    expect(
      done.records
        .filter((r) => r.requestId === req.id)
        .map((r) => r.result)
        .sort(),
    ).toEqual([1, 4]);
  });

  it('驳回 needs a reason and never the required fields; a refusal changes nothing', async () => {
    const id = await publish(
      '驳回测试',
      start(approver('审批', { assigneeType: 'director', formOperates: [{ formId: 4, formOperate: 2 }] }), {
        formOperates: [{ formId: 4, formOperate: 1 }],
      }),
      [amountItem, noteItem],
    );
    const req = unwrap(await startAs(operator, id, { field2: 100 }));
    const task = await taskFor(managerC, req.id);
    const before = await checksums(sandbox.url);
    for (const comment of [undefined, '   ']) {
      const refused = await act(managerC, {
        taskId: task,
        action: 'reject',
        ...(comment ? { comment } : {}),
      });
      expect(refused.response.status).toBe(400);
      expect(refused.error).toMatchObject({ msg: '请填写驳回理由' });
    }
    // approving needs the required editable field 审批备注
    const approve = await act(managerC, { taskId: task, action: 'approve' });
    expect(approve.error).toMatchObject({ msg: '请填写「审批备注」' });
    expect(await checksums(sandbox.url)).toEqual(before);
    unwrap(await act(managerC, { taskId: task, action: 'reject', comment: '预算不足' }));
    const end = await detail(operator, req.id);
    expect(end).toMatchObject({ status: 3, currentNode: null });
    expect(end.timeline.at(-1)).toMatchObject({
      action: 'reject',
      comment: '预算不足',
      userName: manager.realName,
    });
  });

  it('field permissions are the server’s: hidden fields are not returned, read-only ones cannot change', async () => {
    const id = await publish(
      '权限测试',
      start(
        approver('审批', {
          assigneeType: 'director',
          formOperates: [
            { formId: 2, formOperate: 1 },
            { formId: 4, formOperate: 2 },
            { formId: 5, formOperate: 0 },
          ],
        }),
        { formOperates: [{ formId: 4, formOperate: 0 }] },
      ),
      [amountItem, noteItem, secretItem],
    );
    const form = unwrap(await S(operator).POST('/api/v1/approvalRuntime/form', { body: { id } }));
    expect(form.formItemList.map((i) => [i.label, i.formOperate])).toEqual([
      ['报销金额', 2],
      ['内部评级', 2],
    ]);
    const hiddenAtStart = await startAs(operator, id, { field2: 100, field4: '自己填' });
    expect(hiddenAtStart.error).toMatchObject({ msg: '无权修改字段「审批备注」' });
    const required = await startAs(operator, id, { field3: 'x' });
    expect(required.error).toMatchObject({ msg: '请填写「报销金额」' });
    const notNumber = await startAs(operator, id, { field2: 'abc' });
    expect(notNumber.error).toMatchObject({ msg: '「报销金额」必须是数字' });

    const req = unwrap(await startAs(operator, id, { field2: 100, field5: 'A' }));
    const task = await taskFor(managerC, req.id);
    const seen = await detail(managerC, req.id, task);
    expect(seen.formItemList.map((i) => [i.label, i.formOperate])).toEqual([
      ['报销金额', 1],
      ['审批备注', 2],
    ]);
    expect(seen.formValues).toEqual({ field2: 100 });
    const before = await checksums(sandbox.url);
    for (const formValues of [
      { field2: 99999, field4: '好' },
      { field5: 'C', field4: '好' },
    ]) {
      const refused = await act(managerC, { taskId: task, action: 'approve', formValues });
      expect(refused.response.status).toBe(400);
      expect(refused.error?.msg).toMatch(/^无权修改字段「(报销金额|内部评级)」$/);
    }
    expect(await checksums(sandbox.url)).toEqual(before);
    unwrap(
      await act(managerC, {
        taskId: task,
        action: 'approve',
        formValues: { field2: 100, field4: '情况属实' },
      }),
    );
    const after = await detail(operator, req.id);
    expect(after.formValues).toEqual({ field2: 100, field5: 'A' });
    const own = await detail(managerC, req.id);
    expect(own.formValues).toEqual({ field2: 100, field4: '情况属实' });
  });

  it('two approvals of one task at once: one wins, the other is refused, nothing lost', async () => {
    const id = await publish(
      '并发测试',
      start(
        chain(
          approver('一审', { assigneeType: 'director' }),
          approver('二审', { approvers: org({ user: [person(gm)] }) }),
        ),
      ),
    );
    for (let round = 0; round < 3; round++) {
      const req = unwrap(await startAs(operator, id, { field2: round + 1 }));
      const task = await taskFor(managerC, req.id);
      const answers = await Promise.all([
        act(managerC, { taskId: task, action: 'approve', comment: 'A' }),
        act(managerC, { taskId: task, action: round === 2 ? 'reject' : 'approve', comment: 'B' }),
      ]);
      const statuses = answers.map((a) => a.response.status).sort();
      expect(statuses).toEqual([200, 409]);
      expect(answers.find((a) => a.response.status === 409)?.error).toMatchObject({
        msg: '该任务已被处理，请刷新后查看',
      });
      const d = await detail(operator, req.id);
      const decisions = d.timeline.filter((e) => e.action === 'approve' || e.action === 'reject');
      expect(decisions).toHaveLength(1);
      if (decisions[0]?.action === 'approve') {
        expect(d.currentNode).toBe('二审');
        expect((await todo(gmC)).filter((t) => t.requestId === req.id)).toHaveLength(1);
      } else expect(d.status).toBe(3);
    }
  });

  it('a flow edited and re-published after requests started does not change them', async () => {
    const tree = start(approver('旧节点', { approvers: org({ user: [person(manager)] }) }));
    const id = await publish('版本测试', tree);
    const old = unwrap(await startAs(operator, id, { field2: 1 }));
    unwrap(
      await S(admin).POST('/api/v1/actExApproval/update', {
        body: {
          id,
          processData: start(approver('新节点', { approvers: org({ user: [person(gm)] }) })) as never,
        },
      }),
    );
    unwrap(await S(admin).POST('/api/v1/actExApproval/deploy', { body: { id } }));
    const fresh = unwrap(await startAs(operator, id, { field2: 2 }));
    expect([old.version, fresh.version]).toEqual([1, 2]);
    expect(fresh.currentNode).toBe('新节点');
    expect((await detail(operator, old.id)).currentNode).toBe('旧节点');
    unwrap(await act(managerC, { taskId: await taskFor(managerC, old.id), action: 'approve' }));
    expect((await detail(operator, old.id)).status).toBe(2);
  });

  it('转交 and 加签', async () => {
    const id = await publish(
      '转交加签',
      start(approver('审批', { approvers: org({ user: [person(manager)] }) })),
    );
    const req = unwrap(await startAs(operator, id, { field2: 1 }));
    const self = await act(managerC, {
      taskId: await taskFor(managerC, req.id),
      action: 'transfer',
      userId: manager.id,
    });
    expect(self.error).toMatchObject({ msg: '不能选择自己' });
    const none = await act(managerC, { taskId: await taskFor(managerC, req.id), action: 'transfer' });
    expect(none.error).toMatchObject({ msg: '请选择转交人' });
    unwrap(
      await act(managerC, { taskId: await taskFor(managerC, req.id), action: 'transfer', userId: gm.id }),
    );
    expect((await todo(managerC)).some((t) => t.requestId === req.id)).toBe(false);
    const gmTask = await taskFor(gmC, req.id);
    unwrap(await act(gmC, { taskId: gmTask, action: 'addSign', userId: finance.id }));
    unwrap(await act(gmC, { taskId: gmTask, action: 'approve' }));
    expect((await detail(operator, req.id)).currentNode).toBe(`加签（${finance.realName}）`);
    unwrap(await act(financeC, { taskId: await taskFor(financeC, req.id), action: 'approve' }));
    const end = await detail(operator, req.id);
    expect(end.status).toBe(2);
    expect(end.timeline.map((e) => e.action)).toEqual([
      'start',
      'transfer',
      'addSign',
      'approve',
      'approve',
      'finish',
    ]);
  });

  it('催办 reminds the current approvers at most once an hour; the cc member reads 抄送我的', async () => {
    const flow = travelExpenseFlow();
    const id = await publish('催办测试', flow.processData as Node, flow.formItemList);
    const req = unwrap(await startAs(operator, id, { field2: 8000, field3: 'cl', field4: '差旅' }));
    unwrap(await S(operator).POST('/api/v1/approvalRuntime/urge', { body: { id: req.id } }));
    const before = await checksums(sandbox.url);
    const again = await S(operator).POST('/api/v1/approvalRuntime/urge', { body: { id: req.id } });
    expect(again.response.status).toBe(400);
    expect(again.error?.msg).toMatch(/^每小时只能催办一次，请于 \d\d:\d\d 后再试$/);
    expect(await checksums(sandbox.url)).toEqual(before);
    const bench = unwrap(await S(gmC).POST('/api/v1/approvalRuntime/workbench', { body: {} }));
    expect(bench.reminders[0]).toMatchObject({
      requestId: req.id,
      fromName: '运营专员',
      flowName: '催办测试',
    });
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 3_600_000 }),
    });
    unwrap(await S(operator).POST('/api/v1/approvalRuntime/urge', { body: { id: req.id } }));
    await fetch(`${sandbox.url}/__sandbox/clock`, { method: 'DELETE' });

    const ccBefore = unwrap(await S(financeC).POST('/api/v1/approvalRuntime/cc', { body: {} }));
    unwrap(await act(gmC, { taskId: await taskFor(gmC, req.id), action: 'approve', comment: '同意' }));
    const cc = unwrap(await S(financeC).POST('/api/v1/approvalRuntime/cc', { body: { read: false } }));
    expect(cc.records[0]).toMatchObject({ requestId: req.id, nodeTitle: '抄送财务', read: false });
    expect(cc.unread).toBe(ccBefore.unread + 1);
    unwrap(await S(financeC).POST('/api/v1/approvalRuntime/ccRead', { body: { all: true } }));
    const after = unwrap(await S(financeC).POST('/api/v1/approvalRuntime/cc', { body: {} }));
    expect(after.unread).toBe(0);
    expect(after.records.every((r) => r.read)).toBe(true);
    const hidden = await detail(financeC, req.id);
    expect(hidden.formItemList.map((i) => i.label)).not.toContain('财务备注');
  });

  it('高级设置 apply at run time: 审批意见必填, 发起人自动通过, 审批人去重, 意见对发起人不可见', async () => {
    const tree = () =>
      start(
        chain(
          approver('主管审批', { approvers: org({ user: [person(manager)] }), counterSign: false }),
          approver('发起人确认', { assigneeType: 'myself' }),
          approver('主管复核', { approvers: org({ user: [person(manager)] }) }),
          approver('总经理审批', { approvers: org({ user: [person(gm)] }) }),
        ),
      );
    // Without the settings every node waits for its approver.
    const plainId = await publish('高级设置对照', tree());
    const plain = unwrap(await startAs(operator, plainId, { field2: 100, field3: 'cl' }));
    unwrap(await act(managerC, { taskId: await taskFor(managerC, plain.id), action: 'approve' }));
    expect((await detail(operator, plain.id)).currentNode).toBe('发起人确认');

    const id = await publish('高级设置测试', tree(), [amountItem, typeItem], {
      autoRepeat: true,
      myAuditAutoPass: true,
      remarkTip: '请写明审核意见',
      remarkRequired: true,
      notVisibleForSponsor: true,
    });
    const req = unwrap(await startAs(operator, id, { field2: 100, field3: 'cl' }));
    const taskId = await taskFor(managerC, req.id);
    expect((await detail(managerC, req.id, taskId)).task).toMatchObject({
      remarkRequired: true,
      remarkTip: '请写明审核意见',
    });
    // 审批意见必填: refused with a message, nothing changes.
    const before = await checksums(sandbox.url);
    const refused = await act(managerC, { taskId, action: 'approve', comment: '  ' });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ msg: '请填写审批意见' });
    expect(await checksums(sandbox.url)).toEqual(before);
    unwrap(await act(managerC, { taskId, action: 'approve', comment: '同意报销' }));
    // 发起人确认 passes for the initiator, 主管复核 for the manager who approved already.
    const seen = await detail(gmC, req.id, await taskFor(gmC, req.id));
    expect(seen.currentNode).toBe('总经理审批');
    expect(seen.timeline.filter((e) => e.action === 'autoPass')).toEqual([
      expect.objectContaining({
        nodeTitle: '发起人确认',
        userName: '运营专员',
        comment: '审批人为发起人，自动通过',
      }),
      expect.objectContaining({
        nodeTitle: '主管复核',
        userName: manager.realName,
        comment: '该审批人已审批过，自动通过',
      }),
    ]);
    expect(seen.timeline.find((e) => e.action === 'approve')?.comment).toBe('同意报销');
    // The initiator sees who approved, not what they wrote.
    const mine = await detail(operator, req.id);
    expect(mine.timeline.find((e) => e.action === 'approve')).toMatchObject({
      userName: manager.realName,
      comment: null,
    });
    expect(mine.timeline.filter((e) => e.action === 'autoPass').every((e) => e.comment === null)).toBe(true);
    unwrap(await act(gmC, { taskId: await taskFor(gmC, req.id), action: 'approve', comment: '同意' }));
    expect((await detail(operator, req.id)).status).toBe(2);
  });

  describe('bodies off the contract are refused with 400 and a Chinese message, changing nothing', () => {
    itRefusesOffContractBodies(
      {
        approvalStartable: ['name'],
        approvalStart: ['approvalId', 'formValues', 'optionalApprovers', 'ccUserIds'],
        approvalMine: ['status', 'name', 'page', 'pageSize'],
        approvalDetail: ['id', 'taskId'],
        approvalTodo: ['keyword', 'page', 'pageSize'],
        approvalAct: ['taskId', 'action', 'comment', 'formValues', 'userId', 'nodeId'],
        approvalCcPage: ['read', 'page', 'pageSize'],
        approvalCcRead: ['ids', 'all'],
      },
      () => ({ url: sandbox.url, token: adminToken }),
      { numRuns: 20 },
    );
  });
});
