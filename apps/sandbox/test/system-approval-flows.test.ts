/**
 * Approval flow designer in the sandbox: 发布 refuses an unfinished process tree naming the node,
 * freezes each deployed version (later edits do not change it), 停用, groups and advanced
 * settings.
 */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { firstUnfinished } from '../src/handlers/system/approvals';
import { amountFormItem, loggedInSandbox } from './helpers';

const org = (user: Array<{ id: string; name: string }> = []) => ({
  dep: [],
  role: [],
  user: user.map((u) => ({ type: 'user', ...u })),
  'dep&user': [],
  position: [],
});

/** 发起人 → 条件分支 (金额 > 5000 → 总经理审批 | 其他 → 部门主管审批) → 抄送人. */
function tree(opts: { manager?: boolean; condition?: boolean } = {}) {
  return {
    type: 'start' as const,
    nodeId: 'Ib2',
    properties: { title: '发起人', initiator: 'ALL' },
    childNode: {
      type: 'empty' as const,
      nodeId: 'Jb2',
      prevId: 'Ib2',
      conditionNodes: [
        {
          type: 'condition' as const,
          nodeId: 'Kb2',
          prevId: 'Jb2',
          properties: {
            title: '条件1',
            conditions:
              opts.condition === false ? [] : [{ formId: 2, conditionValue: { type: 'gt', value: 5000 } }],
            initiator: null,
            priority: 1,
            isDefault: false,
          },
          childNode: {
            type: 'approver' as const,
            nodeId: 'Mb2',
            prevId: 'Kb2',
            properties: {
              title: '总经理审批',
              assigneeType: 'user',
              approvers: org(opts.manager === false ? [] : [{ id: '1', name: '系统管理员' }]),
              counterSign: true,
            },
          },
        },
        {
          type: 'condition' as const,
          nodeId: 'Lb2',
          prevId: 'Jb2',
          properties: {
            title: '其他情况进入此流程',
            conditions: [],
            initiator: null,
            priority: 2,
            isDefault: true,
          },
          childNode: {
            type: 'approver' as const,
            nodeId: 'Nb2',
            prevId: 'Lb2',
            properties: {
              title: '部门主管审批',
              assigneeType: 'director',
              directorLevel: 1,
              approvers: org(),
            },
          },
        },
      ],
      childNode: {
        type: 'copy' as const,
        nodeId: 'Ob2',
        prevId: 'Jb2',
        properties: { title: '抄送财务', members: org([{ id: '2', name: '财务' }]), userOptional: false },
      },
    },
  };
}

const item = amountFormItem('报销金额', 'common');

describe('approval flows', { timeout: 60_000 }, () => {
  const env = loggedInSandbox();

  const add = async (key: string, processData?: ReturnType<typeof tree>) =>
    unwrap(
      await env.admin.api.system.POST('/api/v1/actExApproval/add', {
        body: {
          name: '费用报销',
          formKey: `form_${key}`,
          processKey: `process_${key}`,
          flowGroup: '财务',
          flowImg: 3,
          advancedSetting: { autoRepeat: true, remarkRequired: true, remarkTip: '请填写审批意见' },
          formItemList: [item],
          processConditions: [{ formId: 2, label: '报销金额', tag: 'fc-amount' }],
          ...(processData ? { processData } : {}),
        },
      }),
    );
  const deploy = (id: number) => env.admin.api.system.POST('/api/v1/actExApproval/deploy', { body: { id } });

  it('names the first unfinished node in display order', () => {
    expect(firstUnfinished(tree())).toBeNull();
    expect(firstUnfinished(tree({ condition: false }))).toEqual({ title: '条件1', problem: '未设置条件' });
    expect(firstUnfinished(tree({ manager: false }))).toEqual({
      title: '总经理审批',
      problem: '未设置审批人',
    });
  });

  it('refuses to publish a flow without a process or with an unfinished node, naming it', async () => {
    const none = await add('bx_none');
    const noTree = await deploy(none.id);
    expect(noTree.response.status).toBe(400);
    expect(noTree.error).toMatchObject({ msg: '流程未设计，无法发布' });

    const flow = await add('bx_unfinished', tree({ manager: false }));
    const refused = await deploy(flow.id);
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ msg: '「总经理审批」未设置审批人，无法发布' });
    const page = unwrap(
      await env.admin.api.system.POST('/api/v1/actExApproval/page', {
        body: { name: '费用报销', page: 1, pageSize: 50 },
      }),
    );
    expect(page.records.find((r) => r.id === flow.id)).toMatchObject({ status: 0, version: 0 });
  });

  it('freezes each published version; later edits and 停用 leave it as it was', async () => {
    const flow = await add('bx_versions', tree());
    expect(flow).toMatchObject({
      flowGroup: '财务',
      flowImg: 3,
      advancedSetting: { autoRepeat: true, remarkRequired: true },
    });
    const v1 = unwrap(await deploy(flow.id));
    expect(v1).toMatchObject({ status: 1, version: 1 });

    // edit the flow: back to 未发布, version 1 unchanged
    const edited = tree();
    edited.childNode.childNode.properties.title = '抄送财务部';
    const changed = unwrap(
      await env.admin.api.system.POST('/api/v1/actExApproval/update', {
        body: { id: flow.id, name: '费用报销（新）', processData: edited, flowGroup: '综合行政', flowImg: 5 },
      }),
    );
    expect(changed).toMatchObject({ status: 0, version: 1, flowGroup: '综合行政', flowImg: 5 });
    const frozen = unwrap(
      await env.admin.api.system.POST('/api/v1/actExApproval/version', { body: { id: flow.id, version: 1 } }),
    );
    expect(frozen).toMatchObject({ approvalId: flow.id, version: 1, name: '费用报销', flowGroup: '财务' });
    expect(frozen.processData).toEqual(tree());

    const v2 = unwrap(await deploy(flow.id));
    expect(v2).toMatchObject({ status: 1, version: 2 });
    const second = unwrap(
      await env.admin.api.system.POST('/api/v1/actExApproval/version', { body: { id: flow.id, version: 2 } }),
    );
    expect(second).toMatchObject({ name: '费用报销（新）', flowGroup: '综合行政' });

    const disabled = unwrap(
      await env.admin.api.system.POST('/api/v1/actExApproval/disable', { body: { id: flow.id } }),
    );
    expect(disabled).toMatchObject({ status: 2, version: 2 });
    const byStatus = unwrap(
      await env.admin.api.system.POST('/api/v1/actExApproval/page', {
        body: { status: 2, page: 1, pageSize: 50 },
      }),
    );
    expect(byStatus.records.map((r) => r.id)).toContain(flow.id);
    const byGroup = unwrap(
      await env.admin.api.system.POST('/api/v1/actExApproval/page', {
        body: { flowGroup: '综合行政', page: 1, pageSize: 50 },
      }),
    );
    expect(byGroup.records.map((r) => r.id)).toEqual([flow.id]);
    expect(
      unwrap(
        await env.admin.api.system.POST('/api/v1/actExApproval/version', {
          body: { id: flow.id, version: 1 },
        }),
      ).processData,
    ).toEqual(tree());

    const missing = await env.admin.api.system.POST('/api/v1/actExApproval/version', {
      body: { id: flow.id, version: 3 },
    });
    expect(missing.response.status).toBe(404);
    const gone = await env.admin.api.system.POST('/api/v1/actExApproval/disable', { body: { id: 999_999 } });
    expect(gone.response.status).toBe(404);
  });
});
