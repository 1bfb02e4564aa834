import type { PlotGeometry } from '@agrimap/geo';
import { describe, expect, it } from 'vitest';
import { boundsOfPlots, FIRST_VIEW_RADIUS, firstViewOfPlots } from './frame';

/** A square field of `size` degrees with its south-west corner at (x, y). */
const field = (x: number, y: number, size = 0.002): { geometry: PlotGeometry } => ({
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ],
    ],
  },
});

describe('the first view of the plots map', () => {
  it('frames the first plot and its neighbours, not plots spread over the province', () => {
    const plots = [
      field(112.9381, 28.4402), // the list's first (newest) plot, in Changsha
      field(112.9436, 28.4402),
      field(112.9381, 28.4447),
      field(112.3905, 28.5721), // Yiyang, 55 km away
      field(109.7, 27.5), // Huaihua
      field(113.6, 25.8), // Chenzhou
    ];
    const view = firstViewOfPlots(plots) as [number, number, number, number];
    expect(view).toEqual([112.9381, 28.4402, 112.9456, 28.4467]);
    // a field-scale view (well under a tenth of a degree), whereas all the plots span 3°
    expect(view[2] - view[0]).toBeLessThan(0.1);
    const all = boundsOfPlots(plots) as [number, number, number, number];
    expect(all[2] - all[0]).toBeGreaterThan(3);
  });

  it('frames every plot when they all lie close together', () => {
    const plots = [field(112.8125, 28.3532), field(112.817, 28.3532), field(112.8215, 28.3568)];
    expect(firstViewOfPlots(plots)).toEqual(boundsOfPlots(plots));
  });

  it('frames a lone first plot on its own, and nothing without plots', () => {
    const lone = field(110.0, 27.0, 0.003);
    const view = firstViewOfPlots([lone, field(110.0 + FIRST_VIEW_RADIUS * 2, 27.0)]);
    expect(view).toEqual([110.0, 27.0, 110.003, 27.003]);
    expect(firstViewOfPlots([])).toBeNull();
  });
});
