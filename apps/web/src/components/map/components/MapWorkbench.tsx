import { DEFAULT_REGION, type DrawingTool, rectanglePolygon } from '@agrimap/geo';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Alert } from 'antd';
import type { Geometry } from 'geojson';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deviceDetailsHref } from '@/components/device-popup';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { mapDevicesQueryOptions } from '../api/devices';
import { layerListQueryOptions } from '../api/layers';
import {
  fetchRegionDetail,
  fetchRegionsByYear,
  fetchRegionTree,
  regionTreeQueryOptions,
} from '../api/regions';
import { configuredEpsg, isMaplibreEpsg } from '../config';
import { useDevicePopup } from '../hooks/useDevicePopup';
import { useMapInstance } from '../hooks/useMapInstance';
import { useWorkbenchControls } from '../hooks/useWorkbenchControls';
import { defaultCheckedIds, layerYears, visibleLayerIds } from '../lib/layer-tree';
import type { RegionServices } from '../lib/locate';
import { mapMessages as m } from '../messages';
import { TOOL_MODES } from '../modes/mode-names';
import { mapSession, useMapSession, type ViewMode } from '../state/map-session';
import { type CameraView, type CompareMode, CompareView } from './CompareView';
import { CoordinateConverter } from './CoordinateConverter';
import { LayerTreePanel } from './LayerTreePanel';
import { LocatePanel } from './LocatePanel';
import { MapStatusBar } from './MapStatusBar';
import { MapToolbar, type WorkbenchPanel } from './MapToolbar';
import { MapUiProvider } from './MapUiProvider';
import { MeasureResults } from './MeasureResults';
import { RegionBar } from './RegionBar';
import './map.css';

/** Pitch of the 3D view mode. */
const PITCH_3D = 50;

const TOOL_OF_MODE = new Map<string, DrawingTool>(
  (Object.entries(TOOL_MODES) as [DrawingTool, string][]).map(([tool, mode]) => [mode, tool]),
);

export interface MapWorkbenchProps {
  /** Current screen name kept in the session state (SPEC §3). */
  screenName: string;
  /** Name the map is registered under for end-to-end tests. */
  mapName?: string;
  /** Shows the devices of the device list as markers. */
  showDevices?: boolean;
  /** Offers the 3D view mode (otherwise the map stays 2D). */
  allow3D?: boolean;
}

/**
 * The map workbench shared by the map screens (and later the cockpits): offline basemap,
 * drawing and measuring, locating and highlighting, administrative drill-down with breadcrumb
 * and search, device markers, layer tree, comparison and coordinate conversion.
 */
export function MapWorkbench(props: MapWorkbenchProps) {
  const epsg = configuredEpsg();
  if (!isMaplibreEpsg(epsg)) {
    return (
      <div className="map-workbench">
        <Alert type="warning" showIcon title={m.map.unsupportedEpsg(epsg)} style={{ margin: 16 }} />
      </div>
    );
  }
  return (
    <MapUiProvider>
      <Workbench {...props} />
    </MapUiProvider>
  );
}

function Workbench({
  screenName,
  mapName = 'main',
  showDevices = false,
  allow3D = false,
}: MapWorkbenchProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const origin = window.location.origin;
  const { containerRef, map, failed } = useMapInstance(mapName);
  const region = useMapSession((s) => s.region);
  const storedViewMode = useMapSession((s) => s.viewMode);
  const viewMode: ViewMode = allow3D ? storedViewMode : '2D';
  const layerTree = useMapSession((s) => s.layerTree);
  const [activeTool, setActiveTool] = useState<DrawingTool | null>(null);
  const [panel, setPanel] = useState<WorkbenchPanel | null>('results');
  const [compare, setCompare] = useState<{ mode: CompareMode; view: CameraView } | null>(null);

  useEffect(() => {
    mapSession.set({ screenName });
  }, [screenName]);

  // The device screen's URL as it is documented (`?detail=<code>`), pushed as written.
  const popup = useDevicePopup(map, (code) => router.history.push(deviceDetailsHref(code)));

  const { controls, labels } = useWorkbenchControls(
    map,
    {
      loadRegion: (code) => queryClient.fetchQuery(regionTreeQueryOptions(client, code)),
      onRegionChange: (node) => mapSession.set({ region: { code: node.qhdm, name: node.qhmc } }),
      onRegionError: (error) => {
        console.warn('[map] region load failed', error);
        notify.error(m.region.loadFailed);
      },
      onDeviceClick: (device, at) => popup.open(device, at),
      onDrawModeChange: (mode) => setActiveTool(TOOL_OF_MODE.get(mode) ?? null),
    },
    { showDevices, origin },
  );

  // Drill into the session's region once the map is there (camera only for a stored sub-region).
  useEffect(() => {
    if (!map) return;
    const { code } = mapSession.get().region;
    void controls.drill.drillTo(code, { moveCamera: code !== DEFAULT_REGION.code });
  }, [map, controls]);

  // Devices.
  const devices = useQuery({ ...mapDevicesQueryOptions(client), enabled: showDevices });
  useEffect(() => {
    if (devices.data && map) controls.devices?.setDevices(devices.data);
  }, [devices.data, map, controls]);
  useEffect(() => {
    if (devices.isError) {
      console.warn('[map] device list failed', devices.error);
      notify.error(m.devices.loadFailed);
    }
  }, [devices.isError, devices.error]);

  // Layer tree: the session keeps the loaded layers and the checked ones.
  const layerList = useQuery(layerListQueryOptions(client));
  useEffect(() => {
    if (!layerList.data) return;
    const stored = mapSession.get().layerTree;
    const known = new Set(layerList.data.map((l) => l.id));
    const checkedIds = stored
      ? stored.checkedIds.filter((id) => known.has(id))
      : defaultCheckedIds(layerList.data);
    mapSession.set({ layerTree: { layers: layerList.data, checkedIds } });
  }, [layerList.data]);
  useEffect(() => {
    if (layerList.isError) {
      console.warn('[map] layer list failed', layerList.error);
      notify.error(m.layers.loadFailed);
    }
  }, [layerList.isError, layerList.error]);
  const layers = layerTree?.layers ?? [];
  const checkedIds = layerTree?.checkedIds ?? [];
  // One year's layers at a time (the layer list holds every year); the newest by default.
  const [chosenYear, setYear] = useState<string | undefined>(undefined);
  const year = chosenYear ?? layerYears(layers)[0];
  const visibleIds = useMemo(
    () => visibleLayerIds(layers, checkedIds, viewMode, year),
    [layers, checkedIds, viewMode, year],
  );
  useEffect(() => {
    if (map) controls.thematic.setVisible(layers, visibleIds);
  }, [map, controls, layers, visibleIds]);

  // View mode: 3D tilts the camera.
  useEffect(() => {
    if (map) map.easeTo({ pitch: viewMode === '3D' ? PITCH_3D : 0, duration: 400 });
  }, [map, viewMode]);

  const regionServices = useMemo<RegionServices>(
    () => ({
      byYear: (nf, qhdm) => fetchRegionsByYear(client, nf, qhdm),
      detail: (qhdm) => fetchRegionDetail(client, qhdm),
    }),
    [client],
  );

  const locatePoint = useCallback(
    (lonLat: [number, number]) => {
      if (!map) return;
      controls.highlight.showPoint(lonLat);
      map.flyTo({ center: lonLat, zoom: Math.max(map.getZoom(), 12) });
    },
    [map, controls],
  );

  const locateRegion = useCallback(
    async (found: { code: string; name: string; bbox: [number, number, number, number] }) => {
      if (!map) return;
      const [w, s, e, n] = found.bbox;
      const properties = { qhdm: found.code, qhmc: found.name };
      controls.highlight.showArea({ ...rectanglePolygon([w, s], [e, n]), properties });
      map.fitBounds(
        [
          [w, s],
          [e, n],
        ],
        { padding: 40, duration: 600 },
      );
      // The real boundary when the area server has one.
      try {
        const node = await fetchRegionTree(client, found.code, true);
        if (node.geojson) {
          controls.highlight.showArea({
            type: 'Feature',
            properties,
            geometry: node.geojson as unknown as Geometry,
          });
        }
      } catch (error) {
        console.info('[map] no boundary for', found.code, error);
      }
    },
    [map, controls, client],
  );

  const startTool = (tool: DrawingTool) => {
    if (!map) return;
    if (activeTool === tool) {
      controls.draw.cancel();
      return;
    }
    controls.draw.start(tool);
    map.getCanvas().focus(); // Escape reaches the drawing at once
  };

  const shapeOf = (featureId: string) => {
    const f = controls.draw.features().find((x) => String(x.id) === featureId);
    if (!f) return undefined;
    const shape = f.properties?.shape;
    if (shape === 'rectangle' || shape === 'circle') return shape;
    if (f.geometry.type === 'Point') return 'point';
    if (f.geometry.type === 'LineString') return 'line';
    return 'polygon';
  };

  const openCompare = (mode: CompareMode) => {
    if (!map) return;
    controls.draw.cancel();
    const c = map.getCenter();
    setCompare({ mode, view: { center: [c.lng, c.lat], zoom: map.getZoom() } });
  };

  const closeCompare = (view: CameraView | null) => {
    setCompare(null);
    if (view && map) map.jumpTo(view);
  };

  return (
    <div className="map-workbench" data-screen={screenName} data-ready={map ? 'true' : 'false'}>
      <section ref={containerRef} className="map-canvas" aria-label={m.map.canvasLabel} />
      {!map && <div className="map-message">{failed ? m.map.loadFailed : m.map.loading}</div>}
      <div className="map-overlay map-overlay-top-left">
        <MapToolbar
          activeTool={activeTool}
          onTool={startTool}
          onClear={() => {
            controls.draw.clear();
            controls.highlight.clear();
          }}
          panel={panel}
          onPanel={(p) => setPanel((cur) => (cur === p ? null : p))}
          onCompare={openCompare}
          disabled={!map}
        />
        <RegionBar region={region} onSelect={(code) => void controls.drill.drillTo(code)} />
      </div>
      <div className="map-overlay map-overlay-top-right">
        {panel === 'results' && (
          <MeasureResults
            labels={labels}
            shapeOf={shapeOf}
            onRemove={(id) => controls.draw.delete(id)}
            onClear={() => controls.draw.clear()}
          />
        )}
        {panel === 'locate' && (
          <LocatePanel services={regionServices} onLocatePoint={locatePoint} onLocateRegion={locateRegion} />
        )}
        {panel === 'convert' && <CoordinateConverter onLocate={locatePoint} />}
        {panel === 'layers' && (
          <LayerTreePanel
            layers={layers}
            checkedIds={checkedIds}
            loading={layerList.isPending}
            onCheck={(ids) => mapSession.set({ layerTree: { layers, checkedIds: ids } })}
            viewMode={viewMode}
            year={year}
            onYearChange={setYear}
            onViewModeChange={allow3D ? (mode) => mapSession.set({ viewMode: mode }) : undefined}
          />
        )}
      </div>
      <MapStatusBar
        map={map}
        extra={showDevices && devices.data ? m.devices.count(controls.devices?.count() ?? 0) : undefined}
      />
      {compare && (
        <CompareView
          key={compare.mode}
          mode={compare.mode}
          layers={layers}
          initialVisibleIds={[...visibleIds]}
          initialView={compare.view}
          onExit={closeCompare}
        />
      )}
    </div>
  );
}
