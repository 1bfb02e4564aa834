import { regionLevel, regionPath } from '@agrimap/geo';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Breadcrumb, Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@/lib/api';
import { TYPEAHEAD_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced';
import { regionDetailQueryOptions, regionSearchQueryOptions } from '../api/regions';
import { mapMessages as m } from '../messages';
import type { CurrentRegion } from '../state/map-session';

/** Delay between the last keystroke and the search request. */
export const SEARCH_DEBOUNCE_MS = TYPEAHEAD_DEBOUNCE_MS;

export interface RegionBarProps {
  region: CurrentRegion;
  /** Go to a region (a breadcrumb level or a search hit). */
  onSelect: (code: string) => void;
}

/**
 * The drill-down breadcrumb (province → … → current region; earlier levels go back up) and the
 * region search box, limited to codes under the current region (SPEC §4).
 */
export function RegionBar({ region, onSelect }: RegionBarProps) {
  const client = useApi();
  const codes = regionPath(region.code);
  const ancestors = useQueries({
    queries: codes.slice(0, -1).map((code) => regionDetailQueryOptions(client, code)),
  });
  // The names of the regions this bar has shown (a drill-down passes through every ancestor), so
  // a level never waits for its detail to show its name.
  const known = useRef(new Map<string, string>());
  if (region.name) known.current.set(region.code, region.name);
  const [keyword, setKeyword] = useState('');
  // A new region starts a new search.
  useEffect(() => {
    if (region.code) setKeyword('');
  }, [region.code]);
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(regionSearchQueryOptions(client, debounced, region.code));
  useEffect(() => {
    if (search.isError) console.warn('[map] region search failed', search.error);
  }, [search.isError, search.error]);

  const items = codes.map((code, i) => {
    const last = i === codes.length - 1;
    const detail = ancestors[i];
    const learned = detail?.data?.qhmc ?? known.current.get(code);
    // Never the code: while the name loads, an ellipsis; when it cannot be had, the level's name.
    const level = regionLevel(code);
    const name = last
      ? region.name
      : (learned ?? (detail?.isError ? m.region.levelName(level) : m.region.nameLoading));
    return {
      key: code,
      title: last ? (
        <span data-code={code} aria-current="location">
          {name}
        </span>
      ) : (
        <a
          href={`#${code}`}
          data-code={code}
          aria-busy={learned === undefined && !detail?.isError ? true : undefined}
          onClick={(e) => {
            e.preventDefault();
            onSelect(code);
          }}
        >
          {name}
        </a>
      ),
    };
  });

  return (
    <div className="map-card map-region-bar">
      <nav aria-label={m.region.breadcrumb}>
        <Breadcrumb items={items} />
      </nav>
      <Select
        className="map-region-search"
        showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
        value={null}
        placeholder={m.region.searchPlaceholder(region.name)}
        aria-label={m.region.searchPlaceholder(region.name)}
        notFoundContent={
          search.isFetching ? (
            <Spin size="small" />
          ) : debounced ? (
            search.isError ? (
              m.region.searchFailed
            ) : (
              m.region.searchEmpty
            )
          ) : null
        }
        options={(debounced ? (search.data ?? []) : []).map((hit) => ({
          value: hit.qhdm,
          label: (
            <span data-code={hit.qhdm}>
              {hit.fullName} <small style={{ color: '#595959' }}>{hit.qhdm}</small>
            </span>
          ),
        }))}
        onSelect={(code) => {
          setKeyword('');
          if (code) onSelect(code);
        }}
      />
    </div>
  );
}
