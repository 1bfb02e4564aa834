/**
 * The approval runtime (审批运行): starting a request on a flow's latest published version,
 * 待办 / 已办 / 抄送我的 / 我发起的, the request's detail and timeline, 同意 / 驳回 / 转交 / 退回 /
 * 加签, 撤回, 催办 and the 工作台 figures. Every state change is one transaction that locks the
 * request row first, so two decisions on one task cannot both win.
 */
import type { Queryable } from '../../db/adapter';
import {
  type ApproverStep,
  applyApproverEdits,
  checkStartValues,
  type FormItemLike,
  type FormOperate,
  initiatorIn,
  nodePassed,
  type OrgValueLike,
  type RouteStep,
  routeSteps,
  startOperates,
  summarize,
  TASK,
  type TreeNode,
  visibleForm,
} from '../../domain/approval-runtime';
import { formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { type BodyOf, fail, ok, paging, requireUser, typedHandlers } from '../types';
import { FORM_MESSAGES, RM } from './approval-runtime-messages';
import {
  initiatorFacts,
  type Person,
  peopleById,
  resolveApprovers,
  resolveCc,
} from './approval-runtime-people';
import { assertReadableFiles } from './file-access';

/** A step of a request's stored route, with the people resolved at start. */
type StoredStep = RouteStep & { people: Person[] };

type StartBody = BodyOf<'approvalStart'>;
type ActBody = BodyOf<'approvalAct'>;

const REQUEST = { running: 1, approved: 2, rejected: 3, withdrawn: 4 } as const;
const HOUR_MS = 3600_000;

export interface RequestRow {
  id: number;
  approval_id: number;
  version: number;
  flow_name: string;
  flow_group: string;
  summary: string;
  initiator_id: number;
  initiator_name: string;
  form_values: Record<string, unknown>;
  path: StoredStep[];
  step: number;
  round: number;
  status: number;
  current_node_title: string | null;
  acted: boolean;
  last_urge_time: Date | null;
  create_time: Date;
  finish_time: Date | null;
}

interface TaskRow {
  id: number;
  request_id: number;
  step: number;
  round: number;
  node_id: string;
  node_title: string;
  assignee_id: number;
  assignee_name: string;
  status: number;
}

const fmt = (d: Date | null) => (d ? formatDateTime(d) : null);

/**
 * The 高级设置 of the version a request started on (frozen with it, R-15.advanced):
 * - autoRepeat: an approver who already approved this request passes again automatically;
 * - myAuditAutoPass: where the initiator is an approver, their task passes automatically;
 * - remarkRequired / remarkTip: 同意 needs a comment; the comment box's hint;
 * - notVisibleForSponsor: the initiator, viewing the request other than to handle a task of it,
 *   does not see approvers' comments.
 */
interface Advanced {
  autoRepeat: boolean;
  myAuditAutoPass: boolean;
  remarkRequired: boolean;
  remarkTip: string | null;
  notVisibleForSponsor: boolean;
}

async function advancedOf(q: Queryable, req: Pick<RequestRow, 'approval_id' | 'version'>): Promise<Advanced> {
  const [row] = await q.query<{ advanced_setting: Record<string, unknown> | null }>(
    'select advanced_setting from approval_version where approval_id = $1 and version = $2',
    [req.approval_id, req.version],
  );
  return advancedFrom(row?.advanced_setting);
}

/** The settings as stored in a version's advanced_setting (absent ones off). */
function advancedFrom(stored: Record<string, unknown> | null | undefined): Advanced {
  const a = stored ?? {};
  const tip = typeof a.remarkTip === 'string' && a.remarkTip.trim() ? a.remarkTip.trim() : null;
  return {
    autoRepeat: a.autoRepeat === true,
    myAuditAutoPass: a.myAuditAutoPass === true,
    remarkRequired: a.remarkRequired === true,
    remarkTip: tip,
    notVisibleForSponsor: a.notVisibleForSponsor === true,
  };
}

/** Approvers' comments, hidden from the initiator under notVisibleForSponsor. */
const APPROVER_COMMENTS = new Set(['approve', 'reject', 'transfer', 'return', 'addSign', 'autoPass']);

/** A task as 待办 and 已办 list it, with its request's flow, summary and initiator. */
const taskEntry = (t: {
  id: number;
  request_id: number;
  node_title: string;
  arrive_time: Date;
  flow_name: string;
  summary: string;
  initiator_name: string;
  create_time: Date;
}) => ({
  taskId: t.id,
  requestId: t.request_id,
  flowName: t.flow_name,
  summary: t.summary,
  initiatorName: t.initiator_name,
  createTime: formatDateTime(t.create_time),
  nodeTitle: t.node_title,
  arriveTime: formatDateTime(t.arrive_time),
});

const toRow = (r: RequestRow) => ({
  id: r.id,
  approvalId: r.approval_id,
  version: r.version,
  flowName: r.flow_name,
  flowGroup: r.flow_group,
  summary: r.summary,
  initiatorName: r.initiator_name,
  status: r.status as 1 | 2 | 3 | 4,
  currentNode: r.status === REQUEST.running ? r.current_node_title : null,
  createTime: formatDateTime(r.create_time),
  finishTime: fmt(r.finish_time),
  canWithdraw: r.status === REQUEST.running && !r.acted,
});

async function event(
  q: Queryable,
  requestId: number,
  action: string,
  nodeTitle: string,
  who: Person | null,
  comment: string | null,
  at: Date,
): Promise<void> {
  await q.query(
    `insert into approval_event (request_id, action, node_title, user_id, user_name, comment, create_time)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [requestId, action, nodeTitle, who?.userId ?? null, who?.name ?? '', comment, at],
  );
}

/**
 * Moves a request into step `from` and on: cc steps copy and continue, an approver step with
 * people gets its tasks (a new round) and stops there, one without people passes; past the last
 * step the request is approved.
 */
async function enterStep(q: Queryable, req: RequestRow, from: number, now: Date): Promise<void> {
  const path = req.path;
  const advanced = await advancedOf(q, req);
  for (let i = from; i < path.length; i++) {
    const step = path[i] as StoredStep;
    if (step.kind === 'copy') {
      for (const p of step.people) {
        await q.query(
          `insert into approval_cc (request_id, user_id, node_title, create_time) values ($1, $2, $3, $4)
           on conflict (request_id, user_id) do nothing`,
          [req.id, p.userId, step.title, now],
        );
      }
      if (step.people.length > 0)
        await event(q, req.id, 'cc', step.title, null, step.people.map((p) => p.name).join('、'), now);
      continue;
    }
    if (step.people.length === 0) {
      await event(q, req.id, 'pass', step.title, null, null, now);
      continue;
    }
    // Who passes without acting (高级设置): the initiator, and people who approved an earlier node of
    // this request (not this node: a request sent back here by 退回 is approved here again).
    const approvedBefore = advanced.autoRepeat
      ? new Set(
          (
            await q.query<{ assignee_id: number }>(
              'select distinct assignee_id from approval_task where request_id = $1 and status = $2 and step < $3',
              [req.id, TASK.approved, i],
            )
          ).map((r) => r.assignee_id),
        )
      : new Set<number>();
    const autoReason = (userId: number): string | null =>
      advanced.myAuditAutoPass && userId === req.initiator_id
        ? RM.autoPassInitiator
        : approvedBefore.has(userId)
          ? RM.autoPassRepeat
          : null;
    const round = req.round + 1;
    const statuses: number[] = [];
    for (const p of step.people) {
      const reason = autoReason(p.userId);
      const status = reason ? TASK.approved : TASK.pending;
      statuses.push(status);
      await q.query(
        `insert into approval_task (request_id, step, round, node_id, node_title, assignee_id, assignee_name, status,
             arrive_time, comment, finish_time)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          req.id,
          i,
          round,
          step.nodeId,
          step.title,
          p.userId,
          p.name,
          status,
          now,
          reason,
          reason ? now : null,
        ],
      );
      if (reason) await event(q, req.id, 'autoPass', step.title, p, reason, now);
    }
    await q.query(
      'update approval_request set step = $2, round = $3, current_node_title = $4 where id = $1',
      [req.id, i, round, step.title],
    );
    req.step = i;
    req.round = round;
    req.current_node_title = step.title;
    if (!nodePassed(step.counterSign, statuses)) return;
    // Passed already (或签 with one automatic approval, 会签 with all of them): the rest of the
    // round has nothing to do, and the request moves on.
    await q.query(
      'update approval_task set status = 5, finish_time = $3 where request_id = $1 and round = $2 and status = 0',
      [req.id, round, now],
    );
  }
  await q.query(
    `update approval_request set status = 2, step = $2, current_node_title = null, finish_time = $3 where id = $1`,
    [req.id, path.length, now],
  );
  await event(q, req.id, 'finish', RM.endTitle, null, null, now);
  req.status = REQUEST.approved;
  req.finish_time = now;
}

async function lockRequest(q: Queryable, id: number): Promise<RequestRow> {
  const [row] = await q.query<RequestRow>('select * from approval_request where id = $1 for update', [id]);
  if (!row) return fail(Code.NotFound, RM.requestNotFound);
  return row;
}

/** Locks a running request of the caller's own (404 when it is someone else's, 400 once it has finished). */
async function lockOwnRunningRequest(q: Queryable, id: number, userId: number): Promise<RequestRow> {
  const req = await lockRequest(q, id);
  if (req.initiator_id !== userId) fail(Code.NotFound, RM.requestNotFound);
  if (req.status !== REQUEST.running) fail(Code.BadRequest, RM.requestFinished);
  return req;
}

async function readRequest(q: Queryable, id: number): Promise<RequestRow> {
  const [row] = await q.query<RequestRow>('select * from approval_request where id = $1', [id]);
  if (!row) return fail(Code.NotFound, RM.requestNotFound);
  return row;
}

interface VersionRow {
  approval_id: number;
  version: number;
  name: string;
  flow_group: string;
  remark: string | null;
  form_item_list: FormItemLike[];
  process_data: TreeNode;
  /** Only where the query selects it (`select *`). */
  advanced_setting?: Record<string, unknown> | null;
}

/** The latest published version of the flows that are published now (optionally one flow). */
async function publishedVersions(q: Queryable, id?: number): Promise<VersionRow[]> {
  return q.query<VersionRow>(
    `select v.approval_id, v.version, v.name, v.flow_group, a.remark, v.form_item_list, v.process_data
     from approval a join approval_version v on v.approval_id = a.id and v.version = a.version
     where a.status = 1 and ($1::int is null or a.id = $1)
     order by v.flow_group, v.name, v.approval_id`,
    [id ?? null],
  );
}

async function startableVersion(q: Queryable, approvalId: number, userId: number) {
  const [v] = await publishedVersions(q, approvalId);
  const facts = await initiatorFacts(q, userId);
  if (!v || !initiatorIn(v.process_data.properties?.initiator as OrgValueLike | 'ALL', facts))
    return fail(Code.NotFound, RM.flowNotStartable);
  return { v, facts };
}

/** The approver nodes of a tree whose approvers the initiator chooses (发起人自选). */
function optionalNodes(tree: TreeNode): Array<{ nodeId: string; title: string; multiple: boolean }> {
  const out: Array<{ nodeId: string; title: string; multiple: boolean }> = [];
  const visit = (n: TreeNode | undefined) => {
    for (let c = n; c; c = c.childNode) {
      const p = c.properties ?? {};
      if (c.type === 'approver' && p.assigneeType === 'optional')
        out.push({ nodeId: c.nodeId, title: String(p.title ?? ''), multiple: p.optionalMultiUser === true });
      for (const b of c.conditionNodes ?? []) visit(b);
    }
  };
  visit(tree);
  return out;
}

const ccOptional = (tree: TreeNode): boolean => {
  let found = false;
  const visit = (n: TreeNode | undefined) => {
    for (let c = n; c; c = c.childNode) {
      if (c.type === 'copy' && c.properties?.userOptional === true) found = true;
      for (const b of c.conditionNodes ?? []) visit(b);
    }
  };
  visit(tree);
  return found;
};

const withOperates = (
  items: FormItemLike[],
  ops: Array<{ formId: number; formOperate: FormOperate }>,
  fallback: FormOperate,
  values: Record<string, unknown>,
  readOnly: boolean,
) => {
  const shown = visibleForm(items, ops, values, fallback);
  const mark = (
    list: Array<FormItemLike & { formOperate: FormOperate }>,
  ): Array<FormItemLike & { formOperate: FormOperate }> =>
    list.map((i) => ({
      ...i,
      formOperate: readOnly ? 1 : i.formOperate,
      ...(i.children && i.tagIcon === 'row'
        ? { children: mark(i.children as Array<FormItemLike & { formOperate: FormOperate }>) }
        : {}),
    }));
  return { items: mark(shown.items), values: shown.values };
};

/** Starts a request (inside the caller's transaction); the seed starts its sample requests with it too. */
export async function startRequest(
  tx: Queryable,
  user: { id: number; realName: string },
  b: StartBody,
  now: Date,
): Promise<RequestRow> {
  const { v, facts } = await startableVersion(tx, b.approvalId, user.id);
  const checked = checkStartValues(
    v.form_item_list,
    startOperates(v.process_data),
    b.formValues ?? {},
    FORM_MESSAGES,
  );
  if ('problem' in checked) return fail(Code.BadRequest, checked.problem);
  const values = checked.values;
  const steps = routeSteps(v.process_data, v.form_item_list, values, facts);
  const optional = b.optionalApprovers ?? {};
  const path: StoredStep[] = [];
  for (const step of steps) {
    if (step.kind === 'approver') {
      if (step.assigneeType === 'optional' && (optional[step.nodeId]?.length ?? 0) === 0)
        fail(Code.BadRequest, RM.optionalMissing(step.title));
      path.push({ ...step, people: await resolveApprovers(tx, step, facts, optional) });
    } else {
      const extra = step.userOptional ? (b.ccUserIds ?? []) : [];
      path.push({ ...step, people: await resolveCc(tx, step.members, extra) });
    }
  }
  const [inserted] = await tx.query<RequestRow>(
    `insert into approval_request (approval_id, version, flow_name, flow_group, summary, initiator_id,
         initiator_name, form_values, path, create_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [
      v.approval_id,
      v.version,
      v.name,
      v.flow_group,
      summarize(v.form_item_list, values),
      user.id,
      user.realName,
      JSON.stringify(values),
      JSON.stringify(path),
      now,
    ],
  );
  const req = inserted as RequestRow;
  await event(tx, req.id, 'start', RM.startTitle, { userId: user.id, name: user.realName }, null, now);
  await enterStep(tx, req, 0, now);
  return req;
}

/**
 * Acts on a pending task of `user`. State-free checks run first; then, under the request's row
 * lock, the task must still be pending (else 409). With `inTx` it runs in the caller's transaction.
 */
export async function actOnTask(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  user: { id: number; realName: string },
  b: ActBody,
  now: Date,
  inTx?: Queryable,
): Promise<RequestRow> {
  const comment = b.comment?.trim() ?? '';
  const me: Person = { userId: user.id, name: user.realName };
  // Checks that need no state first: a refusal changes nothing.
  if (b.action === 'reject' && !comment) fail(Code.BadRequest, RM.rejectReason);
  if (b.action === 'transfer' && !b.userId) fail(Code.BadRequest, RM.transferUser);
  if (b.action === 'addSign' && !b.userId) fail(Code.BadRequest, RM.addSignUser);
  if (b.action === 'return' && !b.nodeId) fail(Code.BadRequest, RM.returnNode);
  if ((b.action === 'transfer' || b.action === 'addSign') && b.userId === user.id)
    fail(Code.BadRequest, RM.notSelf);
  const run = async (tx: Queryable): Promise<RequestRow> => {
    const [found] = await tx.query<TaskRow>('select * from approval_task where id = $1', [b.taskId]);
    if (!found || found.assignee_id !== user.id) return fail(Code.NotFound, RM.taskNotFound);
    const req = await lockRequest(tx, found.request_id);
    // Read again under the request's lock: a concurrent decision has committed by now.
    const [task] = await tx.query<TaskRow>('select * from approval_task where id = $1', [b.taskId]);
    if (!task || task.status !== TASK.pending || req.status !== REQUEST.running)
      return fail(Code.Conflict, RM.taskHandled);
    const step = req.path[task.step] as StoredStep & ApproverStep;
    const finishTask = (status: number, text: string | null) =>
      tx.query('update approval_task set status = $2, comment = $3, finish_time = $4 where id = $1', [
        task.id,
        status,
        text,
        now,
      ]);
    const cancelRound = () =>
      tx.query(
        'update approval_task set status = 5, finish_time = $3 where request_id = $1 and round = $2 and status = 0',
        [req.id, req.round, now],
      );
    await tx.query('update approval_request set acted = true where id = $1', [req.id]);
    req.acted = true;

    if (b.action === 'approve') {
      const [version] = await tx.query<VersionRow>(
        'select form_item_list, advanced_setting from approval_version where approval_id = $1 and version = $2',
        [req.approval_id, req.version],
      );
      if (!comment && advancedFrom(version?.advanced_setting).remarkRequired)
        return fail(Code.BadRequest, RM.remarkRequired);
      const edited = applyApproverEdits(
        version?.form_item_list ?? [],
        step.formOperates,
        req.form_values,
        b.formValues,
        true,
        FORM_MESSAGES,
      );
      if ('problem' in edited) return fail(Code.BadRequest, edited.problem);
      if (JSON.stringify(edited.values) !== JSON.stringify(req.form_values)) {
        await tx.query('update approval_request set form_values = $2 where id = $1', [
          req.id,
          JSON.stringify(edited.values),
        ]);
      }
      await finishTask(TASK.approved, comment || null);
      await event(tx, req.id, 'approve', step.title, me, comment || null, now);
      const statuses = (
        await tx.query<{ status: number }>(
          'select status from approval_task where request_id = $1 and round = $2',
          [req.id, req.round],
        )
      ).map((r) => r.status);
      if (nodePassed(step.counterSign, statuses)) {
        await cancelRound();
        await enterStep(tx, req, task.step + 1, now);
      }
    } else if (b.action === 'reject') {
      await finishTask(TASK.rejected, comment);
      await cancelRound();
      await tx.query(
        'update approval_request set status = 3, current_node_title = null, finish_time = $2 where id = $1',
        [req.id, now],
      );
      await event(tx, req.id, 'reject', step.title, me, comment, now);
    } else if (b.action === 'transfer' || b.action === 'addSign') {
      const [target] = await peopleById(tx, [b.userId as number]);
      if (!target) return fail(Code.BadRequest, RM.userNotFound);
      const busy = await tx.query(
        'select 1 from approval_task where request_id = $1 and round = $2 and status = 0 and assignee_id = $3',
        [req.id, req.round, target.userId],
      );
      if (busy.length > 0) return fail(Code.BadRequest, RM.alreadyApprover);
      if (b.action === 'transfer') {
        const text = comment
          ? `${RM.transferComment(target.name)}：${comment}`
          : RM.transferComment(target.name);
        await finishTask(TASK.transferred, text);
        await tx.query(
          `insert into approval_task (request_id, step, round, node_id, node_title, assignee_id, assignee_name, status, arrive_time)
             values ($1, $2, $3, $4, $5, $6, $7, 0, $8)`,
          [req.id, task.step, req.round, task.node_id, task.node_title, target.userId, target.name, now],
        );
        await event(tx, req.id, 'transfer', step.title, me, text, now);
      } else {
        const added: StoredStep = {
          ...step,
          nodeId: `${step.nodeId}+${req.path.length}`,
          title: RM.addSignTitle(target.name),
          assigneeType: 'user',
          counterSign: true,
          people: [target],
        };
        const path = [...req.path.slice(0, task.step + 1), added, ...req.path.slice(task.step + 1)];
        await tx.query('update approval_request set path = $2 where id = $1', [req.id, JSON.stringify(path)]);
        await event(
          tx,
          req.id,
          'addSign',
          step.title,
          me,
          RM.addSignComment(target.name) + (comment ? `：${comment}` : ''),
          now,
        );
      }
    } else {
      const target = req.path.findIndex(
        (s, i) => i < task.step && s.kind === 'approver' && s.nodeId === b.nodeId && s.people.length > 0,
      );
      if (target < 0) return fail(Code.BadRequest, RM.returnEarlier);
      const title = (req.path[target] as StoredStep).title;
      const text = comment ? `${RM.returnComment(title)}：${comment}` : RM.returnComment(title);
      await finishTask(TASK.returned, text);
      await cancelRound();
      await event(tx, req.id, 'return', step.title, me, text, now);
      await enterStep(tx, req, target, now);
    }
    const [out] = await tx.query<RequestRow>('select * from approval_request where id = $1', [req.id]);
    return out as RequestRow;
  };
  return inTx ? run(inTx) : db.transaction(run);
}

// ── handlers ─────────────────────────────────────────────────────────────────────────────────

const like = (s: string | undefined) =>
  s?.trim() ? `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

/** The `fileId`s of uploaded files anywhere in a form's values (its 上传 fields, tables of them). */
export function fileIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fileIdsIn);
  if (typeof value !== 'object' || value === null) return [];
  const o = value as Record<string, unknown>;
  const own = typeof o.fileId === 'string' ? [o.fileId] : [];
  return [...own, ...Object.values(o).flatMap(fileIdsIn)];
}

export const APPROVAL_RUNTIME_HANDLERS = typedHandlers({
  approvalStartable: async (ctx) => {
    const user = requireUser(ctx);
    const facts = await initiatorFacts(ctx.db, user.id);
    const name = ctx.body.name?.trim();
    const rows = (await publishedVersions(ctx.db)).filter(
      (v) =>
        (!name || v.name.includes(name)) &&
        initiatorIn(v.process_data.properties?.initiator as OrgValueLike | 'ALL', facts),
    );
    return ok(
      rows.map((v) => ({
        id: v.approval_id,
        name: v.name,
        flowGroup: v.flow_group,
        version: v.version,
        remark: v.remark ?? '',
      })),
    );
  },

  approvalStartForm: async (ctx) => {
    const user = requireUser(ctx);
    const { v } = await startableVersion(ctx.db, ctx.body.id, user.id);
    const form = withOperates(v.form_item_list, startOperates(v.process_data), 2, {}, false);
    return ok({
      approvalId: v.approval_id,
      version: v.version,
      name: v.name,
      formItemList: form.items,
      optionalNodes: optionalNodes(v.process_data),
      ccOptional: ccOptional(v.process_data),
    });
  },

  approvalStart: async (ctx) => {
    const user = requireUser(ctx);
    // 上传 fields open their files to the request's participants: only files the initiator may read
    await assertReadableFiles(ctx, fileIdsIn(ctx.body.formValues), RM.attachmentMissing);
    const row = await ctx.db.transaction((tx) => startRequest(tx, user, ctx.body, ctx.app.now()));
    return ok(toRow(row), RM.started);
  },

  approvalMine: async (ctx) => {
    const user = requireUser(ctx);
    const b = ctx.body;
    const { limit, offset } = paging(b);
    const params = [user.id, b.status ?? null, like(b.name)];
    const where = `initiator_id = $1 and ($2::int is null or status = $2) and ($3::text is null or flow_name ilike $3)`;
    const [count] = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from approval_request where ${where}`,
      params,
    );
    const rows = await ctx.db.query<RequestRow>(
      `select * from approval_request where ${where} order by create_time desc, id desc limit $4 offset $5`,
      [...params, limit, offset],
    );
    return ok({ total: count?.n ?? 0, records: rows.map(toRow) });
  },

  approvalDetail: async (ctx) => {
    const user = requireUser(ctx);
    const { id, taskId } = ctx.body;
    const req = await readRequest(ctx.db, id);
    const tasks = await ctx.db.query<TaskRow>(
      'select * from approval_task where request_id = $1 and assignee_id = $2 order by id desc',
      [id, user.id],
    );
    const [cc] = await ctx.db.query<{ id: number; read_time: Date | null }>(
      'select id, read_time from approval_cc where request_id = $1 and user_id = $2',
      [id, user.id],
    );
    const isInitiator = req.initiator_id === user.id;
    if (!isInitiator && tasks.length === 0 && !cc) fail(Code.NotFound, RM.requestNotFound);
    const [version] = await ctx.db.query<VersionRow>(
      'select * from approval_version where approval_id = $1 and version = $2',
      [req.approval_id, req.version],
    );
    const items = version?.form_item_list ?? [];
    const pending = tasks.find((t) => t.status === TASK.pending && (taskId === undefined || t.id === taskId));
    let form: ReturnType<typeof withOperates>;
    if (pending) {
      const step = req.path[pending.step] as ApproverStep;
      form = withOperates(items, step.formOperates, 1, req.form_values, false);
    } else if (tasks.length > 0) {
      const step = req.path[tasks[0]?.step ?? 0] as ApproverStep | undefined;
      form = withOperates(
        items,
        step?.kind === 'approver' ? step.formOperates : [],
        1,
        req.form_values,
        true,
      );
    } else {
      // The initiator and cc members see what the start node shows, read-only.
      const ops = version ? startOperates(version.process_data) : [];
      form = withOperates(items, ops, 2, req.form_values, true);
    }
    if (cc && !cc.read_time)
      await ctx.db.query('update approval_cc set read_time = $2 where id = $1', [cc.id, ctx.app.now()]);
    const timeline = await ctx.db.query<{
      action: string;
      node_title: string;
      user_name: string;
      comment: string | null;
      create_time: Date;
    }>('select * from approval_event where request_id = $1 order by id', [id]);
    const returnTargets = pending
      ? req.path
          .slice(0, pending.step)
          .flatMap((s) =>
            s.kind === 'approver' && s.people.length > 0 ? [{ nodeId: s.nodeId, title: s.title }] : [],
          )
      : [];
    const running = req.status === REQUEST.running;
    const advanced = advancedFrom(version?.advanced_setting);
    // The initiator viewing their request (not handling a task of it) under notVisibleForSponsor.
    const hideComments = advanced.notVisibleForSponsor && isInitiator && !pending;
    return ok({
      ...toRow(req),
      initiatorId: req.initiator_id,
      formItemList: form.items,
      formValues: form.values,
      timeline: timeline.map((e) => ({
        action: e.action as 'start',
        nodeTitle: e.node_title,
        userName: e.user_name,
        comment: hideComments && APPROVER_COMMENTS.has(e.action) ? null : e.comment,
        time: formatDateTime(e.create_time),
      })),
      task: pending
        ? {
            taskId: pending.id,
            nodeTitle: pending.node_title,
            returnTargets,
            remarkRequired: advanced.remarkRequired,
            remarkTip: advanced.remarkTip,
          }
        : null,
      canWithdraw: isInitiator && running && !req.acted,
      canUrge: isInitiator && running,
    });
  },

  approvalWithdraw: async (ctx) => {
    const user = requireUser(ctx);
    const now = ctx.app.now();
    const row = await ctx.db.transaction(async (tx) => {
      const req = await lockOwnRunningRequest(tx, ctx.body.id, user.id);
      if (req.acted) fail(Code.BadRequest, RM.withdrawActed);
      await tx.query(
        'update approval_task set status = 5, finish_time = $2 where request_id = $1 and status = 0',
        [req.id, now],
      );
      const [out] = await tx.query<RequestRow>(
        `update approval_request set status = 4, finish_time = $2 where id = $1 returning *`,
        [req.id, now],
      );
      await event(tx, req.id, 'withdraw', RM.startTitle, { userId: user.id, name: user.realName }, null, now);
      return out as RequestRow;
    });
    return ok(toRow(row), RM.withdrawn);
  },

  approvalUrge: async (ctx) => {
    const user = requireUser(ctx);
    const now = ctx.app.now();
    const reminded = await ctx.db.transaction(async (tx) => {
      const req = await lockOwnRunningRequest(tx, ctx.body.id, user.id);
      if (req.last_urge_time && now.getTime() - req.last_urge_time.getTime() < HOUR_MS)
        fail(
          Code.BadRequest,
          RM.urgeTooSoon(formatDateTime(new Date(req.last_urge_time.getTime() + HOUR_MS)).slice(11, 16)),
        );
      const pending = await tx.query<{ assignee_id: number }>(
        'select distinct assignee_id from approval_task where request_id = $1 and status = 0',
        [req.id],
      );
      if (pending.length === 0) fail(Code.BadRequest, RM.noOneToUrge);
      for (const p of pending) {
        await tx.query(
          'insert into approval_reminder (request_id, user_id, from_name, create_time) values ($1, $2, $3, $4)',
          [req.id, p.assignee_id, user.realName, now],
        );
      }
      await tx.query('update approval_request set last_urge_time = $2 where id = $1', [req.id, now]);
      await event(
        tx,
        req.id,
        'urge',
        req.current_node_title ?? '',
        { userId: user.id, name: user.realName },
        null,
        now,
      );
      return pending.length;
    });
    return ok({ reminded }, RM.urged);
  },

  approvalTodo: async (ctx) => {
    const user = requireUser(ctx);
    const { limit, offset } = paging(ctx.body);
    const kw = like(ctx.body.keyword);
    // Without a keyword the page and the count read only the partial index of the user's pending
    // tasks; the requests are joined to the page's rows alone.
    const [count] = kw
      ? await ctx.db.query<{ n: number }>(
          `select count(*)::int as n from approval_task t join approval_request r on r.id = t.request_id
           where t.assignee_id = $1 and t.status = 0 and (r.flow_name ilike $2 or r.summary ilike $2)`,
          [user.id, kw],
        )
      : await ctx.db.query<{ n: number }>(
          'select count(*)::int as n from approval_task where assignee_id = $1 and status = 0',
          [user.id],
        );
    const page = kw
      ? `select t.* from approval_task t join approval_request r on r.id = t.request_id
         where t.assignee_id = $1 and t.status = 0 and (r.flow_name ilike $4 or r.summary ilike $4)
         order by t.arrive_time desc, t.id desc limit $2 offset $3`
      : `select * from approval_task where assignee_id = $1 and status = 0
         order by arrive_time desc, id desc limit $2 offset $3`;
    const rows = await ctx.db.query<
      TaskRow & {
        arrive_time: Date;
        flow_name: string;
        summary: string;
        initiator_name: string;
        create_time: Date;
      }
    >(
      `select t.id, t.request_id, t.node_title, t.arrive_time, r.flow_name, r.summary, r.initiator_name, r.create_time
       from (${page}) t join approval_request r on r.id = t.request_id
       order by t.arrive_time desc, t.id desc`,
      kw ? [user.id, limit, offset, kw] : [user.id, limit, offset],
    );
    return ok({
      total: count?.n ?? 0,
      records: rows.map(taskEntry),
    });
  },

  approvalDone: async (ctx) => {
    const user = requireUser(ctx);
    const { limit, offset } = paging(ctx.body);
    const kw = like(ctx.body.keyword);
    const where = `t.assignee_id = $1 and t.status in (1, 2, 3, 4) and ($2::text is null or r.flow_name ilike $2 or r.summary ilike $2)`;
    const [count] = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from approval_task t join approval_request r on r.id = t.request_id where ${where}`,
      [user.id, kw],
    );
    const rows = await ctx.db.query<{
      id: number;
      request_id: number;
      node_title: string;
      status: number;
      comment: string | null;
      arrive_time: Date;
      finish_time: Date;
      flow_name: string;
      summary: string;
      initiator_name: string;
      initiator_id: number;
      create_time: Date;
      request_status: number;
      acted: boolean;
    }>(
      `select t.id, t.request_id, t.node_title, t.status, t.comment, t.arrive_time, t.finish_time,
         r.flow_name, r.summary, r.initiator_name, r.initiator_id, r.create_time, r.status as request_status, r.acted
       from approval_task t join approval_request r on r.id = t.request_id
       where ${where} order by t.finish_time desc, t.id desc limit $3 offset $4`,
      [user.id, kw, limit, offset],
    );
    return ok({
      total: count?.n ?? 0,
      records: rows.map((t) => ({
        ...taskEntry(t),
        result: t.status as 1 | 2 | 3 | 4,
        comment: t.comment,
        finishTime: formatDateTime(t.finish_time),
        durationMs: Math.max(0, t.finish_time.getTime() - t.arrive_time.getTime()),
        requestStatus: t.request_status as 1 | 2 | 3 | 4,
        canWithdraw: t.initiator_id === user.id && t.request_status === REQUEST.running && !t.acted,
      })),
    });
  },

  approvalAct: async (ctx) => {
    const user = requireUser(ctx);
    // an approver's edits may not bring in a file the approver may not read either
    await assertReadableFiles(ctx, fileIdsIn(ctx.body.formValues), RM.attachmentMissing);
    const row = await actOnTask(ctx.db, user, ctx.body, ctx.app.now());
    return ok(toRow(row), RM.acted);
  },

  approvalCcPage: async (ctx) => {
    const user = requireUser(ctx);
    const { limit, offset } = paging(ctx.body);
    const read = ctx.body.read ?? null;
    const where = `c.user_id = $1 and ($2::boolean is null or (c.read_time is not null) = $2)`;
    const [count] = await ctx.db.query<{ n: number; unread: number }>(
      `select count(*) filter (where ${where})::int as n,
              count(*) filter (where c.read_time is null)::int as unread
       from approval_cc c where c.user_id = $1`,
      [user.id, read],
    );
    const rows = await ctx.db.query<{
      id: number;
      request_id: number;
      node_title: string;
      read_time: Date | null;
      flow_name: string;
      summary: string;
      initiator_name: string;
      create_time: Date;
      status: number;
    }>(
      `select c.id, c.request_id, c.node_title, c.read_time, r.flow_name, r.summary, r.initiator_name,
         c.create_time, r.status
       from approval_cc c join approval_request r on r.id = c.request_id
       where ${where} order by c.create_time desc, c.id desc limit $3 offset $4`,
      [user.id, read, limit, offset],
    );
    return ok({
      total: count?.n ?? 0,
      unread: count?.unread ?? 0,
      records: rows.map((c) => ({
        id: c.id,
        requestId: c.request_id,
        flowName: c.flow_name,
        summary: c.summary,
        initiatorName: c.initiator_name,
        createTime: formatDateTime(c.create_time),
        nodeTitle: c.node_title,
        read: c.read_time !== null,
        requestStatus: c.status as 1 | 2 | 3 | 4,
      })),
    });
  },

  approvalCcRead: async (ctx) => {
    const user = requireUser(ctx);
    const { ids, all } = ctx.body;
    const rows = await ctx.db.query(
      `update approval_cc set read_time = $3 where user_id = $1 and read_time is null
         and ($2::int4[] is null or id = any($2::int4[])) returning id`,
      [user.id, all ? null : (ids ?? []), ctx.app.now()],
    );
    return ok({ changed: rows.length }, RM.readOk);
  },

  approvalWorkbench: async (ctx) => {
    const user = requireUser(ctx);
    const [c] = await ctx.db.query<{ todo: number; done: number; cc: number; unread: number; mine: number }>(
      `select
         (select count(*) from approval_task where assignee_id = $1 and status = 0)::int as todo,
         (select count(*) from approval_task where assignee_id = $1 and status in (1, 2, 3, 4))::int as done,
         (select count(*) from approval_cc where user_id = $1)::int as cc,
         (select count(*) from approval_cc where user_id = $1 and read_time is null)::int as unread,
         (select count(*) from approval_request where initiator_id = $1)::int as mine`,
      [user.id],
    );
    const reminders = await ctx.db.query<{
      id: number;
      request_id: number;
      from_name: string;
      create_time: Date;
      flow_name: string;
    }>(
      `select m.id, m.request_id, m.from_name, m.create_time, r.flow_name
       from approval_reminder m join approval_request r on r.id = m.request_id
       where m.user_id = $1 order by m.create_time desc, m.id desc limit 10`,
      [user.id],
    );
    return ok({
      todo: c?.todo ?? 0,
      done: c?.done ?? 0,
      cc: c?.cc ?? 0,
      ccUnread: c?.unread ?? 0,
      mine: c?.mine ?? 0,
      reminders: reminders.map((m) => ({
        id: m.id,
        requestId: m.request_id,
        flowName: m.flow_name,
        fromName: m.from_name,
        time: formatDateTime(m.create_time),
      })),
    });
  },
});
