import { lonLatToGk, wgs84ToGcj02 } from '@agrimap/geo';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotify } from '@/lib/notify';
import { renderMapUi } from '../test/render';
import { CoordinateConverter } from './CoordinateConverter';

afterEach(() => bindNotify(undefined));

describe('<CoordinateConverter>', { timeout: 30_000 }, () => {
  it('converts a GK zone 38 coordinate into every system', async () => {
    const onLocate = vi.fn();
    renderMapUi(<CoordinateConverter onLocate={onLocate} />);
    const [e, n] = lonLatToGk(112.9388, 28.2282, { zone: 38 });
    fireEvent.change(screen.getByLabelText('X（横坐标）'), { target: { value: e.toFixed(3) } });
    fireEvent.change(screen.getByLabelText('Y（纵坐标）'), { target: { value: n.toFixed(3) } });
    fireEvent.click(screen.getByRole('button', { name: '转换' }));
    const wgs = (await screen.findByText(/^112\.9388/)).textContent ?? '';
    const [lon, lat] = wgs.split(', ').map(Number);
    expect(lon).toBeCloseTo(112.9388, 6);
    expect(lat).toBeCloseTo(28.2282, 6);
    const gcj = wgs84ToGcj02(lon as number, lat as number);
    const gcjText = document.querySelector('[data-system="GCJ02"]')?.textContent;
    expect(gcjText).toBe(`${gcj[0].toFixed(8)}, ${gcj[1].toFixed(8)}`);
    expect(document.querySelector('[data-system="GK39"]')?.textContent).toMatch(/^39\d{6}\.\d{3}, /);
    fireEvent.click(screen.getByRole('button', { name: '在地图上定位' }));
    expect(onLocate.mock.calls[0]?.[0][0]).toBeCloseTo(112.9388, 6);
  });

  it('accepts only digits, one minus and one point with at most 9 decimals', () => {
    renderMapUi(<CoordinateConverter />);
    const x = screen.getByLabelText('X（横坐标）');
    fireEvent.change(x, { target: { value: '-1a2.3.4567890123' } });
    expect(x).toHaveProperty('value', '-12.345678901');
  });

  it('warns about a zone mismatch', async () => {
    const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
    bindNotify(toasts as never);
    renderMapUi(<CoordinateConverter />);
    fireEvent.change(screen.getByLabelText('X（横坐标）'), { target: { value: '39500000' } });
    fireEvent.change(screen.getByLabelText('Y（纵坐标）'), { target: { value: '3100000' } });
    fireEvent.click(screen.getByRole('button', { name: '转换' }));
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith('横坐标带号与所选投影带（38 带）不一致', 5),
    );
  });
});
