// attw --pack and publint for every published package: the packages side by side (most of the
// time is spent starting the tools and packing), the two checks of a package one after the other
// (both pack it), each check's output printed whole when it ends.
import { spawn } from 'node:child_process';

const PACKAGES = ['packages/sdk', 'packages/geo', 'packages/video-sdk'];
const CHECKS = [
  ['attw', ['exec', 'attw', '--pack', '.', '--format', 'table-flipped']],
  ['publint', ['exec', 'publint', '--strict']],
];

function check(dir, name, args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    const done = (code) => {
      console.log(`— ${dir}: ${name}${code === 0 ? '' : ` failed (exit ${code})`}`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      done(127);
    });
  });
}

const results = await Promise.all(
  PACKAGES.map(async (dir) => {
    let ok = true;
    for (const [name, args] of CHECKS) ok = (await check(dir, name, args)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
