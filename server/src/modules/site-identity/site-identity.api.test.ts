import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BusinessIdentityMessage,
  DEFAULT_BUSINESS_IDENTITY,
} from '@shop/contract/business-identity.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/** Issue 21 item 5 (decision 0503): the footer's business identity is data staff edit. */
let t: TestApp;
let md: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  md = await signInStaff(t, demoLoginOf('merchandiser'));
});
afterAll(async () => {
  await t?.close();
});

const publicRead = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/site-identity' });
  expect(res.statusCode).toBe(200);
  const { escrowConfirmUrl, ...identity } = res.json<
    typeof DEFAULT_BUSINESS_IDENTITY & { escrowConfirmUrl: string }
  >();
  expect(escrowConfirmUrl).toBe(`${t.config.urls.pg}/escrow/mark?mid=${t.config.secrets.pgMid}`);
  return identity;
};

describe("the footer's business identity", () => {
  it("links the gateway's own confirmation of the shop's escrow (decision 0469)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-identity' });
    const page = await fetch(res.json<{ escrowConfirmUrl: string }>().escrowConfirmUrl);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('구매안전서비스 가입사실 확인');
    expect(text).toContain(t.config.secrets.pgMid);
    expect(text).toContain('무통장입금(가상계좌)');
  });

  it('answers the defaults until staff save, then what they saved, audited', async () => {
    expect(await publicRead()).toEqual(DEFAULT_BUSINESS_IDENTITY);
    const next = { ...DEFAULT_BUSINESS_IDENTITY, representative: '박서연', phone: '02-555-0100' };
    const saved = await staffCall(t, md, 'POST', '/api/admin/site-identity', next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicRead()).toEqual(next);
    const [audit] = await queryRows<{ before: { representative: string }; after: object }>(
      t.database.db,
      sql`select before, after from audit_logs where action = 'siteIdentity.update'`,
    );
    expect(audit?.before.representative).toBe(DEFAULT_BUSINESS_IDENTITY.representative);
    expect(audit?.after).toEqual(next);
  });

  it('refuses a malformed field and changes nothing', async () => {
    const before = await publicRead();
    for (const bad of [
      { businessNo: '1234567890' },
      { email: 'not-an-address' },
      { companyName: '' },
      { hostingProvider: undefined },
    ]) {
      const res = await staffCall(t, md, 'POST', '/api/admin/site-identity', { ...before, ...bad });
      expect(res.statusCode).toBe(400);
    }
    expect(await publicRead()).toEqual(before);
  });

  it("says which field is wrong in the form's words (the back office shows the same text)", async () => {
    const before = await publicRead();
    for (const [bad, message] of [
      [{ representative: '  ' }, BusinessIdentityMessage.representativeRequired],
      [{ businessNo: '1234567890' }, BusinessIdentityMessage.businessNoFormat],
      [{ email: 'help@' }, BusinessIdentityMessage.emailInvalid],
      [{ address: '가'.repeat(201) }, BusinessIdentityMessage.tooLong],
    ] as const) {
      const res = await staffCall(t, md, 'POST', '/api/admin/site-identity', { ...before, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toContain(message);
    }
    expect(await publicRead()).toEqual(before);
  });
});
