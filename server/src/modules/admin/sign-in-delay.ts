import { StaffLimits } from '@shop/contract/admin-auth.ts';

/** The stored count of one key (a login id or an address). */
export interface AttemptCount {
  attempts: number;
  lastAttemptAt: Date;
  lockedUntil: Date | null;
}

/** The attempt may check its password (and is counted), or must wait. */
export type DelayVerdict =
  { refused: false; next: AttemptCount } | { refused: true; retryAfterMs: number };

export interface DelayRule {
  /** attempts without a wait after them */
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export const LOGIN_ID_RULE: DelayRule = {
  free: StaffLimits.freeAttempts,
  firstDelayMs: StaffLimits.firstDelaySeconds * 1000,
  maxDelayMs: StaffLimits.maxDelayMinutes * 60_000,
  forgetAfterMs: StaffLimits.forgetAfterMinutes * 60_000,
};

export const ADDRESS_RULE: DelayRule = {
  ...LOGIN_ID_RULE,
  free: StaffLimits.freeAttemptsPerAddress,
};

/**
 * A growing delay instead of a lock (decision 0329): an attempt while the key waits is refused
 * and not counted; otherwise it is counted before its password is checked, and from the
 * `free`-th attempt on it makes the next one wait 1 s, 2 s, 4 s, … up to the maximum. The right
 * password after the wait still signs in, so guessing slows down to a few tries an hour without
 * anyone being able to lock a staff member out.
 */
export function judgeAttempt(count: AttemptCount | null, now: Date, rule: DelayRule): DelayVerdict {
  if (count?.lockedUntil && count.lockedUntil > now) {
    return { refused: true, retryAfterMs: count.lockedUntil.getTime() - now.getTime() };
  }
  const remembered =
    count !== null && now.getTime() - count.lastAttemptAt.getTime() < rule.forgetAfterMs;
  const attempts = remembered ? count.attempts + 1 : 1;
  const over = attempts - rule.free;
  const lockedUntil =
    over >= 0
      ? new Date(
          now.getTime() + Math.min(rule.firstDelayMs * 2 ** Math.min(over, 30), rule.maxDelayMs),
        )
      : null;
  return { refused: false, next: { attempts, lastAttemptAt: now, lockedUntil } };
}
