// Types of render.mjs for the TypeScript deployment test.
export declare const TEMPLATE: string;
export declare const SERVERS: ReadonlyArray<{ name: string; prefix: string }>;
export declare function upstreamVar(name: string): string;
export declare function contentSecurityPolicy(): string;
export declare function securityHeaders(): Record<string, string>;
export declare function webConfig(env?: Record<string, string | undefined>): { mapEpsg?: number };
export declare function configScript(config: object): string;
export declare function render(
  env: Record<string, string | undefined>,
  options: { configJs: string },
): { site: string; config: string; webRoot: string };
export declare function standaloneConf(dir: string): string;
export declare function serverLocation(server: { name: string; prefix: string }, url: URL): string;
export declare function parseUpstream(name: string, raw: string | undefined): URL;
