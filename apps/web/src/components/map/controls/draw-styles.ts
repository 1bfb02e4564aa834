import { HIGHLIGHT_STYLE } from '@agrimap/geo';

const ACTIVE = '#fa8c16';

/**
 * Styles of drawn shapes for mapbox-gl-draw: finished shapes use the highlight defaults of SPEC §9
 * (lines light purple 4 px, areas yellow at 0.5 with a cyan 4 px border); the shape being drawn
 * or edited is orange and dashed. Layer ids keep draw's `gl-draw-` prefix.
 */
export const DRAW_STYLES: object[] = [
  {
    id: 'gl-draw-polygon-fill',
    type: 'fill',
    filter: ['all', ['==', '$type', 'Polygon']],
    paint: {
      'fill-color': ['case', ['==', ['get', 'active'], 'true'], ACTIVE, HIGHLIGHT_STYLE.fill.color],
      'fill-opacity': ['case', ['==', ['get', 'active'], 'true'], 0.2, HIGHLIGHT_STYLE.fill.opacity],
    },
  },
  {
    id: 'gl-draw-polygon-stroke',
    type: 'line',
    filter: ['all', ['==', '$type', 'Polygon']],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': ['case', ['==', ['get', 'active'], 'true'], ACTIVE, HIGHLIGHT_STYLE.border.color],
      'line-width': ['case', ['==', ['get', 'active'], 'true'], 2, HIGHLIGHT_STYLE.border.width],
    },
  },
  {
    id: 'gl-draw-line',
    type: 'line',
    filter: ['all', ['==', '$type', 'LineString']],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': ['case', ['==', ['get', 'active'], 'true'], ACTIVE, HIGHLIGHT_STYLE.line.color],
      'line-width': HIGHLIGHT_STYLE.line.width,
    },
  },
  {
    id: 'gl-draw-point-outer',
    type: 'circle',
    filter: ['all', ['==', '$type', 'Point'], ['==', 'meta', 'feature']],
    paint: { 'circle-radius': 7, 'circle-color': '#ffffff' },
  },
  {
    id: 'gl-draw-point',
    type: 'circle',
    filter: ['all', ['==', '$type', 'Point'], ['==', 'meta', 'feature']],
    paint: {
      'circle-radius': 5,
      'circle-color': ['case', ['==', ['get', 'active'], 'true'], ACTIVE, HIGHLIGHT_STYLE.line.color],
    },
  },
  {
    id: 'gl-draw-vertex-outer',
    type: 'circle',
    filter: ['all', ['==', '$type', 'Point'], ['==', 'meta', 'vertex'], ['!=', 'mode', 'simple_select']],
    paint: { 'circle-radius': ['case', ['==', ['get', 'active'], 'true'], 7, 5], 'circle-color': '#ffffff' },
  },
  {
    id: 'gl-draw-vertex',
    type: 'circle',
    filter: ['all', ['==', '$type', 'Point'], ['==', 'meta', 'vertex'], ['!=', 'mode', 'simple_select']],
    paint: { 'circle-radius': ['case', ['==', ['get', 'active'], 'true'], 5, 3], 'circle-color': ACTIVE },
  },
  {
    id: 'gl-draw-midpoint',
    type: 'circle',
    filter: ['all', ['==', 'meta', 'midpoint']],
    paint: { 'circle-radius': 3, 'circle-color': ACTIVE },
  },
];
