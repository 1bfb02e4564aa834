/**
 * 通知公告 on both backends: the inbox holds exactly the published notices addressed to the user
 * (everyone, their department or a parent of it, or them by name); the reader list is the whole
 * audience person by person with read times; bodies are sanitised; every transition not allowed
 * from the current status is refused and changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { APPROVAL_ACCOUNTS, FINANCE_GROUP } from '../src/seed/approval-runtime';
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

interface Inbox {
  records: { id: number; title: string; read: boolean }[];
  total: number;
  unread: number;
}

describe.each(backends())('notices on $name', { timeout: 60_000 }, (backend) => {
  const env = testSandbox({ start: () => startBackendSandbox(backend) });
  let admin: string;
  let operator: string;

  const call = <T = Record<string, unknown>>(
    token: string,
    path: string,
    body?: unknown,
  ): Promise<Reply<T>> => sendJson<T>(`${env.url}/system/api/v1/notice/${path}`, token, body);
  const inbox = (token: string, body: Record<string, unknown> = {}) =>
    call<Inbox>(token, 'mine', { page: 1, pageSize: 100, ...body });
  const save = (body: Record<string, unknown>) =>
    call<{ id: number }>(admin, 'save', {
      title: '测试通知',
      noticeType: 1,
      content: '<p>正文</p>',
      ...body,
    });
  const managed = async (id: number) =>
    (await call<Record<string, unknown>>(admin, `detail?id=${id}`)).data as {
      status: number;
      pinned: boolean;
    };
  /** Enabled users of a department (with its sub-departments, as the staff list counts them) plus named users. */
  const audienceOf = async (dept: number, users: number[]) => {
    const ids = new Set(users);
    for (let page = 1; ; page++) {
      const res = await fetch(`${env.url}/account/api/v1/user/znf/web/list`, {
        method: 'POST',
        headers: { ...platformHeaders(admin), 'Content-Type': 'application/json' },
        body: JSON.stringify({ departmentId: dept, status: 1, page, pageSize: 100 }),
      });
      const body = (await res.json()) as { data: { records: { userId: number }[]; total: number } };
      for (const u of body.data.records) ids.add(Number(u.userId));
      if (page * 100 >= body.data.total) break;
    }
    return [...ids].sort((a, b) => a - b);
  };

  beforeEach(async () => {
    await fetch(`${env.url}/__sandbox/reset`, { method: 'POST' });
    admin = await login(env.url, ADMIN);
    operator = await login(env.url, OPERATOR);
  });

  it('the seed: everyone sees the pinned 公告; only 农资经营部 sees its 通知; drafts and withdrawn ones nobody', async () => {
    const a = (await inbox(admin)).data;
    expect(a.records.map((r) => r.title)).toEqual(['关于做好春耕农资保供稳价工作的公告']);
    expect(a.records[0]?.read).toBe(true);
    expect(a.unread).toBe(0);
    const o = (await inbox(operator)).data;
    expect(o.records.map((r) => r.title)).toEqual([
      '关于做好春耕农资保供稳价工作的公告',
      '农资经营部周例会安排',
    ]);
    expect(o.unread).toBe(2);
    expect((await inbox(operator, { read: false })).data.total).toBe(2);
    expect((await inbox(admin, { read: true })).data.total).toBe(1);
  });

  it('a notice to a branch and one person: exactly that audience, read times recorded once', async () => {
    const created = await save({
      title: '长沙片区库存盘点通知',
      audience: {
        dep: [{ type: 'dep', id: '110', name: '长沙分公司' }],
        user: [{ type: 'user', id: '2', name: '运营专员' }],
      },
      publish: true,
    });
    expect(created.code, created.msg).toBe(200);
    expect(created.msg).toBe('发布成功');
    const id = created.data.id;
    const want = await audienceOf(110, [2]);
    expect(want.length).toBeGreaterThan(3);
    const readers = async (read?: boolean) =>
      (
        await call<{
          records: { userId: number; readTime: string | null }[];
          total: number;
          readCount: number;
          unreadCount: number;
        }>(admin, 'readers', { id, page: 1, pageSize: 100, ...(read === undefined ? {} : { read }) })
      ).data;
    const before = await readers();
    expect(before.records.map((r) => r.userId).sort((x, y) => x - y)).toEqual(want);
    expect([before.total, before.readCount, before.unreadCount]).toEqual([want.length, 0, want.length]);
    // the administrator (信息技术部) is not in it: 404 on reading, absent from the inbox
    expect((await call(admin, 'read', { id })).status).toBe(404);
    expect((await inbox(admin)).data.records.map((r) => r.id)).not.toContain(id);
    // the operator reads it: once, with a time; reading again keeps the first time
    const first = await call<{ readTime: string; content: string }>(operator, 'read', { id });
    expect(first.code).toBe(200);
    expect(first.data.content).toBe('<p>正文</p>');
    const again = await call<{ readTime: string }>(operator, 'read', { id });
    expect(again.data.readTime).toBe(first.data.readTime);
    const after = await readers(true);
    expect(after.records).toEqual([
      { userId: 2, realName: '运营专员', deptName: '农资经营部', readTime: first.data.readTime },
    ]);
    expect([after.total, after.readCount, after.unreadCount]).toEqual([1, 1, want.length - 1]);
    expect((await readers(false)).total).toBe(want.length - 1);
    const row = (
      await call<{ records: { id: number; audienceCount: number; readCount: number }[] }>(admin, 'page', {
        page: 1,
        pageSize: 100,
      })
    ).data.records.find((r) => r.id === id);
    expect(row).toMatchObject({ audienceCount: want.length, readCount: 1 });
  });

  it('a notice to a functional group (角色) and a position (岗位): their members and holders only', async () => {
    const created = await save({
      title: '财务与部门经理通知',
      audience: {
        role: [{ type: 'role', id: String(FINANCE_GROUP.id), name: FINANCE_GROUP.name }],
        position: [{ type: 'position', id: APPROVAL_ACCOUNTS.manager.position, name: '部门经理' }],
      },
      publish: true,
    });
    expect(created.code, created.msg).toBe(200);
    const readers = (
      await call<{ records: { userId: number }[]; total: number }>(admin, 'readers', {
        id: created.data.id,
        page: 1,
        pageSize: 100,
      })
    ).data;
    expect(readers.records.map((r) => r.userId).sort((a, b) => a - b)).toEqual([
      APPROVAL_ACCOUNTS.manager.id,
      APPROVAL_ACCOUNTS.finance.id,
    ]);
    // Not addressed to everyone: the operator does not get it.
    expect((await inbox(operator)).data.records.map((r) => r.id)).not.toContain(created.data.id);
  });

  it('sanitises bodies: script and event handlers never stored or served', async () => {
    const created = await save({
      content:
        '<p>通知</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a>',
      publish: true,
    });
    const read = await call<{ content: string }>(operator, 'read', { id: created.data.id });
    expect(read.data.content).not.toMatch(/onerror|<script|javascript:/i);
    expect(read.data.content).toContain('<p>通知</p>');
    const empty = await save({ content: '<p> </p><script>alert(1)</script>' });
    expect([empty.status, empty.msg]).toEqual([400, '正文不能为空']);
  });

  it('bodies refer only to uploaded images: an external image is dropped before storing', async () => {
    const created = await save({
      content:
        '<p>通知<img src="https://tracker.example/pixel.png?u=operator" alt="外链"></p><p><img src="/system/api/v1/news/image/n20260301abc" alt="本站"></p>',
      publish: true,
    });
    const read = await call<{ content: string }>(operator, 'read', { id: created.data.id });
    expect(read.data.content).toBe(
      '<p>通知</p><p><img src="/system/api/v1/news/image/n20260301abc" alt="本站" /></p>',
    );
  });

  it('refuses what the status forbids, changing nothing; withdrawn notices leave the inboxes', async () => {
    const draft = (await save({ title: '草稿通知' })).data.id;
    const withdrawDraft = await call(admin, 'status', { id: draft, action: 'withdraw' });
    expect([withdrawDraft.status, withdrawDraft.msg]).toEqual([409, '只有已发布的通知公告可以撤回']);
    expect((await managed(draft)).status).toBe(0);
    expect((await inbox(operator)).data.records.map((r) => r.id)).not.toContain(draft);

    expect((await call(admin, 'status', { id: draft, action: 'publish' })).code).toBe(200);
    const twice = await call(admin, 'status', { id: draft, action: 'publish' });
    expect([twice.status, twice.msg]).toEqual([409, '该通知公告已发布']);
    const del = await call(admin, 'delete', { id: draft });
    expect([del.status, del.msg]).toEqual([409, '已发布的通知公告不能删除，请先撤回']);
    expect((await managed(draft)).status).toBe(1);
    expect((await inbox(operator)).data.records.map((r) => r.id)).toContain(draft);

    expect((await call(admin, 'status', { id: draft, action: 'pin' })).data).toEqual({
      status: 1,
      pinned: true,
    });
    expect((await inbox(operator)).data.records[0]?.id).toBe(draft);

    expect((await call(admin, 'status', { id: draft, action: 'withdraw' })).code).toBe(200);
    expect((await inbox(operator)).data.records.map((r) => r.id)).not.toContain(draft);
    expect((await call(operator, 'read', { id: draft })).status).toBe(404);
    expect((await call(admin, 'delete', { id: draft })).code).toBe(200);
    expect((await call(admin, `detail?id=${draft}`)).status).toBe(404);
  });

  it('全部已读 marks every notice of the user read, and only theirs', async () => {
    const r = await call<{ changed: number }>(operator, 'readAll', {});
    expect(r.data.changed).toBe(2);
    expect((await inbox(operator)).data.unread).toBe(0);
    expect((await call<{ changed: number }>(operator, 'readAll', {})).data.changed).toBe(0);
    const readers = await call<{ readCount: number }>(admin, 'readers', { id: 2, page: 1, pageSize: 10 });
    expect(readers.data.readCount).toBe(1);
  });
});
