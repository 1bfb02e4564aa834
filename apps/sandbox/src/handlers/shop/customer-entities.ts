/**
 * The tables of migration 006, one declaration each (see db/entity.ts):
 *
 * - `customer`: a buyer (农户 / 合作社 / 家庭农场 / 农资门店) with region, crops, level, owner and points;
 * - `customer_followup`: a follow-up record (跟进记录) with the next contact date;
 * - `sale_item`: a SKU or package published to the shop (上架) with sale price and purchase limits.
 *
 * Available stock (可用) is `on_hand − locked` summed over every warehouse (migration 005); a package
 * has as many available sets as its scarcest item allows.
 */
import { col, defineEntity } from '../../db/entity';
import { Code } from '../codes';
import { CM } from './customer-messages';

export const customers = defineEntity({
  table: 'customer',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    type: col.smallint('type'),
    contactName: col.text('contact_name'),
    phone: col.text('phone'),
    qhdm: col.text('qhdm'),
    qhmc: col.text('qhmc'),
    address: col.text('address').defaulted(),
    lon: col.float('lon').nullable(),
    lat: col.float('lat').nullable(),
    crops: col.json<string[]>('crops').defaulted(),
    areaMu: col.float('area_mu').defaulted(),
    level: col.smallint('level').defaulted(),
    source: col.smallint('source').defaulted(),
    ownerId: col.int('owner_id').nullable(),
    status: col.smallint('status').defaulted(),
    points: col.int('points').defaulted(),
    remark: col.text('remark').defaulted(),
    lastFollowupTime: col.time('last_followup_time').nullable(),
    nextContactDate: col.text('next_contact_date').nullable(),
    createTime: col.time('create_time'),
    updateTime: col.time('update_time'),
  },
  computed: {
    ownerName: col.text('(select u.real_name from app_user u where u.id = t.owner_id)').nullable(),
    followupCount: col.int('(select count(*)::int from customer_followup f where f.customer_id = t.id)'),
  },
  unique: [{ fields: ['phone'], msg: CM.phoneTaken, code: Code.Conflict }],
  notFound: { msg: CM.customerNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
});

export const customerFollowups = defineEntity({
  table: 'customer_followup',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    customerId: col.int('customer_id'),
    type: col.smallint('type'),
    content: col.text('content'),
    nextContactDate: col.text('next_contact_date').nullable(),
    creatorId: col.int('creator_id'),
    creatorName: col.text('creator_name'),
    createTime: col.time('create_time'),
  },
  notFound: { msg: CM.customerNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
});

/** Available units of a SKU spec (SQL over the spec id expression). */
export const availableOfSpec = (specId: string): string =>
  `(select coalesce(sum(st.on_hand - st.locked), 0)::int from stock st where st.sku_spec_id = ${specId})`;

/** Complete sets of a package that the available stock allows (0 for a package without items). */
export const availableOfSetmeal = (setmealId: string): string =>
  `(select coalesce(min(${availableOfSpec('si.sku_spec_id')} / si.quantity), 0)::int from setmeal_item si where si.setmeal_id = ${setmealId})`;

export const saleItems = defineEntity({
  table: 'sale_item',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    kind: col.text('kind'),
    skuSpecId: col.int('sku_spec_id').nullable(),
    setmealId: col.int('setmeal_id').nullable(),
    salePriceCents: col.int('sale_price_cents'),
    limitPerOrder: col.int('limit_per_order').nullable(),
    limitPerCustomer: col.int('limit_per_customer').nullable(),
    status: col.smallint('status').defaulted(),
    soldCount: col.int('sold_count').defaulted(),
    onSaleTime: col.time('on_sale_time').nullable(),
    offSaleTime: col.time('off_sale_time').nullable(),
    createTime: col.time('create_time'),
    updateTime: col.time('update_time'),
  },
  computed: {
    available: col.int(
      `(case when t.kind = 'sku' then ${availableOfSpec('t.sku_spec_id')} else ${availableOfSetmeal('t.setmeal_id')} end)`,
    ),
  },
  notFound: { msg: CM.saleItemNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
});
