/**
 * Bad input to the account administration operations (roles, menus, department tree and order,
 * user status and checks, group members, sessions and locks), generated with fast-check: out of
 * range or malformed values, missing fields, extra fields, and the rules the handlers check
 * themselves (a menu url without `/`, a menu or department moved under itself). Each gets HTTP 400
 * with a Chinese message and no table changes.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { backends, startBackendSandbox } from './backends';
import { expectRefused, type RawRequest, send } from './badInput';
import { checksums, login } from './helpers';

type BadRequest = RawRequest & { method: 'GET' | 'POST' | 'DELETE' };

const post =
  (path: string) =>
  (body: unknown): BadRequest => ({ method: 'POST', path, body });
const withQuery =
  (method: 'GET' | 'DELETE', path: string) =>
  (query: Record<string, string>): BadRequest => ({ method, path, query });

/** Integers that are not ≥ 1 (ids, pages). */
const notPositive = fc.oneof(
  fc.integer({ min: -1000, max: 0 }),
  fc.double({ min: 0.1, max: 9.9, noInteger: true }),
);
/** Values that are not 0 or 1. */
const notStatus = fc.oneof(
  fc.integer({ min: 2, max: 99 }),
  fc.integer({ min: -99, max: -1 }),
  fc.constantFrom('1', true, null),
);
const tooLong = (n: number) => fc.string({ minLength: n + 1, maxLength: n + 20, unit: 'grapheme' });
/** Role codes breaking `^[a-zA-Z][a-zA-Z0-9_:-]*$`. */
const badRoleCode = fc.oneof(
  fc.constantFrom('', '1admin', '_x', 'ab cd', '角色', 'a/b', 'a.b', '-x'),
  fc.tuple(fc.integer({ min: 0, max: 9 }), fc.string({ maxLength: 8 })).map(([d, s]) => `${d}${s}`),
);
const blank = fc.constantFrom('', ' ', '   ', '\t');
const page = { page: 1, pageSize: 10 };
const extra = fc
  .string({ minLength: 1, maxLength: 8 })
  .filter((k) => /^[a-z]+$/i.test(k))
  .map((k) => `x_${k}`);

const badRequests: fc.Arbitrary<BadRequest> = fc.oneof(
  // roles
  fc
    .oneof(
      notPositive.map((p) => ({ ...page, page: p })),
      fc.integer({ min: 1001, max: 5000 }).map((s) => ({ ...page, pageSize: s })),
      notStatus.map((s) => ({ ...page, status: s })),
      tooLong(30).map((n) => ({ ...page, roleName: n })),
      extra.map((k) => ({ ...page, [k]: 1 })),
      fc.constant({ page: 1 }),
    )
    .map(post('/account/api/v1/role/page')),
  fc
    .oneof(
      badRoleCode.map((c) => ({ roleName: '巡检员', roleCode: c })),
      blank.map((n) => ({ roleName: n, roleCode: 'xunjian' })),
      tooLong(30).map((n) => ({ roleName: n, roleCode: 'xunjian' })),
      tooLong(200).map((r) => ({ roleName: '巡检员', roleCode: 'xunjian', remark: r })),
      notStatus.map((s) => ({ roleName: '巡检员', roleCode: 'xunjian', status: s })),
      fc.constantFrom({ roleName: '巡检员' }, { roleCode: 'xunjian' }, {}),
    )
    .map(post('/account/api/v1/role/add')),
  fc
    .oneof(
      fc.constant({ id: 2 }),
      badRoleCode.map((c) => ({ id: 2, roleCode: c })),
      notPositive.map((id) => ({ id, remark: '备注' })),
    )
    .map(post('/account/api/v1/role/update')),
  fc
    .oneof(
      notStatus.map((s) => ({ id: 2, status: s })),
      notPositive.map((id) => ({ id, status: 1 })),
      fc.constant({ id: 2 }),
    )
    .chain((b) =>
      fc.constantFrom(post('/account/api/v1/role/status')(b), post('/account/api/v1/user/status')(b)),
    ),
  fc
    .oneof(notPositive.map(String), fc.constantFrom('abc', ''))
    .chain((id) =>
      fc.constantFrom(
        withQuery('DELETE', '/account/api/v1/role/delete')({ id }),
        withQuery('DELETE', '/account/api/v1/menu/delete')({ id }),
        withQuery('DELETE', '/account/api/v1/monitor/session/delete')({ id }),
        withQuery('GET', '/account/api/v1/role/menu/ids')({ roleId: id }),
      ),
    ),
  // menus
  fc
    .oneof(
      fc.integer({ min: 3, max: 9 }).map((t) => ({ parentId: 0, name: '测试', type: t, menuUrl: '/cs' })),
      // A directory or menu url must start with `/` (checked by the handler).
      fc
        .tuple(fc.constantFrom(0, 1), fc.stringMatching(/^[a-z][a-z0-9/]{0,10}$/))
        .map(([t, u]) => ({ parentId: t === 0 ? 0 : 201, name: '测试', type: t, menuUrl: u })),
      fc
        .constantFrom('a b', '/a b', ' ', '')
        .map((u) => ({ parentId: 0, name: '测试', type: 0, menuUrl: u })),
      blank.map((n) => ({ parentId: 0, name: n, type: 0, menuUrl: '/cs' })),
      fc.integer({ min: -99, max: -1 }).map((p) => ({ parentId: p, name: '测试', type: 0, menuUrl: '/cs' })),
      fc
        .integer({ min: 10000, max: 99999 })
        .map((s) => ({ parentId: 0, name: '测试', type: 0, menuUrl: '/cs', sort: s })),
    )
    .map(post('/account/api/v1/menu/add')),
  fc
    .oneof(
      fc.constant({ id: 202 }),
      fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/).map((u) => ({ id: 202, menuUrl: u })),
      fc.constantFrom('true', 'yes', 1).map((v) => ({ id: 202, visible: v })),
    )
    .map(post('/account/api/v1/menu/update')),
  fc
    .oneof(
      fc.constant({ parentId: 0, ids: [] }),
      fc.integer({ min: 1, max: 500 }).map((id) => ({ parentId: 0, ids: [id, id] })),
      fc.integer({ min: -9, max: -1 }).map((p) => ({ parentId: p, ids: [1] })),
      fc.constant({ ids: [1] }),
    )
    .chain((b) =>
      fc.constantFrom(post('/account/api/v1/menu/sort')(b), post('/account/api/v1/enterprise/dept/sort')(b)),
    ),
  // moved under itself or a descendant (checked by the handlers)
  fc.constantFrom(
    post('/account/api/v1/menu/sort')({ parentId: 202, ids: [2] }),
    post('/account/api/v1/menu/sort')({ parentId: 2, ids: [2] }),
    post('/account/api/v1/enterprise/dept/sort')({ parentId: 111, ids: [110] }),
    post('/account/api/v1/enterprise/dept/sort')({ parentId: 110, ids: [101] }),
  ),
  // departments, users, groups
  fc
    .oneof(
      notStatus.map((s) => ({ status: s })),
      tooLong(50).map((n) => ({ name: n })),
      extra.map((k) => ({ [k]: 1 })),
    )
    .map(post('/account/api/v1/enterprise/dept/tree')),
  fc
    .oneof(
      fc.constant({}),
      fc.stringMatching(/^[02][0-9]{10}$|^1[0-2][0-9]{9}$|^[0-9]{1,10}$/).map((p) => ({ phone: p })),
      notPositive.map((e) => ({ userName: 'admin', except: e })),
      tooLong(32).map((u) => ({ userName: u })),
    )
    .map(post('/account/api/v1/user/check')),
  fc
    .oneof(
      fc.constant({ groupId: 1, userIds: [] }),
      fc.integer({ min: 1, max: 99 }).map((u) => ({ groupId: 1, userIds: [u, u] })),
      notPositive.map((g) => ({ groupId: g, userIds: [1] })),
      fc.constant({ userIds: [1] }),
    )
    .map(post('/account/api/v2/usermanage/addGroupUser')),
  // monitoring
  fc
    .oneof(
      notPositive.map((p) => ({ ...page, page: p })),
      tooLong(32).map((k) => ({ ...page, keyword: k })),
      fc.constantFrom('yes', 1, null).map((v) => ({ ...page, lockedOnly: v })),
    )
    .chain((b) =>
      fc.constantFrom(
        post('/account/api/v1/monitor/session/list')(b),
        post('/account/api/v1/monitor/login/locks')(b),
      ),
    ),
  fc
    .oneof(
      fc.constant({}),
      fc.constant({ account: '' }),
      tooLong(64).map((a) => ({ account: a })),
    )
    .map(post('/account/api/v1/monitor/login/unlock')),
);

describe.each(backends())('bad input to the account administration operations on $name', (backend) => {
  let sandbox: Sandbox;
  let token: string;

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    token = await login(sandbox.url);
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  it('gets HTTP 400 with a Chinese message and changes no table', async () => {
    const before = await checksums(sandbox.url);
    await fc.assert(
      fc.asyncProperty(badRequests, async (req) => {
        const reply = await send(sandbox.url, token, req);
        expectRefused(reply, JSON.stringify(req));
        expect(reply.msg).toMatch(/^请求参数错误：.*[\u4e00-\u9fa5]/);
      }),
      { numRuns: 250, seed: 20261124 },
    );
    expect(await checksums(sandbox.url)).toEqual(before);
  });
});
