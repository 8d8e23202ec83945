import { sql } from 'drizzle-orm';
import { AdminRevokeLimits, type AdminRevokeRow } from '@shop/contract/admin-revokes.ts';
import { queryRows, type Db } from '../../db/client.ts';

interface Row {
  revoke_id: number;
  order_id: number;
  member_id: number;
  revoke_type_cd: string;
  revoke_progress_cd: string;
  refund_total: number;
  refund_type_cd: string;
  refund_failed: boolean;
  refund_in_doubt: boolean;
  requested_at: string | Date;
  first_name: string | null;
  n: number;
  total_count: number;
}

/**
 * One progress of the queue, oldest request first (`revokes_progress_idx`), and the number of
 * requests in every progress.
 */
export async function revokeQueue(
  db: Db,
  progress: string,
  page: number,
): Promise<{
  list: AdminRevokeRow[];
  totalCount: number;
  totalPages: number;
  counts: Record<string, number>;
}> {
  const size = AdminRevokeLimits.pageSize;
  const [rows, counts] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select r.revoke_id, r.order_id, r.member_id, r.revoke_type_cd, r.revoke_progress_cd,
          r.refund_total, r.refund_type_cd, r.refund_failed, r.requested_at, s.first_name, s.n,
          r.refund_failed and exists (select 1 from refunds f
            where f.revoke_id = r.revoke_id and f.status = 'requesting') as refund_in_doubt,
          count(*) over ()::int as total_count
        from revokes r
        left join lateral (
          select count(*)::int as n,
            (array_agg(p.display_name order by ri.revoke_item_id))[1] as first_name
          from revoke_items ri join order_items i on i.order_item_id = ri.order_item_id
            join products p on p.product_id = i.product_id
          where ri.revoke_id = r.revoke_id
        ) s on true
        where r.revoke_progress_cd = ${progress}
        order by r.requested_at, r.revoke_id
        limit ${size} offset ${(page - 1) * size}`,
    ),
    queryRows<{ progress: string; n: number }>(
      db,
      sql`select revoke_progress_cd as progress, count(*)::int as n from revokes
        group by revoke_progress_cd`,
    ),
  ]);
  const totalCount = rows[0]?.total_count ?? 0;
  return {
    list: rows.map((r) => ({
      revokeId: r.revoke_id,
      orderId: r.order_id,
      memberId: r.member_id,
      revokeTypeCd: r.revoke_type_cd,
      revokeProgressCd: r.revoke_progress_cd,
      refundTotal: r.refund_total,
      refundTypeCd: r.refund_type_cd,
      refundFailed: r.refund_failed,
      refundInDoubt: r.refund_in_doubt,
      requestedAt: new Date(r.requested_at).toISOString(),
      productSummary:
        (r.n ?? 0) > 1 ? `${r.first_name ?? ''} 외 ${r.n - 1}건` : (r.first_name ?? ''),
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / size),
    counts: Object.fromEntries(counts.map((c) => [c.progress, c.n])),
  };
}
