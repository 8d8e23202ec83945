import { roleAllows, type StaffRole } from '@shop/contract/admin-permissions.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { maskPersonalData } from '../admin/personal-data-mask.ts';
import { STAFF_VISIBILITY } from '../orders/order-visibility.ts';
import { revokeDetail } from '../revoke/revoke-queries.ts';
import type { RevokeStaffService } from '../revoke/revoke-staff-service.ts';
import { refundAttemptsOf } from './refund-attempt-queries.ts';

/**
 * A request as the back office's drawer shows it: the member's detail, the refund account and the
 * refund attempts. Personal data is masked unless the role may see it, and every unmasked view is
 * itself logged (the audit row before the answer leaves).
 */
export async function revokeForStaff(
  db: Db,
  staff: RevokeStaffService,
  revokeId: number,
  viewer: { actor: AuditActor; role: StaffRole },
) {
  const revoke = await revokeDetail(db, STAFF_VISIBILITY, revokeId);
  const [refunds, row] = await Promise.all([
    refundAttemptsOf(db, revokeId),
    staff.current(revokeId),
  ]);
  const account = row?.bankAccount
    ? { bankName: row.bankName, bankAccount: row.bankAccount, bankAccountName: row.bankAccountName }
    : null;
  const shown = roleAllows(viewer.role, 'personalData.view');
  if (shown) {
    await inTransaction(db, (tx) =>
      withAudit(tx, viewer.actor, 'personalData.view', { type: 'revoke', id: revokeId }, null, {
        viewed: 'revoke',
        memberId: revoke.memberId,
      }),
    );
  }
  return {
    revoke: shown ? revoke : (maskPersonalData(revoke) as typeof revoke),
    refundAccount: shown ? account : (maskPersonalData(account) as typeof account),
    refunds,
  };
}
