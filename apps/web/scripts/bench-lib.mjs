// Pieces shared by the map benches (map-bench.mjs, plots-bench.mjs): a static server for a built
// bench page and the statistics of its frame times.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
};

/** Serves the files under `root` on a free loopback port; resolves the listening server. */
export function serveStatic(root) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(root, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Mean, median, p95 and frames per second of a list of frame times (ms). */
export function frameStats(frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  const mean = frames.reduce((s, x) => s + x, 0) / frames.length;
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { mean, median: at(0.5), p95: at(0.95), fps: 1000 / mean };
}

/** The page size of a map bench: `--viewport WxH` (default 1280x800, the method of record). */
export function viewportOption(args) {
  const i = args.indexOf('--viewport');
  const match = i >= 0 ? /^(\d+)x(\d+)$/.exec(args[i + 1] ?? '') : null;
  if (i >= 0 && !match) throw new Error('--viewport expects WIDTHxHEIGHT, e.g. 1920x1080');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1280, height: 800 };
}
