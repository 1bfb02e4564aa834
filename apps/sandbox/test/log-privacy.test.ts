/**
 * The server log holds no personal data: a database error is logged as the operation, the request
 * id and the error class (with its SQLSTATE), never the SQL, its parameters or the request body;
 * the request log names the path without its query string.
 *
 * The database error is a real one: the database under the server is wrapped so that the first
 * statement carrying the probe's phone number runs as `select $1::integer` with the same
 * parameters — PGlite's error then quotes the value in its message and carries the parameters.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db, Queryable } from '../src/db/adapter';
import { openDatabase } from '../src/db/open';
import { specAndValidators } from '../src/index';
import { buildServer } from '../src/server';
import { summarizeFailure } from '../src/util/log';
import { ADMIN, platformHeaders, testAppContext } from './helpers';

const PHONE = '13900001234';
const REAL_NAME = '隐私探针';
const USER_NAME = 'privacy_probe';
const KEYWORD = '岳麓隐私关键字';

/** Runs the first statement that carries PHONE as `select $1::integer` instead: a real error. */
function failingOnPhone(db: Db): Db {
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params = []) =>
      params.some((p) => typeof p === 'string' && p.includes(PHONE))
        ? q.query(
            `select $${params.findIndex((p) => typeof p === 'string' && p.includes(PHONE)) + 1}::integer`,
            params,
          )
        : q.query(sql, params),
    exec: (sql) => q.exec(sql),
  });
  return { ...db, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

describe('the server log holds no SQL parameters, bodies or query strings', () => {
  let server: FastifyInstance;
  let db: Db;
  let token: string;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    const app = testAppContext(failingOnPhone(db), specAndValidators());
    server = await buildServer(app, { logStream });
    const login = await server.inject({
      method: 'POST',
      url: '/account/api/auth/login',
      headers: { ...platformHeaders(), 'content-type': 'application/json' },
      payload: ADMIN,
    });
    token = (login.json() as { data: { token: string } }).data.token;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    lines.length = 0;
  });

  it('a database error: operation, request id and error class only', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
    });
    const res = await server.inject({
      method: 'POST',
      url: '/account/api/v1/user/register',
      headers: { ...platformHeaders(token), 'content-type': 'application/json' },
      payload: {
        userName: USER_NAME,
        password: 'Hnnz@2024',
        realName: REAL_NAME,
        phone: PHONE,
        departmentId: 1,
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, msg: '服务器内部错误' });

    const log = [...lines, ...errors].join('\n');
    expect(errors).toHaveLength(1);
    // What is logged: the operation, the request id, the class and SQLSTATE of the error.
    expect(errors[0]).toMatch(/^\[sandbox\] 500 registerUser req-\S+ DatabaseError 22\w{3}/);
    expect(lines.some((l) => l.includes('registerUser') && l.includes('DatabaseError'))).toBe(true);
    // What is not: parameters, body values, SQL.
    for (const secret of [PHONE, REAL_NAME, USER_NAME, 'Hnnz@2024', 'select', 'insert', 'integer'])
      expect(log, secret).not.toContain(secret);
  });

  it('the request log names the path, not the query string', async () => {
    const res = await server.inject({
      method: 'GET',
      url: `/base/api/v1/area/search?keyword=${encodeURIComponent(KEYWORD)}`,
      headers: platformHeaders(token),
    });
    expect(res.statusCode).toBeLessThan(500);
    const log = lines.join('\n');
    expect(log).toContain('/base/api/v1/area/search');
    expect(log).not.toContain(encodeURIComponent(KEYWORD));
    expect(log).not.toContain(KEYWORD);
  });

  it('summarizes an error without its message', () => {
    const err = Object.assign(new Error(`invalid input syntax for type integer: "${PHONE}"`), {
      code: '22P02',
      params: [PHONE],
    });
    const s = summarizeFailure(err);
    expect(s).toMatchObject({ errorClass: 'Error', sqlState: '22P02' });
    expect(JSON.stringify(s)).not.toContain(PHONE);
    expect(summarizeFailure('text')).toEqual({ errorClass: 'string' });
  });
});
