import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, ssoSignIns, type SessionProfile } from '../../db/schema/sessions.ts';

export interface StoredSession {
  sessionId: string;
  contextUuid: string;
  memberId: number;
  profile: SessionProfile;
  createdAt: Date;
  expiresAt: Date;
}

/** A random token for a cookie, and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** SQL of the sessions and of the one-time SSO sign-ins. */
export class SessionStore {
  /** Every signed-in API request reads its session: prepared once. */
  private readonly findStatement;

  constructor(private readonly db: Db) {
    this.findStatement = db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.sessionId, sql.placeholder('sessionId')),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .prepare('session_find');
  }

  async create(
    memberId: number,
    profile: SessionProfile,
    ttlMs: number,
  ): Promise<{ token: string; session: StoredSession }> {
    const { token, hash } = newToken();
    const now = new Date();
    const [row] = await this.db
      .insert(sessions)
      .values({
        sessionId: hash,
        contextUuid: randomUUID(),
        memberId,
        profile,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      })
      .returning();
    return { token, session: row! };
  }

  /** The live session of a cookie token; expired rows read as none. */
  async find(token: string): Promise<StoredSession | undefined> {
    const [row] = await this.findStatement.execute({ sessionId: hashToken(token) });
    return row;
  }

  async extend(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.sessionId, sessionId));
  }

  async updateProfile(sessionId: string, profile: SessionProfile): Promise<void> {
    await this.db.update(sessions).set({ profile }).where(eq(sessions.sessionId, sessionId));
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.sessionId, sessionId));
  }

  async startSignIn(row: {
    state: string;
    nonce: string;
    bindingHash: string;
    redirect: string | null;
    ttlMs: number;
  }): Promise<void> {
    await this.db.insert(ssoSignIns).values({
      state: row.state,
      nonce: row.nonce,
      bindingHash: row.bindingHash,
      redirect: row.redirect,
      expiresAt: new Date(Date.now() + row.ttlMs),
    });
  }

  /**
   * Marks the sign-in of this nonce used, if it is unused, unexpired and was started by this
   * browser; one statement, so two requests with the same token cannot both succeed.
   */
  async consumeSignIn(
    nonce: string,
    bindingHash: string,
  ): Promise<{ redirect: string | null } | undefined> {
    const [row] = await this.db
      .update(ssoSignIns)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(ssoSignIns.nonce, nonce),
          eq(ssoSignIns.bindingHash, bindingHash),
          isNull(ssoSignIns.usedAt),
          gt(ssoSignIns.expiresAt, sql`now()`),
        ),
      )
      .returning({ redirect: ssoSignIns.redirect });
    return row;
  }

  /** Deletes expired sessions and sign-ins that can no longer be used (kept a day for the log). */
  async sweep(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    await this.db
      .delete(ssoSignIns)
      .where(
        or(
          lt(ssoSignIns.expiresAt, sql`now() - interval '1 day'`),
          lt(ssoSignIns.usedAt, sql`now() - interval '1 day'`),
        ),
      );
  }
}
