/**
 * Security of an operation, evaluated from its OpenAPI security requirement: apiKey headers
 * (Appid, client) must be present (else 400); the `Authorization` token must belong to a live
 * session (else 401). Operations of the area server also accept an area-service token.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../context';
import { M } from '../messages';
import type { OperationDef } from '../spec/load';
import type { SessionUser } from './types';

export const SESSION_HOURS = 12;

export type AuthResult =
  | { user?: SessionUser; areaApp?: string }
  | { failure: { code: number; msg: string } };

interface SessionRow {
  user_id: number;
  user_name: string;
  real_name: string;
  is_admin: boolean;
  token: string;
}

/**
 * The time of each session's last request (系统监控 "last seen"), by token. Kept in memory, not
 * in the database: a request must not change any table (tests compare table checksums).
 */
const lastSeen = new WeakMap<AppContext, Map<string, Date>>();

/** When a session last made a request (undefined: not since this process started). */
export function lastSeenOf(app: AppContext, token: string): Date | undefined {
  return lastSeen.get(app)?.get(token);
}

/** The live session of a token (or platform token), if any: an enabled user's unexpired session. */
export async function sessionOf(app: AppContext, token: string): Promise<SessionUser | undefined> {
  const now = app.now();
  const rows = await app.db.query<SessionRow>(
    `select s.user_id, s.token, u.user_name, u.real_name,
            exists (select 1 from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id and r.is_admin) as is_admin
       from session s join app_user u on u.id = s.user_id
      where (s.token = $1 or s.zt_token = $1) and s.expires_at > $2::timestamptz and u.status = 1`,
    [token, now.toISOString()],
  );
  const r = rows[0];
  if (!r) return undefined;
  const seen = lastSeen.get(app) ?? new Map<string, Date>();
  lastSeen.set(app, seen);
  seen.set(r.token, now);
  return { id: r.user_id, userName: r.user_name, realName: r.real_name, isAdmin: r.is_admin, token: r.token };
}

async function areaAppOf(app: AppContext, token: string): Promise<string | undefined> {
  const rows = await app.db.query<{ app_key: string }>(
    'select app_key from area_token where token = $1 and expires_at > $2::timestamptz',
    [token, app.now().toISOString()],
  );
  return rows[0]?.app_key;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s.trim() === '' ? undefined : s.trim();
}

export async function authenticate(
  app: AppContext,
  op: OperationDef,
  headers: IncomingHttpHeaders,
): Promise<AuthResult> {
  const alternatives = op.security;
  if (alternatives.length === 0) return {};
  const usesToken = alternatives.some((alt) => alt.some((s) => s.header.toLowerCase() === 'authorization'));
  const token = header(headers, 'authorization');
  let user: SessionUser | undefined;
  let areaApp: string | undefined;
  if (token && usesToken) {
    user = await sessionOf(app, token);
    if (!user && op.server === 'area') areaApp = await areaAppOf(app, token);
    // A token that is sent must be valid, even where anonymous access is allowed.
    if (!user && !areaApp) return { failure: { code: 401, msg: M.sessionExpired } };
  }
  let firstFailure: { code: number; msg: string } | undefined;
  for (const alt of alternatives) {
    let altFailure: { code: number; msg: string } | undefined;
    for (const scheme of alt) {
      if (scheme.header.toLowerCase() === 'authorization') {
        if (!user && !areaApp) altFailure ??= { code: 401, msg: M.sessionExpired };
      } else if (!header(headers, scheme.header)) {
        // A missing apiKey header is a contract violation; report it before the token.
        altFailure =
          altFailure?.code === 400 ? altFailure : { code: 400, msg: M.missingHeader(scheme.header) };
      }
    }
    if (!altFailure) return { ...(user ? { user } : {}), ...(areaApp ? { areaApp } : {}) };
    firstFailure ??= altFailure;
  }
  return { failure: firstFailure ?? { code: 401, msg: M.sessionExpired } };
}
