import type { PlatformClient } from '@agrimap/sdk';
import { apiFetch } from '@/lib/query';

/**
 * `POST /api/auth/logout`: ends the session of `token` on the server, so the token is refused
 * from now on (not only forgotten by this browser). The token is passed explicitly: by the time
 * this runs the app has already forgotten it and opened the login page, where a 401 (a session
 * that had ended anyway) disturbs no one. A failure is only logged: the local session is gone
 * whatever the server answers.
 */
export async function endServerSession(client: PlatformClient, token: string | undefined): Promise<void> {
  if (!token) return;
  try {
    // The token goes in its own Authorization header: the client's auth middleware has none left
    // to add (the session is already forgotten locally), and this must name the ended one.
    await apiFetch(client, 'account', 'post', '/api/auth/logout', { headers: { Authorization: token } });
  } catch (error) {
    console.warn('[logout] the server did not end the session', error);
  }
}
