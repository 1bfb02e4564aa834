/**
 * The demo layer's pictures, drawn in code (png.ts): a picture per crop, a logo per brand, a
 * product photo per catalogue item (a bag, bottle, seed packet or film roll by category) and a
 * cover per technical video (a field under the sky with a play mark).
 */
import { hsl, mix, type Rgb, renderPng, type Shape, shapes as s } from './png';

const WHITE: Rgb = [255, 255, 255];
const LEAF: Rgb = [67, 140, 60];
const LEAF_DARK: Rgb = [40, 100, 45];
const STEM: Rgb = [96, 128, 56];

/** Leaves on a stem from (48, 88) up to (48, top). */
function stalk(top: number, leaves: number): Shape[] {
  const out: Shape[] = [s.line(48, 88, 48, top, 4, STEM)];
  for (let i = 0; i < leaves; i++) {
    const y = 84 - i * ((84 - top) / Math.max(1, leaves));
    const side = i % 2 === 0 ? -1 : 1;
    out.push(s.ellipse(48 + side * 12, y - 6, 14, 4.5, i % 2 ? LEAF : LEAF_DARK, side * -0.6));
  }
  return out;
}

/** A 96×96 picture of a crop, by its name (an unknown crop gets a leafy sprout in its own hue). */
export function cropPicture(name: string, index: number): Buffer {
  const bg = s.background([236, 246, 228], [214, 234, 200], 96);
  const ground = s.rect(0, 86, 96, 96, [150, 112, 72]);
  let scene: Shape[];
  switch (name) {
    case '水稻': {
      const grains: Shape[] = [];
      for (let i = 0; i < 7; i++)
        grains.push(s.ellipse(52 + i * 4.5, 22 + i * 6.5, 5, 2.6, [222, 184, 74], 0.9));
      scene = [...stalk(20, 4), s.line(48, 20, 80, 62, 2.5, [190, 160, 70]), ...grains];
      break;
    }
    case '玉米':
      scene = [
        ...stalk(14, 4),
        s.ellipse(56, 40, 10, 22, [246, 200, 60], 0.25),
        s.ellipse(62, 50, 7, 20, LEAF, 0.55),
        s.ellipse(50, 52, 6, 18, LEAF_DARK, -0.1),
      ];
      break;
    case '油菜': {
      const flowers: Shape[] = [];
      for (const [x, y] of [
        [48, 18],
        [36, 28],
        [60, 28],
        [44, 36],
        [56, 40],
      ] as const) {
        for (let p = 0; p < 4; p++)
          flowers.push(
            s.circle(
              x + Math.cos((p * Math.PI) / 2) * 4,
              y + Math.sin((p * Math.PI) / 2) * 4,
              3.6,
              [250, 214, 40],
            ),
          );
        flowers.push(s.circle(x, y, 2, [220, 160, 20]));
      }
      scene = [...stalk(24, 4), ...flowers];
      break;
    }
    case '柑橘':
      scene = [
        s.line(48, 88, 48, 30, 4, STEM),
        s.circle(48, 52, 22, [244, 146, 32]),
        s.circle(41, 45, 5, [252, 190, 110]),
        s.ellipse(60, 26, 12, 5, LEAF, -0.5),
        s.ellipse(38, 28, 10, 4.5, LEAF_DARK, 0.5),
      ];
      break;
    case '茶叶':
      scene = [
        s.line(48, 88, 48, 24, 3.5, STEM),
        s.ellipse(36, 60, 16, 7, LEAF_DARK, 0.6),
        s.ellipse(60, 54, 16, 7, LEAF, -0.6),
        s.ellipse(38, 38, 13, 6, LEAF, 0.7),
        s.ellipse(58, 32, 12, 5.5, [110, 176, 80], -0.7),
        s.ellipse(48, 20, 5, 9, [140, 196, 96]),
      ];
      break;
    case '辣椒':
      scene = [
        s.line(48, 88, 48, 26, 3.5, STEM),
        s.ellipse(38, 34, 12, 5, LEAF, 0.5),
        s.ellipse(58, 30, 12, 5, LEAF_DARK, -0.5),
        s.ellipse(40, 58, 6, 18, [214, 40, 36], 0.35),
        s.ellipse(58, 60, 5.5, 17, [196, 30, 30], -0.3),
      ];
      break;
    case '大豆':
      scene = [
        s.line(48, 88, 48, 20, 3.5, STEM),
        s.ellipse(36, 30, 12, 6, LEAF, 0.4),
        s.ellipse(60, 30, 12, 6, LEAF_DARK, -0.4),
        s.ellipse(36, 58, 7, 17, [150, 186, 84], 0.3),
        s.ellipse(60, 56, 7, 17, [136, 176, 76], -0.3),
        s.circle(36, 52, 3.5, [196, 214, 120]),
        s.circle(35, 62, 3.5, [196, 214, 120]),
        s.circle(60, 50, 3.5, [196, 214, 120]),
        s.circle(61, 60, 3.5, [196, 214, 120]),
      ];
      break;
    case '红薯':
      scene = [
        s.ellipse(34, 30, 12, 7, LEAF, 0.5),
        s.ellipse(60, 28, 12, 7, LEAF_DARK, -0.5),
        s.line(48, 30, 48, 56, 3, STEM),
        s.ellipse(44, 66, 24, 13, [170, 70, 96], 0.25),
        s.ellipse(38, 61, 6, 3, [200, 110, 130], 0.25),
      ];
      break;
    default: {
      const hue = (index * 47) % 360;
      scene = [...stalk(22, 5), s.circle(48, 20, 8, hsl(hue, 0.6, 0.55))];
    }
  }
  return renderPng(96, 96, [bg, ground, ...scene]);
}

/** A 96×96 brand logo: a coloured disc with a ring and a mark that differs by brand. */
export function brandLogo(index: number): Buffer {
  const hue = (index * 67 + 120) % 360;
  const main = hsl(hue, 0.62, 0.42);
  const light = hsl(hue, 0.55, 0.8);
  const mark: Shape[] = [];
  switch (index % 4) {
    case 0:
      mark.push(s.ellipse(48, 48, 18, 9, WHITE, -0.7), s.line(36, 62, 58, 36, 3, main));
      break;
    case 1:
      mark.push(
        s.polygon(
          [
            [48, 26],
            [70, 66],
            [26, 66],
          ],
          WHITE,
        ),
        s.rect(40, 52, 56, 66, main),
      );
      break;
    case 2:
      for (let i = 0; i < 3; i++) mark.push(s.rect(30, 32 + i * 12, 66, 38 + i * 12, WHITE, 3));
      break;
    default:
      mark.push(s.circle(48, 48, 16, WHITE), s.circle(48, 48, 8, main), s.ellipse(62, 32, 9, 4, light, -0.6));
  }
  return renderPng(96, 96, [
    s.background([250, 250, 248], [240, 242, 238], 96),
    s.circle(48, 48, 40, main),
    s.ring(48, 48, 36, 3, light),
    ...mark,
  ]);
}

const photos = new Map<string, Buffer>();

/**
 * A 96×96 product photo of an item of an agri-input category (nzlx code, first two digits), in
 * one of 12 package colours by `index` (drawn once per category and colour).
 */
export function itemPhoto(categoryCode: string, index: number): Buffer {
  const key = `${categoryCode.slice(0, 2)}:${index % 12}`;
  const done = photos.get(key);
  if (done) return done;
  const photo = drawItemPhoto(categoryCode, index % 12);
  photos.set(key, photo);
  return photo;
}

function drawItemPhoto(categoryCode: string, colour: number): Buffer {
  const hue = (colour * 31) % 360;
  const accent = hsl(hue, 0.6, 0.45);
  const bg = s.background([246, 247, 249], [226, 230, 236], 96);
  const shadow = s.ellipse(48, 88, 30, 4, [200, 204, 210]);
  const group = categoryCode.slice(0, 2);
  let scene: Shape[];
  if (group === '02') {
    // a bottle of pesticide
    scene = [
      shadow,
      s.rect(32, 30, 64, 88, [236, 238, 240], 8),
      s.rect(40, 16, 56, 30, accent, 3),
      s.rect(32, 46, 64, 72, accent),
      s.rect(38, 52, 58, 58, WHITE, 2),
      s.rect(38, 62, 52, 66, WHITE, 2),
    ];
  } else if (group === '03') {
    // a seed packet with grains
    scene = [
      shadow,
      s.rect(24, 14, 72, 86, mix(accent, WHITE, 0.2), 4),
      s.rect(24, 14, 72, 24, mix(accent, [0, 0, 0], 0.2), 4),
      s.ellipse(48, 56, 16, 16, WHITE),
      s.ellipse(43, 54, 4, 7, [214, 176, 80], 0.5),
      s.ellipse(52, 58, 4, 7, [214, 176, 80], -0.4),
      s.rect(30, 76, 66, 80, WHITE, 2),
    ];
  } else if (group === '04') {
    // a roll of film
    scene = [
      shadow,
      s.rect(18, 34, 78, 70, mix(accent, WHITE, 0.55), 10),
      s.ellipse(18, 52, 8, 18, mix(accent, WHITE, 0.3)),
      s.ellipse(18, 52, 3, 7, [120, 120, 120]),
      s.rect(30, 44, 70, 48, WHITE, 2),
    ];
  } else {
    // a fertiliser bag
    scene = [
      shadow,
      s.polygon(
        [
          [26, 16],
          [70, 16],
          [76, 86],
          [20, 86],
        ],
        [244, 244, 240],
      ),
      s.rect(22, 34, 74, 60, accent),
      s.rect(30, 40, 66, 46, WHITE, 2),
      s.rect(30, 50, 54, 54, WHITE, 2),
      s.rect(26, 16, 70, 22, mix(accent, [0, 0, 0], 0.25)),
    ];
  }
  return renderPng(96, 96, [bg, ...scene]);
}

/** A 320×180 video cover: sky, sun, hills and field rows in the crop's tone, a play mark. */
export function videoCover(index: number): Buffer {
  const hue = 90 + ((index * 23) % 60);
  const field = hsl(hue, 0.5, 0.42);
  const rows: Shape[] = [];
  for (let i = 0; i < 8; i++) {
    const y = 118 + i * 9;
    rows.push(s.line(-20, y + 12, 340, y, 3, mix(field, [240, 230, 140], 0.25)));
  }
  return renderPng(320, 180, [
    s.background([150, 200, 240], [226, 240, 250], 110),
    s.circle(60 + (index % 5) * 48, 40, 16, [255, 220, 110]),
    s.ellipse(90, 118, 150, 36, hsl(hue + 20, 0.35, 0.5)),
    s.ellipse(260, 120, 130, 30, hsl(hue + 10, 0.4, 0.45)),
    s.rect(0, 112, 320, 180, field),
    ...rows,
    s.circle(160, 90, 26, [0, 0, 0]),
    s.circle(160, 90, 24, [60, 60, 60]),
    s.polygon(
      [
        [152, 76],
        [176, 90],
        [152, 104],
      ],
      WHITE,
    ),
  ]);
}
