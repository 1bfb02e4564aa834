import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { field, type RecordForm, RecordFormDialog } from './index';

interface Rec {
  id: number;
  name: string;
}
interface Values {
  name: string;
}

function setup(props: {
  id?: number;
  record?: Rec;
  load?: (id: number) => Promise<Rec>;
  vertical?: boolean;
}) {
  const save = vi.fn((_v: Values, _e?: Rec) => Promise.resolve());
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const form: RecordForm<Values, Rec> = {
    name: 'rec-dialog',
    titles: { create: '新增记录', edit: '编辑记录' },
    fields: [field('name', '名称', <Input />, { requiredText: '请输入名称' })],
    body: ({ entity }) => <div className="rec-body">{entity ? `正在编辑${entity.name}` : '新的'}</div>,
    ...(props.load ? { load: { run: props.load, failedText: '记录加载失败' } } : {}),
    ...(props.vertical ? { layout: 'vertical' as const } : { labelWidth: '90px' }),
    toValues: (e) => ({ name: e.name }),
    defaults: { name: '默认' },
    save: { run: save, meta: {} },
    invalidates: [['records'], ['records-detail']],
  };
  render(
    <QueryClientProvider client={queryClient}>
      <RecordFormDialog form={form} id={props.id} record={props.record} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { save, onClose, invalidate };
}

const button = (label: string) =>
  screen.queryAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === label) as HTMLElement;
const nameInput = () => document.querySelector<HTMLInputElement>('#rec-dialog_name') as HTMLInputElement;

describe('<RecordFormDialog>', () => {
  it('新增: the defaults, no record to the body or the save; refreshes every key, then closes', async () => {
    const { save, onClose, invalidate } = setup({});
    expect(await screen.findByText('新增记录')).toBeTruthy();
    expect(nameInput().value).toBe('默认');
    expect(document.querySelector('.rec-body')?.textContent).toBe('新的');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ name: '默认' }, undefined);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['records'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['records-detail'] });
  });

  it('编辑 by id reads the record first, then saves with it', async () => {
    const load = vi.fn((id: number) => Promise.resolve({ id, name: '水稻' }));
    const { save } = setup({ id: 7, load });
    expect(await screen.findByText('编辑记录')).toBeTruthy();
    await waitFor(() => expect(nameInput()?.value).toBe('水稻'));
    expect(load).toHaveBeenCalledWith(7);
    expect(document.querySelector('.rec-body')?.textContent).toBe('正在编辑水稻');
    fireEvent.change(nameInput(), { target: { value: '玉米' } });
    fireEvent.click(button('确定'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '玉米' }, { id: 7, name: '水稻' }));
  });

  it('a failed read shows failedText with 重试 and saves nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { save } = setup({ id: 7, load: () => Promise.reject(new Error('')) });
    await waitFor(() =>
      expect(document.querySelector('.entity-dialog-error')?.textContent).toContain('记录加载失败'),
    );
    expect(button('重试')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('编辑 with the record in hand: its values, the record to the body and the save; a blank required field stops it', async () => {
    const { save, onClose, invalidate } = setup({ record: { id: 3, name: '小麦' } });
    expect(await screen.findByText('编辑记录')).toBeTruthy();
    expect(nameInput().value).toBe('小麦');
    expect(document.querySelector('.rec-body')?.textContent).toBe('正在编辑小麦');
    fireEvent.change(nameInput(), { target: { value: '  ' } });
    fireEvent.click(button('确定'));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(nameInput(), { target: { value: '大麦' } });
    fireEvent.click(button('确定'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '大麦' }, { id: 3, name: '小麦' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('lays the labels out as declared: a column of labelWidth, or above the fields', async () => {
    setup({});
    expect(await screen.findByText('新增记录')).toBeTruthy();
    expect(document.querySelector('.ant-form-horizontal')).toBeTruthy();
    expect((document.querySelector('.ant-form-item-label') as HTMLElement).style.flex).toContain('90px');
  });

  it('vertical: labels above the fields', async () => {
    setup({ vertical: true });
    expect(await screen.findByText('新增记录')).toBeTruthy();
    expect(document.querySelector('.ant-form-vertical')).toBeTruthy();
  });

  it('取消 closes without saving or refreshing', async () => {
    const { save, onClose, invalidate } = setup({});
    expect(await screen.findByText('新增记录')).toBeTruthy();
    fireEvent.click(button('取消'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
