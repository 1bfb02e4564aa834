import type { DrawCustomMode } from '@mapbox/mapbox-gl-draw';

/**
 * The `static` draw mode of SPEC §3: shapes are shown but cannot be selected or edited (used
 * while another tool owns the map's clicks, e.g. drill-down or compare).
 */
export const StaticMode: DrawCustomMode<Record<string, never>> = {
  onSetup() {
    this.setActionableState({});
    return {};
  },
  toDisplayFeatures(_state, geojson, display) {
    display(geojson);
  },
};
