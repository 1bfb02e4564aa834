import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'video-sdk', include: ['src/**/*.test.ts'], environment: 'node' },
});
