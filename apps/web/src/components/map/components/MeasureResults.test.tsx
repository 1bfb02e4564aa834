import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MeasureLabel } from '../lib/measure-labels';
import { renderMapUi } from '../test/render';
import { MeasureResults } from './MeasureResults';

const labels: MeasureLabel[] = [
  { featureId: 'a', kind: 'segment', index: 0, value: 1000, text: '1000.00 米', position: [0, 0] },
  { featureId: 'a', kind: 'segment', index: 1, value: 500, text: '500.00 米', position: [0, 0] },
  {
    featureId: 'b',
    kind: 'point',
    index: 0,
    value: 112.5,
    text: '经度：112.5000，纬度：28.5000',
    position: [0, 0],
  },
];

describe('<MeasureResults>', { timeout: 30_000 }, () => {
  it('lists every label per shape and removes a shape', () => {
    const onRemove = vi.fn();
    renderMapUi(
      <MeasureResults
        labels={labels}
        shapeOf={(id) => (id === 'a' ? 'line' : 'point')}
        onRemove={onRemove}
        onClear={() => {}}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-shape'))).toEqual(['line', 'point']);
    expect(
      [...(items[0]?.querySelectorAll('[data-kind="segment"]') ?? [])].map((s) => s.textContent),
    ).toEqual(['1000.00 米', '500.00 米']);
    expect(screen.getByText('经度：112.5000，纬度：28.5000')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1] as HTMLElement);
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('says so when nothing was measured', () => {
    renderMapUi(
      <MeasureResults labels={[]} shapeOf={() => undefined} onRemove={() => {}} onClear={() => {}} />,
    );
    expect(screen.getByText('暂无测量结果，请使用绘制工具绘制图形')).toBeTruthy();
  });
});
