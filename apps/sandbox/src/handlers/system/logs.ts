/**
 * The operation log (操作日志): records with an optional request payload in which password-like
 * values are always masked, and the paged, filtered list of the log-management screen.
 */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { DAY_MS, startOfDay } from '../../util/time';
import { Code } from '../codes';
import { fail, type OpHandler, ok, paging, typedHandlers } from '../types';
import type { SystemSchema } from './shared';

/** What a masked value reads. */
export const MASK = '******';
const SECRET_KEY = /pass(word)?|pwd|passwd|secret|token|credential|private.?key/i;

/** A copy of `value` in which the values of password-like keys (at any depth) are `******`. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? MASK : maskSecrets(v);
    return out;
  }
  return value;
}

export const opLogs = defineEntity({
  table: 'op_log',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    userid: col.text('userid'),
    loginname: col.text('loginname'),
    realname: col.text('realname'),
    operaname: col.text('operaname'),
    createTime: col.time('create_time').defaulted(),
    ip: col.text('ip'),
    payload: col.json<Record<string, unknown>>('payload').nullable(),
  },
  notFound: { msg: M.notFound, code: Code.NotFound },
  orderBy: 't.create_time desc, t.id desc',
});

export interface LogEntry {
  userid: string;
  loginname: string;
  realname: string;
  operaname: string;
  ip: string;
  time: Date;
  /** Request parameters; password-like values are masked before saving. */
  payload?: Record<string, unknown> | undefined;
}

/** Records one operation (other handlers may log what they did through this). */
export async function writeLog(q: Queryable, e: LogEntry): Promise<void> {
  await opLogs.insert(q, {
    userid: e.userid,
    loginname: e.loginname,
    realname: e.realname,
    operaname: e.operaname,
    ip: e.ip,
    createTime: e.time,
    payload: e.payload === undefined ? null : (maskSecrets(e.payload) as Record<string, unknown>),
  });
}

const toLog = (r: RecordOf<typeof opLogs>): SystemSchema<'LogRecord'> => r;

const logSave: OpHandler<'logSave'> = async (ctx) => {
  const b = ctx.body;
  await writeLog(ctx.db, {
    userid: b.userid,
    loginname: b.loginname,
    realname: b.realname,
    operaname: b.operaname,
    ip: ctx.ip,
    time: ctx.app.now(),
    payload: b.payload,
  });
  return ok(null, M.done);
};

const logPage: OpHandler<'logPage'> = async (ctx) => {
  const b = ctx.body;
  if (b.startDate && b.endDate && b.startDate > b.endDate) fail(Code.BadRequest, M.dateRange);
  const where = [];
  if (b.keyword)
    where.push(sql`(strpos(t.loginname, ${b.keyword}) > 0 or strpos(t.realname, ${b.keyword}) > 0)`);
  if (b.startDate) where.push(sql`t.create_time >= ${startOfDay(b.startDate).toISOString()}::timestamptz`);
  if (b.endDate)
    where.push(
      sql`t.create_time < ${new Date(startOfDay(b.endDate).getTime() + DAY_MS).toISOString()}::timestamptz`,
    );
  const page = await opLogs.list(ctx.db, {
    filter: {
      loginname: b.loginname ? { contains: b.loginname } : undefined,
      operaname: b.operaname ? { contains: b.operaname } : undefined,
    },
    where,
    page: paging(b),
  });
  return ok({ total: page.total, records: page.records.map(toLog) });
};

export const LOG_HANDLERS = typedHandlers({ logSave, logPage });
