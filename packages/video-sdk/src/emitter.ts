/** A small typed event emitter: one payload per event, unsubscribe functions, no DOM dependency. */

/** A listener of one event. */
export type Listener<T> = (payload: T) => void;

/** Called when a listener throws; the default rethrows asynchronously, like DOM EventTarget. */
export type ListenerErrorHandler = (error: unknown, event: string) => void;

const rethrowAsync: ListenerErrorHandler = (error) => {
  queueMicrotask(() => {
    throw error;
  });
};

/**
 * Typed event emitter. `Events` maps each event name to its payload type.
 * A throwing listener never stops the others nor the emitter's caller.
 */
export class TypedEmitter<Events extends { [K in keyof Events]: unknown }> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();
  private readonly onListenerError: ListenerErrorHandler;

  /**
   * @param onListenerError called when a listener throws (default: rethrow in a microtask)
   */
  constructor(onListenerError: ListenerErrorHandler = rethrowAsync) {
    this.onListenerError = onListenerError;
  }

  /** Adds a listener; returns a function that removes it. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => this.off(event, listener);
  }

  /** Adds a listener called at most once; returns a function that removes it. */
  once<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const off = this.on(event, (payload) => {
      off();
      listener(payload);
    });
    return off;
  }

  /** Removes a listener added with {@link on}. */
  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void {
    const set = this.listeners.get(event);
    if (!set) return;
    set.delete(listener as Listener<never>);
    if (set.size === 0) this.listeners.delete(event);
  }

  /** Removes every listener of one event, or of all events. */
  removeAllListeners(event?: keyof Events): void {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
  }

  /** Number of listeners of one event, or of all events. */
  listenerCount(event?: keyof Events): number {
    if (event !== undefined) return this.listeners.get(event)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  /** Calls every listener of `event` with `payload`, in the order they were added. */
  protected emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[K]>)(payload);
      } catch (error) {
        this.onListenerError(error, String(event));
      }
    }
  }
}

/** A TypedEmitter whose `emit` is public, for objects that only relay events. */
export class EventHub<Events extends { [K in keyof Events]: unknown }> extends TypedEmitter<Events> {
  /** Calls every listener of `event` with `payload`. */
  override emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    super.emit(event, payload);
  }
}
