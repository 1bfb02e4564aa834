import type { PlatformClient, UserInfo } from '@agrimap/sdk';
import { apiFetch } from '@/lib/query';

/**
 * `POST /api/v1/log/save`: records one operation of the user. SPEC §8: the outcome is only
 * logged to the console; it never blocks or disturbs what the user is doing.
 */
export async function saveOperationLog(
  client: PlatformClient,
  user: UserInfo,
  operaname: string,
): Promise<void> {
  try {
    await apiFetch(client, 'system', 'post', '/api/v1/log/save', {
      body: { userid: user.user_id, loginname: user.user_name, realname: user.real_name, operaname },
    });
    console.info(`[operation-log] recorded: ${operaname}`);
  } catch (error) {
    console.warn(`[operation-log] not recorded: ${operaname}`, error);
  }
}
