import type { LayerInfo } from '../api/layers';
import type { ViewMode } from '../state/map-session';

/** A node of the layer tree: a theme with its layers. */
export interface LayerTreeNode {
  key: string;
  title: string;
  children?: LayerTreeNode[];
}

/** Tree keys of theme nodes start with this. */
export const THEME_KEY_PREFIX = 'theme:';

/** The years (nf) of the layers, newest first. */
export function layerYears(layers: readonly LayerInfo[]): string[] {
  return [...new Set(layers.map((l) => l.nf))].sort((a, b) => b.localeCompare(a));
}

/**
 * The layer tree (SPEC §3 layer info): layers of `viewMode` (and of `year` when given) grouped by
 * theme (first-seen order of themes, layers by name then year); each layer's key is its id.
 */
export function buildLayerTree(
  layers: readonly LayerInfo[],
  viewMode: ViewMode,
  yearLabel: (nf: string) => string,
  year?: string,
): LayerTreeNode[] {
  const themes = new Map<string, { title: string; layers: LayerInfo[] }>();
  for (const layer of layers) {
    if (layer.view_mode_code !== viewMode) continue;
    if (year !== undefined && layer.nf !== year) continue;
    const theme = themes.get(layer.theme_code) ?? { title: layer.theme_name || layer.theme_code, layers: [] };
    theme.layers.push(layer);
    themes.set(layer.theme_code, theme);
  }
  return [...themes].map(([code, theme]) => ({
    key: `${THEME_KEY_PREFIX}${code}`,
    title: theme.title,
    children: [...theme.layers]
      .sort((a, b) => a.layer_name.localeCompare(b.layer_name, 'zh-CN') || a.nf.localeCompare(b.nf))
      .map((l) => ({ key: l.id, title: `${l.layer_name}（${yearLabel(l.nf)}）` })),
  }));
}

/** Layer ids among tree keys (theme keys dropped). */
export function layerIdsOf(keys: readonly (string | number | bigint)[]): string[] {
  return keys.map(String).filter((k) => !k.startsWith(THEME_KEY_PREFIX));
}

/** The layers switched on at first load: those marked `default_show`. */
export function defaultCheckedIds(layers: readonly LayerInfo[]): string[] {
  return layers.filter((l) => l.default_show).map((l) => l.id);
}

/** The ids to draw: checked layers of the current view mode (and year, when given). */
export function visibleLayerIds(
  layers: readonly LayerInfo[],
  checkedIds: readonly string[],
  viewMode: ViewMode,
  year?: string,
): Set<string> {
  const checked = new Set(checkedIds);
  return new Set(
    layers
      .filter(
        (l) => checked.has(l.id) && l.view_mode_code === viewMode && (year === undefined || l.nf === year),
      )
      .map((l) => l.id),
  );
}
