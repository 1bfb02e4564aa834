/**
 * Enterprises, departments, roles, users (the two documented accounts plus staff), organisations
 * of company staff management with their members and functional groups.
 */

import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/adapter';
import { users } from '../handlers/account/entities';
import { Prng } from '../util/prng';
import { DAY_MS } from '../util/time';
import type { SeedRow } from './insert';

/** The documented accounts (README, INTERFACES). */
export const ACCOUNTS = {
  admin: { id: 1, userName: 'admin', password: 'Admin@123', realName: '系统管理员' },
  operator: { id: 2, userName: 'operator', password: 'Operator@123', realName: '运营专员' },
} as const;

/** Password given to staff created by company staff management and on password reset. */
export const INITIAL_PASSWORD = 'Hnnz@123456';

export const ROLES = [
  { id: 1, name: '系统管理员', code: 'admin', is_admin: true, remark: '拥有全部系统与按钮权限' },
  { id: 2, name: '运营人员', code: 'operator', is_admin: false, remark: '日常运营，不含运营支撑系统' },
  { id: 3, name: '门店店长', code: 'store_manager', is_admin: false, remark: '门店经营与设备查看' },
  { id: 4, name: '仓库管理员', code: 'warehouse_keeper', is_admin: false, remark: '仓储物流' },
  { id: 5, name: '农技专家', code: 'agronomist', is_admin: false, remark: '农业服务系统' },
  { id: 6, name: '财务人员', code: 'finance', is_admin: false, remark: '农资业务数据与协同办公' },
] as const;

export const ENTERPRISES = [
  {
    id: 1,
    enterprise_number: 'E430000001',
    name: '湖南省农业生产资料集团有限公司',
    credit_code: '914300001837639618',
    enterprise_type: '2',
    qhdm: '430000',
    qhmc: '湖南省',
    address: '长沙市芙蓉区五一大道 618 号',
    contact_name: '王志强',
    contact_phone: '13807310618',
  },
  {
    id: 2,
    enterprise_number: 'E430100002',
    name: '湖南湘农农资连锁有限公司',
    credit_code: '91430104MA4L8K2N3X',
    enterprise_type: '2',
    qhdm: '430104',
    qhmc: '岳麓区',
    address: '长沙市岳麓区麓谷大道 627 号',
    contact_name: '陈静',
    contact_phone: '13607318899',
  },
  {
    id: 3,
    enterprise_number: 'E430600003',
    name: '岳阳金穗农业服务有限公司',
    credit_code: '91430602MA4PX7R21K',
    enterprise_type: '5',
    qhdm: '430602',
    qhmc: '岳阳楼区',
    address: '岳阳市岳阳楼区巴陵中路 211 号',
    contact_name: '彭建华',
    contact_phone: '13973012345',
  },
] as const;

interface DeptSeed {
  id: number;
  name: string;
  parent: number;
  ent: string;
  qhdm: string | null;
  leader?: string;
  phone?: string;
}

const D = (
  id: number,
  name: string,
  parent: number,
  ent: string,
  qhdm: string | null,
  leader?: string,
  phone?: string,
): DeptSeed => ({
  id,
  name,
  parent,
  ent,
  qhdm,
  ...(leader ? { leader } : {}),
  ...(phone ? { phone } : {}),
});

const GROUP = 'E430000001';
export const DEPARTMENTS: readonly DeptSeed[] = [
  D(101, '湖南省农业生产资料集团有限公司', 0, GROUP, '430000', '王志强', '0731-84412000'),
  D(102, '综合管理部', 101, GROUP, '430000', '李红梅', '0731-84412001'),
  D(103, '农资经营部', 101, GROUP, '430000', '周海燕', '0731-84412002'),
  D(104, '信息技术部', 101, GROUP, '430000', '张伟', '0731-84412003'),
  D(105, '财务部', 101, GROUP, '430000', '刘桂英', '0731-84412004'),
  D(106, '供应链管理部', 101, GROUP, '430000', '谭立新', '0731-84412005'),
  D(110, '长沙分公司', 101, GROUP, '430100', '王芳', '0731-84412345'),
  D(111, '岳麓区麓谷门店', 110, GROUP, '430104', '刘洋', '18673105566'),
  D(112, '望城区农资服务站', 110, GROUP, '430112', '周强', '0731-88123456'),
  D(113, '浏阳市农资配送中心', 110, GROUP, '430181', '罗建国', '0731-83612345'),
  D(120, '株洲分公司', 101, GROUP, '430200', '彭志强', '0731-28812345'),
  D(121, '醴陵市农资门店', 120, GROUP, '430281', '何文斌', '0731-23212345'),
  D(130, '岳阳分公司', 101, GROUP, '430600', '贺晓梅', '0730-8212345'),
  D(131, '岳阳县农资服务站', 130, GROUP, '430621', '邓亚军', '0730-7612345'),
  D(132, '华容县农资门店', 130, GROUP, '430623', '曾丽', '0730-4212345'),
  D(140, '常德分公司', 101, GROUP, '430700', '唐建华', '0736-7212345'),
  D(141, '鼎城区农资服务站', 140, GROUP, '430703', '蒋勇', '0736-7312345'),
  D(150, '衡阳分公司', 101, GROUP, '430400', '廖明', '0734-8212345'),
  D(151, '衡南县农资门店', 150, GROUP, '430422', '龙婷', '0734-8612345'),
  D(160, '邵阳分公司', 101, GROUP, '430500', '肖军', '0739-5212345'),
  D(170, '郴州分公司', 101, GROUP, '431000', '曾涛', '0735-2212345'),
  D(201, '湖南湘农农资连锁有限公司', 0, 'E430100002', '430104', '陈静', '13607318899'),
  D(202, '运营部', 201, 'E430100002', '430104'),
  D(203, '门店管理部', 201, 'E430100002', '430104'),
  D(301, '岳阳金穗农业服务有限公司', 0, 'E430600003', '430602', '彭建华', '13973012345'),
  D(302, '农机服务队', 301, 'E430600003', '430602'),
  D(303, '植保服务队', 301, 'E430600003', '430602'),
];

/** Department numbers: an enterprise's root gets the enterprise digits, a child its parent's number + 2 digits. */
export function departmentRows(now: Date): SeedRow[] {
  const numbers = new Map<number, string>();
  const seqByParent = new Map<number, number>();
  return DEPARTMENTS.map((d, i) => {
    let number: string;
    if (d.parent === 0) number = d.ent.slice(1);
    else {
      const seq = (seqByParent.get(d.parent) ?? 0) + 1;
      seqByParent.set(d.parent, seq);
      // Branches keep their id's last two digits (110 → …10), other children count up.
      const suffix = d.id % 100 >= 10 && d.id % 10 === 0 ? String(d.id % 100) : String(seq).padStart(2, '0');
      number = `${numbers.get(d.parent)}${suffix}`;
    }
    numbers.set(d.id, number);
    return {
      id: d.id,
      name: d.name,
      number,
      parent_id: d.parent,
      enterprise_number: d.ent,
      sort: i + 1,
      leader: d.leader ?? null,
      phone: d.phone ?? null,
      qhdm: d.qhdm,
      create_time: new Date(now.getTime() - (400 - i) * DAY_MS),
    };
  });
}

export const ORGANIZATIONS = [
  {
    id: 1,
    manage_number: 'M430000001',
    name: '湖南省农业生产资料集团有限公司',
    parent: null,
    ent: GROUP,
    qhdm: '430000',
    qhmc: '湖南省',
    depts: [101, 102, 103, 104, 105, 106],
  },
  {
    id: 2,
    manage_number: 'M430100001',
    name: '湖南农资集团长沙分公司',
    parent: 'M430000001',
    ent: GROUP,
    qhdm: '430100',
    qhmc: '长沙市',
    depts: [110, 111, 112, 113],
  },
  {
    id: 3,
    manage_number: 'M430200001',
    name: '湖南农资集团株洲分公司',
    parent: 'M430000001',
    ent: GROUP,
    qhdm: '430200',
    qhmc: '株洲市',
    depts: [120, 121],
  },
  {
    id: 4,
    manage_number: 'M430600001',
    name: '湖南农资集团岳阳分公司',
    parent: 'M430000001',
    ent: GROUP,
    qhdm: '430600',
    qhmc: '岳阳市',
    depts: [130, 131, 132],
  },
  {
    id: 5,
    manage_number: 'M430700001',
    name: '湖南农资集团常德分公司',
    parent: 'M430000001',
    ent: GROUP,
    qhdm: '430700',
    qhmc: '常德市',
    depts: [140, 141],
  },
  {
    id: 6,
    manage_number: 'M430400001',
    name: '湖南农资集团衡阳分公司',
    parent: 'M430000001',
    ent: GROUP,
    qhdm: '430400',
    qhmc: '衡阳市',
    depts: [150, 151, 160, 170],
  },
  {
    id: 7,
    manage_number: 'M430100002',
    name: '湖南湘农农资连锁有限公司',
    parent: null,
    ent: 'E430100002',
    qhdm: '430104',
    qhmc: '岳麓区',
    depts: [201, 202, 203],
  },
  {
    id: 8,
    manage_number: 'M430600003',
    name: '岳阳金穗农业服务有限公司',
    parent: null,
    ent: 'E430600003',
    qhdm: '430602',
    qhmc: '岳阳楼区',
    depts: [301, 302, 303],
  },
] as const;

const SURNAMES: readonly [string, string][] = [
  ['张', 'zhang'],
  ['王', 'wang'],
  ['李', 'li'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['赵', 'zhao'],
  ['黄', 'huang'],
  ['周', 'zhou'],
  ['吴', 'wu'],
  ['谭', 'tan'],
  ['彭', 'peng'],
  ['邓', 'deng'],
  ['曾', 'zeng'],
  ['唐', 'tang'],
  ['蒋', 'jiang'],
  ['廖', 'liao'],
  ['贺', 'he'],
  ['龙', 'long'],
  ['肖', 'xiao'],
  ['罗', 'luo'],
  ['胡', 'hu'],
  ['朱', 'zhu'],
  ['欧阳', 'ouyang'],
  ['易', 'yi'],
  ['向', 'xiang'],
];
const GIVEN: readonly [string, string][] = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['磊', 'lei'],
  ['强', 'qiang'],
  ['洋', 'yang'],
  ['艳', 'yan'],
  ['勇', 'yong'],
  ['军', 'jun'],
  ['杰', 'jie'],
  ['娟', 'juan'],
  ['涛', 'tao'],
  ['秀英', 'xiuying'],
  ['建国', 'jianguo'],
  ['海燕', 'haiyan'],
  ['志强', 'zhiqiang'],
  ['晓梅', 'xiaomei'],
  ['湘平', 'xiangping'],
  ['立新', 'lixin'],
  ['红梅', 'hongmei'],
  ['建华', 'jianhua'],
  ['桂英', 'guiying'],
  ['文斌', 'wenbin'],
  ['亚军', 'yajun'],
  ['丽', 'li'],
  ['婷', 'ting'],
  ['湘云', 'xiangyun'],
  ['德胜', 'desheng'],
];

export interface StaffSeed {
  id: number;
  userName: string;
  realName: string;
  password: string;
  number: string;
  phone: string;
  email: string | null;
  sex: number;
  status: number;
  departmentId: number;
  roleIds: number[];
  createTime: Date;
}

/** Staff per department: [department id, role id, head count]. */
const STAFFING: readonly [number, number, number][] = [
  [102, 6, 2],
  [103, 2, 4],
  [104, 1, 1],
  [104, 2, 2],
  [105, 6, 2],
  [106, 4, 2],
  [110, 2, 2],
  [111, 3, 2],
  [112, 3, 1],
  [113, 4, 2],
  [120, 2, 1],
  [121, 3, 1],
  [130, 2, 1],
  [131, 5, 1],
  [132, 3, 1],
  [140, 2, 1],
  [141, 5, 1],
  [150, 2, 1],
  [151, 3, 1],
  [160, 2, 1],
  [170, 2, 1],
  [202, 2, 2],
  [203, 3, 1],
  [302, 5, 1],
  [303, 5, 2],
];

const FEMALE_GIVEN = new Set([
  '芳',
  '娜',
  '敏',
  '静',
  '艳',
  '娟',
  '秀英',
  '海燕',
  '晓梅',
  '红梅',
  '桂英',
  '丽',
  '婷',
  '湘云',
]);

export function staffSeeds(now: Date): StaffSeed[] {
  const prng = new Prng('staff');
  const used = new Set<string>(['admin', 'operator']);
  const usedPhones = new Set<string>();
  const staff: StaffSeed[] = [
    {
      id: ACCOUNTS.admin.id,
      userName: ACCOUNTS.admin.userName,
      realName: ACCOUNTS.admin.realName,
      password: ACCOUNTS.admin.password,
      number: 'HN0001',
      phone: '13874900001',
      email: 'admin@hnnz.com.cn',
      sex: 0,
      status: 1,
      departmentId: 104,
      roleIds: [1],
      createTime: new Date(now.getTime() - 500 * DAY_MS),
    },
    {
      id: ACCOUNTS.operator.id,
      userName: ACCOUNTS.operator.userName,
      realName: ACCOUNTS.operator.realName,
      password: ACCOUNTS.operator.password,
      number: 'HN0002',
      phone: '13874900002',
      email: 'operator@hnnz.com.cn',
      sex: 0,
      status: 1,
      departmentId: 103,
      roleIds: [2],
      createTime: new Date(now.getTime() - 480 * DAY_MS),
    },
  ];
  let id = 10001;
  for (const [dept, role, count] of STAFFING) {
    for (let i = 0; i < count; i++) {
      const [sn, sp] = prng.pick(SURNAMES);
      const [gn, gp] = prng.pick(GIVEN);
      let userName = `${sp}${gp}`;
      for (let k = 2; used.has(userName); k++) userName = `${sp}${gp}${k}`;
      used.add(userName);
      let phone: string;
      do
        phone = `1${prng.pick(['3', '5', '7', '8', '9'])}${prng.int(0, 9)}${String(prng.int(0, 99999999)).padStart(8, '0')}`;
      while (usedPhones.has(phone) || phone.startsWith('138749000'));
      usedPhones.add(phone);
      staff.push({
        id,
        userName,
        realName: `${sn}${gn}`,
        password: INITIAL_PASSWORD,
        number: `HN${String(id - 10000 + 2).padStart(4, '0')}`,
        phone,
        email: prng.chance(0.6) ? `${userName}@hnnz.com.cn` : null,
        sex: FEMALE_GIVEN.has(gn) ? 2 : 1,
        status: prng.chance(0.94) ? 1 : 0,
        departmentId: dept,
        roleIds: [role],
        createTime: new Date(now.getTime() - prng.int(20, 450) * DAY_MS - prng.int(0, 36000) * 1000),
      });
      id++;
    }
  }
  return staff;
}

export const GROUPS = [
  {
    id: 201,
    manage_number: 'M430000001',
    group_name: '采购审核组',
    role_id: 2,
    remark: '负责化肥、农药采购单审核',
  },
  { id: 202, manage_number: 'M430000001', group_name: '门店巡检组', role_id: 3, remark: null },
  {
    id: 203,
    manage_number: 'M430000001',
    group_name: '仓储调度组',
    role_id: 4,
    remark: '负责长沙、岳阳仓库出入库调度',
  },
  {
    id: 204,
    manage_number: 'M430000001',
    group_name: '设备运维组',
    role_id: 2,
    remark: '门店、仓库摄像头与物联网设备运维',
  },
  {
    id: 205,
    manage_number: 'M430100001',
    group_name: '长沙门店运营组',
    role_id: 3,
    remark: '长沙片区门店日常运营',
  },
  {
    id: 206,
    manage_number: 'M430600001',
    group_name: '岳阳农技服务组',
    role_id: 5,
    remark: '岳阳片区测土配方与植保指导',
  },
] as const;

/** Which department belongs to which organisation. */
export function orgOfDepartment(deptId: number): string {
  for (const o of ORGANIZATIONS) if ((o.depts as readonly number[]).includes(deptId)) return o.manage_number;
  return 'M430000001';
}

/**
 * Inserts `count` extra staff quickly, for benchmarks and large-list tests: one password hash
 * (the initial password) for all, bulk statements, ids after the current largest. Real names
 * 测试员1…, accounts `bulk_user_1…`, phones 1990000000x…, spread over the existing departments
 * round-robin (or all in `departmentId`), every seventh one disabled, roles 3–6 in turn. Returns the first new id.
 */
export async function insertBulkUsers(
  q: Queryable,
  count: number,
  now = new Date(),
  departmentId?: number,
): Promise<number> {
  if (count <= 0) return 0;
  const { hash, salt } = await hashPassword(INITIAL_PASSWORD);
  const depts =
    departmentId === undefined
      ? (await q.query<{ id: number }>('select id from department order by id')).map((d) => d.id)
      : [departmentId];
  const max = await q.query<{ n: number }>('select coalesce(max(id), 0)::int as n from app_user');
  const first = (max[0]?.n ?? 0) + 1;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: first + i,
    userName: `bulk_user_${first + i}`,
    realName: `测试员${first + i}`,
    passwordHash: hash,
    passwordSalt: salt,
    number: `BK${String(first + i).padStart(6, '0')}`,
    phone: `199${String(first + i).padStart(8, '0')}`,
    status: i % 7 === 6 ? 0 : 1,
    departmentId: depts.length ? (depts[i % depts.length] as number) : null,
    createTime: new Date(now.getTime() - (i % 400) * DAY_MS),
  }));
  await users.insertMany(q, rows);
  await q.query(
    `insert into user_role (user_id, role_id) select id, 3 + (id % 4) from app_user where id >= $1 and id < $2`,
    [first, first + count],
  );
  await q.query(`select setval(pg_get_serial_sequence('app_user', 'id'), (select max(id) from app_user))`);
  return first;
}

/** Makes at least `count` bulk users exist (see insertBulkUsers); how many were added. */
export async function ensureBulkUsers(q: Queryable, count: number, now = new Date()): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `select count(*)::int as n from app_user where user_name like 'bulk\\_user\\_%'`,
  );
  const missing = count - (rows[0]?.n ?? 0);
  if (missing > 0) await insertBulkUsers(q, missing, now);
  return Math.max(0, missing);
}

/** The department that 'a department of X people exists' fills: the first child of the group's root. */
export const BULK_DEPARTMENT = { name: '大客户服务部', parentId: 101, enterpriseNumber: GROUP } as const;

/**
 * Makes the department {@link BULK_DEPARTMENT} exist with at least `count` people directly in it
 * (bulk users, see insertBulkUsers): the large department of the org picker's tests and benchmark.
 */
export async function ensureBulkDepartment(
  q: Queryable,
  count: number,
  now = new Date(),
): Promise<{ departmentId: number; added: number; people: number; firstUserId: number | null }> {
  const { name, parentId, enterpriseNumber } = BULK_DEPARTMENT;
  let departmentId = (
    await q.query<{ id: number }>(
      'select id from department where name = $1 and parent_id = $2 and enterprise_number = $3',
      [name, parentId, enterpriseNumber],
    )
  )[0]?.id;
  if (departmentId === undefined) {
    const parent = await q.query<{ number: string }>('select number from department where id = $1', [
      parentId,
    ]);
    const max = await q.query<{ n: number }>('select coalesce(max(id), 0)::int as n from department');
    departmentId = (max[0]?.n ?? 0) + 1;
    await q.query(
      `insert into department (id, name, number, parent_id, enterprise_number, sort, create_time)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
      [departmentId, name, `${parent[0]?.number ?? ''}99`, parentId, enterpriseNumber, 0, now.toISOString()],
    );
    await q.query(
      `select setval(pg_get_serial_sequence('department', 'id'), (select max(id) from department))`,
    );
  }
  const count0 = async () =>
    (
      await q.query<{ n: number; first: number | null }>(
        'select count(*)::int as n, min(id)::int as first from app_user where department_id = $1',
        [departmentId],
      )
    )[0];
  const missing = count - ((await count0())?.n ?? 0);
  if (missing > 0) await insertBulkUsers(q, missing, now, departmentId);
  const after = await count0();
  return {
    departmentId,
    added: Math.max(0, missing),
    people: after?.n ?? 0,
    firstUserId: after?.first ?? null,
  };
}
