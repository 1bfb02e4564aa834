import { describe, expect, it } from 'vitest';
import { booleanField, numberField, parseMessage, parseRequest, stringField } from './protocol.js';

describe('parseMessage', () => {
  it('reads replies {id, code, data, session}', () => {
    expect(parseMessage('{"id":4,"code":0,"data":{"hwnd":9},"session":"s"}')).toEqual({
      kind: 'reply',
      reply: { id: 4, code: 0, data: { hwnd: 9 }, session: 's' },
    });
    expect(parseMessage({ id: '5', code: 209, message: 'x' })).toEqual({
      kind: 'reply',
      reply: { id: 5, code: 209, message: 'x' },
    });
  });

  it('reads events {method, info}', () => {
    expect(parseMessage('{"method":"video.close","info":{"hwnd":1,"snum":2}}')).toEqual({
      kind: 'event',
      event: { method: 'video.close', info: { hwnd: 1, snum: 2 } },
    });
  });

  it('rejects everything else', () => {
    for (const raw of ['', 'not json', '[]', '42', '{"method":"x"}', '{"code":0}', null]) {
      expect(parseMessage(raw).kind).toBe('invalid');
    }
  });
});

describe('parseRequest', () => {
  it('reads request envelopes', () => {
    expect(parseRequest('{"method":"common.version","info":{},"id":1,"session":""}')).toEqual({
      method: 'common.version',
      info: {},
      id: 1,
      session: '',
    });
    expect(parseRequest('{"method":"x","id":"2"}')).toEqual({ method: 'x', info: {}, id: 2, session: '' });
    expect(parseRequest('{"method":"x"}')).toBeUndefined();
    expect(parseRequest('nope')).toBeUndefined();
  });
});

describe('field readers', () => {
  it('read numbers, numeric strings, strings and boolean-ish values', () => {
    const info = { a: 1, b: '2', c: 'x', d: '', e: true, f: 0, g: '1' };
    expect(numberField(info, 'a')).toBe(1);
    expect(numberField(info, 'b')).toBe(2);
    expect(numberField(info, 'c')).toBeUndefined();
    expect(numberField(info, 'd')).toBeUndefined();
    expect(stringField(info, 'c')).toBe('x');
    expect(stringField(info, 'a')).toBeUndefined();
    expect(booleanField(info, 'e')).toBe(true);
    expect(booleanField(info, 'f')).toBe(false);
    expect(booleanField(info, 'g')).toBe(true);
    expect(booleanField(info, 'missing')).toBeUndefined();
  });
});
