/** The 工作台 calls: figures and reminders, the flows the user may start, a flow's start form, starting. */
import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import { apiFetch, apiQuery } from '@/lib/query';
import { workbenchMessages as m } from './messages';

export type Startable = SystemComponents['schemas']['ApprovalStartable'];
export type StartBody = SystemComponents['schemas']['ApprovalStartRequest'];

export const workbenchQuery = (client: PlatformClient) =>
  apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/workbench',
    { body: {} },
    {
      meta: { errorText: m.loadFailed, what: 'approvalWorkbench' },
    },
  );

export const startableQuery = (client: PlatformClient) =>
  apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/startable',
    { body: {} },
    {
      meta: { errorText: m.flowsFailed, what: 'approvalStartable' },
    },
  );

export const recentQuery = (client: PlatformClient) =>
  apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/mine',
    { body: { page: 1, pageSize: 5 } },
    {
      meta: { errorText: m.loadFailed, what: 'approvalMine' },
    },
  );

export const startFormQuery = (client: PlatformClient, id: number) =>
  apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/form',
    { body: { id } },
    {
      meta: { errorText: m.dialog.loadFailed, what: 'approvalStartForm' },
    },
  );

export const startRequest = (client: PlatformClient, body: StartBody) =>
  apiFetch(client, 'system', 'post', '/api/v1/approvalRuntime/start', { body });

/** The flows by 分组, groups and flows in the server's order (group, then name). */
export function groupFlows(flows: readonly Startable[], other: string): Array<[string, Startable[]]> {
  const groups = new Map<string, Startable[]>();
  for (const f of flows) {
    const key = f.flowGroup || other;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()];
}
