/**
 * 10,000 staff accounts for the user-list benchmark, added to a seeded database: realistic names
 * and mobile numbers, spread over the seeded departments and roles, ~7 % disabled. They share one
 * password hash (nobody logs in as them). Deterministic (seeded PRNG).
 */
import type { Queryable } from '../src/db/adapter';
import { insertRows } from '../src/seed/insert';
import { Prng } from '../src/util/prng';

const SURNAMES = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['周', 'zhou'],
  ['吴', 'wu'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['胡', 'hu'],
  ['朱', 'zhu'],
  ['高', 'gao'],
  ['林', 'lin'],
  ['何', 'he'],
  ['郭', 'guo'],
  ['马', 'ma'],
  ['罗', 'luo'],
  ['梁', 'liang'],
  ['宋', 'song'],
  ['郑', 'zheng'],
  ['谢', 'xie'],
  ['唐', 'tang'],
  ['彭', 'peng'],
  ['曾', 'zeng'],
  ['邓', 'deng'],
  ['肖', 'xiao'],
  ['蒋', 'jiang'],
  ['谭', 'tan'],
  ['廖', 'liao'],
  ['龙', 'long'],
  ['易', 'yi'],
  ['贺', 'he'],
] as const;
const GIVEN = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['洋', 'yang'],
  ['艳', 'yan'],
  ['勇', 'yong'],
  ['军', 'jun'],
  ['杰', 'jie'],
  ['娟', 'juan'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀英', 'xiuying'],
  ['建华', 'jianhua'],
  ['志强', 'zhiqiang'],
  ['海燕', 'haiyan'],
  ['湘君', 'xiangjun'],
  ['卫东', 'weidong'],
  ['桂兰', 'guilan'],
  ['红梅', 'hongmei'],
  ['国平', 'guoping'],
  ['小龙', 'xiaolong'],
  ['丽华', 'lihua'],
  ['德胜', 'desheng'],
  ['春生', 'chunsheng'],
  ['玉兰', 'yulan'],
] as const;

/** Prefix of the benchmark accounts' user names (rerunning the benchmark replaces them). */
export const BENCH_USER_PREFIX = 'bench_';

export async function addBenchUsers(q: Queryable, count: number, now: Date): Promise<void> {
  await q.query(`delete from app_user where user_name like '${BENCH_USER_PREFIX}%'`);
  const departments = (await q.query<{ id: number }>('select id from department order by id')).map(
    (r) => r.id,
  );
  const roles = (await q.query<{ id: number }>('select id from role where not is_admin order by id')).map(
    (r) => r.id,
  );
  const [template] = await q.query<{ password_hash: string; password_salt: string }>(
    `select password_hash, password_salt from app_user where user_name = 'operator'`,
  );
  if (!template || departments.length === 0 || roles.length === 0) throw new Error('database is not seeded');
  const prng = new Prng('bench-users');
  const phones = new Set(
    (await q.query<{ phone: string }>('select phone from app_user where phone is not null')).map(
      (r) => r.phone,
    ),
  );
  const users: Record<string, unknown>[] = [];
  const userRoles: Record<string, unknown>[] = [];
  const firstId = 100_001;
  for (let i = 0; i < count; i++) {
    const [sn, sp] = prng.pick(SURNAMES);
    const [gn, gp] = prng.pick(GIVEN);
    let phone: string;
    do
      phone = `1${prng.pick(['3', '5', '7', '8', '9'])}${prng.int(0, 9)}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    const id = firstId + i;
    users.push({
      id,
      user_name: `${BENCH_USER_PREFIX}${sp}${gp}${i}`,
      real_name: `${sn}${gn}`,
      password_hash: template.password_hash,
      password_salt: template.password_salt,
      number: `HB${String(i + 1).padStart(5, '0')}`,
      phone,
      email: null,
      sex: prng.int(1, 2),
      status: prng.chance(0.93) ? 1 : 0,
      department_id: prng.pick(departments),
      create_time: new Date(now.getTime() - prng.int(0, 900) * 86_400_000 - prng.int(0, 86_399) * 1000),
    });
    userRoles.push({ user_id: id, role_id: prng.pick(roles) });
  }
  await insertRows(
    q,
    'app_user',
    {
      id: 'int',
      user_name: 'text',
      real_name: 'text',
      password_hash: 'text',
      password_salt: 'text',
      number: 'text',
      phone: 'text',
      email: 'text',
      sex: 'smallint',
      status: 'smallint',
      department_id: 'int',
      create_time: 'timestamptz',
    },
    users,
  );
  await insertRows(q, 'user_role', { user_id: 'int', role_id: 'int' }, userRoles);
  await q.query(
    `select setval(pg_get_serial_sequence('app_user', 'id'), (select max(id) from app_user) + 1, false)`,
  );
  await q.exec('analyze app_user; analyze user_role; analyze department');
}
