/**
 * The map icons (sprite) drawn in code: a coloured disc with a white symbol per icon, laid out in
 * one row. `spriteIndex(ratio)` is the MapLibre sprite JSON, `spriteImage(ratio)` the PNG.
 */
import { encodePng } from './png';

interface IconDef {
  name: string;
  size: number;
  color: [number, number, number];
  /** White symbol inside the disc, in unit coordinates (-1..1, y down). */
  symbol(x: number, y: number): boolean;
}

const ICONS: readonly IconDef[] = [
  // Warehouse: a house outline (roof + body).
  {
    name: 'warehouse',
    size: 32,
    color: [46, 125, 50],
    symbol: (x, y) =>
      (y > -0.05 && y < 0.5 && Math.abs(x) < 0.45) || (y <= -0.05 && y > -0.55 && Math.abs(x) < 0.55 + y),
  },
  // Store: a shop front (awning + door).
  {
    name: 'store',
    size: 32,
    color: [230, 126, 34],
    symbol: (x, y) =>
      (y > -0.5 && y < -0.2 && Math.abs(x) < 0.55) ||
      (y >= -0.2 && y < 0.5 && Math.abs(x) < 0.45 && !(Math.abs(x) < 0.15 && y > 0.1)),
  },
  // Camera: a body with a lens.
  {
    name: 'camera',
    size: 24,
    color: [25, 118, 210],
    symbol: (x, y) =>
      (Math.abs(y) < 0.3 && x > -0.55 && x < 0.25) ||
      (x >= 0.25 && x < 0.55 && Math.abs(y) < 0.3 - (x - 0.25) * 0.3),
  },
  // Weather station: a sun.
  {
    name: 'weather-station',
    size: 24,
    color: [0, 151, 167],
    symbol: (x, y) =>
      Math.hypot(x, y) < 0.3 ||
      (Math.hypot(x, y) > 0.42 && Math.hypot(x, y) < 0.58 && Math.abs(Math.sin(Math.atan2(y, x) * 4)) > 0.7),
  },
  // Soil station: layered strata.
  {
    name: 'soil-station',
    size: 24,
    color: [121, 85, 72],
    symbol: (x, y) => Math.abs(x) < 0.55 && [-0.35, 0, 0.35].some((c) => Math.abs(y - c) < 0.1),
  },
  // Pest lamp: a bug body.
  {
    name: 'pest-lamp',
    size: 24,
    color: [142, 36, 170],
    symbol: (x, y) => (x / 0.3) ** 2 + (y / 0.5) ** 2 < 1 || (Math.abs(y) < 0.06 && Math.abs(x) < 0.6),
  },
  // Water station: a drop.
  {
    name: 'water-station',
    size: 24,
    color: [3, 169, 244],
    symbol: (x, y) =>
      (y > 0 && Math.hypot(x, y - 0.1) < 0.4) || (y <= 0.1 && y > -0.6 && Math.abs(x) < (y + 0.6) * 0.6),
  },
];

function layout(ratio: number) {
  let x = 0;
  const boxes = ICONS.map((icon) => {
    const size = icon.size * ratio;
    const box = { icon, x, y: 0, size };
    x += size;
    return box;
  });
  return { boxes, width: x, height: Math.max(...boxes.map((b) => b.size)) };
}

export interface SpriteEntry {
  width: number;
  height: number;
  x: number;
  y: number;
  pixelRatio: number;
}

export function spriteIndex(ratio: 1 | 2): Record<string, SpriteEntry> {
  return Object.fromEntries(
    layout(ratio).boxes.map((b) => [
      b.icon.name,
      { width: b.size, height: b.size, x: b.x, y: b.y, pixelRatio: ratio },
    ]),
  );
}

export function spriteIcons(): number {
  return ICONS.length;
}

const cache = new Map<number, Buffer>();

export function spriteImage(ratio: 1 | 2): Buffer {
  const hit = cache.get(ratio);
  if (hit) return hit;
  const { boxes, width, height } = layout(ratio);
  const rgba = new Uint8Array(width * height * 4);
  const SS = 3; // supersampling per axis for smooth edges
  for (const { icon, x: ox, size } of boxes) {
    for (let py = 0; py < size; py++)
      for (let px = 0; px < size; px++) {
        let disc = 0;
        let white = 0;
        for (let sy = 0; sy < SS; sy++)
          for (let sx = 0; sx < SS; sx++) {
            const ux = ((px + (sx + 0.5) / SS) / size) * 2 - 1;
            const uy = ((py + (sy + 0.5) / SS) / size) * 2 - 1;
            if (Math.hypot(ux, uy) <= 0.94) {
              disc++;
              if (icon.symbol(ux / 0.8, uy / 0.8)) white++;
            }
          }
        const n = SS * SS;
        const i = (py * width + ox + px) * 4;
        const w = white / Math.max(1, disc);
        rgba[i] = Math.round(icon.color[0] * (1 - w) + 255 * w);
        rgba[i + 1] = Math.round(icon.color[1] * (1 - w) + 255 * w);
        rgba[i + 2] = Math.round(icon.color[2] * (1 - w) + 255 * w);
        rgba[i + 3] = Math.round((disc / n) * 255);
      }
  }
  const png = encodePng(width, height, rgba);
  cache.set(ratio, png);
  return png;
}
