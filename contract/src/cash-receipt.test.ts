import { describe, expect, it } from 'vitest';
import {
  businessNumberValid,
  cashReceiptChoice,
  CashReceiptMessage as M,
  receiptTarget,
  SELF_ISSUE_NUMBER,
  storedRequest,
} from './cash-receipt.ts';
import { firstRefusal } from './refusal.ts';

describe('the cash-receipt choice (decision 0464), one rule for the pay page and the server', () => {
  const table: [string, string, string | null][] = [
    ['none', '', null],
    ['none', 'anything', null],
    ['income', '', M.phone],
    ['income', '  ', M.phone],
    ['income', '010-1234-5678', null],
    ['income', '01012345678', null],
    ['income', '02-123-4567', M.phoneFormat],
    ['income', '1234567890', M.phoneFormat],
    ['expense', '', M.businessNumber],
    ['expense', '220-81-62517', null],
    ['expense', '2208162517', null],
    ['expense', '220-81-62518', M.businessNumberFormat],
    ['expense', '123-45-6789', M.businessNumberFormat],
    ['expense', '010-1234-5678', M.businessNumberFormat],
  ];
  it.each(table)('%s %j → %s', (kind, identifier, message) => {
    const refusal = firstRefusal(cashReceiptChoice, { kind, identifier });
    expect(refusal).toEqual(message ? { field: 'identifier', message } : null);
  });

  it('refuses an unknown use', () => {
    expect(firstRefusal(cashReceiptChoice, { kind: 'both', identifier: '' })?.field).toBe('kind');
  });

  it('checks the business number’s check digit (weights 1 3 7 1 3 7 1 3 5)', () => {
    // every last digit but one is wrong for the same first nine
    const good = [...'0123456789'].filter((d) => businessNumberValid(`220816251${d}`));
    expect(good).toEqual(['7']);
  });

  it('stores the number as digits, none for 신청 안 함', () => {
    expect(storedRequest({ kind: 'income', identifier: '010-1234-5678' })).toEqual({
      kind: 'income',
      identifier: '01012345678',
    });
    expect(storedRequest({ kind: 'none', identifier: '010' })).toEqual({
      kind: 'none',
      identifier: null,
    });
  });
});

describe('to whom a deposit’s receipt is issued', () => {
  it('the request when there is one, whatever the amount', () => {
    expect(receiptTarget({ kind: 'expense', identifier: '2208162517' }, 5_000)).toEqual({
      use: 'expense',
      identifier: '2208162517',
      self: false,
    });
  });
  it('the self-issue number from 100,000 won without a request, nobody below', () => {
    expect(receiptTarget({ kind: 'none', identifier: null }, 100_000)).toEqual({
      use: 'income',
      identifier: SELF_ISSUE_NUMBER,
      self: true,
    });
    expect(receiptTarget(null, 100_000)?.identifier).toBe(SELF_ISSUE_NUMBER);
    expect(receiptTarget({ kind: 'none', identifier: null }, 99_999)).toBeNull();
  });
});
