/**
 * 公文管理 (R-15.document): official documents with the GB/T 9704-2012 elements — 份号, 密级 with
 * 保密期限, 紧急程度, 发文机关标志, 发文字号 (机关代字〔年份〕序号号, unique), 签发人, 标题, 主送,
 * 正文 (sanitised rich text), 附件 with 附件说明, 抄送, 印发机关, 印发日期, 成文日期 — drafted and
 * routed through an approval flow. The status is derived from the document's latest approval
 * request (none: 草稿; 审批中 / 已通过 / 已驳回 / 已撤回 from the request), so it cannot drift.
 * A 草稿, 已驳回 or 已撤回 document can be edited and submitted again; only a 草稿 can be deleted.
 *
 * Who sees and changes a document (R-25.owner, `docVisibleTo` / `docChangeableBy`): a draft only its
 * drafter; once submitted also every approver of its latest approval request (whoever held a task
 * of it). 主送 / 抄送 are free-text organ names (GB/T 9704-2012), not accounts, so they name nobody
 * who could be let in, and 密级 above 普通 therefore leaves the same people: drafter and approvers.
 * Only the drafter edits, submits and deletes. Administrators see and change every document.
 * Outside that, a document answers as if it did not exist (HTTP 404 公文不存在), for the list,
 * the detail and every write alike: its existence (a 绝密 title, a 发文字号) is not revealed, and
 * the web app, which treats a body code 403 as the end of the session, stays signed in.
 */

import type { Caller } from '../../auth/access';
import type { Queryable } from '../../db/adapter';
import { joinSql, run, type Sql, sql } from '../../db/entity';
import { type FormItemLike, flattenItems, vModelOf } from '../../domain/approval-runtime';
import { M } from '../../messages';
import { likeAnywhere } from '../../util/like';
import { formatDateTime, isRealDate } from '../../util/time';
import { Code } from '../codes';
import { type BodyOf, fail, ok, requireUser, typedHandlers } from '../types';
import { startRequest } from './approval-runtime';
import { assertReadableFiles } from './file-access';
import { htmlText, sanitizeArticleHtml } from './news';
import type { SystemSchema } from './shared';

export const DOC_MSG = {
  notFound: '公文不存在',
  titleRequired: '请填写标题',
  mainToRequired: '请填写主送机关',
  bodyRequired: '请填写正文',
  issuerRequired: '请填写发文机关标志',
  docNoRequired: '请填写发文字号',
  docNoFormat: '发文字号格式应为“机关代字〔年份〕序号号”，如 湘农资〔2026〕12号',
  docNoExists: '发文字号已存在',
  copyNoFormat: '份号应为6位数字',
  badDate: (label: string) => `${label}应为有效日期（YYYY-MM-DD）`,
  readOnly: '审批中或已通过的公文不能修改',
  cannotSubmit: '审批中或已通过的公文不能再次提交',
  deleteOnlyDraft: '只有草稿状态的公文可以删除',
  submitted: '已提交审批',
  orgCodeFormat: '机关代字应为1至20个汉字或字母',
  attachmentMissing: '附件不存在',
} as const;

/** Status of a document: 0 草稿, then the approval request's 1 审批中, 2 已通过, 3 已驳回, 4 已撤回. */
export const DOC_STATUS = { draft: 0, running: 1, approved: 2, rejected: 3, withdrawn: 4 } as const;
const EDITABLE: readonly number[] = [DOC_STATUS.draft, DOC_STATUS.rejected, DOC_STATUS.withdrawn];

/** 发文字号: 机关代字〔年份〕序号号 — the 序号 without leading zeros (GB/T 9704-2012 7.2.4). */
export const DOC_NO = /^([\u4e00-\u9fa5A-Za-z]{1,20})〔(\d{4})〕([1-9]\d{0,5})号$/;
const ORG_CODE = /^[\u4e00-\u9fa5A-Za-z]{1,20}$/;
const COPY_NO = /^\d{6}$/;

const SECRECY_TEXT = ['无', '秘密', '机密', '绝密'] as const;
const URGENCY_TEXT = ['无', '加急', '特急'] as const;

type SaveBody = BodyOf<'officialDocSave'>;

interface DocDbRow {
  id: number;
  title: string;
  docNo: string;
  secrecy: number;
  urgency: number;
  status: number;
  printDate: string | null;
  creatorName: string;
  updateTime: unknown;
  requestId: number | null;
  canChange?: boolean;
  copyNo?: string | null;
  secrecyTerm?: string | null;
  issuer?: string;
  signer?: string | null;
  mainTo?: string;
  body?: string;
  attachments?: SystemSchema<'NoticeAttachment'>[] | null;
  attachmentNote?: string | null;
  cc?: string | null;
  printOrg?: string | null;
  writtenDate?: string | null;
}

const STATUS = sql`coalesce(r.status, 0)::int`;
const FROM = sql`official_document d left join approval_request r on r.id = d.request_id`;
const ROW_COLUMNS = sql`d.id, d.title, d.doc_no as "docNo", d.secrecy, d.urgency, ${STATUS} as status,
  to_char(d.print_date, 'YYYY-MM-DD') as "printDate", d.creator_name as "creatorName",
  d.update_time as "updateTime", d.request_id as "requestId"`;
const DETAIL_COLUMNS = sql`${ROW_COLUMNS}, d.copy_no as "copyNo", d.secrecy_term as "secrecyTerm", d.issuer,
  d.signer, d.main_to as "mainTo", d.body, d.attachments, d.attachment_note as "attachmentNote", d.cc,
  d.print_org as "printOrg", to_char(d.written_date, 'YYYY-MM-DD') as "writtenDate"`;

const time = (v: unknown): string => formatDateTime(v instanceof Date ? v : new Date(String(v)));

/**
 * The documents (alias `d`) the caller may open: administrators every one; anyone else those they
 * drafted and those whose latest approval request gave them a task (its approvers).
 */
export function docVisibleTo(user: Caller): Sql {
  if (user.isAdmin) return sql`true`;
  return sql`(d.creator_id = ${user.id} or exists (
    select 1 from approval_task t where t.request_id = d.request_id and t.assignee_id = ${user.id}))`;
}

/** The documents (alias `d`) the caller may edit, submit and delete: their drafter's, or any for an administrator. */
export function docChangeableBy(user: Caller): Sql {
  return user.isAdmin ? sql`true` : sql`(d.creator_id is not distinct from ${user.id})`;
}

/** The row columns with `canChange` for the caller. */
const rowColumnsFor = (user: Caller) => sql`${ROW_COLUMNS}, ${docChangeableBy(user)} as "canChange"`;

const toRow = (r: DocDbRow) => ({
  id: Number(r.id),
  title: r.title,
  docNo: r.docNo,
  secrecy: Number(r.secrecy) as 0 | 1 | 2 | 3,
  urgency: Number(r.urgency) as 0 | 1 | 2,
  status: Number(r.status) as 0 | 1 | 2 | 3 | 4,
  printDate: r.printDate,
  creatorName: r.creatorName,
  updateTime: time(r.updateTime),
  canChange: Boolean(r.canChange),
});

/**
 * Locks a document the caller may change and answers it with its derived status; 404 when it does
 * not exist or is not the caller's to change (the same answer, see the module comment).
 */
async function lockDoc(q: Queryable, id: number, user: Caller): Promise<DocDbRow> {
  const [locked] = await q.query<{ id: number }>(
    'select id from official_document where id = $1 for update',
    [id],
  );
  if (!locked) return fail(Code.NotFound, DOC_MSG.notFound);
  const [row] = await run<DocDbRow>(
    q,
    sql`select ${DETAIL_COLUMNS} from ${FROM} where d.id = ${id} and ${docChangeableBy(user)}`,
  );
  return row ?? fail(Code.NotFound, DOC_MSG.notFound);
}

const blankToNull = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

/** Checks a save body (no state needed); answers the values to store, or fails with the first problem. */
function checkSave(b: SaveBody) {
  const title = b.title.trim();
  if (!title) fail(Code.BadRequest, DOC_MSG.titleRequired);
  const issuer = b.issuer.trim();
  if (!issuer) fail(Code.BadRequest, DOC_MSG.issuerRequired);
  const docNo = b.docNo.trim();
  if (!docNo) fail(Code.BadRequest, DOC_MSG.docNoRequired);
  if (!DOC_NO.test(docNo)) fail(Code.BadRequest, DOC_MSG.docNoFormat);
  const copyNo = blankToNull(b.copyNo);
  if (copyNo !== null && !COPY_NO.test(copyNo)) fail(Code.BadRequest, DOC_MSG.copyNoFormat);
  const mainTo = b.mainTo.trim();
  if (!mainTo) fail(Code.BadRequest, DOC_MSG.mainToRequired);
  const body = sanitizeArticleHtml(b.body);
  if (!htmlText(body)) fail(Code.BadRequest, DOC_MSG.bodyRequired);
  const printDate = blankToNull(b.printDate);
  if (printDate !== null && !isRealDate(printDate)) fail(Code.BadRequest, DOC_MSG.badDate('印发日期'));
  const writtenDate = blankToNull(b.writtenDate);
  if (writtenDate !== null && !isRealDate(writtenDate)) fail(Code.BadRequest, DOC_MSG.badDate('成文日期'));
  const secrecy = b.secrecy ?? 0;
  return {
    copyNo,
    secrecy,
    secrecyTerm: secrecy === 0 ? null : blankToNull(b.secrecyTerm),
    urgency: b.urgency ?? 0,
    issuer,
    docNo,
    signer: blankToNull(b.signer),
    title,
    mainTo,
    body,
    attachments: JSON.stringify(b.attachments ?? []),
    attachmentNote: blankToNull(b.attachmentNote),
    cc: blankToNull(b.cc),
    printOrg: blankToNull(b.printOrg),
    printDate,
    writtenDate,
  };
}

/** The values of a flow's text fields labelled like a document element, filled from the document. */
export function formValuesFor(items: readonly FormItemLike[], doc: DocDbRow): Record<string, unknown> {
  const byLabel: Record<string, string | null | undefined> = {
    标题: doc.title,
    公文标题: doc.title,
    发文字号: doc.docNo,
    密级: SECRECY_TEXT[Number(doc.secrecy)],
    紧急程度: URGENCY_TEXT[Number(doc.urgency)],
    主送: doc.mainTo,
    主送机关: doc.mainTo,
    签发人: doc.signer,
  };
  const values: Record<string, unknown> = {};
  for (const item of flattenItems(items)) {
    const text = byLabel[String(item.label ?? '')];
    if (text && (item.tagIcon === 'input' || item.tagIcon === 'textarea')) values[vModelOf(item)] = text;
  }
  return values;
}

export const OFFICIAL_DOC_HANDLERS = typedHandlers({
  async officialDocPage(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const conds: Sql[] = [docVisibleTo(user)];
    const keyword = b.keyword?.trim();
    if (keyword) {
      const like = likeAnywhere(keyword);
      conds.push(sql`(d.title like ${like} or d.doc_no like ${like})`);
    }
    if (b.status !== undefined) conds.push(sql`${STATUS} = ${b.status}`);
    if (b.secrecy !== undefined) conds.push(sql`d.secrecy = ${b.secrecy}`);
    const where = joinSql(conds, ' and ');
    const [rows, count] = await Promise.all([
      run<DocDbRow>(
        ctx.db,
        sql`select ${rowColumnsFor(user)} from ${FROM} where ${where}
             order by d.update_time desc, d.id desc
             limit ${b.pageSize} offset ${(b.page - 1) * b.pageSize}`,
      ),
      run<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${FROM} where ${where}`),
    ]);
    return ok({ records: rows.map(toRow), total: count[0]?.n ?? 0 });
  },

  async officialDocDetail(ctx) {
    const user = requireUser(ctx);
    const [row] = await run<DocDbRow>(
      ctx.db,
      sql`select ${DETAIL_COLUMNS}, ${docChangeableBy(user)} as "canChange" from ${FROM}
          where d.id = ${ctx.body.id} and ${docVisibleTo(user)}`,
    );
    if (!row) return fail(Code.NotFound, DOC_MSG.notFound);
    let approval = null;
    if (row.requestId !== null) {
      const [req] = await ctx.db.query<{
        id: number;
        flow_name: string;
        status: number;
        current_node_title: string | null;
        initiator_id: number;
        acted: boolean;
      }>(
        'select id, flow_name, status, current_node_title, initiator_id, acted from approval_request where id = $1',
        [row.requestId],
      );
      if (req) {
        const events = await ctx.db.query<{
          action: string;
          node_title: string;
          user_name: string;
          comment: string | null;
          create_time: Date;
        }>('select * from approval_event where request_id = $1 order by id', [req.id]);
        const running = Number(req.status) === DOC_STATUS.running;
        approval = {
          requestId: Number(req.id),
          flowName: req.flow_name,
          status: Number(req.status) as 1 | 2 | 3 | 4,
          currentNode: running ? req.current_node_title : null,
          canWithdraw: running && !req.acted && Number(req.initiator_id) === user.id,
          timeline: events.map((e) => ({
            action: e.action as 'start',
            nodeTitle: e.node_title,
            userName: e.user_name,
            comment: e.comment,
            time: formatDateTime(e.create_time),
          })),
        };
      }
    }
    return ok({
      ...toRow(row),
      copyNo: row.copyNo ?? null,
      secrecyTerm: row.secrecyTerm ?? null,
      issuer: row.issuer ?? '',
      signer: row.signer ?? null,
      mainTo: row.mainTo ?? '',
      body: sanitizeArticleHtml(row.body ?? ''),
      attachments: row.attachments ?? [],
      attachmentNote: row.attachmentNote ?? null,
      cc: row.cc ?? null,
      printOrg: row.printOrg ?? null,
      writtenDate: row.writtenDate ?? null,
      approval,
    });
  },

  async officialDocSave(ctx) {
    const user = requireUser(ctx);
    const { id } = ctx.body;
    const v = checkSave(ctx.body);
    await assertReadableFiles(
      ctx,
      (ctx.body.attachments ?? []).map((a) => a.fileId),
      DOC_MSG.attachmentMissing,
    );
    const now = ctx.app.now().toISOString();
    const values = [
      v.copyNo,
      v.secrecy,
      v.secrecyTerm,
      v.urgency,
      v.issuer,
      v.docNo,
      v.signer,
      v.title,
      v.mainTo,
      v.body,
      v.attachments,
      v.attachmentNote,
      v.cc,
      v.printOrg,
      v.printDate,
      v.writtenDate,
      now,
    ];
    return ctx.db.transaction(async (tx) => {
      if (id !== undefined) {
        const doc = await lockDoc(tx, id, user);
        if (!EDITABLE.includes(Number(doc.status))) fail(Code.Conflict, DOC_MSG.readOnly);
      }
      const [taken] = await tx.query('select 1 from official_document where doc_no = $1 and id <> $2', [
        v.docNo,
        id ?? 0,
      ]);
      if (taken) fail(Code.Conflict, DOC_MSG.docNoExists);
      if (id === undefined) {
        const [created] = await tx.query<{ id: number }>(
          `insert into official_document (copy_no, secrecy, secrecy_term, urgency, issuer, doc_no, signer, title,
             main_to, body, attachments, attachment_note, cc, print_org, print_date, written_date, update_time,
             create_time, creator_id, creator_name)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15::date, $16::date,
             $17::timestamptz, $17::timestamptz, $18, $19)
           returning id`,
          [...values, user.id, user.realName],
        );
        return ok({ id: Number(created?.id) }, M.saved);
      }
      await tx.query(
        `update official_document set copy_no = $1, secrecy = $2, secrecy_term = $3, urgency = $4, issuer = $5,
           doc_no = $6, signer = $7, title = $8, main_to = $9, body = $10, attachments = $11::jsonb,
           attachment_note = $12, cc = $13, print_org = $14, print_date = $15::date, written_date = $16::date,
           update_time = $17::timestamptz
         where id = $18`,
        [...values, id],
      );
      return ok({ id }, M.saved);
    });
  },

  async officialDocSubmit(ctx) {
    const user = requireUser(ctx);
    const { id, approvalId } = ctx.body;
    const now = ctx.app.now();
    return ctx.db.transaction(async (tx) => {
      const doc = await lockDoc(tx, id, user);
      if (!EDITABLE.includes(Number(doc.status))) fail(Code.Conflict, DOC_MSG.cannotSubmit);
      const [flow] = await tx.query<{ form_item_list: FormItemLike[] }>(
        `select v.form_item_list from approval a
           join approval_version v on v.approval_id = a.id and v.version = a.version
          where a.id = $1 and a.status = 1`,
        [approvalId],
      );
      const req = await startRequest(
        tx,
        { id: user.id, realName: user.realName },
        { approvalId, formValues: formValuesFor(flow?.form_item_list ?? [], doc) },
        now,
      );
      await tx.query('update approval_request set summary = $2 where id = $1', [req.id, doc.title]);
      await tx.query('update official_document set request_id = $2, update_time = $3 where id = $1', [
        id,
        req.id,
        now,
      ]);
      const [after] = await tx.query<{ status: number }>(
        'select status from approval_request where id = $1',
        [req.id],
      );
      const status = Number(after?.status) === DOC_STATUS.approved ? 2 : 1;
      return ok({ id, requestId: Number(req.id), status }, DOC_MSG.submitted);
    });
  },

  async officialDocDelete(ctx) {
    const user = requireUser(ctx);
    return ctx.db.transaction(async (tx) => {
      const doc = await lockDoc(tx, ctx.body.id, user);
      if (Number(doc.status) !== DOC_STATUS.draft) fail(Code.Conflict, DOC_MSG.deleteOnlyDraft);
      await tx.query('delete from official_document where id = $1', [ctx.body.id]);
      return ok(null, M.deleted);
    });
  },

  async officialDocNextNo(ctx) {
    const orgCode = ctx.body.orgCode.trim();
    if (!ORG_CODE.test(orgCode)) fail(Code.BadRequest, DOC_MSG.orgCodeFormat);
    const year = ctx.body.year;
    const prefix = `${orgCode}〔${year}〕`;
    const rows = await ctx.db.query<{ doc_no: string }>(
      'select doc_no from official_document where left(doc_no, $2) = $1',
      [prefix, prefix.length],
    );
    let max = 0;
    for (const r of rows) {
      const m = DOC_NO.exec(r.doc_no);
      if (m && m[1] === orgCode && m[2] === String(year)) max = Math.max(max, Number(m[3]));
    }
    const seq = max + 1;
    return ok({ seq, docNo: `${prefix}${seq}号` });
  },
});
