import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, ssoSignIns, type SessionProfile } from '../../db/schema/sessions.ts';
import { hashToken, newToken } from './session-token.ts';

export interface StoredSession {
  sessionId: string;
  contextUuid: string;
  memberId: number;
  profile: SessionProfile;
  /** The SSO's year of birth of a student account (decision 0463); null when none came. */
  birthYear: number | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Drops a tag here and in every other instance (the response cache's channel). */
export interface Invalidations {
  invalidate(tag: string): Promise<void>;
  onDrop(listener: (tag: string) => void): void;
}

/** How long a session read stays in memory: the bound on a change another instance missed. */
const SESSION_MEMORY_MS = 5_000;
const SESSION_MEMORY_MAX = 10_000;
const sessionTag = (sessionId: string) => `session:${sessionId}`;

/**
 * SQL of the sessions and of the one-time SSO sign-ins. A session read is kept in memory for a
 * few seconds (a page's burst of calls reads it once); a logout or a change here drops it here
 * and, through `invalidations`, in the other instances at once.
 */
export class SessionStore {
  /** Every signed-in API request reads its session: prepared once. */
  private readonly findStatement;
  private readonly recent = new Map<string, { session: StoredSession; until: number }>();
  /**
   * Sessions forgotten so far, here or in another instance: a read begun before a forget is not
   * kept (it may hold the session the forget ended), only answered.
   */
  private forgets = 0;

  constructor(
    private readonly db: Db,
    private readonly invalidations?: Invalidations,
  ) {
    invalidations?.onDrop((tag) => {
      if (!tag.startsWith('session:')) return;
      this.recent.delete(tag.slice('session:'.length));
      this.forgets += 1;
    });
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
    birthYear: number | null = null,
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
        birthYear,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      })
      .returning();
    return { token, session: row! };
  }

  /** The live session of a cookie token; expired rows read as none. */
  async find(token: string): Promise<StoredSession | undefined> {
    const sessionId = hashToken(token);
    const now = Date.now();
    const kept = this.recent.get(sessionId);
    if (kept && kept.until > now && kept.session.expiresAt.getTime() > now) {
      return { ...kept.session };
    }
    const forgetsBefore = this.forgets;
    const row = await this.read(sessionId);
    if (!row) {
      this.recent.delete(sessionId);
      return undefined;
    }
    if (this.forgets !== forgetsBefore) return { ...row };
    if (this.recent.size >= SESSION_MEMORY_MAX) {
      const oldest = this.recent.keys().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
    this.recent.set(sessionId, { session: row, until: now + SESSION_MEMORY_MS });
    return { ...row };
  }

  /** The session row, live or none. */
  protected async read(sessionId: string): Promise<StoredSession | undefined> {
    const [row] = await this.findStatement.execute({ sessionId });
    return row;
  }

  async extend(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.sessionId, sessionId));
    const kept = this.recent.get(sessionId);
    if (kept) kept.session = { ...kept.session, expiresAt };
  }

  async updateProfile(sessionId: string, profile: SessionProfile): Promise<void> {
    await this.db.update(sessions).set({ profile }).where(eq(sessions.sessionId, sessionId));
    await this.forget(sessionId);
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.sessionId, sessionId));
    await this.forget(sessionId);
  }

  private async forget(sessionId: string): Promise<void> {
    this.recent.delete(sessionId);
    this.forgets += 1;
    await this.invalidations?.invalidate(sessionTag(sessionId));
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
