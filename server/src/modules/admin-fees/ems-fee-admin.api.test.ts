import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminEmsFeeMessage,
  type EmsFeeChange,
  type EmsFeeRow,
  type EmsZoneNation,
} from '@shop/contract/admin-ems-fees.ts';
import { queryRows } from '../../db/client.ts';
import { consentOf, post } from '../../test/checkout-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

let t: TestApp;
let md: SignedInStaff;
let kim: SignedIn;
const db = () => t.database.db;

/** A paper book that may go abroad (the overseas journey's), with its shipping weight. */
const BOOK = 3;
let grams: number;

beforeAll(async () => {
  t = await createTestApp();
  [md, kim] = await Promise.all([
    signInStaff(t, demoLoginOf('merchandiser')),
    signInAs(t, 'parent.kim'),
  ]);
  const [row] = await queryRows<{ ship_weight_g: number; can_oversea: boolean }>(
    db(),
    sql`select ship_weight_g, can_oversea from products where product_id = ${BOOK}`,
  );
  expect(row!.can_oversea).toBe(true);
  grams = row!.ship_weight_g;
});
afterAll(async () => {
  await t?.close();
});

const items = (qty = 1) => [{ productId: BOOK, qty, cdi: null, cartId: null }];
/** The United States: EMS (31), zone 3 of the post's nation list. */
const US = { premiumCd: '31', nationCd: 'US' } as const;

async function overseaPreview(qty = 1) {
  return post(t, kim, '/api/member-svc/calculate-price-oversea', { ...US, items: items(qty) });
}
async function overseaFeeNow(): Promise<number> {
  const res = await overseaPreview();
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { deliveryPriceTotal: number } }>().data.deliveryPriceTotal;
}

async function table(premiumCd = '31') {
  const res = await staffCall(t, md, 'GET', `/api/admin/ems-fees?premiumCd=${premiumCd}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    premiumCd: string;
    rows: EmsFeeRow[];
    zones: { zone: number; nations: EmsZoneNation[] }[] | null;
  }>();
}

/** The row of zone 3 (EMS) that prices the book: the first bracket at least as heavy. */
async function usRow(): Promise<EmsFeeRow> {
  const rows = (await table()).rows.filter((r) => r.zone === 3);
  return rows.find((r) => r.upToGrams >= grams)!;
}

const saveFee = (body: object) => staffCall(t, md, 'POST', '/api/admin/ems-fee-save', body);
const tariffPreview = () => staffCall(t, md, 'GET', '/api/admin/ems-fees/post-tariff');
const tariffImport = (token: string) =>
  staffCall(t, md, 'POST', '/api/admin/ems-fees/post-tariff', { token });

async function auditRows(action: string) {
  return queryRows<{ entity_type: string; entity_id: string; before: unknown; after: unknown }>(
    db(),
    sql`select entity_type, entity_id, before, after from audit_logs where action = ${action}
      order by audit_log_id`,
  );
}

async function tableText() {
  const rows = await queryRows<{ t: string }>(
    db(),
    sql`select string_agg(premium_cd || '/' || zone || '/' || up_to_grams || '=' || fee_won, ','
      order by premium_cd, zone, up_to_grams) as t from ems_fee_rates`,
  );
  return rows[0]!.t;
}

async function placeOverseaOrder(): Promise<number> {
  const p = (await overseaPreview()).json<{
    data: { productPriceTotal: number; deliveryPriceTotal: number };
  }>().data;
  const res = await post(t, kim, '/api/member-svc/order-create-oversea', {
    items: items(),
    fdbIdSelected: '',
    productPriceTotal: p.productPriceTotal,
    deliveryPriceTotal: p.deliveryPriceTotal,
    paymentTypeCd: '신용카드',
    arsPhone: null,
    consent: await consentOf(t),
    oversea: {
      name: 'Minji Kim',
      phone: '1-213-555-0147',
      email: 'minji.kim@example.com',
      zipCode: '90005',
      addr1: '3600 Wilshire Blvd',
      addr2: 'Suite 1200',
      city: 'Los Angeles',
      state: 'California',
      deliveryNote: '',
      ...US,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { orderId: number } }>().data.orderId;
}

async function overseaFeeOf(orderId: number): Promise<number> {
  const [row] = await queryRows<{ oversea_fee: number }>(
    db(),
    sql`select oversea_fee from order_deliveries where order_id = ${orderId}`,
  );
  return row!.oversea_fee;
}

describe('the EMS fee table', () => {
  it("holds the post's tariff as the shop charged it: every type, zone and bracket, and each zone's nations", async () => {
    const ems = await table('31');
    expect(ems.rows).toHaveLength(4 * 40);
    expect(ems.rows.every((r) => r.premiumCd === '31')).toBe(true);
    expect(ems.rows.find((r) => r.zone === 3 && r.upToGrams === 1500)!.feeWon).toBe(44_800);
    const namesOf = (z: NonNullable<typeof ems.zones>, zone: number) =>
      z.find((x) => x.zone === zone)!.nations.map((n) => n.nationNameKr);
    expect(ems.zones!.find((z) => z.zone === 3)!.nations).toContainEqual({
      nationCd: 'US',
      nationName: 'UNITED STATES OF AMERICA',
      nationNameKr: '미국',
      limited: false,
    });
    expect(namesOf(ems.zones!, 1)).toContain('일본');
    const premium = await table('32');
    expect(premium.rows).toHaveLength(4 * 40);
    expect(namesOf(premium.zones!, 4)).toContain('멕시코');
    expect(namesOf(premium.zones!, 3)).not.toContain('미국');
    // no order may go to a nation the post stopped (Russia) or the shop's own list holds (Brazil),
    // as the pay page says: the zone lists them marked
    const limitedOf = (zones: NonNullable<typeof ems.zones>) =>
      zones.flatMap((z) => z.nations.filter((n) => n.limited).map((n) => n.nationCd)).sort();
    expect(limitedOf(ems.zones!)).toEqual(['MM', 'RU', 'UA']);
    expect(limitedOf(premium.zones!)).toEqual(['AR', 'BR', 'EG', 'IL']);
    // the preview charges the table's row
    expect(await overseaFeeNow()).toBe((await usRow()).feeWon);
  });

  it('changes the next overseas preview and order; an order placed before keeps its fee; audited', async () => {
    const row = await usRow();
    const placed = await placeOverseaOrder();
    expect(await overseaFeeOf(placed)).toBe(row.feeWon);

    const newFee = row.feeWon + 1_000;
    const key = { premiumCd: row.premiumCd, zone: row.zone, upToGrams: row.upToGrams };
    const res = await saveFee({ ...key, feeWon: newFee });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...key, feeWon: newFee });

    expect(await overseaFeeNow()).toBe(newFee);
    expect(await overseaFeeOf(placed)).toBe(row.feeWon);
    expect(await overseaFeeOf(await placeOverseaOrder())).toBe(newFee);

    const id = `31/3/${row.upToGrams}`;
    expect(await auditRows('emsFee.update')).toEqual([
      {
        entity_type: 'ems_fee_rate',
        entity_id: id,
        before: { ...key, feeWon: row.feeWon },
        after: { ...key, feeWon: newFee },
      },
    ]);
    // the same fee again writes nothing
    expect((await saveFee({ ...key, feeWon: newFee })).statusCode).toBe(200);
    expect(await auditRows('emsFee.update')).toHaveLength(1);
  });

  it('refuses a fee out of bounds or not whole, and a row the table does not have, changing nothing', async () => {
    const before = await tableText();
    const audits = (await auditRows('emsFee.update')).length;
    const key = { premiumCd: '31', zone: 3, upToGrams: 1500 };
    for (const bad of [-1, 0, 999, 2_000_001, 44_800.5, '44800']) {
      const res = await saveFee({ ...key, feeWon: bad });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect((await saveFee({ ...key, feeWon: -1 })).json().error.message).toBe(
      AdminEmsFeeMessage.feeRange,
    );
    const unknown = await saveFee({ ...key, upToGrams: 1234, feeWon: 50_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(AdminEmsFeeMessage.rowUnknown);
    for (const bad of [
      { ...key, zone: 5, feeWon: 50_000 },
      { ...key, premiumCd: '33', feeWon: 50_000 },
    ]) {
      expect((await saveFee(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await tableText()).toBe(before);
    expect(await auditRows('emsFee.update')).toHaveLength(audits);
  });

  it("refuses a parcel beyond the table's last bracket, saying the most EMS carries", async () => {
    const last = (await table()).rows.filter((r) => r.zone === 3).at(-1)!;
    expect(last.upToGrams).toBe(30_000);
    const weigh = (g: number) =>
      db().execute(sql`update products set ship_weight_g = ${g} where product_id = ${BOOK}`);
    await weigh(last.upToGrams + 1);
    try {
      const res = await overseaPreview();
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'OVER-WEIGHT',
        message:
          'EMS로 보낼 수 있는 무게(30,000g)를 넘었습니다. 수량을 줄이거나 나누어 주문해 주세요.',
        messageCode: 'checkout.overWeight',
      });
      await weigh(last.upToGrams);
      expect(await overseaFeeNow()).toBe(last.feeWon);
    } finally {
      await weigh(grams);
    }
  });
});

describe("the post's tariff", () => {
  it('shows what it would change (before → after per row) and applies it in one go, audited', async () => {
    const edited = await usRow();
    const preview = await tariffPreview();
    expect(preview.statusCode, preview.body).toBe(200);
    const { changes, unchanged, token } = preview.json<{
      changes: EmsFeeChange[];
      unchanged: number;
      token: string;
    }>();
    // the row staff changed goes back to the post's fee
    const back = changes.find((c) => c.zone === 3 && c.upToGrams === edited.upToGrams)!;
    expect(back).toMatchObject({ premiumCd: '31', beforeWon: edited.feeWon });
    expect(back.afterWon).toBe(edited.feeWon - 1_000);
    expect(changes).toHaveLength(1);
    expect(changes.length + unchanged).toBe(2 * 4 * 40);
    // nothing changed yet
    expect(await overseaFeeNow()).toBe(edited.feeWon);

    // a fee saved after the preview: the import no longer applies what was shown
    const other = { premiumCd: '32', zone: 1, upToGrams: 500, feeWon: 33_000 };
    expect((await saveFee(other)).statusCode).toBe(200);
    const beforeStale = await tableText();
    const stale = await tariffImport(token);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.message).toBe(AdminEmsFeeMessage.importStale);
    expect(await tableText()).toBe(beforeStale);
    expect(await auditRows('emsFee.import')).toEqual([]);

    const again = (await tariffPreview()).json<{ changes: EmsFeeChange[]; token: string }>();
    expect(again.changes).toHaveLength(2);
    expect(again.changes[1]).toEqual({
      premiumCd: '32',
      zone: 1,
      upToGrams: 500,
      beforeWon: 33_000,
      afterWon: 30_900,
    });
    const applied = await tariffImport(again.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toEqual({ applied: again.changes.length });
    expect(await overseaFeeNow()).toBe(edited.feeWon - 1_000);

    const audits = await auditRows('emsFee.import');
    expect(audits).toHaveLength(again.changes.length);
    expect(audits).toContainEqual({
      entity_type: 'ems_fee_rate',
      entity_id: `31/3/${edited.upToGrams}`,
      before: { premiumCd: '31', zone: 3, upToGrams: edited.upToGrams, feeWon: edited.feeWon },
      after: {
        premiumCd: '31',
        zone: 3,
        upToGrams: edited.upToGrams,
        feeWon: edited.feeWon - 1_000,
      },
    });
    // the table is the post's again
    const after = (await tariffPreview()).json<{ changes: EmsFeeChange[]; unchanged: number }>();
    expect(after).toMatchObject({ changes: [], unchanged: 2 * 4 * 40 });
  });

  it('refuses a token of no difference seen and leaves the table as it is', async () => {
    const before = await tableText();
    const res = await tariffImport('0'.repeat(64));
    expect(res.statusCode).toBe(409);
    expect((await tariffImport('not-a-token')).statusCode).toBe(400);
    expect(await tableText()).toBe(before);
  });
});
