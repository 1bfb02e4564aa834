import type { ThemeConfig } from 'antd';

/*
 * The app's antd theme: the product's green, dark enough that text in it (links, selected menu
 * items, primary buttons' white labels, tags) meets WCAG 2.1 AA contrast (4.5:1 for normal text).
 * The ratios are checked in theme.test.ts.
 *
 * antd derives a 10-step palette from each seed colour; for a seed as dark as these greens that
 * palette's light steps come out grey (#adb8b1 for the primary) and its text steps black, so the
 * steps that show are given here by hand.
 */

/** The product's green (5.47:1 against white, either way round). */
export const BRAND_GREEN = '#17784f';
/** The brand green of earlier versions: used where it is only a hover shade or a surface. */
export const BRAND_GREEN_LIGHT = '#1f8f5f';
/** The darkest brand green (header and login gradient start, pressed states). */
export const BRAND_GREEN_DARK = '#0f5132';

const primary = {
  colorPrimary: BRAND_GREEN,
  colorPrimaryBg: '#e8f5ee', // selected menu item, selected option: BRAND_GREEN on it 4.88:1
  colorPrimaryBgHover: '#d3ecdf',
  colorPrimaryBorder: '#a8d8bd',
  colorPrimaryBorderHover: '#6fbf95',
  colorPrimaryHover: BRAND_GREEN_LIGHT,
  colorPrimaryActive: '#0f5f3e',
  colorPrimaryTextHover: '#0f5f3e',
  colorPrimaryText: BRAND_GREEN,
  colorPrimaryTextActive: '#0b4a30',
  colorLink: BRAND_GREEN,
  colorLinkHover: '#0f5f3e',
  colorLinkActive: '#0b4a30',
};

// Success: antd's green, one step darker (green-8) so a 成功 tag's text reads on its light ground.
const success = {
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorSuccessHover: '#389e0d',
  colorSuccessActive: '#135200',
  colorSuccessTextHover: '#389e0d',
  colorSuccessText: '#237804',
  colorSuccessTextActive: '#135200',
};

// Error (red-7) and info (blue-7): antd derives good palettes from these seeds itself.
const error = { colorError: '#cf1322' };
const info = { colorInfo: '#0958d9' };

/**
 * Tags: a tag's text is its colour's 7th step (preset colours: green, orange…) or the status colour
 * (success, processing, warning, error) on the 1st step. Where antd's 7th step is too light on its
 * ground, the tag takes the 8th; the warning tag's text is dark orange (the global warning colour
 * stays antd's amber for icons, which carry no text).
 */
export const TAG_TOKENS = {
  colorWarning: '#ad4e00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  green7: '#237804',
  orange7: '#ad4e00',
  gold7: '#8c5a00',
  cyan7: '#006d75',
  lime7: '#4a7300',
  yellow7: '#876800',
  volcano7: '#ad2102',
};

// Grey text: antd's secondary text (breadcrumb links, descriptions, table hints) is 45 % black,
// 3.3:1 on the page's grey; 58 % black is 4.9:1 there and 5.3:1 on white. Placeholders likewise
// (antd's 25 % black is 1.8:1), still lighter than a value (88 %).
const text = {
  colorTextDescription: 'rgba(0, 0, 0, 0.58)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
};

// A switch that is off is 25 % black with its white 停用 label on it: 58 % black carries the label.
export const SWITCH_TOKENS = {
  colorTextQuaternary: 'rgba(0, 0, 0, 0.58)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.7)',
};

/**
 * Whether the user asked their system for less motion (`prefers-reduced-motion`, WCAG 2.3.3):
 * antd's transitions (dialogs zooming, menus sliding, toasts moving) are then off. Read once,
 * when the app loads.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export const THEME = {
  token: {
    ...primary,
    ...success,
    ...error,
    ...info,
    ...text,
    borderRadius: 6,
    motion: !prefersReducedMotion(),
  },
  components: { Tag: TAG_TOKENS, Switch: SWITCH_TOKENS },
} satisfies ThemeConfig;
