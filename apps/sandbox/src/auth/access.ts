/**
 * Who may call an operation, read from its declaration in the spec (`x-access` / `x-button` /
 * `x-button-by`, openapi/README.md): the request pipeline asks it before validation and before
 * every handler, and record rules ask it for records whose readers are "whoever may call the
 * operation that lists them" (a brand's logo is readable by whoever may list brands).
 */
import type { AppContext } from '../context';
import type { Queryable } from '../db/adapter';
import type { SessionUser } from '../handlers/types';
import type { OperationDef } from '../spec/load';

/**
 * Whether an enabled role of the user grants one of these menu urls — button codes (menu type 2,
 * e.g. `order:pay`) or pages (type 1, e.g. `/yxzcxt/index/systemMonitoring`). Administrators are
 * not special here: callers check `isAdmin` first.
 */
export async function grantsButton(db: Queryable, userId: number, urls: readonly string[]): Promise<boolean> {
  if (urls.length === 0) return false;
  const rows = await db.query<{ id: number }>(
    `select m.id from menu m join role_menu rm on rm.menu_id = m.id join user_role ur on ur.role_id = rm.role_id
     join role r on r.id = rm.role_id where ur.user_id = $1 and r.status = 1 and m.menu_url = any($2::text[]) limit 1`,
    [userId, [...urls]],
  );
  return rows.length > 0;
}

export interface Caller {
  id: number;
  isAdmin: boolean;
}

type ButtonAccess = Extract<OperationDef['access'], { kind: 'button' }>;

/** The codes an `x-button` operation needs for this body (`x-button-by` picks them by a field). */
export function buttonCodesFor(access: ButtonAccess, body: unknown): string[] {
  if (!access.by || typeof body !== 'object' || body === null) return access.codes;
  const value = (body as Record<string, unknown>)[access.by.name];
  const chosen =
    typeof value === 'string' || typeof value === 'number' ? access.by.codes[String(value)] : undefined;
  return chosen ?? access.codes;
}

/**
 * The operation's access declaration applied to the caller: undefined when allowed, else the
 * refusal (401 without a session, 403 without the right). Deny by default: an operation that
 * declares nothing is refused to everyone.
 */
export async function accessFailure(
  db: Queryable,
  op: OperationDef,
  auth: { user?: SessionUser | Caller; areaApp?: string },
  body?: unknown,
): Promise<401 | 403 | undefined> {
  const access = op.access;
  if (access.kind === 'public') return undefined;
  if (access.kind === 'deny') return 403;
  if (!auth.user) {
    // The area server's own service token stands for a signed-in caller of that server.
    if (access.kind === 'signed-in' && auth.areaApp) return undefined;
    return auth.areaApp ? 403 : 401;
  }
  if (access.kind === 'signed-in' || auth.user.isAdmin) return undefined;
  if (access.kind !== 'button') return 403;
  return (await grantsButton(db, auth.user.id, buttonCodesFor(access, body))) ? undefined : 403;
}

/** Whether the signed-in caller passes the access declared on the operation (any body). */
export async function passesDeclaration(db: Queryable, op: OperationDef, user: Caller): Promise<boolean> {
  return (await accessFailure(db, op, { user })) === undefined;
}

/** Whether the signed-in caller may call the operation `operationId` (false for an unknown one). */
export async function mayCallOperation(app: AppContext, user: Caller, operationId: string): Promise<boolean> {
  const op = app.spec.byId.get(operationId);
  return op !== undefined && passesDeclaration(app.db, op, user);
}

/**
 * For operations whose needed button depends on the stored record (an inbound or an outbound
 * document, a news or a market article): throws 403 unless the caller is an administrator or a
 * role grants one of `codes`. The generic check already passed on the union of the codes.
 */
export async function requireButton(
  ctx: { db: Queryable; user?: Caller | undefined },
  codes: readonly string[],
  refuse: () => never,
): Promise<void> {
  if (ctx.user?.isAdmin) return;
  if (ctx.user && (await grantsButton(ctx.db, ctx.user.id, codes))) return;
  refuse();
}
