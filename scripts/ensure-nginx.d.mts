// Types of ensure-nginx.mjs for the TypeScript deployment test.
export declare const NGINX: string;
export declare function ensureNginxInstalled(): string;
export declare function startNginx(
  dir: string,
  url: string,
  timeoutMs?: number,
): Promise<{ pid: number; stop: () => Promise<void> }>;
