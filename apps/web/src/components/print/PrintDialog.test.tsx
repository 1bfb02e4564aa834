import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PrintDialog } from './index';

const query = (q: Partial<UseQueryResult<{ no: string }>>) => q as UseQueryResult<{ no: string }>;

describe('<PrintDialog>', () => {
  it('shows the layout and puts the same on paper; 打印 prints, 关闭 closes', () => {
    const print = vi.fn();
    const original = window.print;
    window.print = print;
    const onClose = vi.fn();
    render(
      <PrintDialog
        query={query({ data: { no: 'RK001' } })}
        title="详情"
        loadFailure="加载失败"
        onClose={onClose}
      >
        {(d) => <p className="layout">单号 {d.no}</p>}
      </PrintDialog>,
    );
    expect(document.querySelectorAll('.layout')).toHaveLength(2);
    expect(document.querySelector('.print-copy .layout')?.textContent).toBe('单号 RK001');
    fireEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    window.print = original;
  });

  it('disables 打印 while loading and offers 重试 when the record cannot be read', () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <PrintDialog query={query({ isError: false })} title="详情" loadFailure="加载失败" onClose={vi.fn()}>
        {() => null}
      </PrintDialog>,
    );
    expect((screen.getByRole('button', { name: /打\s*印/ }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <PrintDialog
        query={query({ isError: true, refetch })}
        title="详情"
        loadFailure="加载失败"
        onClose={vi.fn()}
      >
        {() => null}
      </PrintDialog>,
    );
    expect(screen.getByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
