/**
 * Timed jobs: work that falls due with the clock rather than with a request. Today that is the
 * settlement of group offers past their deadline (已成团 → one order per appointment, or 未成团),
 * which the offer list also does before it is read; the job does it when nobody reads the list,
 * so the orders appear in 订单记录 on time.
 *
 * Every instance ticks (`jobIntervalMs`, default 30 s), but the work is claimed in the database,
 * not by the timer (R-28.instances): each due offer is settled in a transaction that locks its
 * row (`for update skip locked`) and moves its status with a conditional update, so with several
 * instances sharing one PostgreSQL database every offer is settled exactly once, by whichever
 * instance claims it first, and the others pass it by without waiting.
 *
 * No other rule needs a job: an article's scheduled publishing is its publish time compared
 * with the clock when it is read (R-18.1), and 催办 is limited to once an hour by the request's
 * own row (`last_urge_time`, updated under the row lock).
 */
import type { AppContext } from './context';
import { settleDue } from './handlers/shop/group-buying';
import { summarizeFailure } from './util/log';

export const DEFAULT_JOB_INTERVAL_MS = 30_000;

export interface JobRunner {
  /** Runs the due work now (the tick's body); answers how many items it did. */
  runOnce(): Promise<number>;
  /** No further ticks; resolves once a tick in progress has finished. */
  stop(): Promise<void>;
}

/** The timed jobs of one instance: a tick every `intervalMs` (0: none; `runOnce` still works). */
export function startJobs(app: AppContext, intervalMs: number): JobRunner {
  let running: Promise<number> | undefined;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    // One tick at a time per instance; a slow tick is not overlapped by the next.
    running ??= settleDue(app.db, app.now(), true).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (stopped || running) return;
          runOnce().catch((err: unknown) => {
            // Like a failed request: the error's class, SQLSTATE and place, never its message.
            const f = summarizeFailure(err);
            console.error(
              `[sandbox] timed job settleDue failed: ${[f.errorClass, f.sqlState, f.at && `at ${f.at}`].filter(Boolean).join(' ')}`,
            );
          });
        }, intervalMs)
      : undefined;
  // The timer alone does not keep the process alive.
  timer?.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
