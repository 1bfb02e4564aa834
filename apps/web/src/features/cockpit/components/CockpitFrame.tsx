import { ArrowUpOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Select } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { regionTreeQuery } from '@/components/map/api/regions';
import { useApi } from '@/lib/api';
import { designUnit } from '../lib/layout';
import { cockpitMessages as m } from '../messages';
import './cockpit.css';

/** The parent of a region code (2 province, 4 city, 6 county, 9 township, 12 village). */
export function parentRegion(code: string): string | null {
  if (code.length <= 2) return null;
  if (code.length <= 6) return code.slice(0, code.length - 2);
  return code.slice(0, code.length <= 9 ? 6 : 9);
}

/** The region codes from the province down to `code` ('430181' → ['43', '4301', '430181']). */
export function regionPath(code: string): string[] {
  const out: string[] = [];
  for (let c: string | null = code; c; c = parentRegion(c)) out.unshift(c);
  return out;
}

function RegionName({ code }: { code: string }) {
  const client = useApi();
  const node = useQuery(regionTreeQuery(client, code, false));
  // Never the code: an ellipsis while the name loads, a word when it cannot be had.
  return <>{node.data?.qhmc ?? (node.isError ? m.frame.regionUnknown : m.frame.regionLoading)}</>;
}

export interface CockpitFrameProps {
  title: string;
  /** Current region code (default '43'); every panel is scoped to it. */
  regionCode: string;
  onRegionChange: (code: string) => void;
  /** Deepest region level offered for drilling (code length); default 6 (county). */
  maxRegionLength?: number;
  /** Controls shown in the header before 全屏 (e.g. a year picker). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The big-screen frame: header (title, region drill-down, 全屏) over a CSS grid of panels. It
 * measures itself and sets `--cu` (the design pixel, see lib/layout) so the 1920×1080 design fits
 * any size without transform scaling.
 */
export function CockpitFrame({
  title,
  regionCode,
  onRegionChange,
  maxRegionLength = 6,
  extra,
  children,
}: CockpitFrameProps) {
  const client = useApi();
  const el = useRef<HTMLDivElement>(null);
  const [unit, setUnit] = useState(1);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const measure = () => setUnit(designUnit(node.clientWidth, node.clientHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    const onFull = () => setFull(document.fullscreenElement === node);
    document.addEventListener('fullscreenchange', onFull);
    return () => {
      observer.disconnect();
      document.removeEventListener('fullscreenchange', onFull);
    };
  }, []);

  // The same call as the current region's name (shared in the cache), read for its children.
  const children_ = useQuery({
    ...regionTreeQuery(client, regionCode, false),
    enabled: regionCode.length < maxRegionLength,
  });
  const parent = parentRegion(regionCode);

  const toggleFull = () => {
    const node = el.current;
    if (!node) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void node.requestFullscreen?.();
  };

  return (
    <div ref={el} className="cockpit-frame" style={{ '--cu': `${unit}px` } as React.CSSProperties}>
      <header className="cockpit-head">
        <h1>{title}</h1>
        <nav className="cockpit-region" aria-label={m.frame.region}>
          <Breadcrumb
            items={regionPath(regionCode).map((code) => ({
              key: code,
              title:
                code === regionCode ? (
                  <span aria-current="page">
                    <RegionName code={code} />
                  </span>
                ) : (
                  <a
                    href={`?qhdm=${code}`}
                    onClick={(e) => {
                      e.preventDefault();
                      onRegionChange(code);
                    }}
                  >
                    <RegionName code={code} />
                  </a>
                ),
            }))}
          />
          {parent ? (
            <Button size="small" icon={<ArrowUpOutlined />} onClick={() => onRegionChange(parent)}>
              {m.frame.regionUp}
            </Button>
          ) : null}
          {regionCode.length < maxRegionLength ? (
            <Select
              size="small"
              className="cockpit-region-pick"
              aria-label={m.frame.regionPick}
              placeholder={m.frame.regionPick}
              value={null}
              loading={children_.isLoading}
              options={(children_.data?.children ?? []).map((c) => ({ value: c.qhdm, label: c.qhmc }))}
              onChange={(code: string) => onRegionChange(code)}
              popupMatchSelectWidth={false}
            />
          ) : null}
        </nav>
        {extra}
        <Button
          className="cockpit-full"
          icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFull}
        >
          {full ? m.frame.exitFullscreen : m.frame.fullscreen}
        </Button>
      </header>
      <div className="cockpit-grid">{children}</div>
    </div>
  );
}
