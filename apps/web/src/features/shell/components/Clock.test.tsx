import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock, formatClock } from './Clock';

describe('Clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 5, 1, 8, 30, 5, 400));
  });
  afterEach(() => vi.useRealTimers());

  it('formats as YYYY年MM月DD日 HH:mm:ss', () => {
    expect(formatClock(new Date(2024, 0, 9, 7, 3, 2))).toBe('2024年01月09日 07:03:02');
  });

  it('shows the time and refreshes it every second', () => {
    render(<Clock />);
    const clock = screen.getByRole('timer', { name: '当前时间' });
    expect(clock.textContent).toBe('2024年06月01日 08:30:05');
    act(() => vi.advanceTimersByTime(600));
    expect(clock.textContent).toBe('2024年06月01日 08:30:06');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock.textContent).toBe('2024年06月01日 08:30:07');
    act(() => vi.advanceTimersByTime(60_000));
    expect(clock.textContent).toBe('2024年06月01日 08:31:07');
  });

  it('stops its timer when removed', () => {
    const { unmount } = render(<Clock />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
