import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import {
  createField,
  DEFAULT_LAYOUT,
  type FormDocument,
  type FormField,
  processConditionsOf,
  validateDocument,
} from '@/components/form-designer';
import { designerMessages as m } from '@/components/form-designer/messages';
import { isFieldType } from '@/components/form-fields/field-types';
import { apiFetch, apiQuery } from '@/lib/query';
import type { FlowSearch } from './search';

export type ApprovalRecord = SystemComponents['schemas']['ApprovalRecord'];
export { type FlowSearch, flowSearch } from './search';

export function flowListQuery(client: PlatformClient, search: FlowSearch, pageSize: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/actExApproval/page',
    { body: { ...(search.name ? { name: search.name } : {}), page: search.page, pageSize } },
    { meta: { errorText: m.list.loadFailed, what: 'approvalPage' } },
  );
}

/**
 * One flow by id. The approval operations have no read-by-id, so the list is read (all of it,
 * up to 1,000 flows) and the flow picked from it.
 */
export async function fetchFlow(client: PlatformClient, id: number): Promise<ApprovalRecord | undefined> {
  const { records } = await apiFetch(client, 'system', 'post', '/api/v1/actExApproval/page', {
    body: { page: 1, pageSize: 1000 },
  });
  return records.find((r) => r.id === id);
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

/** Saves a new flow (draft) with its form; answers the created record. */
export function addFlow(client: PlatformClient, name: string, document: FormDocument) {
  return apiFetch(client, 'system', 'post', '/api/v1/actExApproval/add', {
    body: {
      name,
      formKey: newKey('form'),
      processKey: newKey('process'),
      formItemList: document.fields as unknown as SystemComponents['schemas']['FormItem'][],
      processConditions: processConditionsOf(document.fields),
    },
  });
}

/** Saves the form of an existing flow. */
export function updateFlow(client: PlatformClient, id: number, name: string, document: FormDocument) {
  return apiFetch(client, 'system', 'post', '/api/v1/actExApproval/update', {
    body: {
      id,
      name,
      formItemList: document.fields as unknown as SystemComponents['schemas']['FormItem'][],
      processConditions: processConditionsOf(document.fields),
    },
  });
}
