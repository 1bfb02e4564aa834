/**
 * Throughput of the client against the simulator over loopback WebSockets.
 * Client and simulator share one Node process, so the figures include both sides' work.
 * Usage: pnpm --filter @agrimap/video-sdk bench
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { reportResult } from '../../../scripts/bench-result.mjs';
import { createMemoryPortStore, createVideoClient, Method, PluginConnection } from '../src/index.js';
import { startSimulator } from '../src/simulator/index.js';

interface Row {
  scenario: string;
  operations: number;
  messages: number;
  ms: number;
}

const rows: Row[] = [];

async function measure(
  scenario: string,
  operations: number,
  messages: number,
  run: () => Promise<void>,
): Promise<void> {
  const start = performance.now();
  await run();
  rows.push({ scenario, operations, messages, ms: performance.now() - start });
}

async function main(): Promise<void> {
  const sim = await startSimulator({ notifyDelayMs: 0, logLimit: 0 });
  const connection = new PluginConnection({
    WebSocket,
    ports: [sim.port],
    portStore: createMemoryPortStore(),
  });
  await connection.connect();

  // Warm-up.
  for (let i = 0; i < 500; i += 1) await connection.request(Method.heartbeat);

  const sequential = 5_000;
  await measure('request → reply, one at a time', sequential, sequential * 2, async () => {
    for (let i = 0; i < sequential; i += 1) await connection.request(Method.heartbeat);
  });

  const pipelined = 20_000;
  const inFlight = 64;
  await measure(`request → reply, ${inFlight} in flight`, pipelined, pipelined * 2, async () => {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < pipelined) {
        next += 1;
        await connection.request(Method.heartbeat);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
  });

  const events = 50_000;
  await measure('plugin events → client listeners', events, events, async () => {
    let received = 0;
    await new Promise<void>((resolve) => {
      const off = connection.on('event', () => {
        received += 1;
        if (received === events) {
          off();
          resolve();
        }
      });
      for (let i = 0; i < events; i += 1) sim.emitEvent(Method.windowClicked, { hwnd: 1, wndIndex: i % 64 });
    });
  });
  connection.dispose();

  const client = createVideoClient({
    WebSocket,
    ports: [sim.port],
    userAgent: null,
    portStore: createMemoryPortStore(),
    interfaces: { real: async ({ data }) => ({ url: `rtsp://127.0.0.1/live/${data.channelId}` }) },
  });
  await client.connect();
  const win = await client.createWindow({
    rect: { left: 0, top: 0, width: 1280, height: 720 },
    viewport: { clientAreaWidth: 1920, clientAreaHeight: 1080 },
    division: 16,
  });

  const geometry = 20_000;
  await measure('window.change geometry updates (fire and forget)', geometry, geometry * 2, async () => {
    const before = sim.stats.replies;
    const viewport = { clientAreaWidth: 1920, clientAreaHeight: 1080 };
    for (let i = 1; i <= geometry; i += 1)
      win.syncGeometry({ left: i, top: 0, width: 1280, height: 720 }, viewport);
    while (sim.stats.replies - before < geometry) await new Promise((resolve) => setImmediate(resolve));
  });

  const cycles = 1_000;
  const slots = 16;
  // Per cycle: realmonitor request + reply + notify event, video.close request + reply.
  await measure(`live open + close, ${slots} sub-windows in parallel`, cycles, cycles * 5, async () => {
    let next = 0;
    const worker = async (snum: number): Promise<void> => {
      while (next < cycles) {
        next += 1;
        await win.openLive({ snum, channel: { channelId: `ch${snum}$1$0$0` } });
        await win.closeVideo(snum);
      }
    };
    await Promise.all(Array.from({ length: slots }, (_, snum) => worker(snum)));
  });

  client.dispose();
  await sim.stop();

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\n@agrimap/video-sdk — client ⇄ simulator on loopback (Node ${process.version}, ${cpus().length} × ${cpu})\n`,
  );
  console.log('| Scenario | Operations | Messages | Time (ms) | Messages/s |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const rate = Math.round((row.messages / row.ms) * 1000);
    console.log(
      `| ${row.scenario} | ${row.operations.toLocaleString('en-US')} | ${row.messages.toLocaleString('en-US')} | ${row.ms.toFixed(0)} | ${rate.toLocaleString('en-US')} |`,
    );
  }
  console.log('\nMessages count both directions (a request and its reply are two).\n');
  const pipelinedRow = rows.find((row) => row.scenario.includes('64 in flight'));
  if (pipelinedRow)
    reportResult({
      what: 'Video SDK: request → reply with the plugin simulator, 64 in flight',
      target: '—',
      figure: `${Math.round((pipelinedRow.messages / pipelinedRow.ms) * 1000).toLocaleString('en-US')} messages/s`,
      backend: 'Node, loopback',
    });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
