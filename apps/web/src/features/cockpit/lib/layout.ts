/**
 * Big-screen layout maths. The cockpits are designed at 1920×1080 and fit any box from 1280×720
 * to 3840×2160 without CSS `transform: scale`: the frame sets one CSS length unit `--cu` (the
 * design pixel in real pixels) from its own size, and every size in the cockpit CSS is
 * `calc(N * var(--cu))`. Charts and the map are then laid out at their real size, so tooltips
 * and clicks land under the pointer.
 */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;
/** Smallest and largest design pixel (1280×720 → 2/3, 3840×2160 → 2). */
export const MIN_UNIT = 0.5;
export const MAX_UNIT = 2.5;

/** The design pixel for a box: the tighter of the two ratios, so nothing overflows or distorts. */
export function designUnit(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  const unit = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
  return Math.min(MAX_UNIT, Math.max(MIN_UNIT, Math.round(unit * 1000) / 1000));
}

/** Format of "last refreshed" stamps: HH:mm:ss of a time in ms. */
export function clockText(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
