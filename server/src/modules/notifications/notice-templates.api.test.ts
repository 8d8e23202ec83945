import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoLoginOf, signInStaff, staffCall } from '../../test/test-staff-sign-in.ts';

/** Issue 21 item 1 (decision 0511): staff read each template as data, with its channels. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the notification templates', () => {
  it('lists every template with its fixed text, variables and channels', async () => {
    const cs = await signInStaff(t, demoLoginOf('customer_service'));
    const res = await staffCall(t, cs, 'GET', '/api/admin/notice-templates');
    expect(res.statusCode).toBe(200);
    const list = res.json<{
      list: { kind: string; code: string; text: string; variables: string[]; channels: string[] }[];
    }>().list;
    expect(list.map((r) => r.kind)).toEqual([
      'orderPlaced',
      'vbankIssued',
      'depositConfirmed',
      'shipped',
      'delivered',
      'revokeAccepted',
      'refundCompleted',
      'inquiryAnswered',
    ]);
    const vbank = list.find((r) => r.kind === 'vbankIssued')!;
    expect(vbank.code).toBe('VBANK_ISSUED_01');
    expect(vbank.variables).toEqual(
      expect.arrayContaining(['은행', '계좌번호', '결제금액', '입금기한']),
    );
    expect(vbank.channels).toEqual(['alimtalk', 'sms', 'email']);
    expect(list.find((r) => r.kind === 'inquiryAnswered')!.channels).toEqual(['alimtalk', 'sms']);
  });
});
