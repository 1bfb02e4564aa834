import { DRAW_MODES } from '@agrimap/geo';
import MapboxDraw, {
  type DrawCustomMode,
  type DrawFeature,
  type DrawModeContext,
} from '@mapbox/mapbox-gl-draw';
import { DRAW_EVENTS, isEscape } from './mode-names';

/*
 * What the shape modes (rectangle, drag circle) share: one feature drawn at a time (`idOf(state)`),
 * dropped when the drawing is cancelled or left unfinished.
 */

/**
 * Entering the mode: an empty polygon carrying `properties.shape` is added, the selection cleared,
 * double-click zoom off, the add cursor on and the trash button usable. Answers the polygon.
 */
export function startShape(mode: DrawModeContext, shape: string): DrawFeature {
  const feature = mode.newFeature({
    type: 'Feature',
    properties: { shape },
    geometry: { type: 'Polygon', coordinates: [[]] },
  });
  mode.addFeature(feature);
  mode.clearSelectedFeatures();
  MapboxDraw.lib.doubleClickZoom.disable(mode);
  mode.updateUIClasses({ mouse: 'add' });
  mode.setActionableState({ trash: true });
  return feature;
}

/** Finishing the shape: `draw.create` with it, then back to selecting it. */
export function finishShape(mode: DrawModeContext, feature: DrawFeature): void {
  mode.fire(DRAW_EVENTS.create, { features: [feature.toGeoJSON()] });
  mode.changeMode(DRAW_MODES.simpleSelect, { featureIds: [feature.id] });
}

function dropShape(mode: DrawModeContext, id: string): void {
  mode.deleteFeature([id], { silent: true });
  mode.changeMode(DRAW_MODES.simpleSelect);
}

/** Escape or the trash button remove the shape and go back to selecting. */
export function cancelShape<S>(idOf: (state: S) => string): Pick<DrawCustomMode<S>, 'onKeyUp' | 'onTrash'> {
  return {
    onKeyUp(state, e) {
      if (isEscape(e)) dropShape(this, idOf(state));
    },
    onTrash(state) {
      dropShape(this, idOf(state));
    },
  };
}

/**
 * Leaving the mode: the cursor, double-click zoom and the toolbar button come back, and a shape
 * that was not finished (`created`) is removed.
 */
export function leaveShapeMode(mode: DrawModeContext, id: string, created: boolean): void {
  mode.updateUIClasses({ mouse: 'none' });
  MapboxDraw.lib.doubleClickZoom.enable(mode);
  mode.activateUIButton();
  if (!created && mode.getFeature(id)) mode.deleteFeature([id], { silent: true });
}
