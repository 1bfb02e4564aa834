import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DevicePopup } from './DevicePopup';
import type { DeviceMarkerData } from './marker-data';

const sample: DeviceMarkerData = {
  sbbh: '43010400001',
  sbmc: '岳麓区麓谷农资门店-枪机01',
  ssdw: '麓谷农资门店',
  szdq: '岳麓区',
  sbzt: 1,
};

function dd(term: string): HTMLElement {
  const dt = screen.getByText(`${term}：`);
  const value = dt.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return value;
}

describe('<DevicePopup>', () => {
  it('shows the name, number, owning unit, region and status', () => {
    render(<DevicePopup data={sample} onOpenDetails={() => {}} />);
    expect(dd('设备名称').textContent).toBe('岳麓区麓谷农资门店-枪机01');
    expect(dd('设备编号').textContent).toBe('43010400001');
    expect(dd('所属单位').textContent).toBe('麓谷农资门店');
    expect(dd('所在地区').textContent).toBe('岳麓区');
    expect(dd('设备状态').textContent).toBe('在线');
  });

  it('shows 离线 for status 0 (number or string) and - for missing values', () => {
    const { rerender } = render(<DevicePopup data={{ ...sample, sbzt: 0 }} onOpenDetails={() => {}} />);
    expect(dd('设备状态').textContent).toBe('离线');
    rerender(
      <DevicePopup data={{ ...sample, sbzt: '0', ssdw: null, szdq: '  ' }} onOpenDetails={() => {}} />,
    );
    expect(dd('设备状态').textContent).toBe('离线');
    expect(dd('所属单位').textContent).toBe('-');
    expect(dd('所在地区').textContent).toBe('-');
    rerender(<DevicePopup data={{ ...sample, sbzt: undefined }} onOpenDetails={() => {}} />);
    expect(dd('设备状态').textContent).toBe('-');
  });

  it('opens the details with the device number when the number is clicked', () => {
    const onOpenDetails = vi.fn();
    render(<DevicePopup data={sample} onOpenDetails={onOpenDetails} />);
    fireEvent.click(screen.getByRole('button', { name: '43010400001' }));
    expect(onOpenDetails).toHaveBeenCalledTimes(1);
    expect(onOpenDetails).toHaveBeenCalledWith('43010400001');
  });

  it('renders markup in the data as literal text, never as HTML', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <DevicePopup
        data={{ sbbh: '<b>1</b>', sbmc: evil, ssdw: '<script>alert(2)</script>', szdq: '<i>区</i>', sbzt: 1 }}
        onOpenDetails={() => {}}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('i')).toBeNull();
    expect(dd('设备名称').textContent).toBe(evil);
    expect(dd('设备编号').textContent).toBe('<b>1</b>');
    expect(dd('所属单位').textContent).toBe('<script>alert(2)</script>');
    expect(container.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('offers no link for a device without a number', () => {
    render(<DevicePopup data={{ ...sample, sbbh: '' }} onOpenDetails={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(dd('设备编号').textContent).toBe('-');
  });
});
