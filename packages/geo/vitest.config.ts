import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'geo', include: ['src/**/*.test.ts'], environment: 'node' },
});
