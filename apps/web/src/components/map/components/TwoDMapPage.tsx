import { MapWorkbench } from './MapWorkbench';

/** The 2D map (/TwoDMapMain): the workbench's tools on a map that stays two-dimensional. */
export function TwoDMapPage() {
  return <MapWorkbench screenName="TwoDMapMain" mapName="twoD" />;
}
