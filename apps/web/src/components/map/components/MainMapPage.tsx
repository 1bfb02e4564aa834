import { MapWorkbench } from './MapWorkbench';

/** The map workbench (/main_map): every map tool, with the devices as markers. */
export function MainMapPage() {
  return <MapWorkbench screenName="main_map" mapName="main" showDevices allow3D />;
}
