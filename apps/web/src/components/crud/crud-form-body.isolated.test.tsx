import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { type CrudForm, CrudFormDialog, field, useCrud } from './index';

vi.mock('@/lib/access', () => ({
  useAccess: () => ({ can: () => true, codes: new Set<string>() }),
}));

interface Row {
  id: number;
  name: string;
  tags: string[];
}
interface Values {
  name: string;
  tags: string[];
}
const ROW: Row = { id: 3, name: '水稻', tags: ['早稻'] };

function Screen({ form }: { form: CrudForm<Values, Row, { id: number }> }) {
  const crud = useCrud<Row>({
    rights: { add: 'crop:add', edit: 'crop:edit', remove: 'crop:delete' },
    invalidates: [['crops']],
  });
  return (
    <>
      <button type="button" onClick={() => crud.dialog.openCreate()}>
        create
      </button>
      <button type="button" onClick={() => crud.dialog.openEdit(ROW)}>
        edit
      </button>
      <output>{crud.dialog.current ? 'open' : 'closed'}</output>
      <CrudFormDialog crud={crud} form={form} />
    </>
  );
}

function setup() {
  const save = vi.fn((_v: Values, _row?: Row) => Promise.resolve({ id: 42 }));
  const saved = vi.fn((_saved: { id: number }, _row: Row | undefined) => undefined);
  const form: CrudForm<Values, Row, { id: number }> = {
    name: 'tag-dialog',
    titles: { create: '新增', edit: '编辑' },
    fields: [field('name', '名称', <Input />)],
    toValues: (row) => ({ name: row.name, tags: row.tags }),
    defaults: { tags: [] },
    body: ({ row, form }) => (
      <Form.List name="tags">
        {(items, { add }) => (
          <>
            {items.map((item) => (
              <Form.Item key={item.key} name={item.name}>
                <Input aria-label={`标签${item.name + 1}`} />
              </Form.Item>
            ))}
            <Button onClick={() => add(form.getFieldValue('name'))}>
              {row ? `加到${row.name}` : '加一个'}
            </Button>
          </>
        )}
      </Form.List>
    ),
    save: { run: save, meta: {} },
    onSaved: saved,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Screen form={form} />
    </QueryClientProvider>,
  );
  return { save, saved };
}

const button = (label: string) =>
  screen.queryAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === label) as HTMLElement;

describe('CrudForm body and onSaved', () => {
  it('renders the body after the fields with the row and the form; its values are saved', async () => {
    const { save, saved } = setup();
    fireEvent.click(button('edit'));
    expect(((await screen.findByLabelText('标签1')) as HTMLInputElement).value).toBe('早稻');
    fireEvent.click(button('加到水稻'));
    expect(((await screen.findByLabelText('标签2')) as HTMLInputElement).value).toBe('水稻');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '水稻', tags: ['早稻', '水稻'] }, ROW));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ id: 42 }, ROW));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('closed'));
  });

  it('gives the body no row when creating, and calls onSaved only after a save', async () => {
    const { saved } = setup();
    fireEvent.click(button('create'));
    expect(await screen.findByText('加一个')).toBeTruthy();
    fireEvent.click(button('取消'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('closed'));
    expect(saved).not.toHaveBeenCalled();
  });
});
