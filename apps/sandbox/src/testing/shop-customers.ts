/**
 * The provider state of the customer and publishing interactions ("the customer fixtures exist"):
 * customer 9951 契约测试蔬菜合作社 (13900009951, 岳麓区) with follow-up 9951 (next contact
 * 2099-01-01); phones 13900009952 and 13900009953 free; with the warehousing fixtures, SKU 9601
 * (100 available) not on sale, with no sale settings yet. Remade before each interaction.
 */
import type { Queryable } from '../db/adapter';

export const CUSTOMER_FIXTURES = {
  customer: { id: 9951, name: '契约测试蔬菜合作社', phone: '13900009951', qhdm: '430104' },
  followup: 9951,
  freePhones: ['13900009952', '13900009953'],
  spec: 9601,
} as const;

export async function setUpCustomerFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = CUSTOMER_FIXTURES;
  const iso = now.toISOString();
  await tx.query('delete from customer where id = $1 or phone = any($2::text[])', [
    F.customer.id,
    [F.customer.phone, ...F.freePhones],
  ]);
  await tx.query(
    `insert into customer (id, name, type, contact_name, phone, qhdm, qhmc, address, lon, lat, crops, area_mu,
                           level, source, owner_id, status, points, remark, last_followup_time, next_contact_date,
                           create_time, update_time)
     values ($1, $2, 2, '契约联系人', $3, $4, '湖南省长沙市岳麓区', '麓谷街道 1 号', 112.88, 28.21, '["蔬菜"]', 120.5,
             1, 1, 1, 1, 300, '', $5::timestamptz, '2099-01-01', $5::timestamptz, $5::timestamptz)`,
    [F.customer.id, F.customer.name, F.customer.phone, F.customer.qhdm, iso],
  );
  await tx.query(
    `insert into customer_followup (id, customer_id, type, content, next_contact_date, creator_id, creator_name, create_time)
     values ($1, $2, 1, '契约测试跟进', '2099-01-01', 1, '系统管理员', $3::timestamptz)`,
    [F.followup, F.customer.id, iso],
  );
  await tx.query('delete from sale_item where sku_spec_id = $1', [F.spec]);
  return {};
}
