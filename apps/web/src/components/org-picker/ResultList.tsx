import { Checkbox, Typography } from 'antd';
import { type KeyboardEvent, memo, useEffect, useId, useRef, useState } from 'react';
import { itemKey, type OrgItem } from './types';

/** Height of one result row in px (fixed: the window of rendered rows is computed from it). */
export const RESULT_ROW_HEIGHT = 28;
/** Rows rendered above and below the visible window. */
const OVERSCAN = 6;

export interface ResultListProps {
  items: readonly OrgItem[];
  /** Keys (`itemKey`) of the checked items of the current tab. */
  checked: ReadonlySet<string>;
  /** The selection is at its maximum: unchecked rows cannot be checked. */
  full: boolean;
  /** Whether an item can be checked on this tab (e.g. departments cannot on 指定人员). */
  checkable: (item: OrgItem) => boolean;
  height: number;
  label: string;
  onToggle: (item: OrgItem) => void;
}

/**
 * The search results of the organisation picker: a flat, virtualised, multi-select listbox. Only
 * the rows in view (plus a few) are in the DOM, so a query matching 5,000 people renders as fast
 * as one matching five. Keyboard: focus the list, ArrowUp/ArrowDown/Home/End/PageUp/PageDown move,
 * Enter or Space checks the active row (same semantics as clicking it).
 */
export function ResultList({ items, checked, full, checkable, height, label, onToggle }: ResultListProps) {
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(-1);

  // A new result set starts at its top with no active row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the result set changes
  useEffect(() => {
    setActive(-1);
    setScrollTop(0);
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [items]);

  const visible = Math.ceil(height / RESULT_ROW_HEIGHT);
  const first = Math.max(0, Math.floor(scrollTop / RESULT_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(items.length, first + visible + OVERSCAN * 2);

  const enabled = (item: OrgItem) => checkable(item) && (!full || checked.has(itemKey(item)));

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    const el = scroller.current;
    if (!el) return;
    const top = next * RESULT_ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + RESULT_ROW_HEIGHT > el.scrollTop + height) el.scrollTop = top + RESULT_ROW_HEIGHT - height;
    setScrollTop(el.scrollTop);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active <= 0 ? 0 : active - 1,
      Home: 0,
      End: items.length - 1,
      PageDown: active + visible,
      PageUp: active - visible,
    };
    const target = moves[e.key];
    if (target !== undefined) {
      e.preventDefault();
      moveTo(target);
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ') && active >= 0) {
      e.preventDefault();
      const item = items[active];
      if (item && enabled(item)) onToggle(item);
    }
  };

  const rows = [];
  for (let i = first; i < last; i++) {
    const item = items[i] as OrgItem;
    const key = itemKey(item);
    rows.push(
      <ResultRow
        key={`${item.type}/${key}`}
        id={`${id}-${i}`}
        item={item}
        checked={checked.has(key)}
        disabled={!enabled(item)}
        checkable={checkable(item)}
        active={i === active}
        onPick={() => {
          setActive(i);
          if (enabled(item)) onToggle(item);
        }}
      />,
    );
  }

  return (
    <div
      ref={scroller}
      role="listbox"
      aria-label={label}
      aria-multiselectable
      tabIndex={0}
      aria-activedescendant={active >= 0 ? `${id}-${active}` : undefined}
      onKeyDown={onKeyDown}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      className="org-picker-results"
      style={{ height, overflowY: 'auto', position: 'relative', outlineOffset: -2 }}
    >
      <div style={{ height: items.length * RESULT_ROW_HEIGHT, position: 'relative' }}>
        <div style={{ position: 'absolute', top: first * RESULT_ROW_HEIGHT, left: 0, right: 0 }}>{rows}</div>
      </div>
    </div>
  );
}

interface RowProps {
  id: string;
  item: OrgItem;
  checked: boolean;
  disabled: boolean;
  checkable: boolean;
  active: boolean;
  onPick: () => void;
}

const ResultRow = memo(function ResultRow({
  id,
  item,
  checked,
  disabled,
  checkable,
  active,
  onPick,
}: RowProps) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the listbox holds the focus (aria-activedescendant)
    <div
      id={id}
      role="option"
      aria-selected={checked}
      aria-disabled={disabled}
      onClick={onPick}
      style={{
        height: RESULT_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '0 8px',
        cursor: disabled ? 'not-allowed' : 'pointer',
        borderRadius: 4,
        background: active ? '#e6f4ff' : undefined,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {checkable ? (
        <Checkbox checked={checked} disabled={disabled} tabIndex={-1} style={{ pointerEvents: 'none' }} />
      ) : null}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        <span title={item.name}>{item.name}</span>
        {item.type === 'user' && item.deptName ? (
          <>
            {' '}
            <Typography.Text type="secondary">{item.deptName}</Typography.Text>
          </>
        ) : null}
      </span>
    </div>
  );
});
