import { useEffect, useState } from 'react';

/** SPEC §9: searches and calculated fields wait 500 ms after the last change. */
export const DEBOUNCE_MS = 500;

/** Type-ahead pickers (a region, a customer, a product) ask the server 300 ms after the last key. */
export const TYPEAHEAD_DEBOUNCE_MS = 300;

/** The value, `delay` ms after it last changed. */
export function useDebouncedValue<T>(value: T, delay: number = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(debounced, value)) return;
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, debounced]);
  return debounced;
}
