import { DEFAULT_REGION, type DrawingTool, rectanglePolygon } from '@agrimap/geo';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Alert } from 'antd';
import type { Geometry } from 'geojson';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { deviceDetailsHref } from '@/components/device-popup';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { type CameraDevice, mapDevicesQueryOptions } from '../api/devices';
import { layerListQueryOptions } from '../api/layers';
import {
  fetchRegionDetail,
  fetchRegionsByYear,
  fetchRegionTree,
  regionTreeQueryOptions,
} from '../api/regions';
import { configuredEpsg, engineForEpsg } from '../config';
import type { CameraView } from '../engine/workbench-engine';
import { useDevicePopup } from '../hooks/useDevicePopup';
import { useWorkbenchEngine } from '../hooks/useWorkbenchEngine';
import { defaultCheckedIds, layerYears, visibleLayerIds } from '../lib/layer-tree';
import type { RegionServices } from '../lib/locate';
import type { MeasureLabel } from '../lib/measure-labels';
import { shapeKind } from '../lib/workbench-logic';
import { mapMessages as m } from '../messages';
import { mapSession, useMapSession, type ViewMode } from '../state/map-session';
import type { CompareMode } from './compare-modes';
import { MapStatusBar } from './MapStatusBar';
import { MapToolbar, type WorkbenchPanel } from './MapToolbar';
import { MapUiProvider } from './MapUiProvider';
import { MeasureResults } from './MeasureResults';
import { RegionBar } from './RegionBar';
import './map.css';

/** Pitch of the 3D view mode. */
const PITCH_3D = 50;

// Comparison (curtain, split screens) and its maplibre plugins load on first use; so do the side
// panels other than the measuring results (their form widgets are not needed to show the map).
const CompareView = lazy(() => import('./CompareView').then((mod) => ({ default: mod.CompareView })));
const LocatePanel = lazy(() => import('./LocatePanel').then((mod) => ({ default: mod.LocatePanel })));
const CoordinateConverter = lazy(() =>
  import('./CoordinateConverter').then((mod) => ({ default: mod.CoordinateConverter })),
);
const LayerTreePanel = lazy(() =>
  import('./LayerTreePanel').then((mod) => ({ default: mod.LayerTreePanel })),
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
  if (!engineForEpsg(epsg)) {
    return (
      <div className="map-workbench">
        <Alert type="warning" showIcon title={m.map.unsupportedEpsg(epsg)} style={{ margin: 16 }} />
      </div>
    );
  }
  return (
    <MapUiProvider>
      <Workbench {...props} epsg={epsg} />
    </MapUiProvider>
  );
}

function Workbench({
  screenName,
  mapName = 'main',
  showDevices = false,
  allow3D = false,
  epsg,
}: MapWorkbenchProps & { epsg: number }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const origin = window.location.origin;
  const region = useMapSession((s) => s.region);
  const storedViewMode = useMapSession((s) => s.viewMode);
  const layerTree = useMapSession((s) => s.layerTree);
  const [activeTool, setActiveTool] = useState<DrawingTool | null>(null);
  const [labels, setLabels] = useState<MeasureLabel[]>([]);
  const [zoom, setZoom] = useState<number | null>(null);
  const [cursor, setCursor] = useState<[number, number] | null>(null);
  const [panel, setPanel] = useState<WorkbenchPanel | null>('results');
  const [compare, setCompare] = useState<{ mode: CompareMode; view: CameraView } | null>(null);
  const openPopup = useRef<((device: CameraDevice, at: [number, number]) => void) | null>(null);

  useEffect(() => {
    mapSession.set({ screenName });
  }, [screenName]);

  const {
    containerRef,
    engine: map,
    failed,
  } = useWorkbenchEngine(
    epsg,
    { name: mapName, showDevices, origin },
    {
      loadRegion: (code) => queryClient.fetchQuery(regionTreeQueryOptions(client, code)),
      onRegionChange: (node) => mapSession.set({ region: { code: node.qhdm, name: node.qhmc } }),
      onRegionError: (error) => {
        console.warn('[map] region load failed', error);
        notify.error(m.region.loadFailed);
      },
      onDeviceClick: (device, at) => openPopup.current?.(device, at),
      onToolChange: setActiveTool,
      onLabelsChange: setLabels,
      onViewChange: (view) => setZoom(view.zoom),
      onPointer: setCursor,
    },
  );
  const viewMode: ViewMode = allow3D && map?.kind !== 'openlayers' ? storedViewMode : '2D';

  // The device screen's URL as it is documented (`?detail=<code>`), pushed as written.
  const popup = useDevicePopup(map, (code) => router.history.push(deviceDetailsHref(code)));
  openPopup.current = popup.open;

  // Drill into the session's region once the map is there (camera only for a stored sub-region).
  useEffect(() => {
    if (!map) return;
    setZoom(map.view().zoom);
    const { code } = mapSession.get().region;
    void map.drillTo(code, { moveCamera: code !== DEFAULT_REGION.code });
  }, [map]);

  // Devices.
  const devices = useQuery({ ...mapDevicesQueryOptions(client), enabled: showDevices });
  // What the engine drew, read once it has them: the counter must not read the engine during a
  // render that comes before the devices reach it (nothing renders again on an idle map).
  const [deviceCount, setDeviceCount] = useState<number | null>(null);
  useEffect(() => {
    if (!devices.data || !map) return;
    map.setDevices(devices.data);
    setDeviceCount(map.deviceCount());
  }, [devices.data, map]);
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
    if (map) map.setThematicLayers(layers, visibleIds);
  }, [map, layers, visibleIds]);

  // View mode: 3D tilts the camera.
  useEffect(() => {
    if (map) map.setPitch(viewMode === '3D' ? PITCH_3D : 0);
  }, [map, viewMode]);

  const regionServices = useMemo<RegionServices>(
    () => ({
      byYear: (nf, qhdm) => fetchRegionsByYear(client, nf, qhdm),
      detail: (qhdm) => fetchRegionDetail(client, qhdm),
    }),
    [client],
  );

  const locatePoint = useCallback((lonLat: [number, number]) => map?.locatePoint(lonLat), [map]);

  const locateRegion = useCallback(
    async (found: { code: string; name: string; bbox: [number, number, number, number] }) => {
      if (!map) return;
      const [w, s, e, n] = found.bbox;
      const properties = { qhdm: found.code, qhmc: found.name };
      map.locateArea({ ...rectanglePolygon([w, s], [e, n]), properties }, found.bbox);
      // The real boundary when the area server has one.
      try {
        const node = await fetchRegionTree(client, found.code, true);
        if (node.geojson) {
          map.highlightArea({
            type: 'Feature',
            properties,
            geometry: node.geojson as unknown as Geometry,
          });
        }
      } catch (error) {
        console.info('[map] no boundary for', found.code, error);
      }
    },
    [map, client],
  );

  const startTool = (tool: DrawingTool) => {
    if (!map) return;
    if (activeTool === tool) {
      map.cancelDrawing();
      return;
    }
    map.startTool(tool);
    map.focus(); // Escape reaches the drawing at once
  };

  const shapeOf = (featureId: string) => {
    const f = map?.shapes().find((x) => String(x.id) === featureId);
    return f ? shapeKind(f) : undefined;
  };

  const openCompare = (mode: CompareMode) => {
    if (!map?.supportsCompare) return;
    map.cancelDrawing();
    setCompare({ mode, view: map.view() });
  };

  const closeCompare = (view: CameraView | null) => {
    setCompare(null);
    if (view && map) map.jumpTo(view);
  };

  return (
    <div
      className="map-workbench"
      data-screen={screenName}
      data-ready={map ? 'true' : 'false'}
      data-engine={map?.kind ?? ''}
      data-epsg={epsg}
    >
      <section ref={containerRef} className="map-canvas" aria-label={m.map.canvasLabel} />
      {!map && <div className="map-message">{failed ? m.map.loadFailed : m.map.loading}</div>}
      <div className="map-overlay map-overlay-top-left">
        <MapToolbar
          activeTool={activeTool}
          onTool={startTool}
          onClear={() => {
            map?.clearShapes();
            map?.clearHighlight();
          }}
          panel={panel}
          onPanel={(p) => setPanel((cur) => (cur === p ? null : p))}
          onCompare={openCompare}
          compareAvailable={map?.supportsCompare ?? true}
          disabled={!map}
        />
        <RegionBar region={region} onSelect={(code) => void map?.drillTo(code)} />
      </div>
      <div className="map-overlay map-overlay-top-right">
        {panel === 'results' && (
          <MeasureResults
            labels={labels}
            shapeOf={shapeOf}
            onRemove={(id) => map?.deleteShape(id)}
            onClear={() => map?.clearShapes()}
          />
        )}
        <Suspense fallback={<div className="map-card">{m.map.loading}</div>}>
          {panel === 'locate' && (
            <LocatePanel
              services={regionServices}
              onLocatePoint={locatePoint}
              onLocateRegion={locateRegion}
            />
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
              onViewModeChange={
                allow3D && map?.kind !== 'openlayers'
                  ? (mode) => mapSession.set({ viewMode: mode })
                  : undefined
              }
            />
          )}
        </Suspense>
      </div>
      <MapStatusBar
        zoom={zoom}
        cursor={cursor}
        extra={showDevices && deviceCount !== null ? m.devices.count(deviceCount) : undefined}
      />
      {compare && (
        <Suspense fallback={<div className="map-message">{m.map.loading}</div>}>
          <CompareView
            key={compare.mode}
            mode={compare.mode}
            layers={layers}
            initialVisibleIds={[...visibleIds]}
            initialView={compare.view}
            onExit={closeCompare}
          />
        </Suspense>
      )}
    </div>
  );
}
