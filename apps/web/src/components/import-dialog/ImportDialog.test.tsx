import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildWorkbook, readWorkbook, setFileSaver } from '@/lib/excel';
import { ImportButton, ImportDialog, type ImportOutcome, type SheetImport } from './index';

const HEADERS = ['名称', '数量'];

type Row = { row: number; name: string; qty: string };

function spec(over: Partial<SheetImport<Row>> = {}): SheetImport<Row> {
  return {
    server: 'shop',
    template: { fileName: '测试模板', sheetName: '测试', headers: HEADERS, example: ['示例', '1'] },
    toRow: (cells, row) => ({ row, name: cells[0] ?? '', qty: cells[1] ?? '' }),
    submit: () => Promise.resolve({ imported: 0, errors: [] }),
    messages: {
      unreadable: '无法读取',
      badHeader: '表头不符',
      empty: '没有数据',
      tooMany: '行数过多',
      failure: '导入失败',
      summary: ({ imported, errors }) => `导入 ${imported} 条，错误 ${errors.length} 处`,
      errorsTitle: '以下行有错：',
      row: (n) => `第 ${n} 行`,
      moreErrors: (n) => `另有 ${n} 处`,
    },
    ...over,
  };
}

async function sheet(rows: string[][], headers = HEADERS): Promise<File> {
  const data = await buildWorkbook({
    sheetName: 'S',
    columns: headers.map((header, i) => ({ header, value: (r: string[]) => r[i] })),
    rows,
  });
  const file = new File([data], 'a.xlsx');
  Object.defineProperty(file, 'arrayBuffer', { value: async () => data });
  return file;
}

const pick = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
    target: { files: [file] },
  });

describe('<ImportDialog>', () => {
  it('sends the non-blank rows numbered as in the sheet and lists the refused ones, at most 200', async () => {
    const errors = Array.from({ length: 203 }, (_, i) => ({ row: i + 2, msg: '数量有误' }));
    const submit = vi.fn<SheetImport<Row>['submit']>(() =>
      Promise.resolve<ImportOutcome>({ imported: 0, errors }),
    );
    const onDone = vi.fn();
    render(
      <ImportDialog
        spec={spec({ submit, onDone, checkHeader: true, allOrNothing: true })}
        title="导入测试"
        pickText="选择文件"
        errorsClassName="test-errors"
        onClose={vi.fn()}
      />,
    );
    pick(
      await sheet([
        ['甲', '1'],
        ['', ''],
        [' 乙 ', 'x'],
      ]),
    );
    await waitFor(() => expect(screen.getByText('导入 0 条，错误 203 处')).toBeTruthy());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual([
      { row: 2, name: '甲', qty: '1' },
      { row: 4, name: ' 乙 ', qty: 'x' },
    ]);
    expect(submit.mock.calls[0]?.[1]).toEqual({ 'X-Progress-Id': expect.any(String) });
    expect(onDone).toHaveBeenCalledWith({ imported: 0, errors });
    const items = document.querySelectorAll('.test-errors li');
    expect(items).toHaveLength(201);
    expect(items[0]?.textContent).toBe('第 2 行：数量有误');
    expect(items[200]?.textContent).toBe('另有 3 处');
    expect(screen.getByText('以下行有错：')).toBeTruthy();
    // All or nothing: a refused row means nothing was imported.
    expect(document.querySelector('.ant-alert-error')).toBeTruthy();
  });

  it('refuses a sheet not made from the template, an empty one and one too long, without sending', async () => {
    const submit = vi.fn(() => Promise.resolve({ imported: 1, errors: [] }));
    render(
      <ImportDialog
        spec={spec({ submit, checkHeader: true, maxRows: 2 })}
        title="导入测试"
        pickText="选择文件"
        onClose={vi.fn()}
      />,
    );
    pick(await sheet([['甲', '1']], ['名称', '单价']));
    expect(await screen.findByText('表头不符')).toBeTruthy();
    pick(await sheet([['', '']]));
    expect(await screen.findByText('没有数据')).toBeTruthy();
    pick(
      await sheet([
        ['甲', '1'],
        ['乙', '2'],
        ['丙', '3'],
      ]),
    );
    expect(await screen.findByText('行数过多')).toBeTruthy();
    pick(new File([new Uint8Array([1, 2, 3])], 'b.xlsx'));
    expect(await screen.findByText('无法读取')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the server's message when the call fails, else the feature's failure text", async () => {
    const submit = vi
      .fn<SheetImport<Row>['submit']>()
      .mockRejectedValueOnce(new Error('服务器忙'))
      .mockRejectedValueOnce(new Error(''));
    render(<ImportDialog spec={spec({ submit })} title="导入测试" pickText="选择文件" onClose={vi.fn()} />);
    pick(await sheet([['甲', '1']]));
    expect(await screen.findByText('服务器忙')).toBeTruthy();
    pick(await sheet([['甲', '1']]));
    expect(await screen.findByText('导入失败')).toBeTruthy();
  });

  it('下载模板 offers the headers and the example row', async () => {
    let saved: { blob: Blob; name: string } | undefined;
    const restore = setFileSaver((blob, name) => {
      saved = { blob, name };
    });
    try {
      render(<ImportDialog spec={spec()} title="导入测试" pickText="选择文件" onClose={vi.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: /下载模板/ }));
      await waitFor(() => expect(saved).toBeDefined());
      expect(saved?.name).toBe('测试模板.xlsx');
      const rows = await readWorkbook(await (saved as { blob: Blob }).blob.arrayBuffer());
      expect(rows).toEqual([HEADERS, ['示例', '1']]);
    } finally {
      restore();
    }
  });
});

describe('<ImportButton>', () => {
  it('opens the dialog with the outcome (a warning when the good rows were saved); 关闭 closes it', async () => {
    render(
      <ImportButton
        spec={spec({ submit: () => Promise.resolve({ imported: 1, errors: [{ row: 3, msg: '数量有误' }] }) })}
        title="导入测试"
        pickText="导入"
        className="test-import"
      />,
    );
    expect(document.querySelector('.test-import')).toBeNull();
    pick(
      await sheet([
        ['甲', '1'],
        ['乙', 'x'],
      ]),
    );
    const dialog = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.test-import');
      expect(el?.textContent).toContain('导入 1 条，错误 1 处');
      return el as HTMLElement;
    });
    expect(screen.getByText(/第 3 行/).textContent).toBe('第 3 行：数量有误');
    expect(dialog.querySelector('.ant-alert-warning')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    // Closing (antd keeps the content while the dialog animates away).
    await waitFor(() => expect(dialog.className).toMatch(/-leave\b/));
  });
});
