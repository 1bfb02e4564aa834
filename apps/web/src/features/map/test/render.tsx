import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MapUiProvider } from '../components/MapUiProvider';

// antd's Tabs, Tree and Select observe element sizes; jsdom has no ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// antd renders slowly in jsdom on a loaded 2-core machine: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

/** Renders map UI the way the workbench does (inside {@link MapUiProvider}). */
export function renderMapUi(ui: ReactElement) {
  return render(<MapUiProvider>{ui}</MapUiProvider>);
}
