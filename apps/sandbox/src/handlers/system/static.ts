/** Static JSON files of the organisation picker and the approval designer. */
import type { Queryable } from '../../db/adapter';
import { sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, type OpHandler, ok, raw, typedHandlers } from '../types';
import { approvals } from './approvals';

const firstRootDept = async (ctx: { db: Queryable }) =>
  (
    await ctx.db.query<{ id: number; name: string }>(
      'select id, name from department where parent_id = 0 order by sort, id limit 1',
    )
  )[0];

const staticDepRoot: OpHandler<'staticDepRoot'> = async (ctx) => {
  const root = (await firstRootDept(ctx)) ?? fail(Code.NotFound, M.deptNotFound);
  return ok({ deptId: root.id, deptName: root.name, parentDeptId: null }, '获取成功');
};

const staticDepChild: OpHandler<'staticDepChild'> = async (ctx) => {
  const parent = ctx.query.orgId ?? (await firstRootDept(ctx))?.id ?? 0;
  const rows = await ctx.db.query<{ id: number; name: string; parent_id: number }>(
    'select id, name, parent_id from department where parent_id = $1 order by sort, id',
    [parent],
  );
  return ok(
    rows.map((r) => ({ deptId: r.id, deptName: r.name, parentDeptId: r.parent_id })),
    '获取成功',
  );
};

const staticInitMockConf: OpHandler<'staticInitMockConf'> = async (ctx) => {
  const [a] = await approvals.all(ctx.db, { where: [sql`t.process_data is not null`], orderBy: 't.id' });
  if (!a) return fail(Code.NotFound, M.approvalNotFound);
  return raw({
    basicSetting: {
      flowName: a.name,
      flowImg: 3,
      flowGroup: 1,
      flowRemark: a.remark ?? '',
      initiator: { 'dep&user': [] },
    },
    processData: a.processData,
    formData: {
      fields: a.formItemList,
      formRef: 'elForm',
      formModel: 'formData',
      size: 'small',
      labelPosition: 'right',
      labelWidth: 100,
      formRules: 'rules',
      gutter: 15,
      disabled: false,
      span: 24,
      formBtns: false,
    },
    advancedSetting: {
      autoRepeat: true,
      myAuditAutoPass: false,
      remarkTip: '请填写审批意见',
      remarkRequired: false,
      notVisibleForSponsor: false,
    },
  });
};

export const STATIC_HANDLERS = typedHandlers({ staticDepRoot, staticDepChild, staticInitMockConf });
