import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  configuredEpsg,
  engineForEpsg,
  geographicTileUrl,
  isMaplibreEpsg,
  styleUrl,
} from './config';

describe('map config', () => {
  it('selects maplibre for EPSG 3857, the default', () => {
    expect(configuredEpsg({})).toBe(3857);
    expect(configuredEpsg({ VITE_MAP_EPSG: '4490' })).toBe(4490);
    expect(configuredEpsg({ VITE_MAP_EPSG: 'x' })).toBe(3857);
    expect(isMaplibreEpsg(3857)).toBe(true);
    expect(isMaplibreEpsg(4490)).toBe(false);
  });

  it('takes the runtime configuration before the build setting', () => {
    expect(configuredEpsg({ VITE_MAP_EPSG: '3857' }, { mapEpsg: 4490 })).toBe(4490);
    expect(configuredEpsg({ VITE_MAP_EPSG: '4326' }, {})).toBe(4326);
    expect(configuredEpsg({}, { mapEpsg: 'nonsense' })).toBe(3857);
    expect(engineForEpsg(3857)).toBe('maplibre');
    expect(engineForEpsg(4490)).toBe('openlayers');
    expect(engineForEpsg(4326)).toBe('openlayers');
    expect(engineForEpsg(4526)).toBeNull();
    expect(geographicTileUrl('http://h:1')).toBe(
      'http://h:1/map/styles/v1/agrimap/hunan-base/wmts/c/{z}/{y}/{x}',
    );
  });

  it('builds map-server URLs on the app’s origin', () => {
    expect(styleUrl('http://h:1/')).toBe('http://h:1/map/styles/v1/agrimap/hunan-base');
    expect(absoluteUrl('/map/tilesets/v1/a/b/{z}/{x}/{y}.pbf', 'http://h:1')).toBe(
      'http://h:1/map/tilesets/v1/a/b/{z}/{x}/{y}.pbf',
    );
    expect(absoluteUrl('http://other/x', 'http://h:1')).toBe('http://other/x');
  });
});
