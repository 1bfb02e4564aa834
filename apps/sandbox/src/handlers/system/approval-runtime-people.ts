/**
 * Who is who for the approval runtime: the initiator's facts (department chain, functional groups,
 * positions), the approvers of a node (指定成员, 主管, 角色, 岗位, 发起人自己, 发起人自选) and the
 * members of a cc node, read from the account tables.
 */
import type { Queryable } from '../../db/adapter';
import {
  type ApproverStep,
  directorOf,
  type InitiatorFacts,
  type OrgRef,
  type OrgValueLike,
} from '../../domain/approval-runtime';

export interface Person {
  userId: number;
  name: string;
}

const ids = (v: OrgRef[] | undefined, type?: string) =>
  (v ?? [])
    .filter((r) => !type || r.type === undefined || r.type === type)
    .map((r) => Number(r.id))
    .filter((n) => Number.isSafeInteger(n) && n > 0);

/** The department chain of a user, own department first, each with its leader. */
async function deptChain(
  q: Queryable,
  userId: number,
): Promise<Array<{ deptId: number; leaderId: number | null }>> {
  return (
    await q.query<{ id: number; leader_user_id: number | null }>(
      `with recursive chain(id, parent_id, leader_user_id, depth) as (
         select d.id, d.parent_id, d.leader_user_id, 0 from department d
           join app_user u on u.department_id = d.id where u.id = $1
         union all
         select d.id, d.parent_id, d.leader_user_id, c.depth + 1 from department d
           join chain c on d.id = c.parent_id where c.depth < 20
       ) select id, leader_user_id from chain order by depth`,
      [userId],
    )
  ).map((r) => ({ deptId: r.id, leaderId: r.leader_user_id }));
}

export async function initiatorFacts(
  q: Queryable,
  userId: number,
): Promise<InitiatorFacts & { chain: Awaited<ReturnType<typeof deptChain>> }> {
  const chain = await deptChain(q, userId);
  const groups = await q.query<{ group_id: number }>('select group_id from group_member where user_id = $1', [
    userId,
  ]);
  const positions = await q.query<{ position_code: string }>(
    'select position_code from user_position where user_id = $1',
    [userId],
  );
  return {
    userId,
    deptChain: chain.map((c) => c.deptId),
    groupIds: groups.map((g) => g.group_id),
    positions: positions.map((p) => p.position_code),
    chain,
  };
}

/** Enabled users by id, in the given order. */
export async function peopleById(q: Queryable, userIds: readonly number[]): Promise<Person[]> {
  if (userIds.length === 0) return [];
  const rows = await q.query<{ id: number; real_name: string }>(
    'select id, real_name from app_user where id = any($1::int4[]) and status = 1',
    [[...new Set(userIds)]],
  );
  const byId = new Map(rows.map((r) => [r.id, r.real_name]));
  return [...new Set(userIds)].flatMap((id) =>
    byId.has(id) ? [{ userId: id, name: byId.get(id) as string }] : [],
  );
}

/** The user ids (ascending) of the rows of a membership table whose `column` is one of `values`. */
async function membersWhere(
  q: Queryable,
  from: 'group_member where group_id' | 'user_position where position_code',
  values: number[] | string[],
  arrayType: 'int4[]' | 'text[]',
): Promise<number[]> {
  if (values.length === 0) return [];
  return (
    await q.query<{ user_id: number }>(
      `select user_id from ${from} = any($1::${arrayType}) order by user_id`,
      [values],
    )
  ).map((r) => r.user_id);
}

const groupMembers = (q: Queryable, groupIds: number[]) =>
  membersWhere(q, 'group_member where group_id', groupIds, 'int4[]');

const positionHolders = (q: Queryable, codes: string[]) =>
  membersWhere(q, 'user_position where position_code', codes, 'text[]');

async function deptMembers(q: Queryable, deptIds: number[]): Promise<number[]> {
  if (deptIds.length === 0) return [];
  return (
    await q.query<{ id: number }>(
      `with recursive sub(id, depth) as (
         select id, 0 from department where id = any($1::int4[])
         union all
         select d.id, s.depth + 1 from department d join sub s on d.parent_id = s.id where s.depth < 20
       ) select u.id from app_user u where u.department_id in (select id from sub) order by u.id`,
      [deptIds],
    )
  ).map((r) => r.id);
}

/** The system administrators (approvers of a node nobody resolves to, with 转交给管理员). */
async function administrators(q: Queryable): Promise<number[]> {
  return (
    await q.query<{ id: number }>(
      `select distinct u.id from app_user u join user_role ur on ur.user_id = u.id
       join role r on r.id = ur.role_id where r.is_admin and u.status = 1 order by u.id limit 1`,
    )
  ).map((r) => r.id);
}

/**
 * The approvers of a step; when nobody resolves, the administrator (`toAdmin`) or nobody
 * (`autoPass`: the step passes by itself).
 */
export async function resolveApprovers(
  q: Queryable,
  step: ApproverStep,
  facts: InitiatorFacts & { chain: Array<{ deptId: number; leaderId: number | null }> },
  optional: Readonly<Record<string, number[]>>,
): Promise<Person[]> {
  const a = step.approvers;
  let userIds: number[] = [];
  switch (step.assigneeType) {
    case 'user':
      userIds = [...ids(a.user), ...ids(a['dep&user'], 'user')];
      break;
    case 'director': {
      const leader = directorOf(step.directorLevel, facts.userId, facts.chain);
      userIds = leader === null ? [] : [leader];
      break;
    }
    case 'role':
      userIds = await groupMembers(q, ids(a.role));
      break;
    case 'position':
      userIds = await positionHolders(
        q,
        (a.position ?? []).map((p) => String(p.id)),
      );
      break;
    case 'myself':
      userIds = [facts.userId];
      break;
    case 'optional':
      userIds = optional[step.nodeId] ?? [];
      break;
  }
  const people = await peopleById(q, userIds);
  if (people.length > 0 || step.noApprover === 'autoPass') return people;
  return peopleById(q, await administrators(q));
}

/** The members of a cc node plus the ones the initiator added. */
export async function resolveCc(
  q: Queryable,
  members: OrgValueLike,
  extra: readonly number[],
): Promise<Person[]> {
  const both = members['dep&user'] ?? [];
  const userIds = [
    ...ids(members.user),
    ...ids(both, 'user'),
    ...(await deptMembers(q, [
      ...ids(members.dep),
      ...both.filter((r) => r.type === 'dep').map((r) => Number(r.id)),
    ])),
    ...(await groupMembers(q, ids(members.role))),
    ...(await positionHolders(
      q,
      (members.position ?? []).map((p) => String(p.id)),
    )),
    ...extra,
  ];
  return peopleById(q, userIds);
}
