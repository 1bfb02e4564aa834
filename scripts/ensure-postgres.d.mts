// Types of ensure-postgres.mjs for TypeScript harnesses.
export declare const DEFAULT_DATABASE: string;
export declare function ensurePostgresInstalled(): string;
export declare function startPostgres(options?: { database?: string }): Promise<{
  url: string;
  port: number;
  version: string;
  stop: () => void;
}>;
