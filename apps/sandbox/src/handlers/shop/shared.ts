/** Helpers of the shop server's master-data handlers. */
import type { Db, Queryable } from '../../db/adapter';
import type { Sql } from '../../db/entity';
import { sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { ApiFailure, ok } from '../types';

/** A refused value: HTTP 400 with the Chinese message, nothing changed. */
export const refuse = (msg: string): never => {
  throw new ApiFailure(Code.BadRequest, msg);
};

/** A refusal by the record's state or use: HTTP 409. */
export const conflict = (msg: string): never => {
  throw new ApiFailure(Code.Conflict, msg);
};

/** What `removeUnlessUsed` needs of an entity: its record by id, and deleting it. */
interface Removable<R> {
  get(q: Queryable, key: number): Promise<R>;
  remove(q: Queryable, key: number): Promise<void>;
}

/**
 * 删除 of a record nothing uses, in one transaction: its not-found failure, 409 with `msg` when
 * `inUse(record)`, else deleted.
 */
export function removeUnlessUsed<R>(
  db: Db,
  entity: Removable<R>,
  id: number,
  inUse: (record: R) => boolean,
  msg: string,
) {
  return db.transaction(async (tx) => {
    const current = await entity.get(tx, id);
    if (inUse(current)) conflict(msg);
    await entity.remove(tx, id);
    return ok(null, M.deleted);
  });
}

/**
 * The condition "region `column` is `qhdm` or lies under it": a region code without its trailing
 * zero pairs is the prefix of every code under it (430100 长沙市 → 4301…).
 */
export function underRegion(column: Sql, qhdm: string): Sql {
  let prefix = qhdm;
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return sql`left(${column}, ${prefix.length}) = ${prefix}`;
}

/** The licence state of a supplier row from the days left until its licence ends. */
export function licenceState(daysLeft: number | null): 'none' | 'valid' | 'expiring' | 'expired' {
  if (daysLeft === null) return 'none';
  if (daysLeft < 0) return 'expired';
  return daysLeft <= 30 ? 'expiring' : 'valid';
}

/** Days within which a licence counts as 即将到期. */
export const LICENCE_WARNING_DAYS = 30;
