import { Alert } from 'antd';
import { lazy, Suspense } from 'react';
import { configuredEpsg, isMaplibreEpsg } from '../config';
import { pointsMapMessages as m } from './messages';
import type { MapPoint, PointsMapProps } from './types';

// maplibre arrives with the view's chunk: a screen that imports PointsMap loads no map code until
// the map renders.
const PointsMapView = lazy(() => import('./PointsMapView'));

/**
 * A map of points on the offline basemap: clustered GPU circles coloured and sized per point,
 * popups, a highlight, hidden groups, an optional region choropleth with legend and a region
 * drill-down scope, and a list of the points beside it (keyboard and screen readers). See
 * components/map/README.md.
 */
export function PointsMap<P extends MapPoint>(props: PointsMapProps<P>) {
  const epsg = configuredEpsg();
  if (!isMaplibreEpsg(epsg)) {
    return <Alert type="warning" showIcon title={m.unsupportedEpsg(epsg)} />;
  }
  const height = props.height ?? 520;
  return (
    <Suspense
      fallback={
        <div className="points-map-fallback" style={{ height }}>
          {m.loading}
        </div>
      }
    >
      <PointsMapView {...(props as unknown as PointsMapProps<MapPoint>)} />
    </Suspense>
  );
}
