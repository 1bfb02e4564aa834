/**
 * Small PNG pictures drawn in code for the demo layer (crop pictures, brand logos, item photos,
 * video covers): a scene of filled shapes, each pixel sampled 4 times (smooth edges), encoded as
 * an 8-bit RGB PNG with zlib. Same scene → same bytes (no clock, no randomness here).
 */
import { encodePng } from '../../map/png';

export type Rgb = readonly [number, number, number];

/** A filled shape: `inside(x, y)` in pixel coordinates (0…width, 0…height). */
export interface Shape {
  inside(x: number, y: number): boolean;
  /** Its colour at a point (a gradient may vary it). */
  colour(x: number, y: number): Rgb;
  /** Its extent [x0, y0, x1, y1] (points outside are not tested); none: everywhere. */
  box?: readonly [number, number, number, number];
}

const solid = (c: Rgb) => () => c;

export const shapes = {
  /** The whole picture, a vertical gradient from `top` to `bottom`. */
  background(top: Rgb, bottom: Rgb, height: number): Shape {
    return {
      inside: () => true,
      colour: (_x, y) => mix(top, bottom, Math.min(1, Math.max(0, y / height))),
    };
  },
  rect(x0: number, y0: number, x1: number, y1: number, c: Rgb, radius = 0): Shape {
    return {
      box: [x0, y0, x1, y1],
      inside(x, y) {
        if (x < x0 || x > x1 || y < y0 || y > y1) return false;
        if (radius <= 0) return true;
        const cx = Math.min(Math.max(x, x0 + radius), x1 - radius);
        const cy = Math.min(Math.max(y, y0 + radius), y1 - radius);
        return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
      },
      colour: solid(c),
    };
  },
  /** An ellipse centred at (cx, cy) with radii rx, ry, turned by `angle` radians. */
  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb, angle = 0): Shape {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const r = Math.max(rx, ry);
    return {
      box: [cx - r, cy - r, cx + r, cy + r],
      inside(x, y) {
        const dx = x - cx;
        const dy = y - cy;
        const u = dx * cos + dy * sin;
        const v = -dx * sin + dy * cos;
        return (u / rx) ** 2 + (v / ry) ** 2 <= 1;
      },
      colour: solid(c),
    };
  },
  circle(cx: number, cy: number, r: number, c: Rgb): Shape {
    return shapes.ellipse(cx, cy, r, r, c);
  },
  ring(cx: number, cy: number, r: number, width: number, c: Rgb): Shape {
    return {
      box: [cx - r, cy - r, cx + r, cy + r],
      inside: (x, y) => {
        const d = Math.hypot(x - cx, y - cy);
        return d <= r && d >= r - width;
      },
      colour: solid(c),
    };
  },
  /** A convex or concave polygon (even-odd rule). */
  polygon(points: readonly (readonly [number, number])[], c: Rgb): Shape {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    return {
      box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      inside(x, y) {
        let hit = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i] as readonly [number, number];
          const [xj, yj] = points[j] as readonly [number, number];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
        }
        return hit;
      },
      colour: solid(c),
    };
  },
  /** A thick line segment with round ends. */
  line(x0: number, y0: number, x1: number, y1: number, width: number, c: Rgb): Shape {
    const len2 = (x1 - x0) ** 2 + (y1 - y0) ** 2 || 1;
    const w = width / 2;
    return {
      box: [Math.min(x0, x1) - w, Math.min(y0, y1) - w, Math.max(x0, x1) + w, Math.max(y0, y1) + w],
      inside(x, y) {
        const t = Math.min(1, Math.max(0, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / len2));
        return Math.hypot(x - (x0 + t * (x1 - x0)), y - (y0 + t * (y1 - y0))) <= width / 2;
      },
      colour: solid(c),
    };
  },
};

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

/** A colour from hue (0–360), saturation and lightness (0–1). */
export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Renders the shapes (later ones on top) into a PNG of width × height. */
export function renderPng(width: number, height: number, scene: readonly Shape[]): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  const samples = [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ] as const;
  for (let y = 0; y < height; y++) {
    const row = y * width * 3;
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [sx, sy] of samples) {
        const px = x + sx;
        const py = y + sy;
        let c: Rgb = [255, 255, 255];
        for (let i = scene.length - 1; i >= 0; i--) {
          const s = scene[i] as Shape;
          const b = s.box;
          if (b && (px < b[0] || px > b[2] || py < b[1] || py > b[3])) continue;
          if (s.inside(px, py)) {
            c = s.colour(px, py);
            break;
          }
        }
        r += c[0];
        g += c[1];
        b += c[2];
      }
      const o = row + x * 3;
      rgb[o] = Math.round(r / 4);
      rgb[o + 1] = Math.round(g / 4);
      rgb[o + 2] = Math.round(b / 4);
    }
  }
  return encodePng(width, height, rgb, { channels: 3, level: 9 });
}
