import { Empty, Segmented, Select, Tree } from 'antd';
import { useMemo } from 'react';
import type { LayerInfo } from '../api/layers';
import { buildLayerTree, layerIdsOf, layerYears } from '../lib/layer-tree';
import { mapMessages as m } from '../messages';
import type { ViewMode } from '../state/map-session';

export interface LayerTreePanelProps {
  layers: readonly LayerInfo[];
  checkedIds: readonly string[];
  onCheck: (ids: string[]) => void;
  viewMode: ViewMode;
  /** The year (nf) whose layers are shown. */
  year: string | undefined;
  onYearChange: (year: string) => void;
  /** Omit to hide the 2D/3D switch (2D-only screens). */
  onViewModeChange?: (mode: ViewMode) => void;
  loading?: boolean;
}

/** Layers from the layer list grouped by theme, each switched on or off with a checkbox (SPEC §3). */
export function LayerTreePanel({
  layers,
  checkedIds,
  onCheck,
  viewMode,
  year,
  onYearChange,
  onViewModeChange,
  loading,
}: LayerTreePanelProps) {
  const tree = useMemo(() => buildLayerTree(layers, viewMode, m.layers.year, year), [layers, viewMode, year]);
  const years = useMemo(() => layerYears(layers), [layers]);
  const expanded = tree.map((n) => n.key);
  const shown = new Set(tree.flatMap((n) => (n.children ?? []).map((c) => c.key)));
  // Layers of the other view mode or year are not in the tree; their check state is kept.
  const hidden = checkedIds.filter((id) => !shown.has(id));
  return (
    <section className="map-card map-panel" aria-label={m.layers.title}>
      <h2>{m.layers.title}</h2>
      <div className="map-toolbar" style={{ marginBottom: 8 }}>
        <Select
          size="small"
          aria-label={m.layers.yearSelect}
          style={{ width: 110 }}
          value={year}
          options={years.map((nf) => ({ value: nf, label: m.layers.year(nf) }))}
          onChange={onYearChange}
        />
      </div>
      {onViewModeChange && (
        <Segmented
          aria-label={m.layers.viewMode}
          size="small"
          style={{ marginBottom: 8 }}
          value={viewMode}
          onChange={(v) => onViewModeChange(v as ViewMode)}
          options={[
            { value: '2D', label: m.layers.mode2D },
            { value: '3D', label: m.layers.mode3D },
          ]}
        />
      )}
      {tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? m.map.loading : m.layers.empty} />
      ) : (
        <Tree
          checkable
          selectable={false}
          expandedKeys={expanded}
          treeData={tree}
          checkedKeys={[...checkedIds]}
          onCheck={(keys) => onCheck([...hidden, ...layerIdsOf(Array.isArray(keys) ? keys : keys.checked)])}
        />
      )}
    </section>
  );
}
