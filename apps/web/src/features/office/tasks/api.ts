/** The approval runtime calls of 待办 / 已办 / 抄送我的 and the request drawer. */
import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import { apiFetch, apiKey, apiQuery } from '@/lib/query';
import { taskMessages as m } from './messages';
import type { CopySearch, DoneSearch, TodoSearch } from './search';

export {
  type CopySearch,
  copySearch,
  type DoneSearch,
  doneSearch,
  type TodoSearch,
  todoSearch,
} from './search';

type Schemas = SystemComponents['schemas'];
export type TodoRow = Schemas['ApprovalTodoRow'];
export type DoneRow = Schemas['ApprovalDoneRow'];
export type RequestRow = Schemas['ApprovalRequestRow'];
export type CcRow = Schemas['ApprovalCcRow'];
export type RequestDetail = Schemas['ApprovalDetail'];
export type ActBody = Schemas['ApprovalActRequest'];

const kw = (keyword: string) => (keyword ? { keyword } : {});

export function todoQuery(client: PlatformClient, s: TodoSearch, pageSize: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/todo',
    { body: { ...kw(s.keyword), page: s.page, pageSize } },
    { meta: { errorText: m.loadFailed, what: 'approvalTodo' } },
  );
}

export function doneQuery(client: PlatformClient, s: DoneSearch, pageSize: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/done',
    { body: { ...kw(s.keyword), page: s.page, pageSize } },
    { meta: { errorText: m.loadFailed, what: 'approvalDone' } },
  );
}

export function mineQuery(client: PlatformClient, s: DoneSearch, pageSize: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/mine',
    {
      body: {
        ...(s.keyword ? { name: s.keyword } : {}),
        ...(s.status ? { status: Number(s.status) as 1 | 2 | 3 | 4 } : {}),
        page: s.page,
        pageSize,
      },
    },
    { meta: { errorText: m.loadFailed, what: 'approvalMine' } },
  );
}

export function copyQuery(client: PlatformClient, s: CopySearch, pageSize: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/cc',
    { body: { ...(s.read ? { read: s.read === '1' } : {}), page: s.page, pageSize } },
    { meta: { errorText: m.loadFailed, what: 'approvalCcPage' } },
  );
}

export function detailQuery(client: PlatformClient, id: number, taskId?: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/approvalRuntime/detail',
    { body: { id, ...(taskId ? { taskId } : {}) } },
    { meta: { errorText: m.drawer.loadFailed, what: 'approvalDetail' } },
  );
}

export const actOnTask = (client: PlatformClient, body: ActBody) =>
  apiFetch(client, 'system', 'post', '/api/v1/approvalRuntime/act', { body });

export const withdrawRequest = (client: PlatformClient, id: number) =>
  apiFetch(client, 'system', 'post', '/api/v1/approvalRuntime/withdraw', { body: { id } });

export const urgeRequest = (client: PlatformClient, id: number) =>
  apiFetch(client, 'system', 'post', '/api/v1/approvalRuntime/urge', { body: { id } });

export const readCopies = (client: PlatformClient, body: { ids?: number[]; all?: boolean }) =>
  apiFetch(client, 'system', 'post', '/api/v1/approvalRuntime/ccRead', { body });

/** Every list and figure of the runtime (refreshed after any decision). */
export const RUNTIME_KEYS = [
  apiKey('system', 'post', '/api/v1/approvalRuntime/todo'),
  apiKey('system', 'post', '/api/v1/approvalRuntime/done'),
  apiKey('system', 'post', '/api/v1/approvalRuntime/mine'),
  apiKey('system', 'post', '/api/v1/approvalRuntime/cc'),
  apiKey('system', 'post', '/api/v1/approvalRuntime/detail'),
  apiKey('system', 'post', '/api/v1/approvalRuntime/workbench'),
];
