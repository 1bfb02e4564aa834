import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialog, dialogField, listTotal, popover, tableRow } from '@/test/dom';
import { click } from '@/test/list-screen';
import { typeRichText } from '@/test/rich-text';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { NoticesPage } from './NoticesPage';

const sandbox = withSandbox();
const URL = '/xtbgxt/index/tzgg';
const TABLE = '.notice-table';
const inboxTitles = () =>
  [...document.querySelectorAll('.notice-inbox .ant-list-item-meta-title button')].map(
    (b) => b.textContent ?? '',
  );

async function openManage() {
  fireEvent.click(await screen.findByRole('tab', { name: '通知管理' }));
  await waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));
}

describe('<NoticesPage>', { timeout: 120_000 }, () => {
  it('the inbox: my notices, unread first marked; reading one records it; 全部已读', async () => {
    await renderScreen(<NoticesPage />, { as: 'operator', url: URL });
    await waitFor(() =>
      expect(inboxTitles()).toEqual(['关于做好春耕农资保供稳价工作的公告', '农资经营部周例会安排']),
    );
    fireEvent.click(screen.getByRole('radio', { name: /未读/ }));
    await waitFor(() => expect(sandbox.lastBody('noticeMine')).toMatchObject({ read: false }));
    await waitFor(() => expect(inboxTitles()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: '农资经营部周例会安排' }));
    const reader = await screen.findByRole('article', { name: '农资经营部周例会安排' });
    expect(reader.textContent).toContain('本周五下午三点');
    expect(reader.textContent).toMatch(/阅读时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // the unread list no longer holds it
    await waitFor(() => expect(inboxTitles()).toEqual(['关于做好春耕农资保供稳价工作的公告']));

    click('全部已读');
    await waitFor(() => expect(sandbox.lastBody('noticeReadAll')).toEqual({}));
    expect(await screen.findByText('没有未读的通知公告')).toBeTruthy();
    await waitFor(() => expect(button('全部已读').disabled).toBe(true));
  });

  it('adds a notice for a department: validation, a failed save keeps what was typed, then 发布', async () => {
    const { toasts } = await renderScreen(<NoticesPage />, { as: 'admin', url: URL });
    await openManage();
    expect(listTotal()).toBe('共查询到 4 条记录');
    expect(tableRow(TABLE, '端午节放假安排').textContent).toContain('已撤回');
    expect(tableRow(TABLE, '关于做好春耕').textContent).toContain('1 / ');

    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增通知公告'), { timeout: 20_000 });
    click('确定', dialog());
    expect(await within(dialog()).findByText('请输入标题')).toBeTruthy();
    expect(await within(dialog()).findByText('请输入正文')).toBeTruthy();

    fireEvent.change(dialogField('标题'), { target: { value: '关于盘点库存的通知' } });
    await typeRichText('请各门店于本周完成库存盘点。');
    fireEvent.click(within(dialog()).getByRole('radio', { name: '保存并发布' }));
    await sandbox.fault('noticeSave', 'error', { msg: '通知服务维护中', times: 1 });
    click('确定', dialog());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('通知服务维护中', expect.anything()));
    expect(dialogField('标题').value).toBe('关于盘点库存的通知');

    await waitFor(() => expect(button('确定', dialog()).className).not.toContain('ant-btn-loading'));
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('发布成功', expect.anything()));
    expect(sandbox.lastBody('noticeSave')).toMatchObject({
      title: '关于盘点库存的通知',
      noticeType: 1,
      content: '<p>请各门店于本周完成库存盘点。</p>',
      publish: true,
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 5 条记录'));
    expect(tableRow(TABLE, '关于盘点库存的通知').textContent).toContain('已发布');
  });

  it('发送范围 offers the org picker’s five tabs; a position chosen there is saved', async () => {
    await renderScreen(<NoticesPage />, { as: 'admin', url: URL });
    await openManage();
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增通知公告'), { timeout: 20_000 });
    fireEvent.click(within(dialog()).getByRole('button', { name: '发送范围' }));
    const picker = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((el) =>
        el.querySelector('[role="tablist"]'),
      );
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    expect(
      within(picker)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['部门', '角色', '指定人员', '部门和人员', '岗位']);
    fireEvent.click(within(picker).getByRole('tab', { name: '岗位' }));
    fireEvent.click(await within(picker).findByTitle('店长', {}, { timeout: 15_000 }));
    fireEvent.click(within(picker).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialog()?.textContent).toContain('店长'));
    fireEvent.change(dialogField('标题'), { target: { value: '店长例会通知' } });
    await typeRichText('各门店店长周一参加例会。');
    click('确定', dialog());
    await waitFor(() => expect(sandbox.calls('noticeSave')).toHaveLength(1));
    expect(sandbox.lastBody('noticeSave')).toMatchObject({
      audience: { position: [{ type: 'position', id: 'dz', name: '店长' }] },
    });
  });

  it('阅读情况 lists the audience with read times; 撤回 and 删除 ask first', async () => {
    const { toasts } = await renderScreen(<NoticesPage />, { as: 'admin', url: URL });
    await openManage();
    click('阅读情况', tableRow(TABLE, '关于做好春耕'));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^已读 1 人，未读 \d+ 人$/));
    const drawer = status.closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('系统管理员')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('radio', { name: '已读' }));
    await waitFor(() => expect(sandbox.lastBody('noticeReaders')).toMatchObject({ read: true }));
    await waitFor(() => expect(drawer.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(1));
    fireEvent.click(within(drawer).getByRole('button', { name: /close|关闭/i }));

    click('撤回', tableRow(TABLE, '农资经营部周例会安排'));
    const confirm = await popover('确定撤回该通知公告吗？撤回后人员将无法再阅读。');
    click('确定', confirm);
    await waitFor(() => expect(tableRow(TABLE, '农资经营部周例会安排').textContent).toContain('已撤回'));
    expect(sandbox.lastBody('noticeStatus')).toEqual({ id: 2, action: 'withdraw' });

    click('删除', tableRow(TABLE, '农资经营部周例会安排'));
    click('确定', await popover('确定删除该通知公告吗？删除后不可恢复。'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(listTotal()).toBe('共查询到 3 条记录'));
  });
});
