/**
 * The shop server's supply-chain tables (migration 004), one declaration each (see db/entity.ts).
 *
 * - `sku` is a single item (单品: name, agri-input category, brand, supplier, registration number);
 * - `sku_spec` one specification of it — the SKU proper that is priced, stocked and sold
 *   (barcode, unit, prices in cents, warning stock). Stock and documents refer to `sku_spec.id`.
 */
import { col, defineEntity } from '../../db/entity';
import { Code } from '../codes';
import { SHM } from './messages';

/** Spec attribute of an item: its name and values (the grid is their cartesian product). */
export interface SpecAttr {
  name: string;
  values: string[];
}

export const productCategories = defineEntity({
  table: 'product_category',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    parentId: col.int('parent_id'),
    level: col.smallint('level'),
    sort: col.int('sort'),
    icon: col.text('icon').nullable(),
    status: col.smallint('status').defaulted(),
  },
  computed: { hasChildren: col.bool('exists (select 1 from product_category k where k.parent_id = t.id)') },
  notFound: { msg: SHM.categoryNotFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

export const brands = defineEntity({
  table: 'brand',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    logo: col.text('logo').nullable(),
    sort: col.int('sort').defaulted(),
    status: col.smallint('status').defaulted(),
    description: col.text('description').defaulted(),
    createTime: col.time('create_time').defaulted(),
  },
  computed: { skuCount: col.int('(select count(*)::int from sku s where s.brand_id = t.id)') },
  unique: [{ fields: ['name'], msg: SHM.brandExists, code: Code.Conflict }],
  notFound: { msg: SHM.brandNotFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

export const suppliers = defineEntity({
  table: 'supplier',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    creditCode: col.text('credit_code'),
    enterpriseType: col.text('enterprise_type'),
    contactName: col.text('contact_name'),
    contactPhone: col.text('contact_phone'),
    qhdm: col.text('qhdm'),
    qhmc: col.text('qhmc'),
    address: col.text('address').defaulted(),
    lon: col.float('lon').nullable(),
    lat: col.float('lat').nullable(),
    licenceNo: col.text('licence_no').nullable(),
    licenceExpiry: col.text('licence_expiry').nullable(),
    status: col.smallint('status').defaulted(),
    rejectReason: col.text('reject_reason').nullable(),
    auditTime: col.time('audit_time').nullable(),
    auditor: col.text('auditor').nullable(),
    createTime: col.time('create_time').defaulted(),
    updateTime: col.time('update_time').defaulted(),
  },
  computed: {
    skuCount: col.int('(select count(*)::int from sku s where s.supplier_id = t.id)'),
  },
  unique: [{ fields: ['creditCode'], msg: SHM.creditCodeExists, code: Code.Conflict }],
  notFound: { msg: SHM.supplierNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
});

export const skus = defineEntity({
  table: 'sku',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    categoryCode: col.text('category_code'),
    brandId: col.int('brand_id').nullable(),
    supplierId: col.int('supplier_id').nullable(),
    manufacturer: col.text('manufacturer').defaulted(),
    registrationNo: col.text('registration_no').nullable(),
    specAttrs: col.json<SpecAttr[]>('spec_attrs').defaulted(),
    images: col.json<string[]>('images').defaulted(),
    description: col.text('description').defaulted(),
    status: col.smallint('status').defaulted(),
    createTime: col.time('create_time').defaulted(),
    updateTime: col.time('update_time').defaulted(),
  },
  computed: {
    categoryName: col.text(
      `(select e.name from dic_entry e where e.dic_number = 'nzlx' and e.code = t.category_code limit 1)`,
    ),
    brandName: col.text('(select b.name from brand b where b.id = t.brand_id)').nullable(),
    supplierName: col.text('(select s.name from supplier s where s.id = t.supplier_id)').nullable(),
    specCount: col.int('(select count(*)::int from sku_spec p where p.sku_id = t.id)'),
    minPriceCents: col.int('(select min(p.price_cents) from sku_spec p where p.sku_id = t.id)').nullable(),
  },
  notFound: { msg: SHM.skuNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
});

export const skuSpecs = defineEntity({
  table: 'sku_spec',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    skuId: col.int('sku_id'),
    spec: col.text('spec'),
    specValues: col.json<string[]>('spec_values').defaulted(),
    barcode: col.text('barcode').nullable(),
    unit: col.text('unit'),
    priceCents: col.int('price_cents'),
    marketPriceCents: col.int('market_price_cents'),
    costPriceCents: col.int('cost_price_cents'),
    warningStock: col.int('warning_stock').defaulted(),
    status: col.smallint('status').defaulted(),
    sort: col.int('sort').defaulted(),
  },
  computed: {
    skuName: col.text('(select s.name from sku s where s.id = t.sku_id)'),
    skuStatus: col.smallint('(select s.status from sku s where s.id = t.sku_id)'),
  },
  unique: [{ fields: ['barcode'], msg: SHM.barcodeExists, code: Code.Conflict }],
  notFound: { msg: SHM.specNotFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

export const setmeals = defineEntity({
  table: 'setmeal',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    priceCents: col.int('price_cents'),
    status: col.smallint('status').defaulted(),
    description: col.text('description').defaulted(),
    createTime: col.time('create_time').defaulted(),
    updateTime: col.time('update_time').defaulted(),
  },
  computed: {
    /** Σ quantity × the item's 售价, in cents (integers: no rounding). */
    itemsTotalCents: col.int(
      `(select coalesce(sum(i.quantity * p.price_cents), 0)::int from setmeal_item i join sku_spec p on p.id = i.sku_spec_id where i.setmeal_id = t.id)`,
    ),
    itemCount: col.int('(select count(*)::int from setmeal_item i where i.setmeal_id = t.id)'),
    /** Items whose spec or item is disabled (停用): the package cannot be sold as it is. */
    disabledCount: col.int(
      `(select count(*)::int from setmeal_item i join sku_spec p on p.id = i.sku_spec_id join sku s on s.id = p.sku_id
         where i.setmeal_id = t.id and (p.status = 0 or s.status = 0))`,
    ),
  },
  unique: [{ fields: ['name'], msg: SHM.setmealExists, code: Code.Conflict }],
  notFound: { msg: SHM.setmealNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
});
