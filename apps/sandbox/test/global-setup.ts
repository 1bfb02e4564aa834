import { ensureSeedSnapshot } from '../src/db/open';

export default async function setup(): Promise<void> {
  await ensureSeedSnapshot();
}
