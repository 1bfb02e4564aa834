import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type DetailParamOptions, detailIdOf, useDetailParam, withDetail } from './detail-param';

describe('withDetail', () => {
  it('sets the detail and keeps the other params', () => {
    expect(withDetail(7)({ page: 2, name: 'a' })).toEqual({ page: 2, name: 'a', detail: 7 });
    expect(withDetail('43010400001')({ detail: 3 })).toEqual({ detail: '43010400001' });
  });

  it('closes it with undefined, an empty text or 0', () => {
    for (const none of [undefined, '', 0]) {
      expect(withDetail(none)({ page: 2, detail: 7 })).toEqual({ page: 2, detail: undefined });
    }
  });
});

describe('detailIdOf', () => {
  it('reads a positive integer id from a number or its digits', () => {
    expect(detailIdOf(12)).toBe(12);
    expect(detailIdOf('12')).toBe(12);
  });

  it('gives no id for anything else', () => {
    for (const raw of [
      undefined,
      null,
      '',
      0,
      -3,
      1.5,
      '1.5',
      'abc',
      ' 12',
      '12a',
      Number.NaN,
      '9007199254740993',
    ]) {
      expect([raw, detailIdOf(raw)]).toEqual([raw, undefined]);
    }
  });
});

function Probe({ options }: { options: DetailParamOptions }) {
  const { detailId, openDetail, closeDetail } = useDetailParam(options);
  return (
    <div>
      <p>id {detailId ?? 'none'}</p>
      <button type="button" onClick={() => openDetail(5)}>
        open
      </button>
      <button type="button" onClick={closeDetail}>
        close
      </button>
    </div>
  );
}

async function renderAt(url: string, options: DetailParamOptions = {}) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/list',
    component: () => <Probe options={options} />,
  });
  const history = createMemoryHistory({ initialEntries: ['/start', url] });
  const router = createRouter({ routeTree: root.addChildren([page]), history });
  render(<RouterProvider router={router} />);
  await screen.findByText(/^id /);
  return { router, history };
}

describe('useDetailParam', () => {
  it('reads the open id from the URL and opens another, keeping the other params', async () => {
    const { router } = await renderAt('/list?page=2&detail=3');
    expect(screen.getByText('id 3')).toBeTruthy();
    await act(() => screen.getByText('open').click());
    expect(await screen.findByText('id 5')).toBeTruthy();
    expect(router.state.location.search).toEqual({ page: 2, detail: 5 });
  });

  it('writes the id as text when the screen declares it as text', async () => {
    const { router } = await renderAt('/list', { asText: true });
    await act(() => screen.getByText('open').click());
    expect(await screen.findByText('id 5')).toBeTruthy();
    expect(router.state.location.search).toEqual({ detail: '5' });
  });

  it('closes by dropping the param, adding a history entry unless told to replace it', async () => {
    const pushed = await renderAt('/list?detail=3');
    const before = pushed.history.length;
    await act(() => screen.getByText('close').click());
    expect(await screen.findByText('id none')).toBeTruthy();
    expect(pushed.router.state.location.search).toEqual({});
    expect(pushed.history.length).toBe(before + 1);
  });

  it('replaces the history entry on close with replaceOnClose', async () => {
    const replaced = await renderAt('/list?detail=3', { replaceOnClose: true });
    const before = replaced.history.length;
    await act(() => screen.getByText('close').click());
    expect(await screen.findByText('id none')).toBeTruthy();
    expect(replaced.history.length).toBe(before);
  });
});
