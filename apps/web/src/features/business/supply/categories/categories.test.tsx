import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmLastPopover } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { CategoriesPage } from './CategoriesPage';

const sandbox = withSandbox();
const URL = '/nzywsjgl/gylglzxt/productCategory';

const rows = () => [...document.querySelectorAll<HTMLElement>('.category-tree tbody tr.ant-table-row')];
const nameCell = (row: HTMLElement) =>
  [...row.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '').find((t) => t !== '') ?? '';
const names = () => rows().map(nameCell);
const rowOf = (name: string) => rows().find((row) => nameCell(row) === name) as HTMLElement;
const dialog = () => [...document.querySelectorAll<HTMLElement>('.ant-modal')].at(-1) as HTMLElement;
const button = (label: string, root: ParentNode = document) => {
  const found = [...root.querySelectorAll('button')].findLast(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

describe('<CategoriesPage>', { timeout: 120_000 }, () => {
  it('shows the top level, loads children when opened, adds a sub-category and refuses to delete a parent', async () => {
    const { toasts } = await renderScreen(<CategoriesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(names().slice(0, 4)).toEqual(['化肥', '农药', '种子', '农膜']));
    expect(sandbox.calls('listProductCategoryChild')).toHaveLength(1);

    fireEvent.click(rowOf('化肥').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(names()).toContain('复合肥'));
    expect(sandbox.lastBody('listProductCategoryChild')).toEqual({ parentId: 1 });

    fireEvent.click(button('新增下级', rowOf('复合肥')));
    await waitFor(() => expect(dialog()?.textContent).toContain('新增“复合肥”的子分类'));
    fireEvent.change(within(dialog()).getByLabelText('分类名称'), { target: { value: '硝基复合肥' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    expect(sandbox.lastBody('productCategorySave')).toEqual({
      parentId: 14,
      name: '硝基复合肥',
      icon: null,
      status: 1,
    });
    // Opened, the parent shows its new child last; a third-level row offers no 新增下级.
    fireEvent.click(rowOf('复合肥').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(names()).toContain('硝基复合肥'));
    expect(names().indexOf('硝基复合肥')).toBe(names().indexOf('缓控释肥') + 1);
    expect(
      [...rowOf('硝基复合肥').querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, '')),
    ).not.toContain('新增下级');

    fireEvent.click(button('删除', rowOf('化肥')));
    await confirmLastPopover();
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith('该分类下有子分类，不能删除', expect.anything()),
    );
    fireEvent.click(button('删除', rowOf('硝基复合肥')));
    await confirmLastPopover();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(names()).not.toContain('硝基复合肥'));
  });

  it('edits a category: hidden from the shop', async () => {
    const { toasts } = await renderScreen(<CategoriesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(names()).toContain('农膜'));
    fireEvent.click(button('编辑', rowOf('农膜')));
    await waitFor(() => expect(dialog()?.textContent).toContain('编辑分类'));
    fireEvent.click(within(dialog()).getByLabelText('隐藏'));
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(rowOf('农膜').textContent).toContain('隐藏'));
  });
});
