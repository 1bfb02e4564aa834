// Types of smoke.mjs for the TypeScript deployment test.
export declare function smoke(
  base: string,
  credentials?: { user?: string; password?: string },
): Promise<Array<{ name: string; ok: boolean; detail: string }>>;
