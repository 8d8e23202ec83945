import {
  StaffErrorCode,
  StaffLimits,
  StaffMessage,
  staffPasswordRules,
  type StaffSessionState,
} from '@shop/contract/admin-auth.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import { firstRefusal } from '@shop/contract/refusal.ts';
import { ROLE_PERMISSIONS, type StaffRole } from '@shop/contract/admin-permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from './audit-log.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password-hash.ts';
import { claimAttempt, clearAttempts, lock, sweepAttempts } from './sign-in-attempt-repository.ts';
import { findStaffByLoginId, lockStaff, updateStaff, type StaffRow } from './staff-repository.ts';
import type { StaffSessionPolicy } from './staff-session-policy.ts';
import type { StaffActor, StaffSessionStore } from './staff-session-repository.ts';

const refused = () => new AppError(401, StaffErrorCode.signInRefused, StaffMessage.signInRefused);
const locked = () => new AppError(429, StaffErrorCode.locked, StaffMessage.locked);

export function sessionState(
  staff: Pick<StaffRow, 'staffId' | 'loginId' | 'name' | 'role' | 'mustChangePassword'>,
  session: { csrfToken: string; expiresAt: Date },
): StaffSessionState {
  const role = staff.role as StaffRole;
  return {
    staff: {
      staffId: staff.staffId,
      loginId: staff.loginId,
      name: staff.name,
      role,
      mustChangePassword: staff.mustChangePassword,
    },
    permissions: [...ROLE_PERMISSIONS[role]],
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** Staff sign-in with lockout, sign-out and the own password change. */
export class StaffAuthService {
  constructor(
    private readonly db: Db,
    private readonly store: StaffSessionStore,
    private readonly policy: StaffSessionPolicy,
  ) {}

  /**
   * The same answers whatever the login id: an unknown one is counted and locked like a real
   * one, and its password is checked against a decoy hash so that it takes as long.
   */
  async signIn(
    loginId: string,
    password: string,
    ip: string | null,
  ): Promise<{ token: string; state: StaffSessionState }> {
    const claim = await claimAttempt(this.db, loginId);
    if (!claim.allowed) throw locked();
    const row = await findStaffByLoginId(this.db, loginId);
    const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
    if (!row || !matches || row.disabledAt !== null) {
      if (claim.attempt >= StaffLimits.maxFailures) {
        await lock(this.db, loginId);
        throw locked();
      }
      throw refused();
    }
    await clearAttempts(this.db, loginId);
    const rehash = needsRehash(row.passwordHash) ? await hashPassword(password) : undefined;
    await this.store.sweep();
    await sweepAttempts(this.db);
    return inTransaction(this.db, async (tx) => {
      const session = await this.store.create(tx, row.staffId, this.policy.idleMs);
      await updateStaff(tx, row.staffId, {
        lastSignInAt: new Date(),
        ...(rehash ? { passwordHash: rehash } : {}),
      });
      await withAudit(
        tx,
        { staffId: row.staffId, ip },
        'staff.signIn',
        { type: 'staff', id: row.staffId },
        null,
        {
          sessionExpiresAt: session.expiresAt.toISOString(),
        },
      );
      return { token: session.token, state: sessionState(row, session) };
    });
  }

  async signOut(actor: StaffActor, ip: string | null): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      await this.store.delete(actor.sessionId, tx);
      await withAudit(
        tx,
        { staffId: actor.staffId, ip },
        'staff.signOut',
        { type: 'staff', id: actor.staffId },
        null,
        null,
      );
    });
  }

  /**
   * Checks the current password, stores the new one and ends the member's other sessions (a
   * temporary password may have been seen by someone else).
   */
  async changePassword(
    actor: StaffActor,
    audit: AuditActor,
    currentPassword: string,
    newPassword: string,
  ): Promise<StaffSessionState> {
    const refusal = firstRefusal(staffPasswordRules(actor.loginId), {
      currentPassword,
      newPassword,
    });
    if (refusal) {
      const code =
        refusal.message === StaffMessage.sameAsLoginId
          ? StaffErrorCode.weakPassword
          : ErrorCode.validation;
      throw new AppError(400, code, refusal.message, refusal.field);
    }
    const row = await findStaffByLoginId(this.db, actor.loginId);
    if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
      throw badRequest(StaffMessage.currentPasswordWrong, 'currentPassword');
    }
    const passwordHash = await hashPassword(newPassword);
    return inTransaction(this.db, async (tx) => {
      const locked = await lockStaff(tx, actor.staffId);
      if (!locked || locked.passwordHash !== row.passwordHash) {
        throw badRequest(StaffMessage.currentPasswordWrong, 'currentPassword');
      }
      await updateStaff(tx, actor.staffId, {
        passwordHash,
        mustChangePassword: false,
        passwordChangedAt: new Date(),
      });
      await this.store.deleteAllOf(tx, actor.staffId, actor.sessionId);
      await withAudit(
        tx,
        audit,
        'staff.passwordChange',
        { type: 'staff', id: actor.staffId },
        { mustChangePassword: locked.mustChangePassword },
        { mustChangePassword: false },
      );
      return sessionState({ ...locked, mustChangePassword: false }, actor);
    });
  }
}
