/**
 * 公文管理 of the seed: the published flow 公文审批 (group 公文; everyone may start it; 领导签发 by
 * the general manager 王志强) and documents of the administrator in every state — a 草稿, one
 * 审批中, one 已通过, one 已驳回 and one 已撤回 — submitted and decided through the approval runtime
 * itself, so the derived status and the timeline are consistent.
 */
import type { Queryable } from '../db/adapter';
import { actOnTask, startRequest } from '../handlers/system/approval-runtime';
import { DAY_MS } from '../util/time';
import { APPROVAL_ACCOUNTS, insertDeployedFlow } from './approval-runtime';
import { ACCOUNTS } from './org';
import { approverProperties, formField, startWithApprover, usersOnly } from './process-designer';

export const OFFICIAL_DOC_SEED_TABLES = ['official_document'] as const;
export const OFFICIAL_DOC_IDENTITY_TABLES = ['official_document'] as const;

/** The seeded flow documents are submitted on. */
export const DOCUMENT_FLOW = { id: 103, name: '公文审批', group: '公文', node: '领导签发' } as const;

const ISSUER = '湖南省农业生产资料集团有限公司文件';
const PRINT_ORG = '湖南省农业生产资料集团有限公司办公室';

function documentFlow() {
  const { gm } = APPROVAL_ACCOUNTS;
  const input = (formId: number, label: string, asSummary: boolean) =>
    formField(formId, label, 'input', 'el-input', { asSummary });
  return {
    formItemList: [input(2, '公文标题', true), input(3, '发文字号', false)],
    processData: startWithApprover({
      content: gm.realName,
      properties: approverProperties(
        DOCUMENT_FLOW.node,
        'user',
        usersOnly([{ id: gm.id, name: gm.realName }]),
        false,
        [
          { formId: 2, formOperate: 1 },
          { formId: 3, formOperate: 1 },
        ],
      ),
    }),
  };
}

interface DocSeed {
  id: number;
  title: string;
  seq: number;
  secrecy: 0 | 1 | 2 | 3;
  urgency: 0 | 1 | 2;
  mainTo: string;
  body: string;
  daysAgo: number;
  /** What happens after it is written: nothing (草稿), submitted, then approved / rejected / withdrawn. */
  fate: 'draft' | 'running' | 'approve' | 'reject' | 'withdraw';
}

const DOCS: DocSeed[] = [
  {
    id: 1,
    title: '关于印发《农资仓储安全管理办法》的通知',
    seq: 8,
    secrecy: 0,
    urgency: 0,
    mainTo: '各分公司、各部门',
    body: '<p>现将《农资仓储安全管理办法》印发给你们，请认真贯彻执行。</p><p>执行中遇到的问题，请及时反馈集团安全管理部。</p>',
    daysAgo: 12,
    fate: 'approve',
  },
  {
    id: 2,
    title: '关于召开2026年度安全生产工作会议的通知',
    seq: 7,
    secrecy: 0,
    urgency: 1,
    mainTo: '各分公司',
    body: '<p>经研究，定于3月下旬召开2026年度安全生产工作会议，具体时间另行通知。</p>',
    daysAgo: 10,
    fate: 'withdraw',
  },
  {
    id: 3,
    title: '关于调整化肥销售指导价格的通知',
    seq: 11,
    secrecy: 1,
    urgency: 1,
    mainTo: '各分公司、各门店',
    body: '<p>根据原材料价格变化，自下月起调整尿素、复合肥销售指导价格，调整幅度见附表。</p>',
    daysAgo: 6,
    fate: 'reject',
  },
  {
    id: 4,
    title: '关于做好2026年春耕农资保供稳价工作的通知',
    seq: 10,
    secrecy: 0,
    urgency: 2,
    mainTo: '各分公司、各部门',
    body: '<p>春耕备耕在即，请各单位做好化肥、种子、农药的储备与调运，确保<strong>供应不断档、价格不跳涨</strong>。</p><ol><li>每周一报送库存与到货计划；</li><li>门店价格变动须提前报备。</li></ol>',
    daysAgo: 2,
    fate: 'running',
  },
  {
    id: 5,
    title: '关于开展2026年春季农资打假专项行动的通知',
    seq: 12,
    secrecy: 0,
    urgency: 0,
    mainTo: '各分公司',
    body: '<p>为维护农民合法权益，集团决定在全省范围内开展春季农资打假专项行动。</p>',
    daysAgo: 1,
    fate: 'draft',
  },
];

export async function seedOfficialDocs(q: Queryable, now: Date): Promise<void> {
  const flow = documentFlow();
  const deployed = new Date(now.getTime() - 60 * DAY_MS);
  await insertDeployedFlow(q, {
    id: DOCUMENT_FLOW.id,
    name: DOCUMENT_FLOW.name,
    remark: '公文发文审批，由总经理签发',
    formItemList: flow.formItemList,
    processConditions: [],
    processData: flow.processData,
    flowGroup: DOCUMENT_FLOW.group,
    deployed,
  });

  const admin = { id: ACCOUNTS.admin.id, realName: ACCOUNTS.admin.realName };
  const gm = { id: APPROVAL_ACCOUNTS.gm.id, realName: APPROVAL_ACCOUNTS.gm.realName };
  const db = { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => fn(q) };
  for (const d of DOCS) {
    const written = new Date(now.getTime() - d.daysAgo * DAY_MS);
    const day = written.toISOString().slice(0, 10);
    const docNo = `湘农资〔${written.getUTCFullYear()}〕${d.seq}号`;
    await q.query(
      `insert into official_document (id, copy_no, secrecy, secrecy_term, urgency, issuer, doc_no, signer, title,
         main_to, body, attachments, attachment_note, cc, print_org, print_date, written_date, creator_id,
         creator_name, create_time, update_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '[]'::jsonb, null, $12, $13, $14::date, $14::date, $15,
         $16, $17, $17)`,
      [
        d.id,
        d.secrecy === 0 ? null : String(d.id).padStart(6, '0'),
        d.secrecy,
        d.secrecy === 0 ? null : '1年',
        d.urgency,
        ISSUER,
        docNo,
        d.fate === 'draft' ? null : APPROVAL_ACCOUNTS.gm.realName,
        d.title,
        d.mainTo,
        d.body,
        '集团领导，各分公司经理',
        PRINT_ORG,
        day,
        admin.id,
        admin.realName,
        written,
      ],
    );
    if (d.fate === 'draft') continue;
    const req = await startRequest(
      q,
      admin,
      { approvalId: DOCUMENT_FLOW.id, formValues: { field2: d.title, field3: docNo } },
      written,
    );
    await q.query('update approval_request set summary = $2 where id = $1', [req.id, d.title]);
    await q.query('update official_document set request_id = $2 where id = $1', [d.id, req.id]);
    const later = new Date(written.getTime() + 3 * 3600_000);
    if (d.fate === 'withdraw') {
      await q.query(
        'update approval_task set status = 5, finish_time = $2 where request_id = $1 and status = 0',
        [req.id, later],
      );
      await q.query('update approval_request set status = 4, finish_time = $2 where id = $1', [
        req.id,
        later,
      ]);
      await q.query(
        `insert into approval_event (request_id, action, node_title, user_id, user_name, comment, create_time)
         values ($1, 'withdraw', '发起人', $2, $3, null, $4)`,
        [req.id, admin.id, admin.realName, later],
      );
    } else if (d.fate === 'approve' || d.fate === 'reject') {
      const [task] = await q.query<{ id: number }>(
        'select id from approval_task where request_id = $1 and status = 0 order by id',
        [req.id],
      );
      await actOnTask(
        db,
        gm,
        d.fate === 'approve'
          ? { taskId: Number(task?.id), action: 'approve', comment: '同意印发' }
          : { taskId: Number(task?.id), action: 'reject', comment: '请补充价格测算依据后重新提交' },
        later,
        q,
      );
    }
  }
}
