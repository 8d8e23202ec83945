import { RECORD_KINDS, RecordsErrorCode, RecordsMessage } from '@shop/contract/admin-records.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import * as repo from './records-repository.ts';

/**
 * A member's erasure (decision 0509), done by staff on the member's request: the account itself
 * lives at the academy's SSO, which the shop cannot close. What the shop needs no longer goes at
 * once (sessions with their copy of the academy's record, cart, stored answers, orders never
 * paid); orders and inquiries kept by law stay, with the member's id, until the periodic purge
 * reaches their time. Refused while an order or a request is still moving.
 */
export async function eraseMember(db: Db, actor: AuditActor, memberId: number, reason: string) {
  return inTransaction(db, async (tx) => {
    await repo.lockMember(tx, memberId);
    const found = await repo.memberFootprint(tx, memberId);
    if (found.erased) throw new AppError(409, 'MEMBER-ERASED', RecordsMessage.memberErased);
    if (
      found.orders + found.dropped.length + found.inquiries + found.sessions + found.cart_lines ===
      0
    ) {
      throw notFound(RecordsMessage.memberUnknown);
    }
    if (found.in_flight > 0) {
      throw new AppError(409, RecordsErrorCode.memberInFlight, RecordsMessage.memberInFlight);
    }
    await repo.deleteConveniences(tx, memberId);
    for (const kind of RECORD_KINDS) {
      if (kind !== 'complaints') await repo.destroy(tx, kind, found.dropped, null);
    }
    const erasedAt = new Date(await repo.insertErasure(tx, memberId, actor.staffId, reason));
    const result = {
      memberId,
      erasedAt: erasedAt.toISOString(),
      sessions: found.sessions,
      cartLines: found.cart_lines,
      unpaidOrders: found.dropped.length,
      keptOrders: found.orders,
      keptInquiries: found.inquiries,
    };
    await withAudit(tx, actor, 'member.erase', { type: 'member', id: memberId }, null, {
      reason,
      ...result,
    });
    return result;
  });
}
