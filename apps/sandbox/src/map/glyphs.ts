/**
 * Glyph ranges. The sandbox has no font files, so each range is a valid but empty glyph PBF:
 * `glyphs { stacks { name, range } }` without glyphs. MapLibre accepts it and draws no text for
 * that range (symbol layers still place icons). A real map server would serve SDF glyphs here.
 */
import { PbfWriter } from './pbf';

/** Parses `start-end.pbf`; undefined unless start is a multiple of 256, end = start + 255 ≤ 65535. */
export function parseGlyphRange(range: string): { start: number; end: number } | undefined {
  const m = /^(\d+)-(\d+)\.pbf$/.exec(range);
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = Number(m[2]);
  if (start % 256 !== 0 || end !== start + 255 || end > 65535) return undefined;
  return { start, end };
}

export function emptyGlyphRange(fontstack: string, start: number, end: number): Buffer {
  return new PbfWriter()
    .message(1, (stack) => {
      stack.string(1, fontstack).string(2, `${start}-${end}`);
    })
    .finish();
}
