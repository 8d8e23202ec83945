import { randomInt } from 'node:crypto';
import { StaffErrorCode } from '@shop/contract/admin-auth.ts';
import { StaffAdminMessage, type StaffAccount } from '@shop/contract/admin-staff.ts';
import type { StaffRole } from '@shop/contract/admin-permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from './audit-log.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { clearAttempts } from './sign-in-attempt-repository.ts';
import {
  insertStaff,
  lockActiveAdministrators,
  lockStaff,
  staffAccount,
  updateStaff,
  type StaffRow,
} from './staff-repository.ts';
import type { StaffSessionStore } from './staff-session-repository.ts';

/** No 0/o, 1/l/i: read aloud or copied from a screen without mistakes. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 'xxxx-xxxx-xxxx-xxxx' from 31 symbols (about 79 bits), with a letter and a digit. */
export function temporaryPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    const text = [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
    if (/[a-z]/.test(text) && /\d/.test(text)) return text;
  }
}

/** The audited fields of an account (never its password hash). */
function snapshot(row: StaffRow) {
  return {
    loginId: row.loginId,
    name: row.name,
    role: row.role,
    disabled: row.disabledAt !== null,
    mustChangePassword: row.mustChangePassword,
  };
}

const notSelf = () => new AppError(400, StaffErrorCode.conflict, StaffAdminMessage.notSelf);
const lastAdministrator = () =>
  new AppError(409, StaffErrorCode.conflict, StaffAdminMessage.lastAdministrator);

/** Staff accounts, managed by administrators; every change is audited in its transaction. */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly sessions: StaffSessionStore,
  ) {}

  async create(
    actor: AuditActor,
    input: { loginId: string; name: string; role: StaffRole },
  ): Promise<{ staff: StaffAccount; temporaryPassword: string }> {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    return inTransaction(this.db, async (tx) => {
      const staffId = await insertStaff(tx, { ...input, passwordHash, mustChangePassword: true });
      if (staffId === undefined) {
        throw new AppError(409, StaffErrorCode.conflict, StaffAdminMessage.loginIdTaken, 'loginId');
      }
      const after = { ...input, disabled: false, mustChangePassword: true };
      await withAudit(tx, actor, 'staff.create', { type: 'staff', id: staffId }, null, after);
      return { staff: (await staffAccount(tx, staffId))!, temporaryPassword: password };
    });
  }

  async setDisabled(actor: AuditActor, staffId: number, disabled: boolean): Promise<StaffAccount> {
    if (staffId === actor.staffId) throw notSelf();
    return inTransaction(this.db, async (tx) => {
      const admins = await lockActiveAdministrators(tx);
      const row = await this.lock(tx, staffId);
      if (disabled && admins.length === 1 && admins[0] === staffId) throw lastAdministrator();
      if ((row.disabledAt !== null) !== disabled) {
        await updateStaff(tx, staffId, { disabledAt: disabled ? new Date() : null });
        if (disabled) await this.sessions.deleteAllOf(tx, staffId);
        await withAudit(
          tx,
          actor,
          disabled ? 'staff.disable' : 'staff.enable',
          { type: 'staff', id: staffId },
          snapshot(row),
          { ...snapshot(row), disabled },
        );
      }
      return (await staffAccount(tx, staffId))!;
    });
  }

  async changeRole(actor: AuditActor, staffId: number, role: StaffRole): Promise<StaffAccount> {
    if (staffId === actor.staffId) throw notSelf();
    return inTransaction(this.db, async (tx) => {
      const admins = await lockActiveAdministrators(tx);
      const row = await this.lock(tx, staffId);
      const leavesNoAdministrator =
        role !== 'administrator' && admins.length === 1 && admins[0] === staffId;
      if (leavesNoAdministrator) throw lastAdministrator();
      if (row.role !== role) {
        await updateStaff(tx, staffId, { role });
        await withAudit(
          tx,
          actor,
          'staff.roleChange',
          { type: 'staff', id: staffId },
          snapshot(row),
          {
            ...snapshot(row),
            role,
          },
        );
      }
      return (await staffAccount(tx, staffId))!;
    });
  }

  /** A new temporary password; the account's sessions end and a sign-in lock is lifted. */
  async resetPassword(
    actor: AuditActor,
    staffId: number,
  ): Promise<{ staff: StaffAccount; temporaryPassword: string }> {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    return inTransaction(this.db, async (tx) => {
      const row = await this.lock(tx, staffId);
      await updateStaff(tx, staffId, {
        passwordHash,
        mustChangePassword: true,
        passwordChangedAt: new Date(),
      });
      await this.sessions.deleteAllOf(tx, staffId);
      await clearAttempts(tx, row.loginId);
      await withAudit(
        tx,
        actor,
        'staff.passwordReset',
        { type: 'staff', id: staffId },
        snapshot(row),
        {
          ...snapshot(row),
          mustChangePassword: true,
        },
      );
      return { staff: (await staffAccount(tx, staffId))!, temporaryPassword: password };
    });
  }

  private async lock(tx: Db, staffId: number): Promise<StaffRow> {
    const row = await lockStaff(tx, staffId);
    if (!row) throw notFound(StaffAdminMessage.notFound);
    return row;
  }
}
