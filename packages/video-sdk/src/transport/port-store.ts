/** Where the found plugin port is cached for the page session. */
import { PORT_STORAGE_KEY } from '../constants.js';

/** Cache of the plugin port. */
export interface PortStore {
  /** The cached port, if any. */
  get(): number | undefined;
  /** Caches a port. */
  set(port: number): void;
  /** Forgets the cached port. */
  clear(): void;
}

/** The part of the Web Storage API the store uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function parsePort(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
}

/** A port store kept in memory (lost on reload). */
export function createMemoryPortStore(initial?: number): PortStore {
  let port = initial;
  return {
    get: () => port,
    set: (value) => {
      port = value;
    },
    clear: () => {
      port = undefined;
    },
  };
}

/** A port store backed by a Web Storage object; storage failures fall back to memory. */
export function createStoragePortStore(storage: StorageLike, key: string = PORT_STORAGE_KEY): PortStore {
  const memory = createMemoryPortStore();
  return {
    get: () => {
      try {
        return parsePort(storage.getItem(key)) ?? memory.get();
      } catch {
        return memory.get();
      }
    },
    set: (port) => {
      memory.set(port);
      try {
        storage.setItem(key, String(port));
      } catch {
        // Quota or privacy mode: the memory copy still serves this page.
      }
    },
    clear: () => {
      memory.clear();
      try {
        storage.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

/** `sessionStorage` when the environment has one and allows access, else a memory store. */
export function createSessionPortStore(key: string = PORT_STORAGE_KEY): PortStore {
  let storage: StorageLike | undefined;
  try {
    storage = (globalThis as { sessionStorage?: StorageLike }).sessionStorage;
  } catch {
    // Sandboxed frames throw on access.
    storage = undefined;
  }
  return storage ? createStoragePortStore(storage, key) : createMemoryPortStore();
}
