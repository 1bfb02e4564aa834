import { HIGHLIGHT_STYLE } from '@agrimap/geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeoJSONSource, MapLayerMouseEvent, Map as MaplibreMap } from 'maplibre-gl';
import type { RegionTreeChild, RegionTreeNode } from '../api/regions';
import { LABEL_FONT } from '../config';
import { regionCamera, validBbox } from '../lib/camera';
import type { HighlightControl } from './highlight_control';
import { ListenerBag, type MapControl, removeLayersAndSources } from './map-control';

export const DRILL_SOURCE = 'agrimap-drill-regions';
export const DRILL_FILL_LAYER = 'agrimap-drill-fill';
export const DRILL_LINE_LAYER = 'agrimap-drill-line';
export const DRILL_LABEL_LAYER = 'agrimap-drill-label';

/** Children of a region node as GeoJSON (only those with a boundary can be drawn and clicked). */
export function childrenToGeoJson(node: RegionTreeNode): FeatureCollection {
  const features: Feature[] = [];
  for (const child of node.children) {
    if (!child.geojson) continue;
    features.push({
      type: 'Feature',
      properties: { qhdm: child.qhdm, qhmc: child.qhmc },
      geometry: child.geojson as unknown as Geometry,
    });
  }
  return { type: 'FeatureCollection', features };
}

/** A region's boundary as a feature carrying its code and name. */
function regionFeature(region: RegionTreeChild): Feature {
  return {
    type: 'Feature',
    properties: { qhdm: region.qhdm, qhmc: region.qhmc },
    geometry: region.geojson as unknown as Geometry,
  };
}

export interface DrillDownOptions {
  /** Loads a region with its children and their boundaries (regionTree, havGeojson=true). */
  loadNode: (code: string) => Promise<RegionTreeNode>;
  /** Highlights the border of the region drilled into. */
  highlight: HighlightControl;
  /** Told about every region drilled into. */
  onChange?: (node: RegionTreeNode) => void;
  /** Told when loading a region failed. */
  onError?: (error: unknown) => void;
  /** When it answers true, a click on the map is not a drill-down (e.g. while drawing). */
  isBlocked?: (event: MapLayerMouseEvent) => boolean;
}

/**
 * Administrative drill-down (SPEC §4): the current region's children are drawn as clickable
 * areas (hover fill yellow at 0.2); clicking one highlights its border, moves the camera into the
 * zoom band of its level and shows its own children. `drillTo(code)` does the same from the
 * breadcrumb or the search box.
 */
export class DrillDownControl implements MapControl {
  private map: MaplibreMap | undefined;
  private bag: ListenerBag | undefined;
  private node: RegionTreeNode | undefined;
  private hovered: string | undefined;
  private request = 0;

  constructor(private readonly options: DrillDownOptions) {}

  onAdd(map: MaplibreMap): void {
    this.map = map;
    map.addSource(DRILL_SOURCE, {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
      promoteId: 'qhdm',
    });
    map.addLayer({
      id: DRILL_FILL_LAYER,
      type: 'fill',
      source: DRILL_SOURCE,
      paint: {
        'fill-color': HIGHLIGHT_STYLE.hoverFill.color,
        'fill-opacity': [
          'case',
          ['boolean', ['feature-state', 'hover'], false],
          HIGHLIGHT_STYLE.hoverFill.opacity,
          0,
        ],
      },
    });
    map.addLayer({
      id: DRILL_LINE_LAYER,
      type: 'line',
      source: DRILL_SOURCE,
      paint: { 'line-color': '#3f6fb5', 'line-width': 1.2 },
    });
    map.addLayer({
      id: DRILL_LABEL_LAYER,
      type: 'symbol',
      source: DRILL_SOURCE,
      layout: { 'text-field': ['get', 'qhmc'], 'text-font': LABEL_FONT, 'text-size': 12 },
      paint: { 'text-color': '#274b7a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
    });
    const bag = new ListenerBag(map);
    bag.onLayer('click', DRILL_FILL_LAYER, (e) => this.onClick(e));
    bag.onLayer('mousemove', DRILL_FILL_LAYER, (e) => this.onHover(e));
    bag.onLayer('mouseleave', DRILL_FILL_LAYER, () => this.setHovered(undefined));
    this.bag = bag;
    if (this.node) this.render(this.node);
  }

  onRemove(): void {
    this.bag?.dispose();
    this.bag = undefined;
    if (this.map)
      removeLayersAndSources(
        this.map,
        [DRILL_FILL_LAYER, DRILL_LINE_LAYER, DRILL_LABEL_LAYER],
        [DRILL_SOURCE],
      );
    this.map = undefined;
    this.hovered = undefined;
    this.request++; // a load still running must not touch the removed map
  }

  /** The region currently drilled into. */
  current(): RegionTreeNode | undefined {
    return this.node;
  }

  /**
   * Drills into `code`: loads it, highlights its border, shows its children and (unless
   * `moveCamera` is false) moves the camera into its zoom band. `clickedAt` centres a region
   * without extent. Resolves with the node, or undefined when a later drill-down overtook it.
   */
  async drillTo(
    code: string,
    { moveCamera = true, clickedAt }: { moveCamera?: boolean; clickedAt?: [number, number] } = {},
  ): Promise<RegionTreeNode | undefined> {
    const ticket = ++this.request;
    let node: RegionTreeNode;
    try {
      node = await this.options.loadNode(code);
    } catch (error) {
      if (ticket === this.request) this.options.onError?.(error);
      return undefined;
    }
    if (ticket !== this.request || !this.map) return undefined;
    this.node = node;
    this.render(node);
    if (moveCamera) {
      const camera = regionCamera(this.map, node.qhdm, validBbox(node.bbox), clickedAt);
      if (camera) this.map.easeTo({ center: camera.center, zoom: camera.zoom, duration: 600 });
    }
    this.options.onChange?.(node);
    return node;
  }

  private render(node: RegionTreeNode): void {
    if (!this.map) return;
    this.setHovered(undefined);
    (this.map.getSource(DRILL_SOURCE) as GeoJSONSource | undefined)?.setData(childrenToGeoJson(node));
    if (node.geojson) this.options.highlight.showBorder(regionFeature(node));
    else this.options.highlight.clear();
  }

  private childOf(code: unknown): RegionTreeChild | undefined {
    return this.node?.children.find((c) => c.qhdm === code);
  }

  private onClick(e: MapLayerMouseEvent): void {
    if (this.options.isBlocked?.(e)) return;
    const child = this.childOf(e.features?.[0]?.properties?.qhdm);
    if (!child) return;
    // Highlight at once; the children follow when loaded.
    if (child.geojson) this.options.highlight.showBorder(regionFeature(child));
    void this.drillTo(child.qhdm, { clickedAt: [e.lngLat.lng, e.lngLat.lat] });
  }

  private onHover(e: MapLayerMouseEvent): void {
    const code = e.features?.[0]?.properties?.qhdm;
    this.setHovered(typeof code === 'string' ? code : undefined);
  }

  private setHovered(code: string | undefined): void {
    if (!this.map || code === this.hovered) return;
    if (this.hovered !== undefined)
      this.map.setFeatureState({ source: DRILL_SOURCE, id: this.hovered }, { hover: false });
    this.hovered = code;
    if (code !== undefined) this.map.setFeatureState({ source: DRILL_SOURCE, id: code }, { hover: true });
    this.map.getCanvas().style.cursor = code !== undefined ? 'pointer' : '';
  }
}
