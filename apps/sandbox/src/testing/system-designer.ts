/**
 * The provider state of the form designer's interactions (contract tests): an approval flow and an
 * attachment uploaded by `admin`, with fixed ids, (re)made before each interaction, and a free process key for
 * the "add" interaction.
 */
import type { Queryable } from '../db/adapter';
import { startWithApprover } from '../seed/process-designer';

export const DESIGNER_FIXTURES = {
  flow: { id: 9601, name: '契约测试流程', formKey: 'form_pact', processKey: 'process_pact' },
  /** Used by approvalAdd. */
  newProcessKey: 'process_pact_new',
  file: { fileId: 'pact_file_0001', fileName: '契约附件.txt', content: 'pact attachment' },
} as const;

/** Makes the fixtures true (upserts with fixed ids). */
export async function setUpDesignerFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = DESIGNER_FIXTURES;
  const iso = now.toISOString();
  await tx.query('delete from approval where id = $1 or process_key = any($2::text[])', [
    F.flow.id,
    [F.flow.processKey, F.newProcessKey],
  ]);
  const items = [
    {
      formId: 1,
      vModel: 'field1',
      cmpType: 'custom',
      tag: 'fc-amount',
      tagIcon: 'amount',
      label: '采购金额',
      layout: 'colFormItem',
      required: true,
      proCondition: true,
      span: 24,
    },
  ];
  // A finished process (发起人 → 审批人: 发起人自己), so 发布 succeeds.
  const process = startWithApprover({
    content: '发起人自己',
    properties: { title: '审批人', assigneeType: 'myself', counterSign: true, formOperates: [] },
  });
  await tx.query(
    `insert into approval (id, name, form_key, process_key, status, version, remark, form_item_list, process_conditions, process_data, create_time, update_time, creator)
     values ($1, $2, $3, $4, 0, 0, '契约测试', $5::jsonb, $6::jsonb, $8::jsonb, $7::timestamptz, $7::timestamptz, '系统管理员')`,
    [
      F.flow.id,
      F.flow.name,
      F.flow.formKey,
      F.flow.processKey,
      JSON.stringify(items),
      JSON.stringify([{ formId: 1, label: '采购金额', tag: 'fc-amount' }]),
      iso,
      JSON.stringify(process),
    ],
  );
  await tx.query('delete from spatial_file where file_id = $1', [F.file.fileId]);
  await tx.query(
    `insert into spatial_file (file_id, file_name, content_type, content, create_time, uploader_id)
     values ($1, $2, 'text/plain', $3, $4::timestamptz, (select id from app_user where user_name = 'admin'))`,
    [F.file.fileId, F.file.fileName, Buffer.from(F.file.content, 'utf8'), iso],
  );
  return { flowId: F.flow.id, fileId: F.file.fileId };
}
