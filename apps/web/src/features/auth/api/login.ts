import { type PlatformClient, setToken, type UserInfo } from '@agrimap/sdk';
import { TOKEN_PREFIX } from '@/lib/config';
import { apiFetch } from '@/lib/query';
import { clearSession } from '@/lib/session';
import { fetchUserMenu } from '@/lib/user-menu';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Logs in (`POST /api/auth/login`), then fetches the user's menu tree
 * (`POST /api/v1/menu/tree/list`, which needs the new token) and returns the user info to store.
 * Rejects with the SDK's ApiError carrying the server's message (e.g. 用户名或密码错误).
 */
export async function login(client: PlatformClient, credentials: Credentials): Promise<UserInfo> {
  const result = await apiFetch(client, 'account', 'post', '/api/auth/login', { body: credentials });
  if (!result) throw new Error('login answered without a session');
  setToken(TOKEN_PREFIX, result.token);
  try {
    const menu = await fetchUserMenu(client);
    return {
      token: result.token,
      zt_token: result.zt_token ?? '',
      user_id: String(result.user_id),
      user_name: result.user_name,
      real_name: result.real_name,
      curLabel: result.curLabel,
      auth_list: menu,
    };
  } catch (error) {
    clearSession();
    throw error;
  }
}
