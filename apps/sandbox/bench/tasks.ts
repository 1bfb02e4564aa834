/**
 * Approval tasks for the 待办 benchmark, added to a seeded database: `perUser` pending tasks of
 * the administrator (each on its own request of the seeded 办公用品申领 flow, version 1) and as
 * many again spread over the seeded staff, so the administrator's page reads its slice of a larger
 * table. Deterministic; rerunning replaces them (their requests are marked by the summary prefix).
 */
import type { Queryable } from '../src/db/adapter';

export const BENCH_SUMMARY_PREFIX = '压测申请';

export async function addBenchTasks(q: Queryable, perUser: number, now: Date): Promise<void> {
  await q.query(`delete from approval_request where summary like '${BENCH_SUMMARY_PREFIX}%'`);
  const staff = (await q.query<{ id: number }>('select id from app_user where id > 2 order by id')).map(
    (r) => r.id,
  );
  if (staff.length === 0) throw new Error('database is not seeded');
  const total = perUser * 2;
  // request n: the administrator's for n < perUser, then the staff's in turn
  await q.query(
    `insert into approval_request (approval_id, version, flow_name, flow_group, summary, initiator_id,
       initiator_name, form_values, path, step, round, status, current_node_title, create_time)
     select 102, 1, '办公用品申领', '行政', '${BENCH_SUMMARY_PREFIX}' || n, 2, '运营专员',
            jsonb_build_object('field2', '压测用品' || n, 'field3', 1 + n % 9), '[]'::jsonb, 0, 1, 1, '行政审批',
            $1::timestamptz - make_interval(mins => n)
       from generate_series(0, $2::int - 1) n`,
    [now.toISOString(), total],
  );
  await q.query(
    `insert into approval_task (request_id, step, round, node_id, node_title, assignee_id, assignee_name, status, arrive_time)
     select r.id, 0, 1, 'Jb2', '行政审批',
            case when n < $1::int then 1 else ($2::int[])[1 + (n % array_length($2::int[], 1))] end,
            '审批人', 0, r.create_time
       from (select id, create_time, (substr(summary, ${BENCH_SUMMARY_PREFIX.length + 1}))::int as n
               from approval_request where summary like '${BENCH_SUMMARY_PREFIX}%') r`,
    [perUser, staff],
  );
}
