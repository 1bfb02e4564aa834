/**
 * Business codes of the `{code, msg, data}` envelope, by name. Success is `Ok` (or `DictOk` for
 * `dic/list`, SPEC §8); HTTP-like failures use their status number (the HTTP status follows the
 * operation's documented responses, see `httpStatusFor` in server.ts); the account server's own
 * business errors are 1001–1007 (HTTP 200, listed in openapi/account.yaml).
 */
export const Code = {
  /** Success of a dictionary reply (`POST /api/v1/dic/list`). */
  DictOk: 0,
  /** Success. */
  Ok: 200,
  /** Contract violation or a refused value (department moved under itself …). */
  BadRequest: 400,
  /** No live session. */
  Unauthorized: 401,
  /** Not an administrator. */
  Forbidden: 403,
  /** Unknown resource where the operation documents HTTP 404. */
  NotFound: 404,
  /** Duplicate where the operation documents HTTP 409. */
  Conflict: 409,
  Internal: 500,
  /** Wrong user name or password; disabled account (login). */
  WrongCredentials: 1001,
  /** Wrong old password (change password). */
  WrongOldPassword: 1002,
  /** The record is still in use (sub-departments, staff, members, children, holders). */
  InUse: 1003,
  /** Duplicate (user name, phone, group name, department name, role code, menu url …). */
  Duplicate: 1004,
  /** Record not found (account server). */
  RecordNotFound: 1005,
  /** Too many wrong passwords: the account is locked for a while (login, change password). */
  Locked: 1006,
  /** A token that is not the caller's own session (user detail by token). */
  NotOwnSession: 1007,
} as const;

export type Code = (typeof Code)[keyof typeof Code];
