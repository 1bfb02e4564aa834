// Types of lib.mjs for TypeScript harnesses.
export declare function run(cmd: string, args: string[], options?: object): Promise<number>;
export declare function freePort(): Promise<number>;
export declare function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
