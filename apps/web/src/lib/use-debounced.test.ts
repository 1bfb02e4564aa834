import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, TYPEAHEAD_DEBOUNCE_MS, useDebouncedValue } from './use-debounced';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the first value at once and a new one only after the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('restarts the wait on every change and keeps only the last value', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), { initialProps: { v: 1 } });
    rerender({ v: 2 });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 3 });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(3);
  });

  it('waits DEBOUNCE_MS (SPEC §9: 500 ms) unless told otherwise', () => {
    expect(DEBOUNCE_MS).toBe(500);
    expect(TYPEAHEAD_DEBOUNCE_MS).toBe(300);
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: 'x' } });
    rerender({ v: 'y' });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 1));
    expect(result.current).toBe('x');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('y');
  });

  it('sets no timer when the value comes back before the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'b' });
    rerender({ v: 'a' });
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('a');
  });
});
