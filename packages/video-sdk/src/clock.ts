/** Injectable time source, so that every timer of the SDK can be driven by fake timers in tests. */

/** Opaque timer handle. */
export type TimerHandle = unknown;

/** The timers and clock the SDK uses. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` once after `ms`. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a {@link setTimeout}. */
  clearTimeout(handle: TimerHandle): void;
  /** Runs `callback` every `ms`. */
  setInterval(callback: () => void, ms: number): TimerHandle;
  /** Cancels a {@link setInterval}. */
  clearInterval(handle: TimerHandle): void;
}

type TimeoutArg = Parameters<typeof globalThis.clearTimeout>[0];

/**
 * The global timers, looked up at call time (so `vi.useFakeTimers()` installed later still applies).
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as TimeoutArg),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as TimeoutArg),
};

/**
 * A set of timers that can be cleared together, so that an owner's `dispose()` leaves none behind.
 */
export class TimerGroup {
  private readonly clock: Clock;
  private readonly timeouts = new Set<TimerHandle>();
  private readonly intervals = new Set<TimerHandle>();

  /** @param clock time source of every timer of the group */
  constructor(clock: Clock) {
    this.clock = clock;
  }

  /** Runs `callback` once after `ms`; returns a function that cancels it. */
  timeout(callback: () => void, ms: number): () => void {
    const handle = this.clock.setTimeout(() => {
      this.timeouts.delete(handle);
      callback();
    }, ms);
    this.timeouts.add(handle);
    return () => {
      if (this.timeouts.delete(handle)) this.clock.clearTimeout(handle);
    };
  }

  /** Runs `callback` every `ms`; returns a function that cancels it. */
  interval(callback: () => void, ms: number): () => void {
    const handle = this.clock.setInterval(callback, ms);
    this.intervals.add(handle);
    return () => {
      if (this.intervals.delete(handle)) this.clock.clearInterval(handle);
    };
  }

  /** Number of pending timers. */
  get size(): number {
    return this.timeouts.size + this.intervals.size;
  }

  /** Cancels every pending timer of the group. */
  clear(): void {
    for (const handle of this.timeouts) this.clock.clearTimeout(handle);
    for (const handle of this.intervals) this.clock.clearInterval(handle);
    this.timeouts.clear();
    this.intervals.clear();
  }
}
