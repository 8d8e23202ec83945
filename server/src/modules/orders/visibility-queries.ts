import { sql, type SQL } from 'drizzle-orm';
import type { Visibility } from './order-visibility.ts';

// The SQL of who sees which order (order-visibility.ts).

const idArray = (ids: number[]) =>
  sql`array[${sql.join(
    (ids.length ? ids : [-1]).map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** SQL condition: the order `o` is visible. */
export function orderVisible(v: Visibility): SQL {
  if (v.everything) return sql`true`;
  return sql`(o.member_id = ${v.memberId} or exists (select 1 from order_items vi
    where vi.order_id = o.order_id and vi.std_id = any(${idArray(v.stdIds)})))`;
}

/** SQL condition: the item `i` of the visible order `o` is shown. */
export function itemShown(v: Visibility): SQL {
  if (v.seesAllItems) return sql`true`;
  return sql`(o.member_id = ${v.memberId} or i.std_id = any(${idArray(v.stdIds)}))`;
}
