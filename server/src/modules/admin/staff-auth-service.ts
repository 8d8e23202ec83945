import {
  StaffErrorCode,
  StaffMessage,
  staffLoginId,
  staffPasswordRules,
  type StaffSessionState,
} from '@shop/contract/admin-auth.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import { firstRefusal } from '@shop/contract/refusal.ts';
import { ROLE_PERMISSIONS, type StaffRole } from '@shop/contract/admin-permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, LimitReached, badRequest } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from './audit-log.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password-hash.ts';
import {
  claimAttempt,
  clearAttempts,
  forgiveAttempt,
  sweepAttempts,
} from './sign-in-attempt-repository.ts';
import { ADDRESS_RULE, LOGIN_ID_RULE, type DelayRule } from './sign-in-delay.ts';
import { findStaffByLoginId, lockStaff, updateStaff, type StaffRow } from './staff-repository.ts';
import type { StaffSessionPolicy } from './staff-session-policy.ts';
import type { StaffActor, StaffSessionStore } from './staff-session-repository.ts';

const refused = () => new AppError(401, StaffErrorCode.signInRefused, StaffMessage.signInRefused);

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
   * The same answers whatever the login id: an unknown one is counted and delayed like a real
   * one, and its password is checked against a decoy hash so that it takes as long. Each
   * attempt is counted by its address and by its login id; past the free attempts the next one
   * waits, longer each time (decision 0329) — never a lock the right password cannot pass.
   */
  async signIn(
    loginId: string,
    password: string,
    ip: string | null,
  ): Promise<{ token: string; state: StaffSessionState }> {
    const address = ip ? `address:${ip}` : null;
    if (address) await this.claim(address, ADDRESS_RULE);
    // an id no staff member can have is counted by its address only (its key could otherwise
    // be made to look like an address's)
    const possible = staffLoginId.safeParse(loginId).success;
    if (possible) await this.claim(loginId, LOGIN_ID_RULE);
    const row = possible ? await findStaffByLoginId(this.db, loginId) : null;
    const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
    if (!row || !matches || row.disabledAt !== null) throw refused();
    await clearAttempts(this.db, loginId);
    if (address) await forgiveAttempt(this.db, address, ADDRESS_RULE.free);
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

  private async claim(key: string, rule: DelayRule): Promise<void> {
    const verdict = await claimAttempt(this.db, key, rule);
    if (verdict.refused) {
      const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      throw new LimitReached(StaffMessage.locked, seconds, StaffErrorCode.locked);
    }
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
