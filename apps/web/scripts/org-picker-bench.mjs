#!/usr/bin/env node
// Org picker in the browser, printed as markdown: the production build of the app in headless
// Chromium against a sandbox whose 大客户服务部 holds 5,000 people (provider state
// `a department of 5000 people exists`). The picker is opened the way a user reaches it: the form
// designer of /xtbgxt/index/approverFlow → 新建流程 → a 部门/人员 field limited to 指定人员 →
// 预览 → the field.
//
// 1. Opening the department: from the click on its switcher to its people painted — the first
//    time (the 5,000-user request to the sandbox included), then re-opening the dialog (cached).
// 2. Filtering: a name typed key by key into the search box. For each keystroke the time from the
//    500 ms debounce firing to the filtered list painted (filter + render: the issue's ≤ 100 ms
//    target), and from the key to the list painted (debounce included).
//
//   pnpm --filter @agrimap/web bench:org-picker [--web-root DIR] (default: a fresh build in a temp dir)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNTS, startSandbox } from '@agrimap/sandbox';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { reportResult } from '../../../scripts/bench-result.mjs';
import { textOption } from './bench-lib.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => textOption(args, name);
const PEOPLE = 5000;
const REOPENS = 5;
const TARGET_MS = 100;
const ROUTE = '/xtbgxt/index/approverFlow';

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}
const ms = (n) => `${n.toFixed(1)} ms`;

// Runs in the page before the app: marks when a 500 ms timer (the search debounce) fires, and
// resolves `window.__painted` once the work it started is rendered and a frame is produced: React
// renders the update in a task queued by the callback; a message posted after it runs after that
// render, then the next animation frame paints it.
function instrument() {
  const original = window.setTimeout.bind(window);
  window.__debounce = [];
  window.setTimeout = (fn, delay, ...rest) => {
    if (delay !== 500 || typeof fn !== 'function') return original(fn, delay, ...rest);
    return original(() => {
      const fired = performance.now();
      fn(...rest);
      const channel = new MessageChannel();
      // a search that first loads its users shows a spinner: wait for the list behind it
      const painted = (loaded) =>
        requestAnimationFrame(() =>
          original(() => {
            if (document.querySelector('.ant-modal .ant-spin-spinning')) return painted(true);
            window.__debounce.push({ fired, painted: performance.now(), loaded });
          }, 0),
        );
      channel.port1.onmessage = () => painted(false);
      channel.port2.postMessage(null);
    }, delay);
  };
}

/** Opens the picker from the preview's field and expands the group's root department. */
async function openPicker(page) {
  await page
    .getByRole('dialog', { name: '表单预览' })
    .getByRole('button', { name: '审批人员', exact: true })
    .click();
  const picker = page.getByRole('dialog', { name: '选择' });
  const root = picker.getByTitle('湖南省农业生产资料集团有限公司');
  await root.waitFor();
  await root
    .locator('xpath=ancestor::div[contains(@class,"ant-tree-treenode")]')
    .locator('.ant-tree-switcher')
    .click();
  return picker;
}

/** Clicks the department's switcher in the page and waits for a person row to be painted. */
async function openDepartment(page) {
  await page.getByRole('dialog', { name: '选择' }).getByTitle('大客户服务部').waitFor();
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const dialog = [...document.querySelectorAll('.ant-modal')].find((m) =>
          m.textContent?.includes('大客户服务部'),
        );
        const node = dialog
          ?.querySelector('[title="大客户服务部"]')
          ?.closest('.ant-tree-treenode')
          ?.querySelector('.ant-tree-switcher');
        if (!node) return reject(new Error('大客户服务部 not in the tree'));
        const start = performance.now();
        node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        const poll = () => {
          const rows = [...dialog.querySelectorAll('.ant-tree-treenode .ant-tree-title')].filter((t) =>
            /^测试员\d+$/.test(t.textContent ?? ''),
          );
          if (rows.length === 0) return requestAnimationFrame(poll);
          // rows are in the DOM: the frame being produced paints them
          requestAnimationFrame(() =>
            setTimeout(() => {
              const entry = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/user/list/dept'))
                .at(-1);
              resolve({
                total: performance.now() - start,
                rows: rows.length,
                request: entry?.duration ?? null,
              });
            }, 0),
          );
        };
        requestAnimationFrame(poll);
      }),
  );
}

async function main() {
  const given = option('web-root');
  const outDir = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), 'agrimap-org-picker-bench-'));
  if (!given) {
    await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} has no index.html`);
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    webRoot: outDir,
    quiet: true,
    testHooks: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const state = await fetch(`${sandbox.url}/__sandbox/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: `a department of ${PEOPLE} people exists` }),
    });
    if (!state.ok) throw new Error(`provider state: HTTP ${state.status}`);
    const { departmentId, firstUserId } = await state.json();

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await page.addInitScript(instrument);
    await page.goto(`${sandbox.url}/login?redirect=${encodeURIComponent(ROUTE)}`);
    await page.getByLabel('用户名').fill(ACCOUNTS.admin.userName);
    await page.getByLabel('密码').fill(ACCOUNTS.admin.password);
    await page.getByLabel('密码').press('Enter');
    await page.getByRole('button', { name: '新建流程' }).click();
    // The designer opens on 基础设置; the form designer is its 表单设计 step.
    await page.getByRole('textbox', { name: '流程名称' }).fill('选人性能测试');
    await page.locator('.flow-designer .ant-steps-item').filter({ hasText: '表单设计' }).click();
    await page.getByRole('button', { name: '添加部门/人员' }).click();
    const properties = page.getByRole('complementary', { name: '字段属性' });
    await properties.getByLabel('标题').fill('审批人员');
    await properties.getByRole('checkbox', { name: '指定人员' }).check();
    await properties.getByRole('checkbox', { name: '部门', exact: true }).uncheck();
    await page.getByRole('button', { name: '预览' }).click();

    // 1. open the department: first time, then re-opening the dialog (data cached)
    let picker = await openPicker(page);
    const first = await openDepartment(page);
    const reopen = [];
    for (let i = 0; i < REOPENS; i++) {
      await picker.getByRole('button', { name: /取\s*消/ }).click();
      await picker.waitFor({ state: 'hidden' });
      picker = await openPicker(page);
      reopen.push((await openDepartment(page)).total);
    }

    // 2. type names key by key; each key waits for its debounce and paint before the next
    const search = picker.getByRole('textbox', { name: '搜索' });
    const last = firstUserId + PEOPLE - 1;
    const names = [`测试员${last}`, 'csy12', `测试员${firstUserId + Math.floor(PEOPLE / 2)}`];
    const perKey = [];
    const keyToPaint = [];
    const slow = [];
    let loading = null;
    for (const name of names) {
      await search.fill('');
      await page.waitForTimeout(700);
      for (const ch of name) {
        const before = await page.evaluate(() => window.__debounce.length);
        const typed = await page.evaluate(() => performance.now());
        await search.pressSequentially(ch);
        const mark = await page.waitForFunction((n) => window.__debounce[n], before, { timeout: 60_000 });
        const { fired, painted, loaded } = await mark.jsonValue();
        if (loaded) loading = painted - fired;
        else {
          perKey.push(painted - fired);
          slow.push({ typed: (await search.inputValue()) ?? '', ms: painted - fired });
          keyToPaint.push(painted - typed);
        }
      }
      // the list shows what was typed
      const shown = (
        await picker.getByRole('listbox', { name: '搜索结果' }).getByRole('option').allTextContents()
      ).filter(Boolean);
      if (shown.length === 0 || (name.startsWith('测') && !shown.every((t) => t.startsWith(name))))
        throw new Error(`${name}: the list shows ${shown.slice(0, 3).join(', ')}`);
    }
    const resultRows = await picker.getByRole('option').count();
    const key = stats(perKey);
    const total = stats(keyToPaint);
    const reopened = stats(reopen);
    const load = os.loadavg()[0].toFixed(1);

    console.log(`## Org picker in Chromium (5,000-person department)

\`pnpm --filter @agrimap/web bench:org-picker\`: the production build in headless Chromium (\`/usr/bin/chromium\`, no GPU) against an in-memory sandbox with ${PEOPLE.toLocaleString('en')} people in 大客户服务部 (department ${departmentId}); the picker reached from the form designer's preview (指定人员 tab). Load average ${load} on ${os.cpus().length} cores when it ended.

| step | median | p95 | max | samples | target |
| --- | --- | --- | --- | ---: | --- |
| open the department, first time: click → ${first.rows} person rows painted (5,000-user request ${first.request === null ? 'n/a' : ms(first.request)} included) | ${ms(first.total)} | — | — | 1 | — |
| open the department again (dialog re-opened, users cached): click → rows painted | ${ms(reopened.median)} | ${ms(reopened.p95)} | ${ms(reopened.max)} | ${reopen.length} | — |
| per keystroke, debounce fired → filtered list painted (filter + render) | ${ms(key.median)} | ${ms(key.p95)} | ${ms(key.max)} | ${perKey.length} | ≤ ${TARGET_MS} ms: **${key.max <= TARGET_MS ? 'met' : key.p95 <= TARGET_MS ? 'met at p95, not at max' : 'missed'}** |
| first keystroke of the session, debounce fired → list painted (loads every user of the enterprise and builds the name + pinyin index) | ${loading === null ? 'n/a' : ms(loading)} | — | — | 1 | — |
| per keystroke, key → filtered list painted (500 ms debounce included) | ${ms(total.median)} | ${ms(total.p95)} | ${ms(total.max)} | ${keyToPaint.length} | — |

Names typed key by key: ${names.map((n) => `\`${n}\``).join(', ')}; the per-keystroke rows leave out the first key of the session (its own row). Slowest keys (filter + render): ${slow
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((k) => `\`${k.typed}\` ${ms(k.ms)}`)
      .join(
        ', ',
      )}. Search results are a flat virtual listbox (${resultRows} option rows in the DOM for the last query); browsing the department stays an antd virtual Tree (about ${first.rows} rows).\n`);
    reportResult({
      what: 'Org picker in Chromium, 5,000-person department: keystroke filtered and painted (after the debounce)',
      target: `≤ ${TARGET_MS} ms`,
      figure: `median ${ms(key.median)}, p95 ${ms(key.p95)}, max ${ms(key.max)}`,
      met: key.max <= TARGET_MS,
      backend: 'Chromium',
    });
  } finally {
    await browser.close();
    await sandbox.stop();
    if (!given) rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
