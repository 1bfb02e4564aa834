/**
 * Records with an owner or an audience (issue 25 §1), on both backends: a 公文 is opened only by its
 * drafter, the approvers of its request and administrators, and changed only by its drafter and
 * administrators; a notice is read by its audience, its author and administrators, and managed
 * (撤回 / 编辑 / 删除 / reader list) only by its author and administrators; a file is downloaded by
 * its uploader or by someone who may see a record that references it. Every refusal is the
 * "does not exist" answer of an unknown id and changes nothing (table checksums).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, startBackendSandbox } from './backends';
import {
  ADMIN,
  login,
  OPERATOR,
  type OperationReply,
  platformHeaders,
  sendJson,
  testSandbox,
} from './helpers';

type Reply<T> = OperationReply<T>;

interface DocRow {
  id: number;
  title: string;
  docNo: string;
  status: number;
  canChange: boolean;
}

/** 王志强 (general manager, department 101): the approver of the seeded flow 103 公文审批. */
const GM = { username: 'zongjingli', password: 'Hnnz@123456' };
/** 刘桂英 (finance, department 105): neither drafter, approver nor in the audiences below. */
const FINANCE = { username: 'caiwu', password: 'Hnnz@123456' };
const OPERATOR_ID = 2;
const FLOW_ID = 103;
const DOC_NOT_FOUND = { status: 404, code: 404, msg: '公文不存在' };
const NOTICE_NOT_FOUND = { status: 404, code: 404, msg: '通知公告不存在' };

describe.each(backends())(
  'records with an owner or an audience on $name',
  { timeout: 120_000 },
  (backend) => {
    const env = testSandbox({ start: () => startBackendSandbox(backend) });
    let admin: string;
    let operator: string;
    let gm: string;
    let finance: string;

    const call = <T = Record<string, unknown>>(
      token: string,
      path: string,
      body?: unknown,
    ): Promise<Reply<T>> => sendJson<T>(`${env.url}/system/api/v1/${path}`, token, body);
    const checksum = async () => (await fetch(`${env.url}/__sandbox/checksum`)).text();
    const docs = async (token: string, body: Record<string, unknown> = {}) =>
      (
        await call<{ records: DocRow[]; total: number }>(token, 'officialDoc/page', {
          page: 1,
          pageSize: 100,
          ...body,
        })
      ).data;
    const year = new Date().getFullYear();
    let seq = 500;
    const draft = (over: Record<string, unknown> = {}) => ({
      title: '关于2026年农资储备计划的请示',
      docNo: `湘农资〔${year}〕${seq++}号`,
      issuer: '湖南省农业生产资料集团有限公司文件',
      mainTo: '农资经营部、财务部',
      body: '<p>拟于二季度增加化肥储备。</p>',
      secrecy: 0,
      urgency: 0,
      ...over,
    });
    const upload = async (token: string, fileName: string, text: string) =>
      (
        await call<{ fileId: string }>(token, 'file/upload', {
          fileName,
          contentType: 'text/plain',
          contentBase64: Buffer.from(text, 'utf8').toString('base64'),
        })
      ).data.fileId;
    /** The download's status and, when it succeeded, its text. */
    const download = async (token: string, fileId: string) => {
      const res = await fetch(`${env.url}/system/api/v1/file/download?fileId=${encodeURIComponent(fileId)}`, {
        headers: platformHeaders(token),
      });
      if (res.status !== 200)
        return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
      return { status: 200, text: await res.text() };
    };
    const notFound = { status: 404, body: { code: 404, msg: '文件不存在' } };

    beforeEach(async () => {
      await fetch(`${env.url}/__sandbox/reset`, { method: 'POST' });
      admin = await login(env.url, ADMIN);
      operator = await login(env.url, OPERATOR);
      gm = await login(env.url, GM);
      finance = await login(env.url, FINANCE);
    });

    it("an operator cannot list, read, edit, submit or delete an administrator's 绝密 draft; nothing changes", async () => {
      const saved = await call<{ id: number }>(
        admin,
        'officialDoc/save',
        draft({ title: '关于绝密物资调拨的请示', secrecy: 3, secrecyTerm: '长期' }),
      );
      expect(saved.code, saved.msg).toBe(200);
      const id = saved.data.id;
      const mine = await call<{ id: number }>(
        operator,
        'officialDoc/save',
        draft({ title: '运营专员的草稿' }),
      );
      expect(mine.code, mine.msg).toBe(200);

      // the administrator lists it; the operator's list holds only the operator's own document
      expect((await docs(admin, { secrecy: 3 })).records.map((r) => r.id)).toContain(id);
      const listed = await docs(operator);
      expect(listed.records.map((r) => [r.id, r.canChange])).toEqual([[mine.data.id, true]]);
      expect(listed.total).toBe(1);
      for (const filter of [{ secrecy: 3 }, { keyword: '绝密' }, { keyword: '调拨' }])
        expect(await docs(operator, filter), JSON.stringify(filter)).toMatchObject({ total: 0, records: [] });
      expect((await docs(operator, { status: 0 })).records.map((r) => r.id)).toEqual([mine.data.id]);
      const before = await checksum();
      // the same answer as an id that does not exist
      for (const target of [id, 99999]) {
        expect(await call(operator, 'officialDoc/detail', { id: target })).toMatchObject(DOC_NOT_FOUND);
        expect(
          await call(operator, 'officialDoc/save', { ...draft({ title: '篡改' }), id: target }),
        ).toMatchObject(DOC_NOT_FOUND);
        expect(await call(operator, 'officialDoc/submit', { id: target, approvalId: FLOW_ID })).toMatchObject(
          DOC_NOT_FOUND,
        );
        expect(await call(operator, 'officialDoc/delete', { id: target })).toMatchObject(DOC_NOT_FOUND);
      }
      expect(await checksum()).toBe(before);
      const kept = await call<{ title: string; status: number }>(admin, 'officialDoc/detail', { id });
      expect(kept.data).toMatchObject({ title: '关于绝密物资调拨的请示', status: 0 });
    });

    it('a submitted 公文 is opened by its drafter, its approver and administrators — not by its 主送 or anyone else', async () => {
      const attachment = await upload(operator, '储备计划.txt', '储备计划明细');
      const id = (
        await call<{ id: number }>(
          operator,
          'officialDoc/save',
          draft({
            secrecy: 2,
            secrecyTerm: '5年',
            attachments: [{ fileId: attachment, fileName: '储备计划.txt' }],
          }),
        )
      ).data.id;
      // a draft: the approver-to-be does not see it yet
      expect(await call(gm, 'officialDoc/detail', { id })).toMatchObject(DOC_NOT_FOUND);
      expect(await download(gm, attachment)).toMatchObject(notFound);
      const sent = await call<{ requestId: number }>(operator, 'officialDoc/submit', {
        id,
        approvalId: FLOW_ID,
      });
      expect(sent.code, sent.msg).toBe(200);

      // 王志强 holds the task of 领导签发: he sees it, read-only, with its attachment
      const gmRow = (await docs(gm)).records.find((r) => r.id === id);
      expect(gmRow).toMatchObject({ status: 1, canChange: false });
      const gmDetail = await call<{ title: string; canChange: boolean }>(gm, 'officialDoc/detail', { id });
      expect(gmDetail.data).toMatchObject({ title: '关于2026年农资储备计划的请示', canChange: false });
      expect(await download(gm, attachment)).toEqual({ status: 200, text: '储备计划明细' });
      // the drafter and the administrator
      expect((await docs(operator)).records.find((r) => r.id === id)).toMatchObject({ canChange: true });
      expect((await call(admin, 'officialDoc/detail', { id })).code).toBe(200);
      // 主送 names 财务部 as text: 刘桂英 of 财务部 is no recipient account and sees nothing
      expect((await docs(finance)).records.map((r) => r.id)).not.toContain(id);
      expect(await call(finance, 'officialDoc/detail', { id })).toMatchObject(DOC_NOT_FOUND);
      expect(await download(finance, attachment)).toMatchObject(notFound);

      // the approver rejects it: editable again, but only by its drafter
      const todo = await call<{ records: { taskId: number; requestId: number }[] }>(
        gm,
        'approvalRuntime/todo',
        {
          page: 1,
          pageSize: 100,
        },
      );
      const task = todo.data.records.find((t) => t.requestId === sent.data.requestId);
      expect(
        (await call(gm, 'approvalRuntime/act', { taskId: task?.taskId, action: 'reject', comment: '请补充' }))
          .code,
      ).toBe(200);
      const before = await checksum();
      expect(await call(gm, 'officialDoc/save', { ...draft(), id })).toMatchObject(DOC_NOT_FOUND);
      expect(await call(gm, 'officialDoc/submit', { id, approvalId: FLOW_ID })).toMatchObject(DOC_NOT_FOUND);
      expect(await checksum()).toBe(before);
      expect((await call(gm, 'officialDoc/detail', { id })).data).toMatchObject({ status: 3 });
    });

    it('a notice not addressed to the operator: not listed, not read, not withdrawn, deleted or edited, readers hidden', async () => {
      const created = await call<{ id: number }>(admin, 'notice/save', {
        title: '财务部月度结账安排',
        noticeType: 1,
        content: '<p>请于月底前完成结账。</p>',
        audience: { dep: [{ type: 'dep', id: '105', name: '财务部' }] },
        publish: true,
      });
      expect(created.code, created.msg).toBe(200);
      const id = created.data.id;
      expect(
        (
          await call<{ records: { id: number }[] }>(finance, 'notice/mine', { page: 1, pageSize: 100 })
        ).data.records.map((r) => r.id),
      ).toContain(id);

      const page = await call<{ records: { id: number }[]; total: number }>(operator, 'notice/page', {
        page: 1,
        pageSize: 100,
      });
      expect(page.data.records.map((r) => r.id)).not.toContain(id);
      const before = await checksum();
      for (const target of [id, 99999]) {
        expect(await call(operator, `notice/detail?id=${target}`)).toMatchObject(NOTICE_NOT_FOUND);
        expect(await call(operator, 'notice/status', { id: target, action: 'withdraw' })).toMatchObject(
          NOTICE_NOT_FOUND,
        );
        expect(await call(operator, 'notice/status', { id: target, action: 'pin' })).toMatchObject(
          NOTICE_NOT_FOUND,
        );
        expect(await call(operator, 'notice/delete', { id: target })).toMatchObject(NOTICE_NOT_FOUND);
        expect(await call(operator, 'notice/readers', { id: target, page: 1, pageSize: 10 })).toMatchObject(
          NOTICE_NOT_FOUND,
        );
        expect(
          await call(operator, 'notice/save', {
            id: target,
            title: '篡改',
            noticeType: 1,
            content: '<p>篡改</p>',
          }),
        ).toMatchObject(NOTICE_NOT_FOUND);
      }
      expect(await call(operator, 'notice/read', { id })).toMatchObject({ code: 404 });
      // withdrawn and then deletable by its author only
      expect((await call(admin, 'notice/status', { id, action: 'withdraw' })).code).toBe(200);
      const withdrawn = await checksum();
      expect(await call(operator, 'notice/delete', { id })).toMatchObject(NOTICE_NOT_FOUND);
      expect(await call(finance, `notice/detail?id=${id}`)).toMatchObject(NOTICE_NOT_FOUND);
      expect(await checksum()).toBe(withdrawn);
      expect(before).not.toBe(withdrawn);
    });

    it('a notice addressed to the operator is read but not managed by them; their own notice is theirs to manage', async () => {
      const toOperator = (
        await call<{ id: number }>(admin, 'notice/save', {
          title: '运营专员专项通知',
          noticeType: 1,
          content: '<p>请核对库存。</p>',
          audience: { user: [{ type: 'user', id: String(OPERATOR_ID), name: '运营专员' }] },
          publish: true,
        })
      ).data.id;
      expect((await call(operator, `notice/detail?id=${toOperator}`)).code).toBe(200);
      expect((await call(operator, 'notice/read', { id: toOperator })).code).toBe(200);
      const before = await checksum();
      expect(await call(operator, 'notice/status', { id: toOperator, action: 'withdraw' })).toMatchObject(
        NOTICE_NOT_FOUND,
      );
      expect(await call(operator, 'notice/readers', { id: toOperator, page: 1, pageSize: 10 })).toMatchObject(
        NOTICE_NOT_FOUND,
      );
      expect(await checksum()).toBe(before);

      const own = await call<{ id: number }>(operator, 'notice/save', {
        title: '运营专员的草稿通知',
        noticeType: 2,
        content: '<p>草稿</p>',
      });
      expect(own.code, own.msg).toBe(200);
      const page = await call<{ records: { id: number }[]; total: number }>(operator, 'notice/page', {
        page: 1,
        pageSize: 100,
      });
      expect(page.data.records.map((r) => r.id)).toEqual([own.data.id]);
      expect(page.data.total).toBe(1);
      // a draft: its author and the administrator, nobody else (not even everyone it would go to)
      expect(await call(finance, `notice/detail?id=${own.data.id}`)).toMatchObject(NOTICE_NOT_FOUND);
      expect((await call(admin, `notice/detail?id=${own.data.id}`)).code).toBe(200);
      expect((await call(operator, 'notice/status', { id: own.data.id, action: 'publish' })).code).toBe(200);
      expect((await call(operator, 'notice/readers', { id: own.data.id, page: 1, pageSize: 10 })).code).toBe(
        200,
      );
      expect((await call(finance, `notice/detail?id=${own.data.id}`)).code).toBe(200);
    });

    it('a file: its uploader and the audience of the notice that references it download it, a stranger does not', async () => {
      const fileId = await upload(admin, '结账说明.txt', '结账说明正文');
      expect(fileId).toMatch(/^u\d{14}[0-9a-f]{32}$/);
      expect(await download(admin, fileId)).toEqual({ status: 200, text: '结账说明正文' });
      expect(await download(operator, fileId)).toMatchObject(notFound);

      const id = (
        await call<{ id: number }>(admin, 'notice/save', {
          title: '结账说明',
          noticeType: 1,
          content: '<p>见附件。</p>',
          attachments: [{ fileId, fileName: '结账说明.txt' }],
          audience: { user: [{ type: 'user', id: String(OPERATOR_ID), name: '运营专员' }] },
        })
      ).data.id;
      // a draft opens its attachment to nobody but its author
      expect(await download(operator, fileId)).toMatchObject(notFound);
      expect((await call(admin, 'notice/status', { id, action: 'publish' })).code).toBe(200);
      expect(await download(operator, fileId)).toEqual({ status: 200, text: '结账说明正文' });
      expect(await download(finance, fileId)).toMatchObject(notFound);
      const spatial = await call(finance, `file/getSpatialInfo?fileId=${fileId}`);
      expect(spatial).toMatchObject({ status: 404, code: 404, msg: '文件不存在' });
      expect(await download(operator, 'u_no_such_file')).toMatchObject(notFound);

      // nor can a stranger open it by attaching it to a record of their own
      const before = await checksum();
      expect(
        await call(finance, 'notice/save', {
          title: '借用附件',
          noticeType: 1,
          content: '<p>借用</p>',
          attachments: [{ fileId, fileName: 'x.txt' }],
        }),
      ).toMatchObject({ status: 400, code: 400, msg: '附件不存在' });
      expect(
        await call(finance, 'officialDoc/save', draft({ attachments: [{ fileId, fileName: 'x.txt' }] })),
      ).toMatchObject({ status: 400, code: 400, msg: '附件不存在' });
      expect(
        await call(finance, 'approvalRuntime/start', {
          approvalId: FLOW_ID,
          formValues: { field2: '借用附件', field9: [{ fileId, name: 'x.txt', size: 12 }] },
        }),
      ).toMatchObject({ status: 400, code: 400, msg: '附件不存在' });
      expect(await checksum()).toBe(before);

      // withdrawn: the audience loses the attachment with the notice
      expect((await call(admin, 'notice/status', { id, action: 'withdraw' })).code).toBe(200);
      expect(await download(operator, fileId)).toMatchObject(notFound);
      expect(await download(admin, fileId)).toMatchObject({ status: 200 });
    });
  },
);
