import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, SWITCH_TOKENS, TAG_TOKENS, THEME } from './theme';

/** sRGB channels 0–255 of `#rrggbb` or `rgba(r, g, b, a)`, composited over `under` when translucent. */
function rgb(color: string, under: [number, number, number] = [255, 255, 255]): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const digits = hex[1] as string;
    const n = Number.parseInt(digits.length === 3 ? digits.replace(/./g, '$&$&') : digits, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const m = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!m) throw new Error(`not a colour: ${color}`);
  const [r, g, b, a = 1] = (m[1] as string).split(',').map(Number) as [number, number, number, number?];
  return [r, g, b].map((c, i) => c * a + (under[i] as number) * (1 - a)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of `text` on `background` (a translucent text is composited first). */
function contrast(text: string, background: string): number {
  const bg = rgb(background);
  const [a, b] = [luminance(rgb(text, bg)), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

describe('theme colours meet WCAG AA contrast (4.5:1) for normal text', () => {
  const t = theme.getDesignToken(THEME);
  const tag = theme.getDesignToken({ ...THEME, token: { ...THEME.token, ...TAG_TOKENS } });
  const sw = theme.getDesignToken({ ...THEME, token: { ...THEME.token, ...SWITCH_TOKENS } });
  const pairs: [string, string, string][] = [
    ['link on white', t.colorLink, t.colorBgContainer],
    ['primary text on white', t.colorPrimary, t.colorBgContainer],
    ['primary button label', t.colorTextLightSolid, t.colorPrimary],
    ['selected menu item / option', t.colorPrimary, t.colorPrimaryBg],
    ['success text', t.colorSuccess, t.colorBgContainer],
    ['error text (form messages)', t.colorError, t.colorBgContainer],
    ['danger button label', t.colorTextLightSolid, t.colorError],
    ['secondary text on white', t.colorTextDescription, t.colorBgContainer],
    ['breadcrumb on the page grey', t.colorTextDescription, t.colorBgLayout],
    ['tertiary text on white', t.colorTextTertiary, t.colorBgContainer],
    ['placeholder', t.colorTextPlaceholder, t.colorBgContainer],
    ['success tag', tag.colorSuccess, tag.colorSuccessBg],
    ['processing tag', tag.colorInfo, tag.colorInfoBg],
    ['warning tag', tag.colorWarning, tag.colorWarningBg],
    ['error tag', tag.colorError, tag.colorErrorBg],
    ...(
      [
        'green',
        'blue',
        'orange',
        'gold',
        'cyan',
        'lime',
        'yellow',
        'volcano',
        'red',
        'purple',
        'magenta',
        'geekblue',
      ] as const
    ).map((c): [string, string, string] => [`${c} tag`, tag[`${c}7`], tag[`${c}1`]]),
    ['switch off label', sw.colorTextLightSolid, sw.colorTextQuaternary],
  ];
  it.each(pairs)('%s: %s on %s', (_name, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the product green', () => {
    expect(t.colorPrimary).toBe('#17784f');
    expect(t.colorLink).toBe(t.colorPrimary);
  });
});

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());
  const media = (reduce: boolean) =>
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));

  it('follows the system setting prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', media(true));
    expect(prefersReducedMotion()).toBe(true);
    vi.stubGlobal('matchMedia', media(false));
    expect(prefersReducedMotion()).toBe(false);
  });

  it('keeps antd’s motion where nothing asks for less', () => {
    expect(THEME.token.motion).toBe(true);
  });
});
