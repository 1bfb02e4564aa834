import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MapUiProvider } from '../components/MapUiProvider';

// antd renders slowly in a DOM emulation on a loaded 2-core machine: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

/** Renders map UI the way the workbench does (inside {@link MapUiProvider}). */
export function renderMapUi(ui: ReactElement) {
  return render(<MapUiProvider>{ui}</MapUiProvider>);
}
