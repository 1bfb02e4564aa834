import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryPortStore,
  createSessionPortStore,
  createStoragePortStore,
  type StorageLike,
} from './port-store.js';
import { pluginUrl, probeOrder } from './probe.js';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('port stores', () => {
  it('memory store keeps one port', () => {
    const store = createMemoryPortStore();
    expect(store.get()).toBeUndefined();
    store.set(8003);
    expect(store.get()).toBe(8003);
    store.clear();
    expect(store.get()).toBeUndefined();
  });

  it('storage store writes under the key and ignores invalid values', () => {
    const storage = memoryStorage();
    const store = createStoragePortStore(storage, 'k');
    store.set(8002);
    expect(storage.data.get('k')).toBe('8002');
    expect(createStoragePortStore(storage, 'k').get()).toBe(8002);
    storage.data.set('k', 'abc');
    expect(createStoragePortStore(storage, 'k').get()).toBeUndefined();
    storage.data.set('k', '70000');
    expect(createStoragePortStore(storage, 'k').get()).toBeUndefined();
    store.clear();
    expect(storage.data.has('k')).toBe(false);
  });

  it('storage store falls back to memory when storage throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createStoragePortStore(broken);
    store.set(8001);
    expect(store.get()).toBe(8001);
    store.clear();
    expect(store.get()).toBeUndefined();
  });

  it('session store uses sessionStorage when there is one, memory otherwise', () => {
    const memoryOnly = createSessionPortStore('k');
    memoryOnly.set(8004);
    expect(memoryOnly.get()).toBe(8004);
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    createSessionPortStore('k').set(8001);
    expect(storage.data.get('k')).toBe('8001');
  });
});

describe('probe helpers', () => {
  it('orders the cached port first without repeating it', () => {
    expect(probeOrder([8000, 8001, 8002])).toEqual([8000, 8001, 8002]);
    expect(probeOrder([8000, 8001, 8002], 8001)).toEqual([8001, 8000, 8002]);
    expect(probeOrder([8000, 8001], 9000)).toEqual([9000, 8000, 8001]);
  });

  it('builds plugin URLs', () => {
    expect(pluginUrl('127.0.0.1', 8000)).toBe('ws://127.0.0.1:8000');
    expect(pluginUrl('::1', 8000)).toBe('ws://[::1]:8000');
  });
});
