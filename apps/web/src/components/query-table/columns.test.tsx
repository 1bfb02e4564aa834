import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeColumn, labelOptions } from './columns';

const labels = { 0: '待审核', 1: '已审核' } as const;

describe('codeColumn / labelOptions', () => {
  it('options lead with 全部 and list every code', () => {
    expect(labelOptions(labels, '全部')).toEqual([
      { value: '', label: '全部' },
      { value: '0', label: '待审核' },
      { value: '1', label: '已审核' },
    ]);
  });

  it('shows the label, in a tag of the code’s colour when colours are given, and filters by a select', () => {
    const row = { status: 1 };
    const tagged = codeColumn<typeof row, { status: string }>({
      key: 'status',
      title: '状态',
      labels,
      colors: { 0: 'orange', 1: 'green' },
      code: (r) => r.status,
      filter: { name: 'status', all: '全部' },
    });
    expect(tagged.search).toEqual({ type: 'select', name: 'status', options: labelOptions(labels, '全部') });
    const { container } = render(<div>{tagged.render?.(undefined, row, 0)}</div>);
    expect(container.querySelector('.ant-tag-green')?.textContent).toBe('已审核');

    const plain = codeColumn<typeof row, object>({
      key: 'status',
      title: '状态',
      labels,
      code: (r) => r.status,
    });
    expect(plain.search).toBeUndefined();
    expect(plain.render?.(undefined, { status: 0 }, 0)).toBe('待审核');
  });
});
