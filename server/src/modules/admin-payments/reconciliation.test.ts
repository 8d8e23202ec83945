import { describe, expect, it } from 'vitest';
import type { SettlementReport } from '../../integrations/payment-gateway/payment-gateway.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { reconcile } from './reconciliation.ts';

const at = (iso: string) => new Date(iso);
const report = (date: string, r: Partial<SettlementReport> = {}): SettlementReport => ({
  date,
  approvals: [],
  deposits: [],
  refunds: [],
  netCancels: [],
  ...r,
});
const pay = (tid: string, amount: number, iso: string) => ({
  tid,
  orderNumber: `O1P${tid.length}`,
  orderId: 1,
  amount,
  at: at(iso),
});

describe('reconcile', () => {
  const days = ['2026-03-02'];
  const reports = (r: Partial<SettlementReport>) =>
    new Map([
      ['2026-03-01', report('2026-03-01')],
      ['2026-03-02', report('2026-03-02', r)],
      ['2026-03-03', report('2026-03-03')],
    ]);

  it('matches by transaction; card approvals and deposits are money in, issued accounts are not', () => {
    const [day] = reconcile(
      days,
      {
        payments: [
          pay('C1', 10_000, '2026-03-02T01:00:00Z'),
          pay('V1', 5_000, '2026-03-02T02:00:00Z'),
        ],
        refunds: [],
      },
      reports({
        approvals: [
          {
            tid: 'C1',
            orderNumber: 'O1P1',
            payMethod: 'Card',
            amount: 10_000,
            at: at('2026-03-02T01:00:00Z'),
          },
          {
            tid: 'V1',
            orderNumber: 'O2P2',
            payMethod: 'VBank',
            amount: 5_000,
            at: at('2026-03-01T01:00:00Z'),
          },
        ],
        deposits: [
          {
            tid: 'V1',
            orderNumber: 'O2P2',
            amount: 5_000,
            depositor: '김',
            at: at('2026-03-02T02:00:00Z'),
          },
        ],
      }),
    );
    expect(day!.mismatches).toEqual([]);
    expect(day!.shopPayments).toEqual({ count: 2, amount: 15_000 });
    expect(day!.gatewayPayments).toEqual({ count: 2, amount: 15_000 });
  });

  it('names one-sided entries, other amounts, other days; a net-cancelled approval is no payment', () => {
    const [day] = reconcile(
      days,
      {
        payments: [
          pay('SHOP', 1_000, '2026-03-02T01:00:00Z'),
          pay('AMT', 2_000, '2026-03-02T01:00:00Z'),
          // 23:59:30 Seoul on the 2nd; the gateway has it at 00:00:10 on the 3rd
          pay('LATE', 3_000, '2026-03-02T14:59:30Z'),
        ],
        refunds: [{ ...pay('C9', 500, '2026-03-02T05:00:00Z'), refundTid: null }],
      },
      reports({
        approvals: [
          {
            tid: 'AMT',
            orderNumber: 'O3P3',
            payMethod: 'Card',
            amount: 2_500,
            at: at('2026-03-02T01:00:00Z'),
          },
          {
            tid: 'GW',
            orderNumber: 'O4P4',
            payMethod: 'Card',
            amount: 4_000,
            at: at('2026-03-02T01:00:00Z'),
          },
          {
            tid: 'NC',
            orderNumber: 'O5P5',
            payMethod: 'Card',
            amount: 9_000,
            at: at('2026-03-02T01:00:00Z'),
          },
        ],
        netCancels: [
          { tid: 'NC', orderNumber: 'O5P5', amount: 9_000, at: at('2026-03-02T01:00:01Z') },
        ],
        refunds: [
          {
            tid: 'C9',
            refundTid: 'C9R',
            orderNumber: 'O6P6',
            amount: 500,
            partial: true,
            at: at('2026-03-02T05:00:00Z'),
          },
        ],
      }),
    );
    const reasons = Object.fromEntries(day!.mismatches.map((m) => [m.tid, m.reason]));
    expect(reasons).toEqual({
      SHOP: 'onlyShop',
      AMT: 'amount',
      LATE: 'onlyShop',
      GW: 'onlyGateway',
    });
    expect(day!.gatewayNetCancels).toEqual({ count: 1, amount: 9_000 });
    expect(day!.shopRefunds).toEqual(day!.gatewayRefunds);
  });

  it('a payment across midnight is a day mismatch when both days are read', () => {
    const result = reconcile(
      ['2026-03-02', '2026-03-03'],
      { payments: [pay('LATE', 3_000, '2026-03-02T14:59:30Z')], refunds: [] },
      new Map([
        ['2026-03-02', report('2026-03-02')],
        [
          '2026-03-03',
          report('2026-03-03', {
            deposits: [
              {
                tid: 'LATE',
                orderNumber: 'O1P4',
                amount: 3_000,
                depositor: '김',
                at: at('2026-03-02T15:00:10Z'),
              },
            ],
          }),
        ],
      ]),
    );
    expect(result.map((d) => d.mismatches.map((m) => m.reason))).toEqual([['day'], ['day']]);
  });

  it('a day without the report is not reconciled', () => {
    const [day] = reconcile(
      days,
      { payments: [pay('X', 1, '2026-03-02T01:00:00Z')], refunds: [] },
      new Map([['2026-03-02', null]]),
    );
    expect(day).toMatchObject({ gatewayAnswered: false, mismatches: [] });
  });

  it('days are Seoul days', () => {
    expect(seoulDate(at('2026-03-02T14:59:59Z'))).toBe('2026-03-02');
    expect(seoulDate(at('2026-03-02T15:00:00Z'))).toBe('2026-03-03');
  });
});
