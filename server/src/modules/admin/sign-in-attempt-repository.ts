import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { staffSignInAttempts } from '../../db/schema/staff.ts';
import { judgeAttempt, type DelayRule, type DelayVerdict } from './sign-in-delay.ts';

/**
 * Counts one sign-in attempt of a key (a login id, or `address:<ip>`) before its password is
 * checked, or refuses it while the key waits (decision 0329). The row is locked for the
 * decision, so parallel guesses are judged one after another and cannot slip past the delay;
 * the table is shared by every instance of the shop.
 */
export async function claimAttempt(db: Db, key: string, rule: DelayRule): Promise<DelayVerdict> {
  return db.transaction(async (tx) => {
    await tx
      .insert(staffSignInAttempts)
      .values({ loginKey: key, attempts: 0, lastAttemptAt: sql`now()`, lockedUntil: null })
      .onConflictDoNothing();
    const [row] = await queryRows<{
      attempts: number;
      last_attempt_at: string | Date;
      locked_until: string | Date | null;
      now: string | Date;
    }>(
      tx,
      sql`select attempts, last_attempt_at, locked_until, now() as now
        from staff_sign_in_attempts where login_key = ${key} for update`,
    );
    const verdict = judgeAttempt(
      row
        ? {
            attempts: Number(row.attempts),
            lastAttemptAt: new Date(row.last_attempt_at),
            lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
          }
        : null,
      new Date(row!.now),
      rule,
    );
    if (!verdict.refused) {
      await tx
        .update(staffSignInAttempts)
        .set(verdict.next)
        .where(eq(staffSignInAttempts.loginKey, key));
    }
    return verdict;
  });
}

/**
 * A successful sign-in gives its address's attempt back: an address counts failures only, so a
 * busy office is never slowed by its own sign-ins; a delay its count no longer reaches goes too.
 */
export async function forgiveAttempt(db: Db, key: string, free: number): Promise<void> {
  await db
    .update(staffSignInAttempts)
    .set({
      attempts: sql`greatest(${staffSignInAttempts.attempts} - 1, 0)`,
      lockedUntil: sql`case when ${staffSignInAttempts.attempts} - 1 < ${free} then null
        else ${staffSignInAttempts.lockedUntil} end`,
    })
    .where(eq(staffSignInAttempts.loginKey, key));
}

/** A successful sign-in or an administrator's password reset clears the count and any delay. */
export async function clearAttempts(db: Db, loginKey: string): Promise<void> {
  await db.delete(staffSignInAttempts).where(eq(staffSignInAttempts.loginKey, loginKey));
}

/**
 * Forgets counts that no longer matter (a day without attempts and no running delay), so
 * guesses at made-up login ids do not pile up.
 */
export async function sweepAttempts(db: Db): Promise<void> {
  await db
    .delete(staffSignInAttempts)
    .where(
      and(
        lt(staffSignInAttempts.lastAttemptAt, sql`now() - interval '1 day'`),
        or(
          isNull(staffSignInAttempts.lockedUntil),
          lt(staffSignInAttempts.lockedUntil, sql`now()`),
        ),
      ),
    );
}
