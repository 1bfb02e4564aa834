import { DRAWING_TOOL_NAMES, DRAWING_TOOLS, type DrawingTool } from '@agrimap/geo';
import { Button, Divider } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
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
      <CompareMenu disabled={disabled} available={compareAvailable} onCompare={onCompare} />
    </div>
  );
}

/**
 * The 对比 menu: a button opening a small menu of the compare modes (or why comparing is not
 * available). Plain elements instead of antd's Dropdown keep the menu machinery out of the map
 * route's initial JS. Keyboard: Enter / Space / ArrowDown open it, arrows move, Escape closes.
 */
function CompareMenu({
  disabled,
  available,
  onCompare,
}: {
  disabled?: boolean | undefined;
  available: boolean;
  onCompare: (mode: CompareMode) => void;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const items = available
    ? COMPARE_MODES.map((mode) => ({ key: mode as string, label: compareModeLabel(mode), disabled: false }))
    : [{ key: 'unavailable', label: m.toolbar.compareUnavailable, disabled: true }];
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([disabled])')?.focus();
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    const list = [
      ...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? []),
    ];
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('.map-compare-trigger')?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = list[(at + (e.key === 'ArrowDown' ? 1 : list.length - 1)) % Math.max(list.length, 1)];
      next?.focus();
    }
  };
  return (
    <div className="map-compare-menu" ref={root} onKeyDown={onKey}>
      <Button
        size="small"
        className="map-compare-trigger"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {m.toolbar.compare}
      </Button>
      {open ? (
        <div className="map-compare-menu-list" role="menu" aria-label={m.toolbar.compare}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                onCompare(item.key as CompareMode);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
