import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/contract/admin-permissions.ts';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/staff.ts';
import { hashToken, newToken } from '../auth/session-token.ts';

/** The signed-in staff member of a request, read with its session on every staff call. */
export interface StaffActor {
  staffId: number;
  loginId: string;
  name: string;
  role: StaffRole;
  mustChangePassword: boolean;
  sessionId: string;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
}

const actorColumns = {
  staffId: staff.staffId,
  loginId: staff.loginId,
  name: staff.name,
  role: staff.role,
  mustChangePassword: staff.mustChangePassword,
  sessionId: staffSessions.sessionId,
  csrfToken: staffSessions.csrfToken,
  createdAt: staffSessions.createdAt,
  expiresAt: staffSessions.expiresAt,
};

/** SQL of the staff sessions (apart from the members' sessions). */
export class StaffSessionStore {
  constructor(private readonly db: Db) {}

  /** A new session; the token goes to the cookie, only its hash is stored. */
  async create(
    db: Db,
    staffId: number,
    ttlMs: number,
  ): Promise<{ token: string; sessionId: string; csrfToken: string; expiresAt: Date }> {
    const { token, hash } = newToken();
    const csrfToken = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlMs);
    await db.insert(staffSessions).values({ sessionId: hash, staffId, csrfToken, expiresAt });
    return { token, sessionId: hash, csrfToken, expiresAt };
  }

  /** The live session of a cookie token with its staff member; disabled staff have none. */
  async find(token: string): Promise<StaffActor | undefined> {
    const [row] = await this.db
      .select(actorColumns)
      .from(staffSessions)
      .innerJoin(staff, eq(staff.staffId, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.sessionId, hashToken(token)),
          gt(staffSessions.expiresAt, sql`now()`),
          isNull(staff.disabledAt),
        ),
      );
    return row ? { ...row, role: row.role as StaffRole } : undefined;
  }

  async extend(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ expiresAt })
      .where(eq(staffSessions.sessionId, sessionId));
  }

  async delete(sessionId: string, db: Db = this.db): Promise<void> {
    await db.delete(staffSessions).where(eq(staffSessions.sessionId, sessionId));
  }

  /** Ends every session of a staff member (disabled, password reset), or all but one. */
  async deleteAllOf(db: Db, staffId: number, keepSessionId?: string): Promise<void> {
    await db
      .delete(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          keepSessionId ? ne(staffSessions.sessionId, keepSessionId) : undefined,
        ),
      );
  }

  async sweep(): Promise<void> {
    await this.db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`));
  }
}
