import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReaderDrawer } from './index';

type Doc = { title: string };
const query = (q: Partial<UseQueryResult<Doc>>) => q as UseQueryResult<Doc>;

describe('<ReaderDrawer>', () => {
  it('shows a skeleton while loading, then the record as children render it', () => {
    const { rerender } = render(
      <ReaderDrawer query={query({ isPending: true })} title="阅读" loadFailure="加载失败" onClose={vi.fn()}>
        {(d) => <article aria-label={d.title}>{d.title}</article>}
      </ReaderDrawer>,
    );
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    rerender(
      <ReaderDrawer
        query={query({ isPending: false, isError: false, data: { title: '春耕' } })}
        title="阅读"
        loadFailure="加载失败"
        onClose={vi.fn()}
        className="doc-reader"
      >
        {(d) => <article aria-label={d.title}>{d.title}</article>}
      </ReaderDrawer>,
    );
    expect(screen.getByRole('article', { name: '春耕' })).toBeTruthy();
    expect(document.querySelector('.doc-reader .ant-skeleton')).toBeNull();
    expect(document.querySelector('.doc-reader')).toBeTruthy();
  });

  it('offers 重试 when the record cannot be read', () => {
    const refetch = vi.fn();
    render(
      <ReaderDrawer
        query={query({ isPending: false, isError: true, refetch })}
        title="阅读"
        loadFailure="加载失败"
        onClose={vi.fn()}
      >
        {() => <article />}
      </ReaderDrawer>,
    );
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
