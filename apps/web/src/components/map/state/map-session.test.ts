import { describe, expect, it, vi } from 'vitest';
import { createMapSessionStore, DEFAULT_MAP_SESSION, MAP_SESSION_KEY, parseMapSession } from './map-session';

describe('map session state', () => {
  it('defaults to screen cockpit, region 43 湖南省, view 2D and no layer tree', () => {
    const store = createMapSessionStore(sessionStorage);
    expect(store.get()).toEqual({
      screenName: 'cockpit',
      region: { code: '43', name: '湖南省' },
      viewMode: '2D',
      layerTree: null,
    });
  });

  it('keeps changes in sessionStorage and tells subscribers', () => {
    const store = createMapSessionStore(sessionStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ region: { code: '4301', name: '长沙市' }, viewMode: '3D' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(MAP_SESSION_KEY) ?? '{}')).toMatchObject({
      region: { code: '4301', name: '长沙市' },
      viewMode: '3D',
    });
    // a second store over the same storage (e.g. after a reload) reads it back
    expect(createMapSessionStore(sessionStorage).get().region).toEqual({ code: '4301', name: '长沙市' });
    unsubscribe();
    store.reset();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(DEFAULT_MAP_SESSION);
  });

  it('returns the same object until something changes', () => {
    const store = createMapSessionStore(sessionStorage);
    store.set({ screenName: 'main_map' });
    expect(store.get()).toBe(store.get());
  });

  it('falls back to defaults for malformed data', () => {
    expect(parseMapSession('{not json')).toEqual(DEFAULT_MAP_SESSION);
    expect(
      parseMapSession(
        JSON.stringify({ screenName: 5, region: { code: 'x', name: 1 }, viewMode: '4D', layerTree: 3 }),
      ),
    ).toEqual(DEFAULT_MAP_SESSION);
    expect(
      parseMapSession(JSON.stringify({ layerTree: { layers: [], checkedIds: ['1', 2] } })).layerTree,
    ).toEqual({
      layers: [],
      checkedIds: ['1'],
    });
  });
});
