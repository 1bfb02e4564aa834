/** What every handler shares: the database, the spec, validators, injected faults and caches. */
import type { Db } from './db/adapter';
import type { FaultRegistry } from './faults';
import type { RequestMetrics } from './metrics';
import type { LoadedSpec } from './spec/load';
import type { SpecValidators } from './spec/validate';

export interface AppContext {
  db: Db;
  spec: LoadedSpec;
  validators: SpecValidators;
  faults: FaultRegistry;
  /** In-memory caches derived from the database (geometries for tiles …), dropped on reset. */
  cache: Map<string, Promise<unknown>>;
  /** The sandbox's clock: real time plus `clock.offsetMs` (moved by `POST /__sandbox/clock`). */
  now(): Date;
  clock: SandboxClock;
  /** Durations of the requests of the last minute (系统监控). */
  metrics: RequestMetrics;
}

/** A cached value, computed once until the cache is cleared. */
export function cached<T>(app: AppContext, key: string, make: () => Promise<T>): Promise<T> {
  let p = app.cache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = make();
    app.cache.set(key, p);
    p.catch(() => app.cache.delete(key));
  }
  return p;
}

/** A clock that tests may move forward (deadlines, scheduled publishing); reset puts it back. */
export interface SandboxClock {
  offsetMs: number;
}
