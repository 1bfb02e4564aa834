import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStateSource } from './index';

const source = (over: Partial<QueryStateSource<{ name: string }>>): QueryStateSource<{ name: string }> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});

const show = (query: QueryStateSource<{ name: string }>) =>
  render(
    <QueryState query={query} failure="加载详情失败">
      {(data) => <p>{data.name}</p>}
    </QueryState>,
  );

describe('<QueryState>', () => {
  it('spins while loading, then shows the data', () => {
    const { container, unmount } = show(source({ isPending: true }));
    expect(container.querySelector('.ant-spin')).toBeTruthy();
    unmount();
    show(source({ data: { name: '诺普信' } }));
    expect(screen.getByText('诺普信')).toBeTruthy();
  });

  it('shows the failure with 重试, which asks again', () => {
    const query = source({ isError: true, error: new Error('network') });
    show(query);
    expect(screen.getByText('加载详情失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
