import type { TestSandbox } from './sandbox';

/**
 * Calls the shop server straight (POST with a JSON body) as the administrator, past the screen:
 * what a test compares the screen's figures with. Answers the envelope's `data`.
 */
export async function shopApi<T>(sandbox: TestSandbox, path: string, body: unknown): Promise<T> {
  const res = await sandbox.fetch(
    new Request(`http://sandbox/shop${path}`, {
      method: 'POST',
      headers: {
        Appid: 'agrimap-web',
        client: '3',
        'Content-Type': 'application/json',
        Authorization: (await sandbox.login('admin')).token,
      },
      body: JSON.stringify(body),
    }),
  );
  return ((await res.json()) as { data: T }).data;
}
