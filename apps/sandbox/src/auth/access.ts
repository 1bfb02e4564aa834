/**
 * Who may call an operation, read from its declaration in the spec: the request pipeline asks it
 * before every handler, and record rules ask it for records whose readers are "whoever may call
 * the operation that lists them" (a brand's logo is readable by whoever may list brands).
 */
import type { AppContext } from '../context';
import type { Queryable } from '../db/adapter';
import type { OperationDef } from '../spec/load';

/** Whether an enabled role of the user grants one of the buttons (menu type 2) with these urls. */
export async function grantsButton(db: Queryable, userId: number, urls: readonly string[]): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `select m.id from menu m join role_menu rm on rm.menu_id = m.id join user_role ur on ur.role_id = rm.role_id
     join role r on r.id = rm.role_id where ur.user_id = $1 and r.status = 1 and m.type = 2 and m.menu_url = any($2::text[]) limit 1`,
    [userId, [...urls]],
  );
  return rows.length > 0;
}

export interface Caller {
  id: number;
  isAdmin: boolean;
}

/** Whether the signed-in caller passes the permission declared on the operation. */
export async function passesDeclaration(db: Queryable, op: OperationDef, user: Caller): Promise<boolean> {
  if (user.isAdmin) return true;
  if (op.adminOnly) return false;
  if (op.buttons) return grantsButton(db, user.id, op.buttons);
  return true;
}

/** Whether the signed-in caller may call the operation `operationId` (false for an unknown one). */
export async function mayCallOperation(app: AppContext, user: Caller, operationId: string): Promise<boolean> {
  const op = app.spec.byId.get(operationId);
  return op !== undefined && passesDeclaration(app.db, op, user);
}
