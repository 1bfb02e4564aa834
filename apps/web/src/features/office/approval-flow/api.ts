import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';
import {
  createField,
  DEFAULT_LAYOUT,
  type FormField,
  processConditionsOf,
  validateDocument,
} from '@/components/form-designer';
import { designerMessages as m } from '@/components/form-designer/messages';
import { isFieldType } from '@/components/form-fields/field-types';
import { pageBody, pageQuery } from '@/lib/page-query';
import { apiFetch, apiKey, apiViewKey } from '@/lib/query';
import type { StartNode } from './process-model';
import type { FlowSearch } from './search';

export type ApprovalRecord = SystemComponents['schemas']['ApprovalRecord'];
export { type FlowSearch, flowSearch } from './search';

export function flowListQuery(client: PlatformClient, search: FlowSearch, pageSize: number) {
  return pageQuery(
    client,
    'system',
    '/api/v1/actExApproval/page',
    {
      ...pageBody(search, ['name', 'flowGroup'], pageSize),
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 | 2 } : {}),
    },
    { errorText: m.list.loadFailed, what: 'approvalPage' },
  );
}

const ALL_FLOWS = { body: { page: 1, pageSize: 1000 } };

/**
 * One flow by id. The approval operations have no read-by-id, so the list is read (all of it,
 * up to 1,000 flows) and the flow picked from it.
 */
export async function fetchFlow(client: PlatformClient, id: number): Promise<ApprovalRecord | undefined> {
  const { records } = await apiFetch(client, 'system', 'post', '/api/v1/actExApproval/page', ALL_FLOWS);
  return records.find((r) => r.id === id);
}

/**
 * {@link fetchFlow} as a query (null when there is no such flow): keyed under the list's call, so
 * invalidating {@link FLOW_LIST_KEY} reaches it.
 */
export function flowQuery(client: PlatformClient, id: number | null) {
  return queryOptions({
    queryKey: apiViewKey('system', 'post', '/api/v1/actExApproval/page', ALL_FLOWS, 'flow', id),
    queryFn: async () => (await fetchFlow(client, id as number)) ?? null,
  });
}

/**
 * A flow's saved form items as a document: items saved by other designers (missing width,
 * tags, …) get our defaults for their type first, then the document is validated.
 */
export function documentOfItems(items: readonly unknown[]): ReturnType<typeof validateDocument> {
  const fields = items.map((raw) => {
    const item = raw as Partial<FormField> & { formId?: number };
    if (!isFieldType(item.tagIcon) || typeof item.formId !== 'number') return raw;
    const base = createField(item.tagIcon, item.formId);
    const children = Array.isArray(item.children)
      ? (documentOfChildren(item.children) as FormField[])
      : base.children;
    return { ...base, ...item, ...(children ? { children } : {}) };
  });
  return validateDocument({ version: 1, fields, formModel: {}, rules: {}, layout: DEFAULT_LAYOUT });
}

function documentOfChildren(children: readonly unknown[]): unknown[] {
  return children.map((raw) => {
    const item = raw as Partial<FormField>;
    if (!isFieldType(item.tagIcon) || typeof item.formId !== 'number') return raw;
    return { ...createField(item.tagIcon, item.formId), ...item };
  });
}

/** A key for a new flow's form and process (letter first, then letters, digits, _). */
function newKey(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** What the designer saves: 基础设置, the form, the process tree and 高级设置. */
export interface FlowDraft {
  name: string;
  flowGroup: string;
  flowImg: number;
  remark: string;
  fields: FormField[];
  process: StartNode;
  advanced: AdvancedSetting;
}
export type AdvancedSetting = SystemComponents['schemas']['ApprovalAdvancedSetting'];

function flowBody(draft: FlowDraft) {
  return {
    name: draft.name,
    flowGroup: draft.flowGroup,
    flowImg: draft.flowImg,
    remark: draft.remark,
    formItemList: draft.fields as unknown as SystemComponents['schemas']['FormItem'][],
    processConditions: processConditionsOf(draft.fields),
    processData: draft.process as unknown as SystemComponents['schemas']['ProcessNode'],
    advancedSetting: draft.advanced,
  };
}

/** Saves a new flow as a draft (未发布); answers the created record. */
export function addFlow(client: PlatformClient, draft: FlowDraft) {
  return apiFetch(client, 'system', 'post', '/api/v1/actExApproval/add', {
    body: { ...flowBody(draft), formKey: newKey('form'), processKey: newKey('process') },
  });
}

/** Saves an existing flow (back to 未发布 until published again). */
export function updateFlow(client: PlatformClient, id: number, draft: FlowDraft) {
  return apiFetch(client, 'system', 'post', '/api/v1/actExApproval/update', {
    body: { id, ...flowBody(draft) },
  });
}

/** 发布: refused (ApiError with the server's message naming the node) for an unfinished tree. */
export function deployFlow(client: PlatformClient, id: number) {
  return apiFetch(client, 'system', 'post', '/api/v1/actExApproval/deploy', { body: { id } });
}

export function disableFlow(client: PlatformClient, id: number) {
  return apiFetch(client, 'system', 'post', '/api/v1/actExApproval/disable', { body: { id } });
}

export function deleteFlow(client: PlatformClient, id: number) {
  return apiFetch(client, 'system', 'post', '/api/v1/actExApproval/del', { body: { id } });
}

/** Every cached call of the flow list (to refresh it after a change). */
export const FLOW_LIST_KEY = apiKey('system', 'post', '/api/v1/actExApproval/page');
