import type { Page } from '@playwright/test';

/**
 * The layout rules every screen keeps at the office screen sizes (issue: 1366×768, 1440×900,
 * 1920×1080). Run in the page after it settled; answers one line per breach:
 * - a table header narrower than two characters of its own text (a column squeezed until its
 *   title or cells run vertically);
 * - a fixed column covering a data column's header while the table is scrolled to its start;
 * - text that leaves its panel (a card, a dialog, a cockpit panel) outside a scroll container or
 *   an ellipsis;
 * - a panel header whose parts (title, tabs, time stamp) overlap;
 * - a horizontal scroll bar on the page itself.
 */
export async function layoutBreaches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const breaches: string[] = [];
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const label = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);

    // 1. Table headers at least two characters of their text wide.
    for (const th of document.querySelectorAll<HTMLElement>('.ant-table-thead th.ant-table-cell')) {
      if (!visible(th) || th.classList.contains('ant-table-selection-column')) continue;
      const text = label(th);
      if (text.length < 2) continue;
      const style = getComputedStyle(th);
      const inner =
        th.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const fontSize = Number.parseFloat(style.fontSize);
      if (inner < 2 * fontSize - 0.5) breaches.push(`表头「${text}」只有 ${Math.round(inner)}px 宽`);
    }

    // 2. Fixed columns hide no data column's header: at the table's scroll end nothing lies under
    // a right-fixed column, at its start nothing under a left-fixed one (between the two, a
    // scrolled column passes under them, which is what fixing is for).
    const covers = (fixed: HTMLElement[], cells: HTMLElement[], side: string): void => {
      for (const f of fixed) {
        const fr = f.getBoundingClientRect();
        for (const c of cells) {
          const cr = c.getBoundingClientRect();
          const covered = Math.min(cr.right, fr.right) - Math.max(cr.left, fr.left);
          if (covered > 8 && label(c).length > 0) {
            breaches.push(`${side}固定列「${label(f)}」遮住了表头「${label(c)}」`);
          }
        }
      }
    };
    for (const table of document.querySelectorAll<HTMLElement>('.ant-table-wrapper')) {
      if (!visible(table)) continue;
      const heads = [...table.querySelectorAll<HTMLElement>('.ant-table-thead th.ant-table-cell')].filter(
        visible,
      );
      const isFixed = (th: HTMLElement, side: 'left' | 'right') =>
        side === 'right' ? /fix-(right|end)/.test(th.className) : /fix-(left|start)/.test(th.className);
      const data = heads.filter((th) => !isFixed(th, 'left') && !isFixed(th, 'right'));
      const holders = [
        ...table.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-header, .ant-table-body'),
      ];
      const before = holders.map((h) => h.scrollLeft);
      for (const h of holders) h.scrollLeft = h.scrollWidth;
      covers(
        heads.filter((th) => isFixed(th, 'right')),
        data,
        '右侧',
      );
      for (const h of holders) h.scrollLeft = 0;
      covers(
        heads.filter((th) => isFixed(th, 'left')),
        data,
        '左侧',
      );
      holders.forEach((h, i) => {
        h.scrollLeft = before[i] ?? 0;
      });
    }

    // 2b. A cell's content fits its cell (or ends in an ellipsis): an 操作 column narrower than
    // its buttons cuts the last one off.
    for (const cell of document.querySelectorAll<HTMLElement>(
      '.ant-table-tbody td.ant-table-cell, .ant-table-thead th.ant-table-cell',
    )) {
      if (!visible(cell) || cell.classList.contains('ant-table-cell-ellipsis')) continue;
      if (cell.scrollWidth > cell.clientWidth + 1) {
        const th = cell.closest('table')?.querySelectorAll('thead th')[
          (cell as HTMLTableCellElement).cellIndex
        ];
        breaches.push(`「${th ? label(th) : ''}」列的内容「${label(cell)}」超出了单元格`);
      }
    }

    // 3. Text stays inside its panel unless a scroll container or an ellipsis holds it.
    const panels = document.querySelectorAll<HTMLElement>(
      '.ant-card, .ant-modal-content, .ant-drawer-content, .cockpit-panel',
    );
    const clipsOrScrolls = (el: HTMLElement): boolean => {
      const s = getComputedStyle(el);
      return (
        /(auto|scroll|hidden|clip)/.test(s.overflowX) ||
        /(auto|scroll|hidden|clip)/.test(s.overflowY) ||
        s.textOverflow === 'ellipsis'
      );
    };
    for (const panel of panels) {
      if (!visible(panel)) continue;
      const pr = panel.getBoundingClientRect();
      const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
      let reported = 0;
      for (let node = walker.nextNode(); node && reported < 3; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        if (!text) continue;
        const parent = node.parentElement;
        if (!parent || !visible(parent)) continue;
        // A scroll container or a clip between the text and the panel holds the overflow.
        let held = false;
        for (let el: HTMLElement | null = parent; el && el !== panel; el = el.parentElement) {
          if (clipsOrScrolls(el)) {
            held = true;
            break;
          }
        }
        if (held) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.right > pr.right + 1 || r.left < pr.left - 1 || r.bottom > pr.bottom + 1) {
          breaches.push(`文字「${text.slice(0, 20)}」超出了面板「${label(panel).slice(0, 12)}」`);
          reported += 1;
        }
      }
    }

    // 4. A panel header's parts do not overlap.
    for (const head of document.querySelectorAll<HTMLElement>(
      '.cockpit-panel-head, .ant-card-head-wrapper, .ant-modal-header',
    )) {
      if (!visible(head)) continue;
      const parts = [...head.children].filter(visible);
      parts.forEach((one, i) => {
        for (const other of parts.slice(i + 1)) {
          const a = one.getBoundingClientRect();
          const b = other.getBoundingClientRect();
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > 1 && h > 1) {
            breaches.push(`「${label(one)}」与「${label(other)}」重叠`);
          }
        }
      });
    }

    // 5. No horizontal scroll bar on the page.
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      breaches.push(`页面出现横向滚动条（${root.scrollWidth}px > ${root.clientWidth}px）`);
    }
    return breaches;
  });
}

/** Waits until the page shows no spinner or skeleton (at most `timeout`; a live page may keep one). */
export async function settle(page: Page, timeout = 8_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll(
          '.ant-spin-spinning, .ant-skeleton-active, .cockpit-panel[data-state="loading"]',
        ).length === 0,
      undefined,
      { timeout },
    )
    .catch(() => undefined);
  // Resize observers (tables, charts, the cockpit's scale) answer within a frame or two.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)));
      }),
  );
}
