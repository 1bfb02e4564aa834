/** 系统监控: online sessions (强退) and the sign-in guard's failures and locks (解锁). */
import { sql } from '../../db/entity';
import { formatDateTime } from '../../util/time';
import { lastSeenOf } from '../auth';
import { Code } from '../codes';
import { fail, ok, paging, requireUser, typedHandlers } from '../types';
import { GUARD, LIVE_LOCKS_SQL, toSignInLock, unlockAccount } from './guard';
import { AM } from './messages';

const time = (v: Date | string) => formatDateTime(v instanceof Date ? v : new Date(v));
const timeOrNull = (v: Date | string | null) => (v === null ? null : time(v));

export const SESSION_HANDLERS = typedHandlers({
  async monitorSessionList(ctx) {
    const b = ctx.body;
    const me = requireUser(ctx);
    const now = ctx.app.now().toISOString();
    const { text, values } = sql`from session s join app_user u on u.id = s.user_id
      where s.expires_at > ${now}::timestamptz and u.status = 1
        and (${b.keyword ?? null}::text is null or strpos(u.user_name, ${b.keyword ?? ''}) > 0 or strpos(u.real_name, ${b.keyword ?? ''}) > 0)`.compile();
    const { limit, offset } = paging(b);
    const [rows, total] = await Promise.all([
      ctx.db.query<{
        id: number;
        token: string;
        user_id: number;
        user_name: string;
        real_name: string;
        ip: string | null;
        created_at: Date;
        expires_at: Date;
      }>(
        `select s.id, s.token, s.user_id, u.user_name, u.real_name, s.ip, s.created_at, s.expires_at ${text}
          order by s.created_at desc, s.id desc limit ${limit} offset ${offset}`,
        values,
      ),
      ctx.db.query<{ n: number }>(`select count(*)::int as n ${text}`, values),
    ]);
    return ok({
      total: total[0]?.n ?? 0,
      records: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        userName: r.user_name,
        realName: r.real_name,
        ip: r.ip,
        loginTime: time(r.created_at),
        lastSeen: time(lastSeenOf(ctx.app, r.token) ?? r.created_at),
        expireTime: time(r.expires_at),
        current: r.token === me.token,
      })),
    });
  },

  async monitorSessionDelete(ctx) {
    const me = requireUser(ctx);
    const rows = await ctx.db.query<{ token: string }>(
      'select token from session where id = $1 and expires_at > $2::timestamptz',
      [ctx.query.id, ctx.app.now().toISOString()],
    );
    const session = rows[0];
    if (!session) return fail(Code.RecordNotFound, AM.sessionNotFound);
    if (session.token === me.token) fail(Code.InUse, AM.ownSession);
    await ctx.db.query('delete from session where id = $1', [ctx.query.id]);
    return ok(null, AM.forcedOut);
  },

  async monitorLoginLocks(ctx) {
    const b = ctx.body;
    const now = ctx.app.now();
    const windowStart = new Date(now.getTime() - GUARD.windowMs).toISOString();
    // One row per account: its failures of the last 10 minutes and its live locks (by address and
    // everywhere); the last address is that of its most recent failure still kept.
    const accounts = `with f as (
        select account, count(*) filter (where failed_at > $2::timestamptz)::int as failures, max(failed_at) as last_failure_at
          from login_failure group by account),
      l as (${LIVE_LOCKS_SQL} group by account)
      select coalesce(f.account, l.account) as account, coalesce(f.failures, 0) as failures, f.last_failure_at,
             l.everywhere, l.addresses, l.locked_until
        from f full join l on l.account = f.account
       where ${b.lockedOnly ? 'l.account is not null' : '(l.account is not null or f.failures > 0)'}`;
    const { limit, offset } = paging(b);
    const params = [now.toISOString(), windowStart];
    const [rows, total] = await Promise.all([
      ctx.db.query<{
        account: string;
        failures: number;
        last_failure_at: Date | null;
        everywhere: boolean | null;
        addresses: string[] | null;
        locked_until: Date | null;
        last_ip: string | null;
      }>(
        `select a.*, (select x.ip from login_failure x where x.account = a.account order by x.failed_at desc, x.id desc limit 1) as last_ip
           from (${accounts}) a
          order by a.last_failure_at desc nulls last, a.account limit ${limit} offset ${offset}`,
        params,
      ),
      ctx.db.query<{ n: number }>(`select count(*)::int as n from (${accounts}) a`, params),
    ]);
    return ok({
      total: total[0]?.n ?? 0,
      records: rows.map((r) => {
        const lock =
          r.locked_until === null
            ? null
            : toSignInLock({
                everywhere: r.everywhere ?? false,
                addresses: r.addresses ?? [],
                locked_until: r.locked_until,
              });
        return {
          account: r.account,
          failures: r.failures,
          lastFailure: timeOrNull(r.last_failure_at),
          lastIp: r.last_ip,
          locked: lock !== null,
          lockedUntil: lock?.lockedUntil ?? null,
          everywhere: lock?.everywhere ?? false,
          addresses: lock?.addresses ?? [],
        };
      }),
    });
  },

  async monitorLoginUnlock(ctx) {
    if (!(await unlockAccount(ctx.db, ctx.body.account, ctx.app.now())))
      fail(Code.RecordNotFound, AM.notLocked);
    return ok(null, AM.unlocked);
  },
});
