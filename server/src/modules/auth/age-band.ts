import type { AgeBand } from '@shop/contract/auth.ts';
import { seoulYear } from '../../lib/seoul-time.ts';

/** 민법 §4: a person is of age at 19. */
export const AGE_OF_MAJORITY = 19;
/** 개인정보보호법 §22조의2: under 14 a child's data need the legal guardian's consent. */
export const CHILD_AGE = 14;

/**
 * The age the shop counts when only the year of birth is known (decision 0463): 만 나이 (민법
 * §158) as if this year's birthday were still to come, Seoul calendar year minus birth year minus
 * one. A person born in year B is, during year Y, either Y−B−1 (before the birthday) or Y−B
 * (after it); the shop takes the younger, so no minor is ever counted as of age and no child
 * under 14 as 14.
 */
export function countedAge(birthYear: number, at: Date): number {
  return seoulYear(at) - birthYear - 1;
}

/**
 * The age band of a signed-in account (decision 0463). Only student accounts (loginType S) have
 * one: parent and institute accounts are adults who pay for their children. A student account
 * whose sign-in carried no birth year is counted a minor (the notice is shown), not a child:
 * the shop cannot refuse an order on an age it does not know.
 */
export function ageBandOf(
  account: { loginType: 'P' | 'S'; birthYear: number | null },
  at: Date,
): AgeBand | null {
  if (account.loginType !== 'S') return null;
  if (account.birthYear === null) return 'minor';
  const age = countedAge(account.birthYear, at);
  if (age >= AGE_OF_MAJORITY) return 'adult';
  if (age >= CHILD_AGE) return 'minor';
  return 'child';
}
