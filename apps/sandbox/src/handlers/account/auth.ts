/**
 * Sign-in, sign-out and the session's user. Wrong passwords lock an account per client address
 * (five in 10 minutes: 10 minutes there) and everywhere (twenty in 10 minutes: 30 minutes) — see
 * ./guard.ts; names that match no account are counted too, so the answer does not reveal which
 * accounts exist. The user detail calls answer only for the caller's own session.
 */
import { hashPassword, randomToken, verifyPassword } from '../../auth/passwords';
import type { Queryable } from '../../db/adapter';
import { M } from '../../messages';
import { SESSION_HOURS } from '../auth';
import { Code } from '../codes';
import { userById } from '../shared';
import { ApiFailure, type Ctx, ok, requireUser, typedHandlers } from '../types';
import { users } from './entities';
import { guardedAttempt, lockedAnswer } from './guard';
import { AM } from './messages';
import { endSessions } from './users';

/** A verifier for unknown names, so both failures take the same time. */
const DUMMY_HASH = 'scrypt$16384$8$1$00$00';

/** Whether `token` is the token or platform token of the session whose token is `own`. */
async function isOwnSession(q: Queryable, own: string, token: string): Promise<boolean> {
  const rows = await q.query('select 1 from session where token = $1 and (token = $2 or zt_token = $2)', [
    own,
    token,
  ]);
  return rows.length > 0;
}

/** The caller's user details, if `token` (when given) is the caller's own session; else 1007. */
async function ownDetails(ctx: Ctx, token: string | undefined) {
  const me = requireUser(ctx);
  if (token !== undefined && !(await isOwnSession(ctx.db, me.token, token)))
    return ok(null, AM.notOwnSession, Code.NotOwnSession);
  const user = await userById(ctx.db, me.id);
  if (!user) throw new ApiFailure(Code.Unauthorized, M.sessionExpired);
  return ok(user);
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
    const attempt = await guardedAttempt(
      ctx.db,
      account,
      ctx.ip,
      now,
      async () => (await verifyPassword(password, user?.password_hash ?? DUMMY_HASH)) && user !== undefined,
    );
    if ('lock' in attempt) return lockedAnswer(attempt.lock);
    if (!attempt.valid || !user) return ok(null, M.wrongPassword, Code.WrongCredentials);
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

  async logout(ctx) {
    // Only this session ends; the user's sessions in other browsers stay.
    await ctx.db.query('delete from session where token = $1', [requireUser(ctx).token]);
    return ok(null, AM.loggedOut);
  },

  async getUserDetailByToken(ctx) {
    return ownDetails(ctx, ctx.body?.token);
  },

  async getUserInfoByTokenPath(ctx) {
    return ownDetails(ctx, String(ctx.params.token));
  },

  async updateUserPassword(ctx) {
    const user = requireUser(ctx);
    const { oldPassword, newPassword } = ctx.body;
    const now = ctx.app.now();
    // Old-password guesses count toward the same lockout as sign-in failures.
    const current = await users.get(ctx.db, user.id);
    const attempt = await guardedAttempt(ctx.db, user.userName, ctx.ip, now, () =>
      verifyPassword(oldPassword, current.passwordHash),
    );
    if ('lock' in attempt) return lockedAnswer(attempt.lock);
    if (!attempt.valid) return ok(null, M.wrongOldPassword, Code.WrongOldPassword);
    const { hash, salt } = await hashPassword(newPassword);
    await ctx.db.transaction(async (tx) => {
      await users.patch(tx, user.id, { passwordHash: hash, passwordSalt: salt });
      // Every session of the user ends, this one included: they sign in again with the new password.
      await endSessions(tx, user.id);
    });
    return ok(null, AM.passwordChanged);
  },
});
