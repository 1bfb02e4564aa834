/**
 * 公文管理 on both backends: documents go 草稿 → 审批中 → 已通过 / 已驳回 / 已撤回 through the real
 * approval runtime, the status always the request's; 已驳回 and 已撤回 ones are edited and submitted
 * again, 审批中 / 已通过 ones are read-only, only a 草稿 is deleted; every bad input is refused
 * with a Chinese message and changes nothing; the writes are behind their buttons.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, startBackendSandbox } from './backends';
import {
  ADMIN,
  login,
  OPERATOR,
  type OperationReply,
  platformHeaders,
  postJson,
  testSandbox,
} from './helpers';

type Reply<T> = OperationReply<T>;

interface Row {
  id: number;
  title: string;
  docNo: string;
  secrecy: number;
  urgency: number;
  status: number;
}

interface Detail extends Row {
  issuer: string;
  mainTo: string;
  body: string;
  copyNo: string | null;
  approval: null | {
    requestId: number;
    flowName: string;
    status: number;
    currentNode: string | null;
    canWithdraw: boolean;
    timeline: { action: string; nodeTitle: string; userName: string; comment: string | null }[];
  };
}

const GM = { username: 'zongjingli', password: 'Hnnz@123456' };
const FLOW_ID = 103;

describe.each(backends())('official documents on $name', { timeout: 90_000 }, (backend) => {
  const env = testSandbox({ start: () => startBackendSandbox(backend) });
  let admin: string;
  let operator: string;
  let gm: string;

  const post = <T = Record<string, unknown>>(token: string, path: string, body: unknown): Promise<Reply<T>> =>
    postJson<T>(`${env.url}/system/api/v1/${path}`, token, body);
  const page = (token: string, body: Record<string, unknown> = {}) =>
    post<{ records: Row[]; total: number }>(token, 'officialDoc/page', { page: 1, pageSize: 100, ...body });
  const detail = async (id: number, token = operator) =>
    (await post<Detail>(token, 'officialDoc/detail', { id })).data;
  const year = new Date().getFullYear();
  let seq = 100;
  const draft = (over: Record<string, unknown> = {}) => ({
    title: '关于加强农药经营许可管理的通知',
    docNo: `湘农资〔${year}〕${seq++}号`,
    issuer: '湖南省农业生产资料集团有限公司文件',
    mainTo: '各分公司',
    body: '<p>请各分公司严格落实农药经营许可制度。</p>',
    secrecy: 0,
    urgency: 1,
    ...over,
  });
  const save = (body: Record<string, unknown>, token = operator) =>
    post<{ id: number }>(token, 'officialDoc/save', body);
  const submit = (id: number, token = operator) =>
    post<{ id: number; requestId: number; status: number }>(token, 'officialDoc/submit', {
      id,
      approvalId: FLOW_ID,
    });
  const gmTask = async (requestId: number) => {
    const todo = await post<{ records: { taskId: number; requestId: number; summary: string }[] }>(
      gm,
      'approvalRuntime/todo',
      { page: 1, pageSize: 100 },
    );
    return todo.data.records.find((t) => t.requestId === requestId);
  };
  const checksum = async () => (await fetch(`${env.url}/__sandbox/checksum`)).text();

  beforeEach(async () => {
    await fetch(`${env.url}/__sandbox/reset`, { method: 'POST' });
    admin = await login(env.url, ADMIN);
    operator = await login(env.url, OPERATOR);
    gm = await login(env.url, GM);
  });

  // The seeded documents are the administrator's: the administrator lists them (the operator,
  // neither their drafter nor an approver, does not: see 'who sees a document' below).
  it('the seed has a document in every state, and the list filters by keyword, status and 密级', async () => {
    const all = (await page(admin)).data;
    expect(all.records.map((r) => r.status).sort()).toEqual([0, 1, 2, 3, 4]);
    expect((await page(admin, { status: 2 })).data.records.map((r) => r.title)).toEqual([
      '关于印发《农资仓储安全管理办法》的通知',
    ]);
    expect((await page(admin, { secrecy: 1 })).data.records.map((r) => r.status)).toEqual([3]);
    const byNo = (await page(admin, { keyword: '〕12号' })).data.records;
    expect(byNo.map((r) => [r.title, r.status])).toEqual([['关于开展2026年春季农资打假专项行动的通知', 0]]);
    expect((await page(admin, { keyword: '春耕' })).data.total).toBe(1);
    const running = all.records.find((r) => r.status === 1) as Row;
    const d = await detail(running.id, admin);
    expect(d.approval).toMatchObject({ flowName: '公文审批', status: 1, currentNode: '领导签发' });
    expect(await gmTask(d.approval?.requestId as number)).toMatchObject({ summary: running.title });
  });

  it('submit → 审批中 (read-only) → 领导签发 approves → 已通过; the request carries the title', async () => {
    const created = await save(draft());
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    expect((await detail(id)).status).toBe(0);
    const sent = await submit(id);
    expect(sent.code, sent.msg).toBe(200);
    expect(sent.msg).toBe('已提交审批');
    expect(sent.data.status).toBe(1);
    const running = await detail(id);
    expect(running).toMatchObject({
      status: 1,
      approval: { status: 1, currentNode: '领导签发', canWithdraw: true },
    });
    expect((await detail(id, admin)).approval?.canWithdraw).toBe(false);

    const before = await checksum();
    const edit = await save({ ...draft(), id, docNo: running.docNo });
    expect(edit).toMatchObject({ status: 409, code: 409, msg: '审批中或已通过的公文不能修改' });
    expect(await submit(id)).toMatchObject({ code: 409, msg: '审批中或已通过的公文不能再次提交' });
    expect(await post(operator, 'officialDoc/delete', { id })).toMatchObject({
      code: 409,
      msg: '只有草稿状态的公文可以删除',
    });
    expect(await checksum()).toBe(before);

    const task = await gmTask(sent.data.requestId);
    expect(task?.summary).toBe('关于加强农药经营许可管理的通知');
    const acted = await post(gm, 'approvalRuntime/act', {
      taskId: task?.taskId,
      action: 'approve',
      comment: '同意印发',
    });
    expect(acted.code, acted.msg).toBe(200);
    const done = await detail(id);
    expect(done.status).toBe(2);
    expect(done.approval?.timeline.map((e) => e.action)).toEqual(['start', 'approve', 'finish']);
    expect(done.approval?.timeline[1]).toMatchObject({ userName: '王志强', comment: '同意印发' });
    expect((await page(operator, { status: 2 })).data.records.map((r) => r.id)).toContain(id);
    expect(await save({ ...draft(), id, docNo: done.docNo })).toMatchObject({
      code: 409,
      msg: '审批中或已通过的公文不能修改',
    });
  });

  it('rejected → 已驳回, edited and submitted again; withdrawn → 已撤回, editable again', async () => {
    const id = (await save(draft())).data.id;
    const first = await submit(id);
    const task = await gmTask(first.data.requestId);
    const rejected = await post(gm, 'approvalRuntime/act', {
      taskId: task?.taskId,
      action: 'reject',
      comment: '请补充执法依据',
    });
    expect(rejected.code, rejected.msg).toBe(200);
    const r = await detail(id);
    expect(r.status).toBe(3);
    expect(r.approval?.timeline.at(-1)).toMatchObject({ action: 'reject', comment: '请补充执法依据' });
    const edited = await save({
      ...draft({ title: '关于加强农药经营许可管理的通知（修改稿）' }),
      id,
      docNo: r.docNo,
    });
    expect(edited.code, edited.msg).toBe(200);
    expect((await detail(id)).status).toBe(3);
    const again = await submit(id);
    expect(again.code, again.msg).toBe(200);
    expect(again.data.requestId).not.toBe(first.data.requestId);
    expect(await detail(id)).toMatchObject({ status: 1, title: '关于加强农药经营许可管理的通知（修改稿）' });

    const withdrawn = await post(operator, 'approvalRuntime/withdraw', { id: again.data.requestId });
    expect(withdrawn.code, withdrawn.msg).toBe(200);
    expect((await detail(id)).status).toBe(4);
    expect((await page(operator, { status: 4 })).data.records.map((x) => x.id)).toContain(id);
    const reedit = await save({ ...draft({ mainTo: '各分公司、各门店' }), id, docNo: r.docNo });
    expect(reedit.code, reedit.msg).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 4, mainTo: '各分公司、各门店' });
    expect(await post(operator, 'officialDoc/delete', { id })).toMatchObject({ code: 409 });
    expect((await submit(id)).code).toBe(200);
  });

  it('bad input is refused with a Chinese message and changes nothing', async () => {
    const taken = (await page(admin, { status: 0 })).data.records[0] as Row;
    const before = await checksum();
    const cases: [Record<string, unknown>, number, string][] = [
      [
        draft({ docNo: '湘农资2026年12号' }),
        400,
        '发文字号格式应为“机关代字〔年份〕序号号”，如 湘农资〔2026〕12号',
      ],
      [
        draft({ docNo: '湘农资〔2026〕012号' }),
        400,
        '发文字号格式应为“机关代字〔年份〕序号号”，如 湘农资〔2026〕12号',
      ],
      [
        draft({ docNo: '湘农资[2026]12号' }),
        400,
        '发文字号格式应为“机关代字〔年份〕序号号”，如 湘农资〔2026〕12号',
      ],
      [draft({ docNo: taken.docNo }), 409, '发文字号已存在'],
      [draft({ copyNo: '12345' }), 400, '份号应为6位数字'],
      [draft({ copyNo: '12345a' }), 400, '份号应为6位数字'],
      [draft({ title: '  ' }), 400, '请填写标题'],
      [draft({ mainTo: '' }), 400, '请填写主送机关'],
      [draft({ body: '<p> </p><script>alert(1)</script>' }), 400, '请填写正文'],
      [draft({ issuer: '' }), 400, '请填写发文机关标志'],
      [draft({ docNo: '' }), 400, '请填写发文字号'],
      [draft({ printDate: '2026-02-30' }), 400, '印发日期应为有效日期（YYYY-MM-DD）'],
      [{ ...draft(), id: 99999 }, 404, '公文不存在'],
    ];
    for (const [body, code, msg] of cases) {
      const res = await save(body);
      expect({ code: res.code, msg: res.msg }, JSON.stringify(body)).toEqual({ code, msg });
    }
    expect(await submit(99999)).toMatchObject({ code: 404, msg: '公文不存在' });
    expect(await checksum()).toBe(before);
  });

  it('a saved body is sanitised; 份号 and the element fields come back as saved', async () => {
    const id = (
      await save(
        draft({
          copyNo: '000123',
          secrecy: 2,
          secrecyTerm: '10年',
          body: '<p>正文<img src=x onerror=alert(1)></p><script>alert(2)</script>',
          printDate: `${year}-03-02`,
          cc: '集团领导',
        }),
      )
    ).data.id;
    const d = await detail(id);
    expect(d).toMatchObject({
      copyNo: '000123',
      secrecy: 2,
      secrecyTerm: '10年',
      printDate: `${year}-03-02`,
    });
    expect(d.body).not.toMatch(/onerror|script/);
    expect(d.body).toContain('正文');
  });

  it('officialDocNextNo proposes one after the largest 序号 of that 机关代字 and year', async () => {
    const d = (await page(admin, { keyword: '〕12号' })).data.records[0] as Row;
    const y = Number(/〔(\d{4})〕/.exec(d.docNo)?.[1]);
    const next = async (orgCode: string, yr: number) =>
      (await post<{ seq: number; docNo: string }>(operator, 'officialDoc/nextNo', { orgCode, year: yr }))
        .data;
    expect(await next('湘农资', y)).toEqual({ seq: 13, docNo: `湘农资〔${y}〕13号` });
    expect((await save(draft({ docNo: `湘农资〔${y}〕40号` }))).code).toBe(200);
    expect((await next('湘农资', y)).seq).toBe(41);
    expect(await next('湘农资', y + 1)).toEqual({ seq: 1, docNo: `湘农资〔${y + 1}〕1号` });
    expect((await next('湘农', y)).seq).toBe(1);
    expect(await post(operator, 'officialDoc/nextNo', { orgCode: '湘 农%', year: y })).toMatchObject({
      code: 400,
      msg: '机关代字应为1至20个汉字或字母',
    });
  });

  it('only a 草稿 is deleted; without the buttons save / submit / delete answer 403', async () => {
    const id = (await save(draft())).data.id;
    const reg = await fetch(`${env.url}/account/api/v1/user/register`, {
      method: 'POST',
      headers: { ...platformHeaders(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        userName: 'gongwen_reader',
        password: 'Hnnz@2024x',
        realName: '韩梅',
        phone: '13973186521',
        departmentId: 111,
        roleIds: [3],
      }),
    });
    expect(((await reg.json()) as { code: number }).code).toBe(200);
    const reader = await login(env.url, { username: 'gongwen_reader', password: 'Hnnz@2024x' });
    expect((await page(reader)).code).toBe(200);
    const before = await checksum();
    expect(await save(draft(), reader)).toMatchObject({ code: 403, msg: '无权访问该资源' });
    expect(await submit(id, reader)).toMatchObject({ code: 403, msg: '无权访问该资源' });
    expect(await post(reader, 'officialDoc/delete', { id })).toMatchObject({
      code: 403,
      msg: '无权访问该资源',
    });
    expect(await checksum()).toBe(before);
    const deleted = await post(operator, 'officialDoc/delete', { id });
    expect(deleted).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await post(operator, 'officialDoc/detail', { id })).toMatchObject({
      code: 404,
      msg: '公文不存在',
    });
  });
});
