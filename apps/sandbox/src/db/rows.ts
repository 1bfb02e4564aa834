/**
 * The id of the first row a query answered (`insert … returning id`, `select nextval(…) as id`).
 * Such a query always answers one row; an empty answer is a bug, so it throws saying which query.
 */
export function firstId(rows: readonly { id: number }[], what = 'the query'): number {
  const row = rows[0];
  if (!row) throw new Error(`${what} answered no row, so there is no id`);
  return row.id;
}
