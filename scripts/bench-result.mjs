// How a benchmark reports a target's figure to `pnpm bench` (scripts/bench.mjs), which collects
// these lines from the benchmark's output and writes them as rows of BENCHMARKS.md's table:
//
//   BENCH-RESULT {"what":"…","target":"≤ 50 ms p99","figure":"p99 14 ms","met":true,"backend":"PGlite"}
//
// `met`: true / false, or null when the run cannot decide (e.g. a frame-rate target on a machine
// without a GPU). `backend`: what the figure was measured on (PGlite, PostgreSQL, Chromium
// (SwiftShader), Node …). A benchmark may print anything else around these lines.

export const RESULT_MARK = 'BENCH-RESULT ';

/** Prints one result line. */
export function reportResult({ what, target, figure, met, backend }) {
  if (!what || !target || figure === undefined) throw new Error('a result needs what, target and figure');
  const m = met === undefined ? null : met;
  console.log(
    `${RESULT_MARK}${JSON.stringify({ what, target, figure: String(figure), met: m, backend: backend ?? '—' })}`,
  );
}

/** The result lines in a benchmark's output. */
export function parseResults(output) {
  return output
    .split('\n')
    .filter((line) => line.startsWith(RESULT_MARK))
    .map((line) => JSON.parse(line.slice(RESULT_MARK.length)));
}
