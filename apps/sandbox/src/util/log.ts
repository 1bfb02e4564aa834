/**
 * What the server log says about a failed request. Requests and SQL parameters hold personal
 * data (names, phone numbers, addresses), and database errors carry both (PGlite attaches the
 * query's `params`, PostgreSQL's `detail` and message quote the offending value), so a failure is
 * logged as the operation, the request id, the error class, the SQLSTATE code and where in the
 * sandbox's own code it happened — never a message, a parameter or a body.
 */

export interface FailureSummary {
  /** `DatabaseError`, `TypeError`, … */
  errorClass: string;
  /** SQLSTATE (five characters) of a database error. */
  sqlState?: string;
  /** First frame of the stack inside the sandbox's sources, e.g. `handlers/shop/orders.ts:123`. */
  at?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The class, SQLSTATE and source location of an error: nothing taken from its message. */
export function summarizeFailure(err: unknown): FailureSummary {
  if (!(err instanceof Error)) return { errorClass: typeof err };
  const code = 'code' in err ? err.code : undefined;
  // A database error (pg and PGlite alike): a SQLSTATE and the server's severity. PGlite's bundle
  // minifies its class name, so it is named here.
  const isDatabase = typeof code === 'string' && SQLSTATE.test(code) && 'severity' in err;
  const errorClass = isDatabase ? 'DatabaseError' : err.constructor?.name || err.name || 'Error';
  const out: FailureSummary = { errorClass };
  if (typeof code === 'string' && SQLSTATE.test(code)) out.sqlState = code;
  // Stack frames name files and lines only; the first line (the message) is skipped.
  const frames = (err.stack ?? '').split('\n').slice(1);
  for (const frame of frames) {
    const m = /apps\/sandbox\/src\/([^\s():]+):(\d+)/.exec(frame.replace(/\\/g, '/'));
    if (m) {
      out.at = `${m[1]}:${m[2]}`;
      break;
    }
  }
  return out;
}

/** One log line for a failed operation: `[sandbox] 500 createOrder req-7 DatabaseError 22P05 at …`. */
export function failureLine(operation: string, requestId: string, err: unknown): string {
  const s = summarizeFailure(err);
  return `[sandbox] 500 ${operation} ${requestId} ${s.errorClass}${s.sqlState ? ` ${s.sqlState}` : ''}${
    s.at ? ` at ${s.at}` : ''
  }`;
}
