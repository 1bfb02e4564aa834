// Types of bench-result.mjs for the TypeScript benchmarks.
export declare const RESULT_MARK: string;

export interface BenchResult {
  /** What is measured, as a reader of BENCHMARKS.md's table needs it. */
  what: string;
  /** The target, e.g. "p99 ≤ 50 ms", or "—" for a figure without one. */
  target: string;
  /** This run's figure. */
  figure: string | number;
  /** Whether the target is met; null when this run cannot decide. */
  met?: boolean | null;
  /** What the figure was measured on: PGlite, PostgreSQL, Node, Chromium (SwiftShader) … */
  backend?: string;
}

export declare function reportResult(result: BenchResult): void;
export declare function parseResults(output: string): Array<Required<BenchResult> & { figure: string }>;
