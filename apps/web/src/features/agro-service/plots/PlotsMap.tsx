import type { PlotGeometry } from '@agrimap/geo';
import { Alert } from 'antd';
import { lazy, Suspense } from 'react';
import { configuredEpsg, isMaplibreEpsg } from '@/components/map/config';
import { plotMessages as m } from './messages';
import type { PlotShape } from './plot_layer_control';
import './plots.css';

// maplibre and the drawing tools arrive with the view's chunk, when the map renders.
const PlotsMapView = lazy(() => import('./PlotsMapView'));

export interface PlotsMapProps {
  plots: readonly PlotShape[];
  /** The plot highlighted on the map. */
  selectedId?: number | null;
  /** A click on a plot. */
  onPlotClick?: (id: number) => void;
  /** Fits the map to `bbox` whenever a new object is passed (e.g. a row was clicked). */
  focus?: { bbox: readonly number[] } | null;
  /**
   * Drawing one boundary: `initial` is shown to be reshaped (`plotId`'s own plot is then left out
   * of the plot layer); every change of the drawn shape is reported (null when removed).
   */
  boundary?: { plotId?: number; initial?: PlotGeometry; onChange: (geometry: PlotGeometry | null) => void };
  height?: number;
  ariaLabel?: string;
  /** Registers the map for end-to-end tests under this name (default `plots`). */
  mapName?: string;
}

/** The plots on the offline basemap, with the shared drawing tools for one boundary. */
export function PlotsMap(props: PlotsMapProps) {
  const epsg = configuredEpsg();
  if (!isMaplibreEpsg(epsg))
    return <Alert type="warning" showIcon title={m.map.unsupportedEpsg(String(epsg))} />;
  return (
    <Suspense
      fallback={
        <div className="plots-map-status" style={{ height: props.height ?? 560 }}>
          {m.map.loading}
        </div>
      }
    >
      <PlotsMapView {...props} />
    </Suspense>
  );
}
