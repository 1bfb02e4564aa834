/**
 * Screen tests of pages that render `PointsMap`: happy-dom has no WebGL, so the map instance is a
 * {@link FakeMap} and maplibre's Popup a DOM stand-in. Use in a test file:
 *
 * ```ts
 * vi.mock('@/components/map/hooks/useMapInstance', () => fakeMapInstanceModule());
 * vi.mock('@/components/map/engine/create-map', () => fakeCreateMapModule());
 * ```
 * (`vi.mock` factories are hoisted: import these two functions with `vi.hoisted(() => require…)`
 * or from a static import; both work because the factories run lazily.)
 */
import { FakeMap } from './fake-map';

let current = new FakeMap();

/** The fake map the screen's PointsMap draws on (a fresh one per `resetFakeMap()`). */
export function fakeMap(): FakeMap {
  return current;
}

export function resetFakeMap(): FakeMap {
  current = new FakeMap();
  return current;
}

export function fakeMapInstanceModule() {
  return {
    useMapInstance: () => ({ containerRef: { current: null }, map: current.asMap(), failed: false }),
  };
}

class FakePopup {
  node: HTMLElement | null = null;
  handlers: Record<string, () => void> = {};
  setLngLat() {
    return this;
  }
  setDOMContent(node: HTMLElement) {
    this.node = node;
    return this;
  }
  addTo() {
    if (this.node) document.body.appendChild(this.node);
    return this;
  }
  on(type: string, handler: () => void) {
    this.handlers[type] = handler;
    return this;
  }
  remove() {
    this.node?.remove();
    this.handlers.close?.();
    return this;
  }
}

export function fakeCreateMapModule() {
  return { maplibregl: { Popup: FakePopup }, createMap: () => current.asMap() };
}
