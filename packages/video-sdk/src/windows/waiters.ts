/** Promises that wait for a plugin event (by key), with a timeout and cancellation. */
import type { TimerGroup } from '../clock.js';
import type { VideoError } from '../errors.js';

interface Entry<T> {
  resolve(value: T): void;
  reject(error: VideoError): void;
  cancelTimer(): void;
}

/** A waiter handed to the caller. */
export interface Wait<T> {
  readonly promise: Promise<T>;
  /** Rejects this waiter (if still pending) and removes it. */
  cancel(error: VideoError): void;
}

/** Keyed FIFO of waiters. */
export class Waiters<T> {
  private readonly entries = new Map<string, Entry<T>[]>();
  private readonly timers: TimerGroup;

  /** @param timers timers of the owner, cleared on dispose */
  constructor(timers: TimerGroup) {
    this.timers = timers;
  }

  /** Adds a waiter under `key` that rejects with `onTimeout()` after `timeoutMs`. */
  add(key: string, timeoutMs: number, onTimeout: () => VideoError): Wait<T> {
    let entry: Entry<T> | undefined;
    const promise = new Promise<T>((resolve, reject) => {
      const cancelTimer = this.timers.timeout(() => {
        if (entry && this.remove(key, entry)) reject(onTimeout());
      }, timeoutMs);
      entry = { resolve, reject, cancelTimer };
    });
    // The caller may attach its handler later (after other awaits); never report this as unhandled.
    promise.catch(() => {});
    const created = entry as unknown as Entry<T>;
    const list = this.entries.get(key) ?? [];
    list.push(created);
    this.entries.set(key, list);
    return {
      promise,
      cancel: (error) => {
        if (this.remove(key, created)) {
          created.cancelTimer();
          created.reject(error);
        }
      },
    };
  }

  /** Rejects every waiter under `key` with `error`, then adds a new one (the newest request wins). */
  replace(key: string, timeoutMs: number, onTimeout: () => VideoError, error: VideoError): Wait<T> {
    this.rejectKey(key, error);
    return this.add(key, timeoutMs, onTimeout);
  }

  /** Resolves the oldest waiter under `key`; returns whether there was one. */
  resolve(key: string, value: T): boolean {
    const list = this.entries.get(key);
    const entry = list?.shift();
    if (!entry) return false;
    if (list && list.length === 0) this.entries.delete(key);
    entry.cancelTimer();
    entry.resolve(value);
    return true;
  }

  /** First key with a pending waiter that starts with `prefix`. */
  firstKey(prefix: string): string | undefined {
    for (const [key, list] of this.entries) if (key.startsWith(prefix) && list.length > 0) return key;
    return undefined;
  }

  /** Whether a waiter is pending under `key`. */
  has(key: string): boolean {
    return (this.entries.get(key)?.length ?? 0) > 0;
  }

  /** Rejects every waiter under `key`. */
  rejectKey(key: string, error: VideoError): void {
    const list = this.entries.get(key);
    if (!list) return;
    this.entries.delete(key);
    for (const entry of list) {
      entry.cancelTimer();
      entry.reject(error);
    }
  }

  /** Rejects every waiter. */
  rejectAll(error: VideoError): void {
    for (const key of [...this.entries.keys()]) this.rejectKey(key, error);
  }

  private remove(key: string, entry: Entry<T>): boolean {
    const list = this.entries.get(key);
    if (!list) return false;
    const index = list.indexOf(entry);
    if (index < 0) return false;
    list.splice(index, 1);
    if (list.length === 0) this.entries.delete(key);
    return true;
  }
}
