import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/lib/api';
import { dictionaryQueryOptions } from '@/lib/dictionaries';
import {
  lastButton as button,
  dialog,
  formErrors as explain,
  dialogField as field,
  hasButton,
} from '@/test/dom';
import { expectButtonsGone } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { dropButtons } from '../shared/drop-buttons';
import { SjzdPage } from './SjzdPage';

const sandbox = withSandbox();
afterEach(() => vi.restoreAllMocks());

const URL = '/yxzcxt/index/sjzd';
const categories = () => [...document.querySelectorAll<HTMLElement>('.sjzd-category')];
const category = (name: string) =>
  categories().find((el) => el.querySelector('.ant-list-item-meta-title')?.textContent === name);
const rows = () => [...document.querySelectorAll<HTMLElement>('.sjzd-item-table tbody tr.ant-table-row')];
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');

async function openCategory(name: string) {
  await waitFor(() => expect(category(name)).toBeDefined());
  fireEvent.click(category(name) as HTMLElement);
}

describe('<SjzdPage>', { timeout: 30_000 }, () => {
  it('lists categories, searches them and shows the chosen category’s items', async () => {
    const { search } = await renderScreen(<SjzdPage />, { url: URL });
    await waitFor(() => expect(categories().length).toBeGreaterThan(10));
    expect(screen.getByText('请在左侧选择一个字典分类')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('搜索分类编号或名称'), { target: { value: '状态' } });
    fireEvent.keyDown(screen.getByLabelText('搜索分类编号或名称'), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    await waitFor(() => expect(categories().every((el) => el.textContent?.includes('状态'))).toBe(true));
    expect(sandbox.lastBody('dicCategoryPage')).toMatchObject({ keyword: '状态' });

    await openCategory('用户状态');
    await waitFor(() => expect(search()).toMatchObject({ dic: 'yhzt' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const headers = [...document.querySelectorAll('.sjzd-item-table thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['编码', '名称', '键', '值', '排序', '状态']));
    expect(cells(rows()[0] as HTMLElement).slice(1, 7)).toEqual(['0', '停用', '0', '停用', '1', '启用']);

    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '启用' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(sandbox.lastBody('dicItemPage')).toMatchObject({ dicNumber: 'yhzt', keyword: '启用', page: 1 });
  });

  it('category dialog: validation messages, create round trip, delete refused while it has items', async () => {
    const { toasts, search } = await renderScreen(<SjzdPage />, { url: URL });
    await waitFor(() => expect(categories().length).toBeGreaterThan(10));
    fireEvent.click(button('新增分类'));
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(explain()).toEqual(['请输入分类编号', '请输入分类名称']));
    fireEvent.change(field('分类编号'), { target: { value: 'bad number' } });
    await waitFor(() => expect(explain()).toContain('分类编号只能包含字母、数字、下划线和中划线'));
    fireEvent.change(field('分类编号'), { target: { value: 'bzgg' } });
    fireEvent.change(field('分类名称'), { target: { value: '包装规格' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(search()).toMatchObject({ dic: 'bzgg' }));
    await waitFor(() => expect(category('包装规格')).toBeDefined());

    // a number already used is refused; the dialog keeps what was typed
    fireEvent.click(button('新增分类'));
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.change(field('分类编号'), { target: { value: 'yhzt' } });
    fireEvent.change(field('分类名称'), { target: { value: '重复分类' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith('字典分类编号 yhzt 已存在', expect.anything()),
    );
    expect(field('分类名称').value).toBe('重复分类');
    fireEvent.click(button('取消', dialog()));

    const before = await sandbox.checksum();
    fireEvent.click(within(category('用户状态') as HTMLElement).getByLabelText('删除用户状态'));
    await screen.findByText('确定删除分类“用户状态”吗？');
    fireEvent.click(button('确定'));
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith('该分类下存在字典项，不能删除', expect.anything()),
    );
    expect(await sandbox.checksum()).toEqual(before);

    fireEvent.click(within(category('包装规格') as HTMLElement).getByLabelText('删除包装规格'));
    await screen.findByText('确定删除分类“包装规格”吗？');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(category('包装规格')).toBeUndefined());
    await waitFor(() => expect(search()).toEqual({}));
  });

  it('category 编辑 keeps the number and saves name and remark; Enter submits, Esc closes', async () => {
    const { toasts } = await renderScreen(<SjzdPage />, { url: `${URL}?dic=xb` });
    await waitFor(() => expect(category('性别')).toBeDefined());
    fireEvent.click(within(category('性别') as HTMLElement).getByLabelText('编辑性别'));
    await waitFor(() => expect(field('分类名称').value).toBe('性别'));
    expect(field('分类编号').disabled).toBe(true);
    fireEvent.change(field('分类名称'), { target: { value: '性别代码' } });
    fireEvent.change(field('备注'), { target: { value: 'GB/T 2261.1' } });
    fireEvent.submit(field('分类名称').closest('form') as HTMLFormElement);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(category('性别代码')).toBeDefined());
    expect(sandbox.lastBody('dicCategoryUpdate')).toMatchObject({
      dicName: '性别代码',
      remark: 'GB/T 2261.1',
    });
    expect(document.querySelector('.sjzd-items .ant-card-head-title')?.textContent).toBe('性别代码（xb）');

    fireEvent.click(within(category('性别代码') as HTMLElement).getByLabelText('编辑性别代码'));
    await waitFor(() => expect(field('分类名称').value).toBe('性别代码'));
    expect(document.querySelector('.entity-dialog .ant-modal-body form')).not.toBeNull();
    fireEvent.keyDown(dialog(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.querySelector('.entity-dialog .ant-modal-body form')).toBeNull());
    expect(sandbox.calls('dicCategoryUpdate')).toHaveLength(1);
  });

  it('item dialog: validation, create and edit round trip, duplicate code keeps the input, delete asks', async () => {
    const { toasts } = await renderScreen(<SjzdPage />, { url: `${URL}?dic=xb` });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(explain()).toEqual(['请输入编码', '请输入名称']));
    fireEvent.change(field('编码'), { target: { value: '9 9' } });
    await waitFor(() => expect(explain()).toContain('编码只能包含字母、数字、下划线、中划线和点'));
    fireEvent.change(field('编码'), { target: { value: '9' } });
    fireEvent.change(field('名称'), { target: { value: '未说明' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(sandbox.lastBody('dicItemAdd')).toEqual({
      dicNumber: 'xb',
      pid: 0,
      code: '9',
      name: '未说明',
      status: 1,
    });
    const added = rows().find((row) => cells(row)[2] === '未说明') as HTMLElement;
    expect(cells(added).slice(1, 5)).toEqual(['9', '未说明', '9', '未说明']);

    fireEvent.click(within(added).getByRole('button', { name: /编\s*辑/ }));
    await waitFor(() => expect(field('名称').value).toBe('未说明'));
    fireEvent.change(field('值'), { target: { value: '其他' } });
    fireEvent.click(within(dialog()).getByLabelText('停用'));
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(rows().find((row) => cells(row)[4] === '其他')).toBeDefined());
    expect(cells(rows().find((row) => cells(row)[4] === '其他') as HTMLElement)[6]).toBe('停用');

    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.change(field('编码'), { target: { value: '1' } });
    fireEvent.change(field('名称'), { target: { value: '男性' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith('编码 1 在该分类中已存在', expect.anything()),
    );
    expect(field('名称').value).toBe('男性');
    fireEvent.click(button('取消', dialog()));

    const target = rows().find((row) => cells(row)[4] === '其他') as HTMLElement;
    fireEvent.click(within(target).getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('确定删除字典项“未说明”吗？');
    expect(sandbox.calls('dicItemDelete')).toHaveLength(0);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('刷新缓存 clears the cached dictionaries and says so', async () => {
    const { queryClient, toasts } = await renderScreen(<SjzdPage />, { url: URL });
    const options = dictionaryQueryOptions(createApi(sandbox.fetch), 'xb');
    await queryClient.fetchQuery(options);
    expect(queryClient.getQueryData(options.queryKey)).toBeDefined();
    fireEvent.click(button('刷新缓存'));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        '字典缓存已刷新，页面将重新加载字典数据',
        expect.anything(),
      ),
    );
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
  });

  it('a failed item load shows the error with 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sandbox.fault('dicItemPage', 'http500', { times: 1 });
    await renderScreen(<SjzdPage />, { url: `${URL}?dic=xb` });
    await waitFor(() => expect(document.querySelector('.query-table-error')).not.toBeNull());
    fireEvent.click(button('重试'));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('hides 新增 / 编辑 / 删除 without the dict buttons', async () => {
    await renderScreen(<SjzdPage />, { url: `${URL}?dic=xb` });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await expectButtonsGone(() => dropButtons('dict:add', 'dict:edit', 'dict:delete'), '新增分类', [
      '新增',
      '编辑',
      '删除',
    ]);
    expect(document.querySelector('[aria-label^="删除"]')).toBeNull();
    expect(hasButton('刷新缓存')).toBe(true);
  });
});
