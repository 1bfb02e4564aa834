/** Failure injection for tests: per operation (registered) or per request (header). */

export const FAULT_MODES = ['error', 'http500', 'stall', 'unauthorized', 'forbidden'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  operationId: string;
  mode: FaultMode;
  msg?: string;
  /** Remaining applications; undefined = unlimited. */
  times?: number;
  stallMs?: number;
}

export const DEFAULT_STALL_MS = 30_000;

export class FaultRegistry {
  private readonly faults = new Map<string, Fault>();

  set(fault: Fault): void {
    this.faults.set(fault.operationId, { ...fault });
  }

  clear(): void {
    this.faults.clear();
  }

  list(): Fault[] {
    return [...this.faults.values()];
  }

  /** The fault to apply to one call of the operation (consumes one of its `times`). */
  take(operationId: string): Fault | undefined {
    const f = this.faults.get(operationId);
    if (!f) return undefined;
    if (f.times !== undefined) {
      f.times -= 1;
      if (f.times <= 0) this.faults.delete(operationId);
    }
    return f;
  }
}

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}
