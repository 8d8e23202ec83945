import { CommonMessage, ErrorCode } from '@shop/contract/common.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentEncode } from '../test/fuzz/hostile-requests.ts';
import {
  changedTables,
  tableFingerprinter,
  type Fingerprint,
} from '../test/fuzz/table-fingerprint.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signInAs, type SignedIn } from '../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../test/test-staff-sign-in.ts';

/**
 * Issue 18 §3: the inputs that answered 500 — a NUL or a lone surrogate in any text, an id above
 * the database's integer, a country the EMS data does not know — answer 4xx and change nothing.
 */
let t: TestApp;
let kim: SignedIn;
let admin: SignedInStaff;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'on' });
  kim = await signInAs(t, 'parent.kim');
  admin = await signInStaff(t, demoLoginOf('administrator'));
  fingerprint = await tableFingerprinter(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function refusedWithoutChange(send: () => Promise<{ statusCode: number; body: string }>) {
  const before = await fingerprint();
  const res = await send();
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(changedTables(before, await fingerprint())).toEqual([]);
  return (JSON.parse(res.body) as { error: { code: string; message: string; field?: string } })
    .error;
}

const member = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: kim.headers, payload });

describe('text with NUL or half a surrogate pair', () => {
  it.each([
    ['NUL', 'admin\u0000'],
    ['a lone surrogate', 'admin\ud800'],
  ])('staff sign-in with %s in the login id: 400 naming the field', async (_, loginId) => {
    const error = await refusedWithoutChange(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ loginId, password: 'x' }),
      }),
    );
    expect(error).toMatchObject({ message: CommonMessage.textMalformed, field: 'loginId' });
  });

  it('in a query (FAQ category, section config, admin filters) and in a staff note', async () => {
    for (const url of [
      `/api/faq-list-of-category?category=${percentEncode('a\u0000')}`,
      `/api/section-config?section=${percentEncode('\udc00')}`,
    ]) {
      await refusedWithoutChange(() => t.app.inject({ url }));
    }
    await refusedWithoutChange(() =>
      staffCall(t, admin, 'GET', `/api/admin/audit-logs?entityId=${percentEncode('x\u0000')}`),
    );
    await refusedWithoutChange(() =>
      staffCall(t, admin, 'POST', '/api/admin/order-note', { orderId: 1, body: 'note\u0000' }),
    );
  });

  it('in a member call and a developer call', async () => {
    await refusedWithoutChange(() =>
      member('/api/member-svc/claim-website-create', {
        categoryName: '주문',
        title: '\ud83d',
        inquiryMemo: 'x',
      }),
    );
    await refusedWithoutChange(() =>
      t.app.inject({ url: `/api/dev/force-login-token/${percentEncode('1\u0000')}` }),
    );
  });
});

describe('numbers and codes the shop does not hold', () => {
  it('a product id above the integer range is a 400', async () => {
    for (const ids of ['2147483648', '1,2147483648']) {
      const query = ids
        .split(',')
        .map((id) => `productIds=${id}`)
        .join('&');
      await refusedWithoutChange(() =>
        t.app.inject({ url: `/api/product-for-pay?${query}`, headers: kim.headers }),
      );
    }
  });

  it("an unknown EMS country is the outside system's refusal: 422, not 500", async () => {
    for (const [call, body] of [
      ['state', { nationCd: 'ZZ' }],
      ['city', { nationCd: 'ZZ', stateFrom: 'X' }],
      ['zipcode', { nationCd: 'ZZ', stateFrom: 'X', cityFrom: 'Y' }],
    ] as const) {
      const error = await refusedWithoutChange(() =>
        member(`/api/member-svc/query-ems-${call}-choices`, body),
      );
      expect(error).toMatchObject({
        code: ErrorCode.outsideRefused,
        message: CommonMessage.outsideRefused,
      });
    }
  });
});
