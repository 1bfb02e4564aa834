import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../src/cli';

describe('sandbox CLI arguments', () => {
  it('resolves a data directory but keeps memory:// (an in-memory database) as given', () => {
    expect(parseArgs(['--data-dir', 'tmp/sb']).dataDir).toBe(path.resolve('tmp/sb'));
    expect(parseArgs(['--data-dir=memory://']).dataDir).toBe('memory://');
    expect(parseArgs(['reset', '--data-dir', 'memory://']).command).toBe('reset');
  });

  it('rejects bad ports, missing values and unknown flags', () => {
    expect(() => parseArgs(['--port', '70000'])).toThrow('--port must be 0–65535');
    expect(() => parseArgs(['--host'])).toThrow('--host needs a value');
    expect(() => parseArgs(['--nope'])).toThrow('unknown argument --nope');
    expect(parseArgs(['--port', '0', '--quiet', '--validate-responses'])).toMatchObject({
      port: 0,
      quiet: true,
      validateResponses: true,
    });
  });

  it('serves the test hooks only when asked (--test-hooks)', () => {
    expect(parseArgs([]).testHooks).toBe(false);
    expect(parseArgs(['--test-hooks']).testHooks).toBe(true);
  });

  it('loads the demo province only when asked (--demo; AGRIMAP_DEMO decides when set)', () => {
    expect(parseArgs([]).demo).toBe(false);
    expect(parseArgs(['reset', '--demo']).demo).toBe(true);
  });
});
