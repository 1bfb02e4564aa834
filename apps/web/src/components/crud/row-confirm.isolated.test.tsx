import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { actionsColumn, useCrud } from './index';

vi.mock('@/lib/access', () => ({
  useAccess: () => ({ can: () => true, codes: new Set<string>() }),
}));

interface Row {
  id: number;
  name: string;
}
const ROW: Row = { id: 3, name: '绿洲东片' };

function Cell({ remove }: { remove: (row: Row) => Promise<unknown> }) {
  const crud = useCrud<Row>({
    rights: { add: 'massif:add', edit: 'massif:edit', remove: 'massif:delete' },
    invalidates: [['area', 'post', '/massif/list']],
    remove: { run: remove, meta: {} },
  });
  const actions = actionsColumn<Row, object>({
    crud,
    title: '操作',
    width: 140,
    confirm: (row) => `确定删除地块「${row.name}」吗？`,
    before: () => [{ label: '定位', onClick: () => undefined }],
  });
  return <div>{actions.render?.(undefined, ROW, 0) as ReactNode}</div>;
}

describe('actionsColumn with a per-row question', () => {
  it('asks the row’s own question before 删除, after the `before` actions', async () => {
    const remove = vi.fn(() => Promise.resolve());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Cell remove={remove} />
      </QueryClientProvider>,
    );
    const labels = screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
    expect(labels).toEqual(['定位', '编辑', '删除']);
    fireEvent.click(screen.getAllByRole('button')[2] as HTMLElement);
    const popover = (await screen.findByText('确定删除地块「绿洲东片」吗？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(
      [...popover.querySelectorAll('button')].find((b) => b.textContent?.includes('确')) as HTMLElement,
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith(ROW));
  });
});
