import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { shellMessages as m } from '../messages';

/** The top bar's date-time format (SPEC §2): 2024年06月01日 08:30:05. */
export const CLOCK_FORMAT = 'YYYY年MM月DD日 HH:mm:ss';

/** Formats a time the way the top-bar clock shows it. */
export function formatClock(time: number | Date): string {
  return dayjs(time).format(CLOCK_FORMAT);
}

/** The current time, refreshed every second on the second. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      timer = setTimeout(tick, 1000 - (t % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** The live clock of the top bar. */
export function Clock() {
  const now = useNow();
  return (
    <span className="top-bar-clock" role="timer" aria-label={m.clockLabel}>
      {formatClock(now)}
    </span>
  );
}
