import Compare from '@maplibre/maplibre-gl-compare';
import '@maplibre/maplibre-gl-compare/style.css';
import type { Map as MaplibreMap } from 'maplibre-gl';

/** Curtain orientations: `vertical` slides left–right, `horizontal` slides top–bottom. */
export type CurtainOrientation = 'vertical' | 'horizontal';

/**
 * The curtain (roller) comparison of SPEC §4 over @maplibre/maplibre-gl-compare: map `a` shows on
 * one side of a draggable slider and map `b` on the other, both cameras kept together. `remove()`
 * takes away the slider, its listeners, the clipping and the camera sync.
 */
export class CurtainControl {
  private compare: Compare | undefined;

  constructor(a: MaplibreMap, b: MaplibreMap, container: HTMLElement, orientation: CurtainOrientation) {
    this.compare = new Compare(a, b, container, { orientation });
  }

  /** Slider position in pixels from the left (vertical) or top (horizontal). */
  position(): number | undefined {
    return this.compare?.currentPosition;
  }

  /** Moves the slider. */
  setPosition(px: number): void {
    this.compare?.setSlider(px);
  }

  remove(): void {
    this.compare?.remove();
    this.compare = undefined;
  }
}
