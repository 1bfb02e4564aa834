/** What every bench does first: the web app's platform headers and the seed administrator's token. */

/** The headers of the web app's JSON requests (add `Authorization` for a signed-in one). */
export const JSON_HEADERS = { Appid: 'agrimap-web', client: '3', 'Content-Type': 'application/json' };

/** Signs in as the seed's administrator on the sandbox at `url`; the session token. */
export async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/account/api/auth/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}
