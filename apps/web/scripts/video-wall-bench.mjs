#!/usr/bin/env node
// Video wall without its plugin, printed as markdown (not a test): the production build in headless
// Chromium against an in-memory sandbox, no plugin listening on 127.0.0.1:8000–8004. Each round
// opens a fresh page (Chromium slows down WebSocket connections of a page that already had many
// refused ones), logs in, filters the device screen to a 4-channel camera and clicks 实时视频; the
// time is from the click to 未检测到视频插件，请下载安装后刷新页面 on screen. Target: within 2 s
// (the wall probes the five ports 300 ms apart).
//
//   pnpm --filter @agrimap/web bench:video-wall [--rounds N] [--web-root DIR]
//   (default: 5 rounds; a fresh build in a temp dir unless --web-root names a built app)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
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
const ROUNDS = Number(option('rounds') ?? 5);
const TARGET_MS = 2000;
const PLUGIN_PORTS = [8000, 8001, 8002, 8003, 8004];
const NO_PLUGIN = '未检测到视频插件，请下载安装后刷新页面';
const SCREEN = '/wlwyzt/index/asset';

/** Whether something listens on the port (a plugin, or another run's simulator). */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function deviceWithFourChannels(base, token) {
  for (let page = 1; page <= 100; page++) {
    const res = await fetch(`${base}/base/api/v1/camera/listDevice`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        Appid: 'agrimap-web',
        client: '3',
        Authorization: token,
      },
      body: JSON.stringify({ deviceName: '', organization: '', status: -1, page, pageSize: 10 }),
    });
    const records = (await res.json()).data?.records ?? [];
    const found = records.find((d) => d.unitsObj?.channels === 4);
    if (found) return found;
    if (records.length === 0) break;
  }
  throw new Error('the seed has no device with 4 channels');
}

async function login(base) {
  const res = await fetch(`${base}/account/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Appid: 'agrimap-web', client: '3' },
    body: JSON.stringify({ username: ACCOUNTS.admin.userName, password: ACCOUNTS.admin.password }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`login failed: ${body.msg}`);
  return body.data.token;
}

async function round(browser, base, device) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    await page.goto(`${base}/login?redirect=${encodeURIComponent(SCREEN)}`);
    await page.getByLabel('用户名').fill(ACCOUNTS.admin.userName);
    await page.getByLabel('密码').fill(ACCOUNTS.admin.password);
    await page.getByLabel('密码').press('Enter');
    await page.waitForURL((u) => u.pathname === SCREEN);
    const name = page.getByLabel('设备名称');
    await name.fill(device.name);
    await name.press('Enter');
    const row = page.getByRole('row').filter({ hasText: device.snNumber ?? device.name });
    await row.getByRole('button', { name: '实时视频' }).waitFor();
    const message = page.getByRole('dialog').getByText(NO_PLUGIN);
    const t0 = Date.now();
    await row.getByRole('button', { name: '实时视频' }).click();
    await message.waitFor({ timeout: 60_000 });
    return Date.now() - t0;
  } finally {
    await context.close();
  }
}

const busy = [];
for (const port of PLUGIN_PORTS) if (await listening(port)) busy.push(port);
if (busy.length) {
  console.error(`Something listens on 127.0.0.1:${busy.join(', ')}: the wall would find it. Stop it first.`);
  process.exit(1);
}

const given = option('web-root');
const outDir = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), 'agrimap-video-wall-bench-'));
if (!given) await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} has no index.html`);
const sandbox = await startSandbox({
  host: '127.0.0.1',
  port: 0,
  dataDir: 'memory://',
  webRoot: outDir,
  quiet: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const samples = [];
try {
  const device = await deviceWithFourChannels(sandbox.url, await login(sandbox.url));
  for (let i = 0; i < ROUNDS; i++) samples.push(await round(browser, sandbox.url, device));
} finally {
  await browser.close();
  await sandbox.stop();
  if (!given) rmSync(outDir, { recursive: true, force: true });
}

const sorted = [...samples].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const worst = sorted.at(-1);
console.log(
  `### Video wall without its plugin: 实时视频 → ${NO_PLUGIN} (${ROUNDS} rounds, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)\n`,
);
console.log('| round | ms |');
console.log('| ---: | ---: |');
for (const [i, ms] of samples.entries()) console.log(`| ${i + 1} | ${ms} |`);
console.log(`\nMedian ${median} ms, worst ${worst} ms; target ≤ ${TARGET_MS} ms.\n`);
reportResult({
  what: 'Video wall: 未检测到视频插件 after 实时视频 without the plugin',
  target: `≤ ${TARGET_MS / 1000} s`,
  figure: `median ${(median / 1000).toFixed(2)} s, worst ${(worst / 1000).toFixed(2)} s (${ROUNDS} fresh pages)`,
  met: worst <= TARGET_MS,
  backend: 'Chromium',
});
