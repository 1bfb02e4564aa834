/** The approval workflow (审批流程): paged list, add, update (back to draft), delete, deploy. */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, type Handler, ok, paging, requireUser } from '../types';
import { bodyOf, type SystemSchema } from './shared';

type FormItem = SystemSchema<'FormItem'>;
type ProcessCondition = SystemSchema<'ProcessCondition'>;
type ProcessNode = SystemSchema<'ProcessNode'>;

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

const approvalPage: Handler = async (ctx) => {
  const b = bodyOf(ctx, 'approvalPage');
  const page = await approvals.list(ctx.db, {
    filter: { name: b.name ? { contains: b.name } : undefined, status: b.status },
    page: paging(b),
  });
  return ok({ total: page.total, records: page.records.map(toApproval) });
};

const approvalAdd: Handler = async (ctx) => {
  const b = bodyOf(ctx, 'approvalAdd');
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
      createTime: now,
      updateTime: now,
      creator: user.realName,
    });
  });
  return ok(toApproval(row), M.added);
};

const approvalUpdate: Handler = async (ctx) => {
  const b = bodyOf(ctx, 'approvalUpdate');
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
      status: 0,
      updateTime: ctx.app.now(),
    });
  });
  return ok(toApproval(row), M.updated);
};

const approvalDel: Handler = async (ctx) => {
  await approvals.remove(ctx.db, bodyOf(ctx, 'approvalDel').id);
  return ok(null, M.deleted);
};

const approvalDeploy: Handler = async (ctx) => {
  const { id } = bodyOf(ctx, 'approvalDeploy');
  const rows = await ctx.db.query<{ id: number }>(
    'update approval set status = 1, version = version + 1, update_time = $2::timestamptz where id = $1 returning id',
    [id, ctx.app.now().toISOString()],
  );
  if (rows.length === 0) fail(Code.NotFound, M.approvalNotFound);
  return ok(toApproval(await approvals.get(ctx.db, id)), M.deployOk);
};

export const APPROVAL_HANDLERS: Record<string, Handler> = {
  approvalPage,
  approvalAdd,
  approvalUpdate,
  approvalDel,
  approvalDeploy,
};
