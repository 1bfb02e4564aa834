// A vitest reporter that lists every test that needed a retry (passed on it or not), for the test
// command's flakiness summary (scripts/test-all.mjs). Vitest's JSON report does not say which
// tests were retried. Writes a JSON array to VITEST_RETRIES_FILE (nothing without it):
//   [{ "file": "apps/web/src/…test.tsx", "name": "suite > test", "project": "web", "retries": 1, "state": "passed" }]
//
//   vitest run --reporter=default --reporter=./scripts/vitest-retries-reporter.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default class RetriesReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries === 0) return;
    this.retried.push({
      file: path.relative(root, testCase.module.moduleId).split(path.sep).join('/'),
      name: testCase.fullName,
      project: testCase.project.name,
      retries,
      state: testCase.result().state === 'passed' ? 'passed' : 'failed',
    });
  }

  onTestRunEnd() {
    const file = process.env.VITEST_RETRIES_FILE;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(this.retried, null, 2)}\n`);
  }
}
