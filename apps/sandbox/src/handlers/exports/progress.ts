/**
 * Progress of long exports and imports. The client names the task with an `X-Progress-Id` header
 * (a random id it made) on the export or import call and asks `GET …/task/progress?id=` while it
 * runs. Progress lives in the database (`task_progress`, migration 027): several instances on one
 * database answer the same figures, whichever gets the status call.
 */
import type { Db, Queryable } from '../../db/adapter';
import type { OpCtx } from '../types';
import { ok, requireUser } from '../types';

/** A progress id as the client may send it: 8–64 letters, digits or dashes (a UUID fits). */
export function progressIdOf(header: unknown): string | undefined {
  return typeof header === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(header) ? header : undefined;
}

export type TaskKind = 'export' | 'import';
export type TaskState = 'running' | 'done' | 'cancelled' | 'failed';
/** What `done` counts: rows written (export), rows checked or saved (import). */
export type TaskStage = 'write' | 'check' | 'save';

/** One task's progress, reported every this many rows (and at the end). */
export const PROGRESS_EVERY = 2000;

/** Starts (or restarts) the caller's task `id`; another user's task under the same id is left alone. */
export async function startProgress(
  db: Queryable,
  id: string | undefined,
  userId: number,
  kind: TaskKind,
  total: number,
): Promise<void> {
  if (!id) return;
  await db.query(`delete from task_progress where update_time < now() - interval '1 day'`);
  await db.query(
    `insert into task_progress (id, user_id, kind, total, done, state, update_time, stage)
     values ($1, $2, $3, $4, 0, 'running', now(), $5)
     on conflict (id) do update set kind = excluded.kind, total = excluded.total, done = 0,
       state = 'running', stage = excluded.stage, update_time = now()
     where task_progress.user_id = excluded.user_id`,
    [id, userId, kind, total, kind === 'export' ? 'write' : 'check'],
  );
}

/** Records how many rows are done (and the state, once it ends). */
export async function reportProgress(
  db: Queryable,
  id: string | undefined,
  userId: number,
  done: number,
  state: TaskState = 'running',
  stage?: TaskStage,
): Promise<void> {
  if (!id) return;
  await db.query(
    `update task_progress set done = $3, state = $4, stage = coalesce($5, stage), update_time = now()
     where id = $1 and user_id = $2`,
    [id, userId, done, state, stage ?? null],
  );
}

/**
 * Progress of an import that saves in one transaction. On PostgreSQL the figures go through the
 * pool — another connection — so a status call sees them while the transaction runs; on PGlite
 * (one connection, which the transaction holds) only the figures before and after it are written,
 * and a status call waits for the transaction like every other request.
 */
export function importProgress(
  ctx: { db: Db; progressId?: string | undefined },
  userId: number,
  total: number,
) {
  const id = ctx.progressId;
  const live = ctx.db.kind === 'postgres';
  return {
    start: () => startProgress(ctx.db, id, userId, 'import', total),
    /** Inside the transaction: rows checked or saved so far (written only where it can be seen). */
    step: async (done: number, stage: TaskStage) => {
      if (live) await reportProgress(ctx.db, id, userId, done, 'running', stage);
    },
    end: (done: number, state: TaskState, stage: TaskStage) =>
      reportProgress(ctx.db, id, userId, done, state, stage),
  };
}

/** The caller's task `id`: total, rows done, state; null when there is no such task of theirs. */
export async function readProgress(db: Queryable, id: string, userId: number) {
  const rows = await db.query<{
    kind: TaskKind;
    total: number;
    done: number;
    stage: TaskStage;
    state: TaskState;
  }>('select kind, total, done, stage, state from task_progress where id = $1 and user_id = $2', [
    id,
    userId,
  ]);
  return rows[0] ?? null;
}

type ProgressOp =
  | 'shopTaskProgress'
  | 'systemTaskProgress'
  | 'baseTaskProgress'
  | 'accountTaskProgress'
  | 'areaTaskProgress';

/** `GET …/task/progress?id=`: the same answer on every server that has long tasks. */
export async function taskProgress(ctx: OpCtx<ProgressOp>) {
  const user = requireUser(ctx);
  return ok(await readProgress(ctx.db, String(ctx.query.id), user.id));
}
