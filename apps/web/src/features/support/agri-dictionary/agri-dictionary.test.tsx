import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { AgriDictionaryPage } from './AgriDictionaryPage';

const sandbox = withSandbox();
afterEach(() => vi.restoreAllMocks());

const URL = '/yxzcxt/gylglzxt/dictionary';
const rows = () => [...document.querySelectorAll<HTMLElement>('.agri-tree tbody tr.ant-table-row')];
const names = () => rows().map((row) => row.querySelectorAll('td')[1]?.textContent?.trim());
const rowOf = (name: string) =>
  rows().find((row) => row.querySelectorAll('td')[1]?.textContent?.trim() === name);
const expand = (name: string) =>
  fireEvent.click(rowOf(name)?.querySelector('.ant-table-row-expand-icon') as HTMLElement);

const TOP = ['化肥', '农药', '种子', '农膜', '农机具', '饲料'];

describe('<AgriDictionaryPage>', { timeout: 30_000 }, () => {
  it('shows the top level and loads a node’s children when it is opened', async () => {
    await renderScreen(<AgriDictionaryPage />, { url: URL });
    await waitFor(() => expect(names()).toEqual(TOP));
    expect(sandbox.calls('dicGetByPid')).toHaveLength(0);
    expect(rowOf('化肥')?.querySelector('.ant-table-row-expand-icon')).not.toBeNull();
    expect(
      rowOf('饲料')?.querySelector('.ant-table-row-expand-icon-spaced, .ant-table-row-expand-icon-collapsed')
        ?.className,
    ).toContain('spaced');
    expand('化肥');
    await waitFor(() =>
      expect(names()).toEqual([
        '化肥',
        '氮肥',
        '复合肥',
        '磷肥',
        '钾肥',
        '有机肥',
        '水溶肥',
        ...TOP.slice(1),
      ]),
    );
    const call = sandbox.calls('dicGetByPid').at(-1);
    expect(call?.url.searchParams.get('pid')).toBeTruthy();
    expect(sandbox.calls('dicGetByPid')).toHaveLength(1);
  });

  it('新增 checks the fields and adds a type; 新增下级 adds a child under its parent', async () => {
    const { toasts } = await renderScreen(<AgriDictionaryPage />, { url: URL });
    await waitFor(() => expect(names()).toEqual(TOP));
    fireEvent.click(button('新增类型'));
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog().textContent).toContain('新增农资类型');
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(explain()).toEqual(['请输入编码', '请输入名称']));
    fireEvent.change(field('编码'), { target: { value: '07' } });
    fireEvent.change(field('名称'), { target: { value: '兽药' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(names()).toEqual([...TOP, '兽药']));

    fireEvent.click(within(rowOf('农膜') as HTMLElement).getByRole('button', { name: /新增下级/ }));
    await waitFor(() => expect(dialog()?.textContent).toContain('新增“农膜”的下级类型'));
    fireEvent.change(field('编码'), { target: { value: '0403' } });
    fireEvent.change(field('名称'), { target: { value: '可降解膜' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    expand('农膜');
    await waitFor(() => expect(rowOf('可降解膜')).toBeDefined());
    expect(names().indexOf('可降解膜')).toBe(names().indexOf('农膜') + 3);
    expect(sandbox.lastBody('dicItemAdd')).toMatchObject({
      dicNumber: 'nzlx',
      code: '0403',
      name: '可降解膜',
    });
  });

  it('编辑 round trip; a duplicate code is refused and the dialog keeps the input', async () => {
    const { toasts } = await renderScreen(<AgriDictionaryPage />, { url: URL });
    await waitFor(() => expect(names()).toEqual(TOP));
    fireEvent.click(within(rowOf('农机具') as HTMLElement).getByRole('button', { name: /编\s*辑/ }));
    await waitFor(() => expect(field('名称').value).toBe('农机具'));
    fireEvent.change(field('编码'), { target: { value: '01' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith('编码 01 在该分类中已存在', expect.anything()),
    );
    expect(field('编码').value).toBe('01');
    fireEvent.change(field('编码'), { target: { value: '05' } });
    fireEvent.change(field('名称'), { target: { value: '农业机具' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(rowOf('农业机具')).toBeDefined());
  });

  it('删除 asks first; a type with children is refused with the server’s message; a leaf goes', async () => {
    const { toasts } = await renderScreen(<AgriDictionaryPage />, { url: URL });
    await waitFor(() => expect(names()).toEqual(TOP));
    const before = await sandbox.checksum();
    fireEvent.click(within(rowOf('化肥') as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('确定删除“化肥”吗？');
    expect(sandbox.calls('dicItemDelete')).toHaveLength(0);
    fireEvent.click(button('确定'));
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith('该字典项下存在下级，不能删除', expect.anything()),
    );
    expect(await sandbox.checksum()).toEqual(before);
    expect(rowOf('化肥')).toBeDefined();

    fireEvent.click(within(rowOf('饲料') as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('确定删除“饲料”吗？');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(names()).toEqual(TOP.slice(0, 5)));
  });

  it('a failed load shows the error with 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sandbox.fault('dicItemPage', 'error', { msg: '字典服务维护中', times: 1 });
    await renderScreen(<AgriDictionaryPage />, { url: URL });
    await waitFor(() =>
      expect(document.querySelector('.tree-table-error')?.textContent).toContain('字典服务维护中'),
    );
    fireEvent.click(button('重试'));
    await waitFor(() => expect(names()).toEqual(TOP));
  });

  it('the business menu’s view (供应链管理子系统 › 农资字典) is read-only even for a user with the nzdict buttons', async () => {
    await renderScreen(<AgriDictionaryPage readOnly />, { url: '/nzywsjgl/gylglzxt/dictionary' });
    // Without the drag handle the name is the first cell.
    await waitFor(() =>
      expect(rows().map((row) => row.querySelector('td')?.textContent?.trim())).toEqual(TOP),
    );
    expect(hasButton('新增类型')).toBe(false);
    expect(hasButton('新增下级')).toBe(false);
    expect(hasButton('编辑')).toBe(false);
    expect(hasButton('删除')).toBe(false);
  });

  it('without the nzdict buttons the tree is read-only', async () => {
    await renderScreen(<AgriDictionaryPage />, { url: URL });
    await waitFor(() => expect(names()).toEqual(TOP));
    await expectButtonsGone(() => dropButtons('nzdict:add', 'nzdict:edit', 'nzdict:delete'), '新增类型', [
      '新增下级',
      '编辑',
      '删除',
    ]);
  });
});
