import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchSelect } from './index';

const SUPPLIERS = [
  { id: 1, name: '湖南农资有限公司' },
  { id: 2, name: '长沙种业' },
  { id: 3, name: '岳阳化肥厂' },
];

function renderSelect(props: { value?: number | null; onChange?: (v: number | undefined) => void }) {
  const asked: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchSelect
        aria-label="供应商"
        allowClear
        query={(keyword) => ({
          queryKey: ['suppliers', keyword],
          queryFn: async () => {
            asked.push(keyword);
            return SUPPLIERS.filter((s) => s.name.includes(keyword));
          },
        })}
        toOptions={(rows: typeof SUPPLIERS) => rows.map((s) => ({ value: s.id, label: s.name }))}
        current={{ value: 9, label: '已停用的供应商' }}
        {...props}
      />
    </QueryClientProvider>,
  );
  return asked;
}

describe('<SearchSelect>', () => {
  it('keeps the chosen one labelled, asks the server for what is typed, reports the choice', async () => {
    const onChange = vi.fn();
    const asked = renderSelect({ value: 9, onChange });
    expect(screen.getByTitle('已停用的供应商')).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['']));

    const input = screen.getByRole('combobox', { name: '供应商' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '种业' } });
    await waitFor(() => expect(asked).toContain('种业'), { timeout: 3000 });
    const option = await screen.findByText('长沙种业', { selector: '.ant-select-item-option-content' });
    expect(screen.queryByText('岳阳化肥厂', { selector: '.ant-select-item-option-content' })).toBeNull();
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(2, expect.anything());
  });

  it('shows nothing chosen for null', async () => {
    renderSelect({ value: null });
    expect(screen.queryByTitle('已停用的供应商')).toBeNull();
  });
});
