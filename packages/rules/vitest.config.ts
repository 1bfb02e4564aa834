import { defineProject } from 'vitest/config';

export default defineProject({
  // Generous, as in every project of this workspace: see the root vitest.config.ts.
  test: { name: 'rules', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
