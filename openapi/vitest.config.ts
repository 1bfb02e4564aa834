import { defineProject } from 'vitest/config';

export default defineProject({
  // Generous, as in every project of this workspace: see the root vitest.config.ts.
  test: { name: 'openapi', include: ['*.test.ts'], environment: 'node', testTimeout: 90_000 },
});
