import { DRAWING_TOOL_NAMES, DRAWING_TOOLS, type DrawingTool } from '@agrimap/geo';
import { Button, Divider, Dropdown } from 'antd';
import { mapMessages as m } from '../messages';
import { COMPARE_MODES, type CompareMode, compareModeLabel } from './compare-modes';

/** Side panels of the workbench. */
export type WorkbenchPanel = 'results' | 'locate' | 'convert' | 'layers';

const PANELS: ReadonlyArray<[WorkbenchPanel, string]> = [
  ['results', m.toolbar.results],
  ['locate', m.toolbar.locate],
  ['convert', m.toolbar.convert],
  ['layers', m.toolbar.layers],
];

export interface MapToolbarProps {
  activeTool: DrawingTool | null;
  onTool: (tool: DrawingTool) => void;
  onClear: () => void;
  panel: WorkbenchPanel | null;
  onPanel: (panel: WorkbenchPanel) => void;
  onCompare: (mode: CompareMode) => void;
  /** Compare mode needs the Web Mercator engine; false shows why it is unavailable. */
  compareAvailable?: boolean;
  disabled?: boolean;
}

/** Drawing tools, clear, the panels and the compare menu. */
export function MapToolbar({
  activeTool,
  onTool,
  onClear,
  panel,
  onPanel,
  onCompare,
  compareAvailable = true,
  disabled,
}: MapToolbarProps) {
  return (
    <div className="map-card map-toolbar" role="toolbar" aria-label={m.toolbar.label}>
      <span>{m.toolbar.draw}</span>
      {DRAWING_TOOLS.map((tool) => (
        <Button
          key={tool}
          size="small"
          disabled={disabled}
          type={activeTool === tool ? 'primary' : 'default'}
          aria-pressed={activeTool === tool}
          data-tool={tool}
          onClick={() => onTool(tool)}
        >
          {DRAWING_TOOL_NAMES[tool]}
        </Button>
      ))}
      <Button size="small" disabled={disabled} onClick={onClear}>
        {m.toolbar.clear}
      </Button>
      <Divider orientation="vertical" />
      {PANELS.map(([key, label]) => (
        <Button
          key={key}
          size="small"
          type={panel === key ? 'primary' : 'default'}
          aria-pressed={panel === key}
          onClick={() => onPanel(key)}
        >
          {label}
        </Button>
      ))}
      <Dropdown
        disabled={disabled}
        trigger={['click']}
        menu={{
          items: compareAvailable
            ? COMPARE_MODES.map((mode) => ({ key: mode, label: compareModeLabel(mode) }))
            : [{ key: 'unavailable', label: m.toolbar.compareUnavailable, disabled: true }],
          onClick: ({ key }) => onCompare(key as CompareMode),
        }}
      >
        <Button size="small">{m.toolbar.compare}</Button>
      </Dropdown>
    </div>
  );
}
