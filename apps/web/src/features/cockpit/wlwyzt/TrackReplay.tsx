import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Segmented, Slider } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '@/lib/api';
import { advance, beijingClock, parseBeijing, positionAt, SPEEDS, type Speed } from '../lib/track';
import { cockpitMessages } from '../messages';
import { deviceTrackQuery } from './api';

const m = cockpitMessages.iot;
const W = 360;
const H = 240;
const PAD = 12;

/**
 * Replay of a trajectory device's track: the path drawn to scale, a marker that turns with the
 * heading, play / pause, a time slider and 1× / 2× / 4× / 8×. One animation frame loop while
 * playing, stopped on pause and unmount.
 */
export function TrackReplay({ deviceId }: { deviceId: string }) {
  const client = useApi();
  const track = useQuery(deviceTrackQuery(client, deviceId));
  const points = useMemo(
    () => (track.data?.points ?? []).map((p) => ({ t: parseBeijing(p.time), lon: p.lon, lat: p.lat })),
    [track.data],
  );
  const start = points[0]?.t ?? 0;
  const end = points[points.length - 1]?.t ?? 0;
  const [t, setT] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const speedRef = useRef(speed);
  speedRef.current = speed;

  useEffect(() => setT(start), [start]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const elapsed = now - last;
      last = now;
      setT((cur) => {
        const next = advance(cur, elapsed, speedRef.current, end);
        if (next >= end) setPlaying(false);
        return next;
      });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, end]);

  const view = useMemo(() => {
    if (points.length === 0) return null;
    const lons = points.map((p) => p.lon);
    const lats = points.map((p) => p.lat);
    const [w, e, s, n] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
    const kx = Math.cos(((s + n) / 2) * (Math.PI / 180)); // equirectangular, to scale locally
    const scale = Math.min(
      (W - 2 * PAD) / Math.max(1e-9, (e - w) * kx),
      (H - 2 * PAD) / Math.max(1e-9, n - s),
    );
    const x = (lon: number) => PAD + (lon - w) * kx * scale;
    const y = (lat: number) => H - PAD - (lat - s) * scale;
    return { x, y, path: points.map((p) => `${x(p.lon).toFixed(1)},${y(p.lat).toFixed(1)}`).join(' ') };
  }, [points]);

  if (track.isPending) return <div className="cockpit-panel-note">{cockpitMessages.panel.loading}</div>;
  if (track.isError)
    return (
      <div role="alert">
        {cockpitMessages.panel.loadFailed}{' '}
        <Button size="small" onClick={() => void track.refetch()}>
          {cockpitMessages.panel.retry}
        </Button>
      </div>
    );
  if (!view) return <div className="cockpit-panel-note">{m.trackEmpty}</div>;
  const pos = positionAt(points, t);
  return (
    <section aria-label={m.track} className="cockpit-track">
      <div style={{ marginBottom: 4 }}>{m.trackDate(track.data?.date ?? '')}</div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={m.track}
        style={{ background: '#0b2239' }}
      >
        <polyline points={view.path} fill="none" stroke="#40a9ff" strokeWidth={1.5} strokeOpacity={0.6} />
        {pos ? (
          <g
            data-testid="track-marker"
            data-heading={Math.round(pos.heading)}
            transform={`translate(${view.x(pos.lon).toFixed(1)} ${view.y(pos.lat).toFixed(1)}) rotate(${pos.heading.toFixed(1)})`}
          >
            <path d="M0,-9 L6,7 L0,3 L-6,7 Z" fill="#f759ab" stroke="#fff" strokeWidth={1} />
          </g>
        ) : null}
      </svg>
      <div className="cockpit-track-controls">
        <Button
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          onClick={() => {
            if (!playing && t >= end) setT(start);
            setPlaying(!playing);
          }}
        >
          {playing ? m.pause : m.play}
        </Button>
        <Slider
          min={start}
          max={end}
          step={1000}
          value={t}
          onChange={(v) => {
            setPlaying(false);
            setT(v);
          }}
          tooltip={{ formatter: (v) => (v === undefined ? '' : beijingClock(v)) }}
          ariaLabelForHandle={m.trackTime}
        />
        <span data-testid="track-time">{beijingClock(t)}</span>
        <Segmented<Speed>
          aria-label={m.speed}
          value={speed}
          onChange={setSpeed}
          options={SPEEDS.map((s) => ({ value: s, label: `${s}×` }))}
        />
      </div>
    </section>
  );
}
