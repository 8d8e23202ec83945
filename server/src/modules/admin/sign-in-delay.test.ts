import { describe, expect, it } from 'vitest';
import { ADDRESS_RULE, LOGIN_ID_RULE, judgeAttempt, type AttemptCount } from './sign-in-delay.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 9, 0, 0) + ms);

/** Attempts one after another, each as soon as the previous one's wait ran out. */
function waits(count: number, rule = LOGIN_ID_RULE): number[] {
  let stored: AttemptCount | null = null;
  let now = 0;
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const verdict = judgeAttempt(stored, at(now), rule);
    if (verdict.refused) throw new Error(`attempt ${i + 1} refused`);
    stored = verdict.next;
    const wait = stored.lockedUntil ? stored.lockedUntil.getTime() - at(now).getTime() : 0;
    out.push(wait / 1000);
    now += wait;
  }
  return out;
}

describe('the growing sign-in delay', () => {
  it('lets 5 attempts of a login id through, then doubles the wait from 1 s up to 15 minutes', () => {
    expect(waits(17)).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('lets 20 attempts of an address through before the first wait', () => {
    const w = waits(22, ADDRESS_RULE);
    expect(w.slice(0, 19).every((s) => s === 0)).toBe(true);
    expect(w.slice(19)).toEqual([1, 2, 4]);
  });

  it('refuses an attempt during the wait, uncounted, and says how long is left', () => {
    const stored = { attempts: 6, lastAttemptAt: at(0), lockedUntil: at(2000) };
    expect(judgeAttempt(stored, at(500), LOGIN_ID_RULE)).toEqual({
      refused: true,
      retryAfterMs: 1500,
    });
    const after = judgeAttempt(stored, at(2000), LOGIN_ID_RULE);
    expect(after).toMatchObject({ refused: false, next: { attempts: 7 } });
  });

  it('forgets a count an hour after its last attempt', () => {
    const stored = { attempts: 9, lastAttemptAt: at(0), lockedUntil: at(16_000) };
    expect(judgeAttempt(stored, at(59 * 60_000), LOGIN_ID_RULE)).toMatchObject({
      next: { attempts: 10 },
    });
    expect(judgeAttempt(stored, at(60 * 60_000), LOGIN_ID_RULE)).toEqual({
      refused: false,
      next: { attempts: 1, lastAttemptAt: at(60 * 60_000), lockedUntil: null },
    });
  });
});
