/**
 * Geometry of a plugin window. The plugin draws a native window over the page, so the page must
 * tell it where the container element is (`window.change`), which parts other page elements cover
 * (`window.shield`), and when it is hidden (`window.show`). Positions are CSS pixels converted to
 * device pixels with `devicePixelRatio`. Nothing here touches the DOM: callers pass rectangles
 * (e.g. from `getBoundingClientRect()`), so it runs anywhere.
 */

/** A rectangle in CSS pixels, like `DOMRect`. */
export interface RectLike {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Facts about the page the rectangle lives in. */
export interface ViewportInfo {
  /** Device pixels per CSS pixel; default 1. */
  devicePixelRatio?: number;
  /** Inner width of the top-level browser window, CSS pixels. */
  clientAreaWidth: number;
  /** Inner height of the top-level browser window, CSS pixels. */
  clientAreaHeight: number;
  /** `window.screenX`; default 0. */
  screenX?: number;
  /** `window.screenY`; default 0. */
  screenY?: number;
  /** Left of the page inside the screen (Firefox `mozInnerScreenX`); default `screenX`. */
  browserScreenX?: number;
  /** Top of the page inside the screen (Firefox `mozInnerScreenY`); default `screenY`. */
  browserScreenY?: number;
  /** Offset of the iframe holding the page, CSS pixels; default 0. */
  offsetLeft?: number;
  /** Offset of the iframe holding the page, CSS pixels; default 0. */
  offsetTop?: number;
  /** Document title, used by the plugin to find the browser window. */
  title?: string;
}

/** A rectangle in device pixels as the plugin expects it. */
export interface PluginRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** Info of `window.change`. */
export interface WindowChangeInfo extends PluginRect {
  clientAreaWidth: number;
  clientAreaHeight: number;
  browserScreenX: number;
  browserScreenY: number;
  screenX: number;
  screenY: number;
  show: boolean;
  title: string;
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** Converts a CSS rectangle (plus the iframe offset) to device pixels. */
export function toPluginRect(rect: RectLike, viewport: ViewportInfo): PluginRect {
  const ratio = viewport.devicePixelRatio ?? 1;
  const left = (rect.left + (viewport.offsetLeft ?? 0)) * ratio;
  const top = (rect.top + (viewport.offsetTop ?? 0)) * ratio;
  const width = Math.max(0, rect.width) * ratio;
  const height = Math.max(0, rect.height) * ratio;
  return {
    left: round(left),
    top: round(top),
    right: round(left + width),
    bottom: round(top + height),
    width: round(width),
    height: round(height),
  };
}

/** Whether any part of the rectangle is inside the client area and it has an area. */
export function isRectOnScreen(rect: RectLike, viewport: ViewportInfo): boolean {
  if (rect.width <= 0 || rect.height <= 0) return false;
  const left = rect.left + (viewport.offsetLeft ?? 0);
  const top = rect.top + (viewport.offsetTop ?? 0);
  return (
    left < viewport.clientAreaWidth &&
    top < viewport.clientAreaHeight &&
    left + rect.width > 0 &&
    top + rect.height > 0
  );
}

/** Builds the info of `window.change`; `show` is false when hidden or off screen. */
export function toWindowChangeInfo(rect: RectLike, viewport: ViewportInfo, visible = true): WindowChangeInfo {
  const ratio = viewport.devicePixelRatio ?? 1;
  const screenX = viewport.screenX ?? 0;
  const screenY = viewport.screenY ?? 0;
  return {
    ...toPluginRect(rect, viewport),
    clientAreaWidth: round(viewport.clientAreaWidth * ratio),
    clientAreaHeight: round(viewport.clientAreaHeight * ratio),
    browserScreenX: round((viewport.browserScreenX ?? screenX) * ratio),
    browserScreenY: round((viewport.browserScreenY ?? screenY) * ratio),
    screenX: round(screenX * ratio),
    screenY: round(screenY * ratio),
    show: visible && isRectOnScreen(rect, viewport),
    title: viewport.title ?? '',
  };
}

/** Intersection of two rectangles, or undefined when they do not overlap. */
export function intersectRects(a: RectLike, b: RectLike): RectLike | undefined {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  if (right <= left || bottom <= top) return undefined;
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Parts of `target` covered by `overlays` (menus, dialogs, dropdowns above the video):
 * the regions the plugin must cut out of its window.
 */
export function coveredRegions(target: RectLike, overlays: readonly RectLike[]): RectLike[] {
  const regions: RectLike[] = [];
  for (const overlay of overlays) {
    const hit = intersectRects(target, overlay);
    if (hit) regions.push(hit);
  }
  return regions;
}

/** Flattens regions to the `[x, y, w, h, …]` device-pixel list of `window.shield`. */
export function toShieldRegion(regions: readonly RectLike[], viewport: ViewportInfo): number[] {
  const out: number[] = [];
  for (const region of regions) {
    if (region.width <= 0 || region.height <= 0) continue;
    const rect = toPluginRect(region, viewport);
    out.push(rect.left, rect.top, rect.width, rect.height);
  }
  return out;
}

/**
 * Remembers what was last sent so `window.change` and `window.shield` go out only when they change.
 */
export class GeometryTracker {
  private lastChange = '';
  private lastShield = '';

  /** Returns the change info when it differs from the last one, else undefined. */
  change(rect: RectLike, viewport: ViewportInfo, visible = true): WindowChangeInfo | undefined {
    const info = toWindowChangeInfo(rect, viewport, visible);
    const key = JSON.stringify(info);
    if (key === this.lastChange) return undefined;
    this.lastChange = key;
    return info;
  }

  /** Returns the shield region when it differs from the last one, else undefined. */
  shield(regions: readonly RectLike[], viewport: ViewportInfo): number[] | undefined {
    const region = toShieldRegion(regions, viewport);
    const key = JSON.stringify(region);
    if (key === this.lastShield) return undefined;
    this.lastShield = key;
    return region;
  }

  /** Forgets what was sent, so the next call sends again (after a window is recreated or shown). */
  reset(): void {
    this.lastChange = '';
    this.lastShield = '';
  }
}

/** Schedules per-frame callbacks; `requestAnimationFrame` in browsers. */
export interface FrameScheduler {
  request(callback: () => void): unknown;
  cancel(handle: unknown): void;
}

/** `requestAnimationFrame`/`cancelAnimationFrame` when the environment has them. */
export function browserFrameScheduler(): FrameScheduler | undefined {
  const g = globalThis as {
    requestAnimationFrame?: (cb: () => void) => unknown;
    cancelAnimationFrame?: (handle: unknown) => void;
  };
  const { requestAnimationFrame, cancelAnimationFrame } = g;
  if (typeof requestAnimationFrame !== 'function' || typeof cancelAnimationFrame !== 'function')
    return undefined;
  return {
    request: (callback) => requestAnimationFrame.call(globalThis, callback),
    cancel: (handle) => cancelAnimationFrame.call(globalThis, handle),
  };
}

/** Calls `tick` on every frame until the returned function is called. */
export function startFrameLoop(scheduler: FrameScheduler, tick: () => void): () => void {
  let stopped = false;
  let handle: unknown;
  const loop = (): void => {
    if (stopped) return;
    tick();
    if (!stopped) handle = scheduler.request(loop);
  };
  handle = scheduler.request(loop);
  return () => {
    if (stopped) return;
    stopped = true;
    scheduler.cancel(handle);
  };
}
