/**
 * Sign-in and the session's user. Five wrong passwords for one account name within 10 minutes
 * lock it for 10 minutes (names that match no account too, so the answer does not reveal which
 * accounts exist); a success clears the count.
 */
import { hashPassword, randomToken, verifyPassword } from '../../auth/passwords';
import type { Queryable } from '../../db/adapter';
import { M } from '../../messages';
import { SESSION_HOURS, sessionOf } from '../auth';
import { Code } from '../codes';
import { type UserRecord, userById } from '../shared';
import { ApiFailure, type Ctx, ok, requireUser, typedHandlers } from '../types';
import { users } from './entities';
import { AM } from './messages';

export const MAX_FAILURES = 5;
export const GUARD_WINDOW_MS = 10 * 60_000;
export const LOCK_MS = 10 * 60_000;

/** A verifier for unknown names, so both failures take the same time. */
const DUMMY_HASH = 'scrypt$16384$8$1$00$00';

interface GuardRow {
  failures: number;
  first_failure_at: Date | null;
  locked_until: Date | null;
}

async function guardOf(q: Queryable, account: string): Promise<GuardRow | undefined> {
  const rows = await q.query<GuardRow>(
    'select failures, first_failure_at, locked_until from login_guard where account = $1',
    [account],
  );
  return rows[0];
}

const isLocked = (g: GuardRow | undefined, now: Date) =>
  g?.locked_until != null && new Date(g.locked_until).getTime() > now.getTime();

/** Counts a wrong password; true when this failure locks the account. */
async function recordFailure(q: Queryable, account: string, now: Date, ip: string): Promise<boolean> {
  const g = await guardOf(q, account);
  const windowOpen =
    g?.first_failure_at != null && now.getTime() - new Date(g.first_failure_at).getTime() < GUARD_WINDOW_MS;
  const failures = windowOpen && g ? g.failures + 1 : 1;
  const first = windowOpen && g?.first_failure_at ? new Date(g.first_failure_at) : now;
  const lockedUntil = failures >= MAX_FAILURES ? new Date(now.getTime() + LOCK_MS) : null;
  await q.query(
    `insert into login_guard (account, failures, first_failure_at, last_failure_at, last_ip, locked_until)
     values ($1, $2, $3::timestamptz, $4::timestamptz, $5, $6::timestamptz)
     on conflict (account) do update set failures = excluded.failures, first_failure_at = excluded.first_failure_at,
       last_failure_at = excluded.last_failure_at, last_ip = excluded.last_ip, locked_until = excluded.locked_until`,
    [account, failures, first.toISOString(), now.toISOString(), ip, lockedUntil?.toISOString() ?? null],
  );
  return lockedUntil !== null;
}

export async function userOfToken(ctx: Pick<Ctx, 'app' | 'db'>, token: string): Promise<UserRecord> {
  const session = await sessionOf(ctx.app, token);
  if (!session) throw new ApiFailure(Code.Unauthorized, M.sessionExpired);
  const user = await userById(ctx.db, session.id);
  if (!user) throw new ApiFailure(Code.Unauthorized, M.sessionExpired);
  return user;
}

export const AUTH_HANDLERS = typedHandlers({
  async login(ctx) {
    const { username, password } = ctx.body;
    const now = ctx.app.now();
    const rows = await ctx.db.query<{
      id: number;
      user_name: string;
      real_name: string;
      password_hash: string;
      status: number;
    }>(
      'select id, user_name, real_name, password_hash, status from app_user where user_name = $1 or phone = $1 order by (user_name = $1) desc limit 1',
      [username],
    );
    const user = rows[0];
    // The guard counts per account: the account's name when the name or phone matches one.
    const account = user?.user_name ?? username;
    if (isLocked(await guardOf(ctx.db, account), now)) return ok(null, AM.locked, Code.Locked);
    const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid) {
      const locked = await recordFailure(ctx.db, account, now, ctx.ip);
      return locked ? ok(null, AM.locked, Code.Locked) : ok(null, M.wrongPassword, Code.WrongCredentials);
    }
    await ctx.db.query('delete from login_guard where account = $1', [account]);
    if (user.status !== 1) return ok(null, M.userDisabled, Code.WrongCredentials);
    const token = randomToken(24);
    const ztToken = randomToken(16);
    // Sessions that ended more than a day ago are dropped.
    await ctx.db.query('delete from session where expires_at < $1::timestamptz', [
      new Date(now.getTime() - 86400_000).toISOString(),
    ]);
    await ctx.db.query(
      `insert into session (token, zt_token, user_id, created_at, expires_at, ip)
       values ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6)`,
      [
        token,
        ztToken,
        user.id,
        now.toISOString(),
        new Date(now.getTime() + SESSION_HOURS * 3600_000).toISOString(),
        ctx.ip,
      ],
    );
    const role = await ctx.db.query<{ name: string }>(
      'select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = $1 order by r.id limit 1',
      [user.id],
    );
    return ok(
      {
        token,
        zt_token: ztToken,
        user_id: user.id,
        user_name: user.user_name,
        real_name: user.real_name,
        curLabel: role[0]?.name ?? user.real_name,
      },
      M.loginOk,
    );
  },

  async getUserDetailByToken(ctx) {
    const token = ctx.body?.token ?? requireUser(ctx).token;
    return ok(await userOfToken(ctx, token));
  },

  async getUserInfoByTokenPath(ctx) {
    return ok(await userOfToken(ctx, String(ctx.params.token)));
  },

  async updateUserPassword(ctx) {
    const user = requireUser(ctx);
    const { oldPassword, newPassword } = ctx.body;
    const current = await users.get(ctx.db, user.id);
    if (!(await verifyPassword(oldPassword, current.passwordHash)))
      return ok(null, M.wrongOldPassword, Code.WrongOldPassword);
    const { hash, salt } = await hashPassword(newPassword);
    await users.patch(ctx.db, user.id, { passwordHash: hash, passwordSalt: salt });
    return ok(null, M.passwordChanged);
  },
});
