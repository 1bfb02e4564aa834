import { openPostgres } from '../src/db/adapter';
import { migrate } from '../src/db/migrate';
import { ensureSeedSnapshot } from '../src/db/open';
import { isSeeded, resetToSeed, seedDatabase } from '../src/seed/index';

/**
 * Builds the PGlite seed snapshot once, and — when SANDBOX_TEST_DATABASE_URL is set — migrates and
 * seeds that PostgreSQL database, the template every PostgreSQL test file copies (test/backends.ts).
 */
export default async function setup(): Promise<void> {
  const url = process.env.SANDBOX_TEST_DATABASE_URL;
  await Promise.all([
    ensureSeedSnapshot(),
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
