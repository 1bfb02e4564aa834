import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialog, dialogField, listTotal, popover, tableRow, tableRows } from '@/test/dom';
import { click } from '@/test/list-screen';
import { typeRichText } from '@/test/rich-text';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { ArticlesPage } from './ArticlesPage';

const sandbox = withSandbox();
const URL = '/policyNews/index/agroNews';
const TABLE = '.article-table';

describe('<ArticlesPage>', { timeout: 120_000 }, () => {
  it('lists the channel: pinned first, the scheduled one 待发布, filters by status', async () => {
    await renderScreen(<ArticlesPage channel="agroNews" />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 6 条记录'));
    const rows = tableRows(TABLE).map((r) => r.textContent ?? '');
    expect(rows.some((r) => r.includes('置顶长沙市开展农资打假专项治理'))).toBe(true);
    expect(tableRow(TABLE, '农药包装废弃物回收').textContent).toContain('待发布');
    expect(tableRow(TABLE, '高标准农田建设项目').textContent).toContain('草稿');
    // A scheduled or draft article cannot be read yet.
    expect(() => button('阅读', tableRow(TABLE, '农药包装废弃物回收'))).toThrow();

    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click(await screen.findByTitle('草稿'));
    click('查询');
    await waitFor(() => expect(listTotal()).toBe('共查询到 1 条记录'));
    expect(sandbox.lastBody('newsPage')).toMatchObject({ channel: 'agroNews', status: 0 });
  });

  it('adds an article with the rich-text body; validation; a failed save keeps what was typed', async () => {
    const { toasts } = await renderScreen(<ArticlesPage channel="agroNews" />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 6 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增文章'), { timeout: 20_000 });
    click('确定', dialog());
    expect(await within(dialog()).findByText('请输入标题')).toBeTruthy();
    expect(await within(dialog()).findByText('请输入正文')).toBeTruthy();

    fireEvent.change(dialogField('标题'), { target: { value: '化肥价格平稳运行' } });
    fireEvent.change(dialogField('作者'), { target: { value: '省农资价格监测中心' } });
    await typeRichText('本周化肥价格总体平稳。');
    await sandbox.fault('newsSave', 'error', { msg: '资讯服务维护中', times: 1 });
    click('确定', dialog());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('资讯服务维护中', expect.anything()));
    expect(dialogField('标题').value).toBe('化肥价格平稳运行');

    // The failed save has ended (the button is no longer busy) before it is pressed again.
    await waitFor(() => expect(button('确定', dialog()).className).not.toContain('ant-btn-loading'));
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('发布成功', expect.anything()));
    expect(sandbox.lastBody('newsSave')).toMatchObject({
      channel: 'agroNews',
      title: '化肥价格平稳运行',
      author: '省农资价格监测中心',
      content: '<p>本周化肥价格总体平稳。</p>',
      status: 1,
      publishTime: null,
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 7 条记录'));
    expect(tableRow(TABLE, '化肥价格平稳运行').textContent).toContain('已发布');
  });

  it('takes an article offline after asking, and reads a published one as readers do', async () => {
    const { toasts } = await renderScreen(<ArticlesPage channel="agroNews" />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 6 条记录'));
    click('阅读', tableRow(TABLE, '测土配方施肥'));
    const reader = await screen.findByRole('article', { name: '测土配方施肥技术推广覆盖率超过九成' });
    expect(reader.textContent).toContain('主要农作物化肥利用率进一步提高');
    expect(reader.textContent).toContain('作者：省土壤肥料工作站');
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));

    click('下线', tableRow(TABLE, '测土配方施肥'));
    click('确定', await popover('确定下线该文章吗？下线后读者将看不到它。'));
    await waitFor(() => expect(tableRow(TABLE, '测土配方施肥').textContent).toContain('已下线'));
    expect(sandbox.lastBody('newsStatus')).toMatchObject({ status: 2 });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('the operator reads but has no 新增 / 编辑 / 删除', async () => {
    await renderScreen(<ArticlesPage channel="marketCondition" />, {
      as: 'operator',
      url: '/policyNews/index/marketCondition',
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 5 条记录'));
    expect(() => button('新增')).toThrow();
    const row = tableRow(TABLE, '本周尿素价格小幅上涨');
    expect(() => button('编辑', row)).toThrow();
    expect(() => button('删除', row)).toThrow();
    expect(button('阅读', row)).toBeTruthy();
  });
});
