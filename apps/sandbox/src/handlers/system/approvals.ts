/**
 * The approval workflow (审批流程): paged list, add, update (back to draft), delete, deploy (refused
 * for an unfinished process tree; freezes the flow as a version), disable (停用), read a version.
 */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, type OpHandler, ok, paging, requireUser, typedHandlers } from '../types';
import type { SystemSchema } from './shared';

type FormItem = SystemSchema<'FormItem'>;
type ProcessCondition = SystemSchema<'ProcessCondition'>;
type ProcessNode = SystemSchema<'ProcessNode'>;
type AdvancedSetting = SystemSchema<'ApprovalAdvancedSetting'>;

/** The versions frozen by 发布 (migration 010). */
export const approvalVersions = defineEntity({
  table: 'approval_version',
  key: 'approvalId',
  columns: {
    approvalId: col.int('approval_id'),
    version: col.int('version'),
    name: col.text('name'),
    flowGroup: col.text('flow_group'),
    formItemList: col.json<FormItem[]>('form_item_list'),
    processConditions: col.json<ProcessCondition[]>('process_conditions'),
    processData: col.json<ProcessNode>('process_data'),
    advancedSetting: col.json<AdvancedSetting>('advanced_setting'),
    deployTime: col.time('deploy_time'),
  },
  notFound: { msg: M.approvalVersionNotFound, code: Code.NotFound },
  orderBy: 't.version desc',
});

export const approvals = defineEntity({
  table: 'approval',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    formKey: col.text('form_key'),
    processKey: col.text('process_key'),
    status: col.smallint('status').defaulted(),
    version: col.int('version').defaulted(),
    remark: col.text('remark').nullable(),
    formItemList: col.json<FormItem[]>('form_item_list'),
    processConditions: col.json<ProcessCondition[]>('process_conditions').defaulted(),
    processData: col.json<ProcessNode>('process_data').nullable(),
    flowGroup: col.text('flow_group').defaulted(),
    flowImg: col.int('flow_img').defaulted(),
    advancedSetting: col.json<AdvancedSetting>('advanced_setting').defaulted(),
    createTime: col.time('create_time').defaulted(),
    updateTime: col.time('update_time').defaulted(),
    creator: col.text('creator'),
  },
  notFound: { msg: M.approvalNotFound, code: Code.NotFound },
  orderBy: 't.create_time desc, t.id desc',
});

type ApprovalRecord = RecordOf<typeof approvals>;

const toApproval = (r: ApprovalRecord): SystemSchema<'ApprovalRecord'> => ({
  ...r,
  status: r.status as SystemSchema<'ApprovalRecord'>['status'],
  remark: r.remark ?? '',
  processData: r.processData ?? null,
});

async function assertProcessKeyFree(q: Queryable, key: string, exceptId = 0): Promise<void> {
  const n = await approvals.count(q, { filter: { processKey: key }, where: [sql`t.id <> ${exceptId}`] });
  if (n > 0) fail(Code.Conflict, M.processKeyExists(key));
}

const approvalPage: OpHandler<'approvalPage'> = async (ctx) => {
  const b = ctx.body;
  const page = await approvals.list(ctx.db, {
    filter: { name: b.name ? { contains: b.name } : undefined, status: b.status, flowGroup: b.flowGroup },
    page: paging(b),
  });
  return ok({ total: page.total, records: page.records.map(toApproval) });
};

const approvalAdd: OpHandler<'approvalAdd'> = async (ctx) => {
  const b = ctx.body;
  const user = requireUser(ctx);
  const now = ctx.app.now();
  const row = await ctx.db.transaction(async (tx) => {
    await assertProcessKeyFree(tx, b.processKey);
    return approvals.insert(tx, {
      name: b.name,
      formKey: b.formKey,
      processKey: b.processKey,
      status: 0,
      version: 0,
      remark: b.remark ?? '',
      formItemList: b.formItemList,
      processConditions: b.processConditions ?? [],
      processData: b.processData ?? null,
      flowGroup: b.flowGroup ?? '',
      flowImg: b.flowImg ?? 0,
      advancedSetting: b.advancedSetting ?? {},
      createTime: now,
      updateTime: now,
      creator: user.realName,
    });
  });
  return ok(toApproval(row), M.added);
};

const approvalUpdate: OpHandler<'approvalUpdate'> = async (ctx) => {
  const b = ctx.body;
  const row = await ctx.db.transaction(async (tx) => {
    await approvals.assertExists(tx, b.id);
    if (b.processKey !== undefined) await assertProcessKeyFree(tx, b.processKey, b.id);
    // Any change sends the flow back to draft.
    return approvals.patch(tx, b.id, {
      name: b.name,
      formKey: b.formKey,
      processKey: b.processKey,
      remark: b.remark,
      formItemList: b.formItemList,
      processConditions: b.processConditions,
      processData: b.processData,
      flowGroup: b.flowGroup,
      flowImg: b.flowImg,
      advancedSetting: b.advancedSetting,
      status: 0,
      updateTime: ctx.app.now(),
    });
  });
  return ok(toApproval(row), M.updated);
};

const approvalDel: OpHandler<'approvalDel'> = async (ctx) => {
  await approvals.remove(ctx.db, ctx.body.id);
  return ok(null, M.deleted);
};

type Org = Partial<Record<string, unknown[]>> | null | undefined;
const orgCount = (v: Org) =>
  v ? Object.values(v).reduce((n, list) => n + (Array.isArray(list) ? list.length : 0), 0) : 0;

/**
 * The first unfinished node of a process tree in display order (as the designer shows it): an
 * approver without approvers for its assignee type, a cc node without members the initiator may
 * not add to, a non-default branch with neither conditions nor initiators.
 */
export function firstUnfinished(
  node: ProcessNode | null | undefined,
): { title: string; problem: string } | null {
  let current = node ?? undefined;
  while (current) {
    const p = (current.properties ?? {}) as Record<string, unknown>;
    const title = typeof p.title === 'string' ? p.title : '';
    if (current.type === 'approver') {
      const approvers = (p.approvers ?? {}) as Record<string, unknown[] | undefined>;
      const type = p.assigneeType;
      const missing =
        ((type === 'user' || type === 'role' || type === 'position') &&
          (approvers[type]?.length ?? 0) === 0) ||
        (type === 'director' && !(Number(p.directorLevel) >= 1)) ||
        !['user', 'role', 'position', 'director', 'myself', 'optional'].includes(String(type));
      if (missing) return { title, problem: M.noApprover };
    } else if (current.type === 'copy') {
      if (orgCount(p.members as Org) === 0 && p.userOptional !== true)
        return { title, problem: M.noCopyMember };
    } else if (current.type === 'condition') {
      const conditions = Array.isArray(p.conditions) ? p.conditions : [];
      if (p.isDefault !== true && conditions.length === 0 && orgCount(p.initiator as Org) === 0)
        return { title, problem: M.noCondition };
    }
    if (current.type === 'empty') {
      for (const branch of current.conditionNodes ?? []) {
        const found = firstUnfinished(branch);
        if (found) return found;
      }
    }
    current = current.childNode;
  }
  return null;
}

const approvalDeploy: OpHandler<'approvalDeploy'> = async (ctx) => {
  const { id } = ctx.body;
  const now = ctx.app.now();
  const row = await ctx.db.transaction(async (tx) => {
    const flow = await approvals.get(tx, id);
    const processData = flow.processData;
    if (!processData) return fail(Code.BadRequest, M.processNotDesigned);
    const unfinished = firstUnfinished(processData);
    if (unfinished) fail(Code.BadRequest, M.publishRefused(unfinished.title, unfinished.problem));
    const version = flow.version + 1;
    await approvalVersions.insert(tx, {
      approvalId: id,
      version,
      name: flow.name,
      flowGroup: flow.flowGroup,
      formItemList: flow.formItemList,
      processConditions: flow.processConditions,
      processData,
      advancedSetting: flow.advancedSetting,
      deployTime: now,
    });
    return approvals.patch(tx, id, { status: 1, version, updateTime: now });
  });
  return ok(toApproval(row), M.deployOk);
};

const approvalDisable: OpHandler<'approvalDisable'> = async (ctx) => {
  const { id } = ctx.body;
  const row = await ctx.db.transaction(async (tx) => {
    await approvals.assertExists(tx, id);
    return approvals.patch(tx, id, { status: 2, updateTime: ctx.app.now() });
  });
  return ok(toApproval(row), M.disableOk);
};

const approvalVersion: OpHandler<'approvalVersion'> = async (ctx) => {
  const { id, version } = ctx.body;
  const rows = await approvalVersions.list(ctx.db, { filter: { approvalId: id, version } });
  const found = rows.records?.[0];
  if (!found) fail(Code.NotFound, M.approvalVersionNotFound);
  return ok(found);
};

export const APPROVAL_HANDLERS = typedHandlers({
  approvalPage,
  approvalAdd,
  approvalUpdate,
  approvalDel,
  approvalDeploy,
  approvalDisable,
  approvalVersion,
});
