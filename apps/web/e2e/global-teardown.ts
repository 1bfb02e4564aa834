/** Stops the sandbox started by global setup. */
export default async function globalTeardown(): Promise<void> {
  const sandbox = globalThis.__agrimapSandbox;
  globalThis.__agrimapSandbox = undefined;
  await sandbox?.stop();
}
