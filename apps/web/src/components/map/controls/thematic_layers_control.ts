import { TILE_SIZE } from '@agrimap/geo';
import type { AddLayerObject, Map as MaplibreMap, SourceSpecification } from 'maplibre-gl';
import type { LayerInfo } from '../api/layers';
import { absoluteUrl } from '../config';
import { setLayerVisibility } from '../lib/layer-visibility';
import { type MapControl, removeLayersAndSources } from './map-control';

const PALETTE = ['#d4380d', '#08979c', '#7cb305', '#c41d7f', '#d48806', '#1d39c4', '#531dab', '#389e0d'];

/** A stable colour per layer id. */
export function layerColor(id: string): string {
  let h = 0;
  for (const ch of id) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[h % PALETTE.length] as string;
}

/** Source id of a thematic layer. */
export function thematicSourceId(info: Pick<LayerInfo, 'id'>): string {
  return `agrimap-layer-${info.id}`;
}

function vectorLayers(
  sourceId: string,
  color: string,
  sourceLayer: string | undefined,
  prefix: string,
): AddLayerObject[] {
  const base = { source: sourceId, ...(sourceLayer !== undefined ? { 'source-layer': sourceLayer } : {}) };
  return [
    {
      id: `${prefix}-fill`,
      type: 'fill',
      ...base,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': color, 'fill-opacity': 0.3 },
    },
    {
      id: `${prefix}-line`,
      type: 'line',
      ...base,
      filter: ['in', ['geometry-type'], ['literal', ['LineString', 'Polygon']]],
      paint: { 'line-color': color, 'line-width': 1.5 },
    },
    {
      id: `${prefix}-circle`,
      type: 'circle',
      ...base,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-color': color,
        'circle-radius': 5,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    },
  ];
}

/**
 * The maplibre source and layers that draw one layer info: GeoJSON from its URL, vector tiles
 * from its URL template (one set of fill/line/circle layers per source layer in
 * `sourceLayers`), or 256-pixel raster tiles.
 */
export function thematicStyle(
  info: LayerInfo,
  origin: string,
  sourceLayers: readonly string[] = [],
): { source: SourceSpecification; layers: AddLayerObject[] } {
  const sourceId = thematicSourceId(info);
  const url = absoluteUrl(info.url, origin);
  const color = layerColor(info.id);
  if (info.source_type === 'raster') {
    return {
      source: { type: 'raster', tiles: [url], tileSize: TILE_SIZE },
      layers: [{ id: `${sourceId}-raster`, type: 'raster', source: sourceId }],
    };
  }
  if (info.source_type === 'vector') {
    return {
      source: { type: 'vector', tiles: [url], maxzoom: 14 },
      layers: sourceLayers.flatMap((name) => vectorLayers(sourceId, color, name, `${sourceId}-${name}`)),
    };
  }
  return {
    source: { type: 'geojson', data: url },
    layers: vectorLayers(sourceId, color, undefined, sourceId),
  };
}

export interface ThematicLayersOptions {
  /** Origin the layer URLs are relative to. */
  origin: string;
  /** Id of the layer thematic layers go below (the feature's overlays stay on top). */
  beforeLayer?: () => string | undefined;
  /** The source layers of a vector tileset (see lib/mvt-layers); none without it. */
  vectorSourceLayers?: (tileUrl: string) => Promise<string[]>;
}

/**
 * The layers of the layer tree (layerList): `setVisible(infos, ids)` adds a layer's source and
 * layers the first time it is switched on and afterwards only toggles their visibility.
 */
export class ThematicLayersControl implements MapControl {
  private map: MaplibreMap | undefined;
  private readonly added = new Map<string, string[]>();
  private readonly pending = new Set<string>();
  private wanted = new Set<string>();
  private generation = 0;

  constructor(private readonly options: ThematicLayersOptions) {}

  onAdd(map: MaplibreMap): void {
    this.map = map;
  }

  onRemove(): void {
    const map = this.map;
    if (map) {
      for (const [sourceId, layerIds] of this.added) removeLayersAndSources(map, layerIds, [sourceId]);
    }
    this.added.clear();
    this.pending.clear();
    this.generation++;
    this.map = undefined;
  }

  /** Shows exactly the layers of `infos` whose id is in `visibleIds`. */
  setVisible(infos: readonly LayerInfo[], visibleIds: ReadonlySet<string>): void {
    const map = this.map;
    if (!map) return;
    this.wanted = new Set(visibleIds);
    for (const info of infos) {
      const sourceId = thematicSourceId(info);
      const visible = visibleIds.has(info.id);
      const layerIds = this.added.get(sourceId);
      if (layerIds) {
        for (const id of layerIds) setLayerVisibility(map, id, visible);
      } else if (visible && !this.pending.has(sourceId)) {
        void this.add(map, info);
      }
    }
  }

  /** Ids of the maplibre layers added for a layer info (empty before it was first shown). */
  layerIdsOf(info: Pick<LayerInfo, 'id'>): string[] {
    return this.added.get(thematicSourceId(info)) ?? [];
  }

  private async add(map: MaplibreMap, info: LayerInfo): Promise<void> {
    const sourceId = thematicSourceId(info);
    const generation = this.generation;
    let sourceLayers: string[] = [];
    if (info.source_type === 'vector') {
      this.pending.add(sourceId);
      try {
        sourceLayers =
          (await this.options.vectorSourceLayers?.(absoluteUrl(info.url, this.options.origin))) ?? [];
      } catch (error) {
        console.warn('[map] vector tileset unreadable', info.url, error);
      } finally {
        this.pending.delete(sourceId);
      }
      if (generation !== this.generation || this.map !== map || this.added.has(sourceId)) return;
    }
    const { source, layers } = thematicStyle(info, this.options.origin, sourceLayers);
    map.addSource(sourceId, source);
    const before = this.options.beforeLayer?.();
    const visible = this.wanted.has(info.id);
    for (const layer of layers) {
      map.addLayer(
        {
          ...layer,
          layout: { ...('layout' in layer ? layer.layout : {}), visibility: visible ? 'visible' : 'none' },
        } as AddLayerObject,
        before && map.getLayer(before) ? before : undefined,
      );
    }
    this.added.set(
      sourceId,
      layers.map((l) => l.id),
    );
  }
}
