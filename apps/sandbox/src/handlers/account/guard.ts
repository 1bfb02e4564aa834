/**
 * The sign-in guard: wrong passwords (sign-in, and the old password of a password change) are
 * counted per account and client address (migration 025), so a stranger cannot lock an account
 * out from everywhere:
 * - five from one address within 10 minutes lock the account from that address for 10 minutes;
 * - twenty from any addresses within 10 minutes lock it everywhere for 30 minutes.
 * Attempts a lock refuses are not counted, so no lock outlives its duration; a success clears the
 * count of its address; an administrator lifts every lock of an account at once (解锁).
 * The account is the matching user's name, or the name as typed when none matches.
 */
import type { Db, Queryable } from '../../db/adapter';
import { formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { type HandlerResult, ok } from '../types';
import { AM } from './messages';

export const GUARD = {
  /** Both counts look back this far. */
  windowMs: 10 * 60_000,
  /** Wrong passwords from one address that lock the account there … */
  addressFailures: 5,
  /** … for this long. */
  addressLockMs: 10 * 60_000,
  /** Wrong passwords from any addresses that lock the account everywhere … */
  accountFailures: 20,
  /** … for this long (the longest lock: failures are kept this long for 系统监控). */
  accountLockMs: 30 * 60_000,
} as const;

/** The `login_lock.ip` of the lock everywhere. */
const EVERYWHERE = '';

/** A lock that refuses an attempt. */
export interface Lock {
  everywhere: boolean;
  until: Date;
}

/** The wrong-password locks of an account in effect now (the `SignInLock` of the spec). */
export interface SignInLock {
  everywhere: boolean;
  addresses: string[];
  lockedUntil: string;
}

const iso = (d: Date) => d.toISOString();
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The lock that refuses this account from this address now, if any (the one everywhere first). */
export async function lockOf(
  q: Queryable,
  account: string,
  ip: string,
  now: Date,
): Promise<Lock | undefined> {
  const rows = await q.query<{ ip: string; locked_until: Date }>(
    `select ip, locked_until from login_lock
      where account = $1 and ip in ($2, $3) and locked_until > $4::timestamptz order by ip = $2 desc`,
    [account, EVERYWHERE, ip, iso(now)],
  );
  const row = rows[0];
  return row ? { everywhere: row.ip === EVERYWHERE, until: new Date(row.locked_until) } : undefined;
}

/** Drops what no window or lock needs any more (of every account). */
export async function purgeExpired(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from login_failure where failed_at <= $1::timestamptz', [
    iso(before(now, GUARD.accountLockMs)),
  ]);
  await q.query('delete from login_lock where locked_until <= $1::timestamptz', [iso(now)]);
}

/** Counts a wrong password; answers the lock it caused, if any. */
export async function recordFailure(
  q: Queryable,
  account: string,
  ip: string,
  now: Date,
): Promise<Lock | undefined> {
  await q.query('insert into login_failure (account, ip, failed_at) values ($1, $2, $3::timestamptz)', [
    account,
    ip,
    iso(now),
  ]);
  const counts = await q.query<{ here: number; everywhere: number }>(
    `select count(*) filter (where ip = $2)::int as here, count(*)::int as everywhere
       from login_failure where account = $1 and failed_at > $3::timestamptz`,
    [account, ip, iso(before(now, GUARD.windowMs))],
  );
  const { here = 0, everywhere = 0 } = counts[0] ?? {};
  const lock =
    everywhere >= GUARD.accountFailures
      ? { ip: EVERYWHERE, until: new Date(now.getTime() + GUARD.accountLockMs) }
      : here >= GUARD.addressFailures
        ? { ip, until: new Date(now.getTime() + GUARD.addressLockMs) }
        : undefined;
  if (!lock) return undefined;
  await q.query(
    `insert into login_lock (account, ip, locked_until) values ($1, $2, $3::timestamptz)
     on conflict (account, ip) do update set locked_until = excluded.locked_until`,
    [account, lock.ip, iso(lock.until)],
  );
  return { everywhere: lock.ip === EVERYWHERE, until: lock.until };
}

/** What a password attempt came to: refused by a lock (one it caused, or one in effect), or checked. */
export type AttemptOutcome = { lock: Lock } | { valid: boolean };

/**
 * One password attempt on an account: the lock check, the password check and the count of a
 * failure (or the clearing of the address's count on a success) as one step per account. The
 * steps run in a transaction holding an advisory lock on the account, so attempts made at once —
 * through one server or through several sharing the database — are counted one after the other:
 * none passes the lock check while another is still being counted, and a burst of guesses gets no
 * more tries than one at a time (R-28.instances). Other accounts are not held up.
 */
export async function guardedAttempt(
  db: Db,
  account: string,
  ip: string,
  now: Date,
  check: () => Promise<boolean>,
): Promise<AttemptOutcome> {
  let counted = false;
  const outcome = await db.transaction(async (tx): Promise<AttemptOutcome> => {
    await tx.query('select pg_advisory_xact_lock(43000003, hashtext($1))', [account]);
    const lock = await lockOf(tx, account, ip, now);
    if (lock) return { lock };
    if (await check()) {
      await clearFailures(tx, account, ip);
      return { valid: true };
    }
    counted = true;
    const caused = await recordFailure(tx, account, ip, now);
    return caused ? { lock: caused } : { valid: false };
  });
  // What no window or lock needs any more goes when a failure is counted (of every account; the
  // counts and locks read only live rows, so it may come after), outside the account's lock.
  if (counted) await purgeExpired(db, now);
  return outcome;
}

/** A success from an address clears that address's count. */
export async function clearFailures(q: Queryable, account: string, ip: string): Promise<void> {
  await q.query('delete from login_failure where account = $1 and ip = $2', [account, ip]);
}

/** 解锁: lifts every lock of the account and clears its counts; false when there was nothing to lift. */
export async function unlockAccount(q: Queryable, account: string, now: Date): Promise<boolean> {
  const active = await q.query(
    `select 1 where exists (select 1 from login_lock where account = $1 and locked_until > $2::timestamptz)
        or exists (select 1 from login_failure where account = $1 and failed_at > $3::timestamptz)`,
    [account, iso(now), iso(before(now, GUARD.windowMs))],
  );
  await q.query('delete from login_lock where account = $1', [account]);
  await q.query('delete from login_failure where account = $1', [account]);
  return active.length > 0;
}

/** The body-code 1006 answer for a lock. */
export function lockedAnswer(lock: Lock): HandlerResult {
  return ok(null, lock.everywhere ? AM.lockedEverywhere : AM.locked, Code.Locked);
}

interface LockAggregate {
  account: string;
  everywhere: boolean;
  addresses: string[];
  locked_until: Date;
}

/** The aggregate of the live locks per account (SQL, alias-free, parameters $1 = now). */
export const LIVE_LOCKS_SQL = `select account, bool_or(ip = '') as everywhere,
    coalesce(array_agg(ip order by ip) filter (where ip <> ''), '{}'::text[]) as addresses,
    max(locked_until) as locked_until
  from login_lock where locked_until > $1::timestamptz`;

export function toSignInLock(
  r: Pick<LockAggregate, 'everywhere' | 'addresses' | 'locked_until'>,
): SignInLock {
  return {
    everywhere: r.everywhere,
    addresses: r.addresses,
    lockedUntil: formatDateTime(new Date(r.locked_until)),
  };
}

/** The live locks of these accounts, by account (accounts without one are absent). */
export async function locksOf(
  q: Queryable,
  accounts: readonly string[],
  now: Date,
): Promise<Map<string, SignInLock>> {
  if (accounts.length === 0) return new Map();
  const rows = await q.query<LockAggregate>(
    `${LIVE_LOCKS_SQL} and account = any($2::text[]) group by account`,
    [iso(now), [...new Set(accounts)]],
  );
  return new Map(rows.map((r) => [r.account, toSignInLock(r)]));
}
