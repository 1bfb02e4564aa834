/**
 * Request metrics of the last minute for 系统监控: a fixed-size ring buffer of (end time,
 * duration) pairs. Recording is O(1) per request; the figures (count, per second, p50, p99) are
 * computed when asked, over the entries of the window.
 */
export const METRICS_WINDOW_MS = 60_000;

export interface RequestFigures {
  windowSeconds: number;
  count: number;
  perSecond: number;
  p50: number | null;
  p99: number | null;
}

export class RequestMetrics {
  private readonly ends: Float64Array;
  private readonly durations: Float64Array;
  private next = 0;
  private size = 0;
  private startedAt: number;

  constructor(
    readonly capacity = 16_384,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.ends = new Float64Array(capacity);
    this.durations = new Float64Array(capacity);
    this.startedAt = clock();
  }

  /** Forgets every request, as a new instance would (a reset of the sandbox to its seed). */
  clear(): void {
    this.next = 0;
    this.size = 0;
    this.startedAt = this.clock();
  }

  /** One finished request that took `ms` milliseconds. */
  record(ms: number): void {
    this.ends[this.next] = this.clock();
    this.durations[this.next] = ms;
    this.next = (this.next + 1) % this.capacity;
    if (this.size < this.capacity) this.size++;
  }

  /** Count, rate and latency percentiles (nearest rank) of the requests that ended in the window. */
  figures(windowMs = METRICS_WINDOW_MS): RequestFigures {
    const now = this.clock();
    const from = now - windowMs;
    const recent: number[] = [];
    for (let i = 0; i < this.size; i++) {
      const at = (this.next - 1 - i + this.capacity) % this.capacity;
      if ((this.ends[at] as number) < from) break; // older from here on (entries are in time order)
      recent.push(this.durations[at] as number);
    }
    recent.sort((a, b) => a - b);
    const pct = (p: number) =>
      recent.length === 0
        ? null
        : Math.round(
            (recent[Math.min(recent.length - 1, Math.ceil((p / 100) * recent.length) - 1)] as number) * 100,
          ) / 100;
    // A server up for less than the window is measured over its uptime.
    const seconds = Math.max(1, Math.min(windowMs, now - this.startedAt) / 1000);
    return {
      windowSeconds: Math.round(windowMs / 1000),
      count: recent.length,
      perSecond: Math.round((recent.length / seconds) * 100) / 100,
      p50: pct(50),
      p99: pct(99),
    };
  }
}
