import type { TestSandbox } from './sandbox';

/**
 * POSTs `body` as JSON straight to the sandbox (past the screens), as the web client does; with
 * `token`, signed in. Answers the raw response.
 */
export function sandboxPost(
  sandbox: TestSandbox,
  path: string,
  body: unknown,
  token?: string,
): Promise<Response> {
  return sandbox.fetch(
    new Request(`http://sandbox${path}`, {
      method: 'POST',
      headers: {
        Appid: 'agrimap-web',
        client: '3',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: token } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Calls the shop server straight (POST with a JSON body) as the administrator, past the screen:
 * what a test compares the screen's figures with. Answers the envelope's `data`.
 */
export async function shopApi<T>(sandbox: TestSandbox, path: string, body: unknown): Promise<T> {
  const res = await sandboxPost(sandbox, `/shop${path}`, body, (await sandbox.login('admin')).token);
  return ((await res.json()) as { data: T }).data;
}
