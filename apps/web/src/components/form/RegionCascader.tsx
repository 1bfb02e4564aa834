import {
  type CascaderOption,
  cascaderCanExpand,
  DEFAULT_REGION,
  isWithinRegion,
  normalizeRegionCode,
  parentChain,
  regionPath,
} from '@agrimap/geo';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Cascader } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '@/lib/api';
import { describeError } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { formMessages as m } from './messages';
import { drillDown, drillDownKey, fetchRegionChildren } from './regions';

/** The selected region: its code and name (what updateDevice stores as qhdm and qhmc). */
export interface RegionValue {
  qhdm: string;
  qhmc: string;
}

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

export interface RegionCascaderProps {
  value?: RegionValue | null;
  onChange?: (value: RegionValue | undefined) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  status?: 'error' | 'warning';
  /** Whether the value can be cleared (filters); a required field keeps it (default). */
  allowClear?: boolean;
  /**
   * How deep the cascader goes: `township` (9-digit codes, SPEC §5's device form, the default) or
   * `village` (12-digit codes: customers and demand are located down to their village).
   */
  depth?: 'township' | 'village';
  /**
   * How a region above the bottom level is chosen: `click` (a click on it chooses it and opens its
   * children, the default) or `explicit` (a click only opens it; the panel's footer 选择“长沙市”
   * chooses the one opened last, so a stray click on a parent changes nothing — the device form).
   */
  parentChoice?: 'click' | 'explicit';
}

/** How the cascader joins the codes of an item's path (its `data-path-key`). */
const PATH_SPLIT = '__RC_CASCADER_SPLIT__';

/** Village codes have 12 digits: the bottom of the region code (SPEC §5 region levels). */
const VILLAGE_LENGTH = 12;

/** Whether children of `code` may be loaded at this depth. */
function canExpand(code: string, depth: 'township' | 'village'): boolean {
  if (depth === 'township') return cascaderCanExpand(code);
  const c = normalizeRegionCode(code);
  return c !== null && c.length < VILLAGE_LENGTH;
}

/** The cascader's one top option: the province of the platform (湖南省). */
const ROOT: CascaderOption = { value: DEFAULT_REGION.code, label: DEFAULT_REGION.name, isLeaf: false };

/** Marks a parent whose children failed to load: it shows no children and loads again on click. */
const FAILED = Symbol('failed');
type Loaded = CascaderOption[] | typeof FAILED;

function buildOption(
  option: CascaderOption,
  loaded: ReadonlyMap<string, Loaded>,
  depth: 'township' | 'village',
): RegionOption {
  const children = loaded.get(option.value);
  const base = { value: option.value, label: option.label };
  // To the village, every level above it opens (an arrow shows there is more below).
  const isLeaf = depth === 'village' ? !canExpand(option.value, depth) : option.isLeaf;
  if (children === undefined) return { ...base, isLeaf };
  if (children === FAILED) return { ...base, isLeaf: false, children: [] };
  if (children.length === 0) return { ...base, isLeaf: true };
  // Children loaded for a "leaf" (a county holding the device's township) are shown too.
  return { ...base, isLeaf: false, children: children.map((child) => buildOption(child, loaded, depth)) };
}

/**
 * The 所属区域 cascader (SPEC §5): children load lazily by parent code (area drill-down), nothing
 * loads below 9-digit codes, codes of 6+ digits show as leaves, any level may be selected. On
 * mount it loads the chain of the current value so it opens on the device's region.
 */
export function RegionCascader({
  value,
  onChange,
  id,
  disabled,
  placeholder = m.region.placeholder,
  status,
  allowClear = false,
  depth = 'township',
  parentChoice = 'click',
}: RegionCascaderProps) {
  const explicit = parentChoice === 'explicit';
  const [open, setOpen] = useState(false);
  // Explicit choice: the parent region whose children are open, offered by the panel's footer.
  const [opened, setOpened] = useState<RegionValue | null>(null);
  const client = useApi();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(() => new Map());

  const load = useCallback(
    async (parent: string) => {
      try {
        const children =
          depth === 'village' && !cascaderCanExpand(parent)
            ? await fetchVillages(queryClient, client, parent)
            : await fetchRegionChildren(queryClient, client, parent);
        setLoaded((previous) => new Map(previous).set(parent, children));
      } catch (error) {
        console.error(`[region] regionDrillDown ${parent} failed`, describeError(error));
        notify.error(m.region.failure);
        setLoaded((previous) => new Map(previous).set(parent, FAILED));
      }
    },
    [client, queryClient, depth],
  );

  // Load the ancestors of the current value, so the panel opens on it and shows its names.
  const code = value?.qhdm;
  useEffect(() => {
    if (!code || !isWithinRegion(code, ROOT.value)) return;
    for (const parent of parentChain(code)) if (canExpand(parent, depth)) void load(parent);
  }, [code, load, depth]);

  const options = useMemo(() => [buildOption(ROOT, loaded, depth)], [loaded, depth]);
  // One array per value: the cascader resets its open path to the value whenever the value's
  // identity changes (a fresh array on every render would undo each click on a parent).
  const path = useMemo(() => (code ? regionPath(code) : undefined), [code]);

  return (
    <Cascader<RegionOption>
      id={id}
      disabled={disabled}
      status={status}
      placeholder={placeholder}
      options={options}
      value={path}
      changeOnSelect={!explicit}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOpened(null);
      }}
      popupRender={
        explicit
          ? (menus) => (
              <div
                // The parent region opened last (a click on an item opens it without choosing it).
                onClickCapture={(event) => {
                  const item = (event.target as HTMLElement).closest('.ant-cascader-menu-item');
                  if (!item) return;
                  const code = item.getAttribute('data-path-key')?.split(PATH_SPLIT).at(-1);
                  const name = item.getAttribute('title');
                  const parent = item.classList.contains('ant-cascader-menu-item-expand');
                  setOpened(parent && code && name ? { qhdm: code, qhmc: name } : null);
                }}
              >
                {menus}
                {opened ? (
                  <div className="region-cascader-footer">
                    <Button
                      type="link"
                      size="small"
                      onClick={() => {
                        onChange?.(opened);
                        setOpen(false);
                      }}
                    >
                      {m.region.chooseLevel(opened.qhmc)}
                    </Button>
                  </div>
                ) : null}
              </div>
            )
          : undefined
      }
      allowClear={allowClear}
      loadData={(selected) => {
        const last = selected.at(-1);
        if (last && canExpand(last.value, depth)) void load(last.value);
      }}
      displayRender={(labels, selected) =>
        selected?.every(Boolean) ? labels.join(' / ') : (value?.qhmc ?? labels.join(' / '))
      }
      onChange={(_path, selected) => {
        const last = selected?.at(-1);
        onChange?.(last ? { qhdm: last.value, qhmc: last.label } : undefined);
      }}
    />
  );
}

/** The villages (12-digit codes) of a township, cached for the session like the other levels. */
function fetchVillages(
  queryClient: ReturnType<typeof useQueryClient>,
  client: Parameters<typeof drillDown>[0],
  township: string,
): Promise<CascaderOption[]> {
  return queryClient.fetchQuery({
    queryKey: drillDownKey(township, 'villages'),
    queryFn: async (): Promise<CascaderOption[]> =>
      (await drillDown(client, township))
        .filter((r) => r.qhdm.length === VILLAGE_LENGTH && r.qhdm.startsWith(township))
        .sort((a, b) => (a.qhdm < b.qhdm ? -1 : a.qhdm > b.qhdm ? 1 : 0))
        .map((r) => ({ value: r.qhdm, label: r.qhmc, isLeaf: true })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60 * 1000,
    retry: false,
  });
}
