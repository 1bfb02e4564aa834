import { describe, expect, it } from 'vitest';
import { loadSpec } from './load';
import { createValidators, displayName, fieldPath, nulField } from './validate';

const spec = loadSpec();
const v = createValidators(spec);
const op = (id: string) => {
  const o = spec.byId.get(id);
  if (!o) throw new Error(id);
  return o;
};

describe('request validation messages (Simplified Chinese, naming the field)', () => {
  it.each([
    ['listDevice', { page: 0, pageSize: 10 }, 'body.page 必须 >= 1'],
    ['listDevice', { page: 1, pageSize: 10001 }, 'body.pageSize 必须 <= 10000'],
    ['listDevice', { pageSize: 10 }, 'body.page 不能为空'],
    ['listDevice', { page: 1, pageSize: 10, status: 2 }, 'body.status 必须是以下值之一：-1、0、1'],
    ['listDevice', { page: '1', pageSize: 10 }, 'body.page 必须是整数'],
    ['listDevice', { page: 1, pageSize: 10, extra: true }, 'body 不允许包含未定义的字段 extra'],
    [
      'updateDevice',
      { deviceId: '', lon: 112.9, lat: 28.2, qhdm: '4301', qhmc: '长沙市' },
      'body.deviceId 长度不能少于 1 个字符',
    ],
    [
      'updateDevice',
      { deviceId: 'a', lon: 112.9, lat: 28.2, qhdm: '43x', qhmc: '长沙市' },
      'body.qhdm 格式不正确',
    ],
    [
      'registerUser',
      {
        userName: 'lina',
        password: 'Hnnz@2024',
        realName: '李娜',
        phone: '13973186520',
        departmentId: 1,
        email: 'x@',
      },
      'body.email 不是有效的邮箱地址',
    ],
    [
      'registerUser',
      {
        userName: 'lina',
        password: 'Hnnz@2024',
        realName: '李娜',
        phone: '13973186520',
        departmentId: 1,
        roleIds: [2, 2],
      },
      'body.roleIds 不能包含重复项（第 2 项与第 1 项相同）',
    ],
    [
      'convertPrj2jwdCoord',
      { epsg: 4526, zone: 38, points: [{ x: 1, y: 1 }] },
      'body 只能符合一种格式，但同时符合了多种',
    ],
    ['convertPrj2jwdCoord', { epsg: 4526, points: [{ x: -1, y: 1 }] }, 'body.points[0].x 必须 >= 0'],
    ['approvalUpdate', { name: '采购' }, 'body.id 不能为空'],
    // Integers beyond 32 bits, positions outside China, strings over their limit.
    ['listDevice', { page: 2 ** 31, pageSize: 10 }, 'body.page 超出整数范围（-2147483648 至 2147483647）'],
    ['listDevice', { page: 100001, pageSize: 10 }, 'body.page 必须 <= 100000'],
    [
      'updateDevice',
      { deviceId: 'a', lon: 180, lat: 28.2, qhdm: '4301', qhmc: '长沙市' },
      'body.lon 必须 <= 136',
    ],
    [
      'updateDevice',
      { deviceId: 'a'.repeat(65), lon: 112.9, lat: 28.2, qhdm: '4301', qhmc: '长沙市' },
      'body.deviceId 长度不能超过 64 个字符',
    ],
    ['orderAction', { id: 0, action: 'remark', note: 'x' }, 'body.id 必须 >= 1'],
  ])('%s %j → %s', (id, body, message) => {
    expect(v.body(op(id))(body)?.message).toBe(message);
  });

  it('coerces query strings and reports them under query.*', () => {
    const q: Record<string, unknown> = { qhdm: '4301', havGeojson: 'true' };
    expect(v.params(op('regionTree'), 'query')(q)).toBeUndefined();
    expect(q.havGeojson).toBe(true);
    expect(v.params(op('getCameraNetAddress'), 'query')({ deviceCode: 'a', channel: 'x' })?.message).toBe(
      'query.channel 必须是整数',
    );
    expect(v.params(op('regionSearch'), 'query')({})?.message).toBe('query.keyword 不能为空');
  });

  it('accepts the spec’s own examples', () => {
    for (const o of spec.operations)
      if (o.body?.example !== undefined)
        expect(v.body(o)(structuredClone(o.body.example)), o.operationId).toBeUndefined();
  });

  it('names a stray field briefly, without control characters', () => {
    const message = v.body(op('listDevice'))({ page: 1, pageSize: 10, ['k'.repeat(5000)]: 1 })?.message;
    expect(message).toBe(`body 不允许包含未定义的字段 ${'k'.repeat(40)}…`);
    expect(displayName('a\u0000b')).toBe('a�b');
  });

  it('finds the first string or key holding NUL, by its path', () => {
    expect(nulField('body', { a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('body.b[0].c');
    expect(nulField('body', { 'k\u0000': 1 })).toBe('body.k�');
    expect(nulField('query', { keyword: '岳麓' })).toBeUndefined();
    expect(nulField('body', '\u0000')).toBe('body');
  });

  it('formats field paths', () => {
    expect(fieldPath('body', '/points/0/x')).toBe('body.points[0].x');
    expect(fieldPath('query', '', 'page')).toBe('query.page');
  });
});
