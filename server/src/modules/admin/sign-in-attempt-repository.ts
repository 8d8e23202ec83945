import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { StaffLimits } from '@shop/contract/admin-auth.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { staffSignInAttempts } from '../../db/schema/staff.ts';

const WINDOW = sql.raw(`interval '${StaffLimits.lockMinutes} minutes'`);

export type AttemptClaim = { allowed: true; attempt: number } | { allowed: false };

/**
 * Counts one sign-in attempt of a login id before its password is checked, in one statement, so
 * that parallel guesses cannot exceed the limit. Failures older than the lock period no longer
 * count; a lock that has run out starts the count again. Answers whether this attempt may check
 * the password, and its number.
 */
export async function claimAttempt(db: Db, loginKey: string): Promise<AttemptClaim> {
  const [row] = await queryRows<{ attempts: number; locked: boolean }>(
    db,
    sql`
      insert into staff_sign_in_attempts as a (login_key, attempts, last_attempt_at, locked_until)
      values (${loginKey}, 1, now(), null)
      on conflict (login_key) do update set
        attempts = case
          when a.locked_until > now() then a.attempts
          when a.locked_until is not null or a.last_attempt_at < now() - ${WINDOW} then 1
          else a.attempts + 1 end,
        last_attempt_at = case when a.locked_until > now() then a.last_attempt_at else now() end,
        locked_until = case when a.locked_until > now() then a.locked_until else null end
      returning attempts, coalesce(locked_until > now(), false) as locked`,
  );
  const attempts = Number(row?.attempts ?? 1);
  if (row?.locked || attempts > StaffLimits.maxFailures) {
    await lock(db, loginKey);
    return { allowed: false };
  }
  return { allowed: true, attempt: attempts };
}

/** Locks the login id for the lock period (kept when already locked). */
export async function lock(db: Db, loginKey: string): Promise<void> {
  await db
    .update(staffSignInAttempts)
    .set({ lockedUntil: sql`coalesce(${staffSignInAttempts.lockedUntil}, now() + ${WINDOW})` })
    .where(eq(staffSignInAttempts.loginKey, loginKey));
}

/** A successful sign-in or an administrator's password reset clears the count and any lock. */
export async function clearAttempts(db: Db, loginKey: string): Promise<void> {
  await db.delete(staffSignInAttempts).where(eq(staffSignInAttempts.loginKey, loginKey));
}

/**
 * Forgets counts that no longer matter (a day without attempts and no running lock), so guesses
 * at made-up login ids do not pile up.
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
