/**
 * 供应商主体管理: suppliers with their credit code (GB 32100-2015 check character, unique), the
 * pesticide dealer licence and its expiry (即将到期 within 30 days, 已过期 after), and the review
 * states 待审核 → 已通过 / 已驳回 (reason), 已通过 ↔ 已停用. An edit of a rejected supplier resubmits it.
 */

import { isValidCreditCode } from '@agrimap/rules';
import { type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { DAY_MS, formatDate } from '../../util/time';
import { ok, requireUser, typedHandlers } from '../types';
import { suppliers } from './entities';
import { SHM } from './messages';
import {
  conflict,
  LICENCE_WARNING_DAYS,
  licenceState,
  refuse,
  removeUnlessUsed,
  underRegion,
} from './shared';

export const SupplierStatus = { Pending: 0, Approved: 1, Disabled: 2, Rejected: 3 } as const;

const MOBILE = /^1[3-9]\d{9}$/;

function toSupplier(r: RecordOf<typeof suppliers>, today: string) {
  const daysLeft =
    r.licenceExpiry === null
      ? null
      : Math.round((Date.parse(`${r.licenceExpiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return { ...r, licenceDaysLeft: daysLeft, licenceState: licenceState(daysLeft) };
}

const todayOf = (now: Date) => formatDate(now);

export const SUPPLIER_HANDLERS = typedHandlers({
  async supplierPage(ctx) {
    const b = ctx.body;
    const today = todayOf(ctx.app.now());
    const soon = formatDate(new Date(ctx.app.now().getTime() + LICENCE_WARNING_DAYS * DAY_MS));
    const where = [
      ...(b.creditCode ? [sql`left(t.credit_code, ${b.creditCode.length}) = ${b.creditCode}`] : []),
      ...(b.qhdm ? [underRegion(suppliers.field('qhdm'), b.qhdm)] : []),
      ...(b.licence === 'expired' ? [sql`t.licence_expiry < ${today}`] : []),
      ...(b.licence === 'expiring'
        ? [sql`t.licence_expiry >= ${today} and t.licence_expiry <= ${soon}`]
        : []),
    ];
    const page = await suppliers.list(ctx.db, {
      filter: { name: b.name ? { contains: b.name } : undefined, status: b.status },
      where,
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok({ total: page.total, records: page.records.map((r) => toSupplier(r, today)) });
  },

  async supplierDetail(ctx) {
    return ok(toSupplier(await suppliers.get(ctx.db, ctx.query.id), todayOf(ctx.app.now())));
  },

  async supplierSave(ctx) {
    const { id, ...b } = ctx.body;
    const creditCode = b.creditCode.trim().toUpperCase();
    if (!isValidCreditCode(creditCode)) refuse(SHM.creditCodeInvalid);
    if (!MOBILE.test(b.contactPhone)) refuse(SHM.phoneInvalid);
    const values = {
      name: b.name.trim(),
      creditCode,
      enterpriseType: b.enterpriseType,
      contactName: b.contactName.trim(),
      contactPhone: b.contactPhone,
      qhdm: b.qhdm,
      qhmc: b.qhmc,
      address: b.address,
      lon: b.lon ?? null,
      lat: b.lat ?? null,
      licenceNo: b.licenceNo?.trim() || null,
      licenceExpiry: b.licenceExpiry ?? null,
      updateTime: ctx.app.now(),
    };
    return ctx.db.transaction(async (tx) => {
      if (id === undefined) {
        const created = await suppliers.insert(tx, {
          ...values,
          status: SupplierStatus.Pending,
          createTime: ctx.app.now(),
        });
        return ok({ id: created.id }, M.added);
      }
      const current = await suppliers.get(tx, id);
      const resubmit = current.status === SupplierStatus.Rejected;
      await suppliers.patch(tx, id, {
        ...values,
        ...(resubmit ? { status: SupplierStatus.Pending, rejectReason: null } : {}),
      });
      return ok({ id }, M.saved);
    });
  },

  async supplierAudit(ctx) {
    const user = requireUser(ctx);
    const { id, pass, reason } = ctx.body;
    const trimmed = reason?.trim() ?? '';
    if (!pass && !trimmed) refuse(SHM.rejectReasonRequired);
    return ctx.db.transaction(async (tx) => {
      const current = await suppliers.get(tx, id);
      if (current.status !== SupplierStatus.Pending) conflict(SHM.supplierNotPending);
      await suppliers.patch(tx, id, {
        status: pass ? SupplierStatus.Approved : SupplierStatus.Rejected,
        rejectReason: pass ? null : trimmed,
        auditTime: ctx.app.now(),
        auditor: user.realName,
      });
      return ok(null, pass ? '审核通过' : '已驳回');
    });
  },

  async supplierStatus(ctx) {
    const { id, status } = ctx.body;
    return ctx.db.transaction(async (tx) => {
      const current = await suppliers.get(tx, id);
      if (current.status !== SupplierStatus.Approved && current.status !== SupplierStatus.Disabled) {
        conflict(SHM.supplierStatusInvalid);
      }
      await suppliers.patch(tx, id, { status, updateTime: ctx.app.now() });
      return ok(null, status === SupplierStatus.Approved ? '启用成功' : '停用成功');
    });
  },

  async supplierDelete(ctx) {
    return removeUnlessUsed(ctx.db, suppliers, ctx.body.id, (r) => r.skuCount > 0, SHM.supplierInUse);
  },
});
