import { DRAW_MODES } from '@agrimap/geo';
import MapboxDraw, { type DrawCustomMode, type DrawModeContext } from '@mapbox/mapbox-gl-draw';
import { isEscape } from './mode-names';

/*
 * What the shape modes (rectangle, drag circle) share: one feature drawn at a time (`idOf(state)`),
 * dropped when the drawing is cancelled or left unfinished.
 */

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
