import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/adapter';
import { migrate } from '../src/db/migrate';
import { ensureSeedSnapshot } from '../src/db/open';
import { isSeeded, resetToSeed, seedDatabase } from '../src/seed/index';

/**
 * Builds the PGlite seed snapshot once, and — when SANDBOX_TEST_DATABASE_URL is set — migrates and
 * seeds that PostgreSQL database, the template every PostgreSQL test file copies (test/backends.ts).
 * A project limited to one backend (SANDBOX_TEST_BACKEND in its `test.env`) prepares only that one.
 */
export default async function setup(project: TestProject): Promise<void> {
  const only = project.config.env?.SANDBOX_TEST_BACKEND;
  const url = only === 'pglite' ? undefined : process.env.SANDBOX_TEST_DATABASE_URL;
  await Promise.all([
    only === 'postgres' ? undefined : ensureSeedSnapshot(),
    (async () => {
      if (!url) return;
      const db = await openPostgres(url);
      try {
        await migrate(db);
        const now = new Date();
        // A database seeded earlier may hold edits: back to the seed.
        if (await isSeeded(db)) await db.transaction((tx) => resetToSeed(tx, now));
        else await db.transaction((tx) => seedDatabase(tx, now));
      } finally {
        await db.close();
      }
    })(),
  ]);
}
