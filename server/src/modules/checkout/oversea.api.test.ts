import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { DEMO_LIMITED_NATIONS, DEMO_OVERSEA_SETTINGS } from '../../db/seed/oversea-seed-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { consentOf, orderDetail, post } from '../../test/checkout-test-kit.ts';

let t: TestApp;
let kim: SignedIn;
/** General paper books (no student needed) that may and may not go abroad. */
let abroad: { productId: number; sellPrice: number; grams: number }[];
let homeOnly: number;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  const general = sql`root_category_id in (1236, 2683, 2684, 2685) and kind = 'book' and can_buy
    and can_buy_multiple and not is_supple and sell_price > 0`;
  abroad = (
    await queryRows<{ product_id: number; sell_price: number; ship_weight_g: number }>(
      t.database.db,
      sql`select product_id, sell_price, ship_weight_g from products where ${general} and can_oversea
        order by product_id limit 2`,
    )
  ).map((r) => ({ productId: r.product_id, sellPrice: r.sell_price, grams: r.ship_weight_g }));
  homeOnly = (
    await queryRows<{ product_id: number }>(
      t.database.db,
      sql`select product_id from products where ${general} and not can_oversea order by product_id limit 1`,
    )
  )[0]!.product_id;
});
afterAll(async () => {
  await t?.close();
});

interface OverseaConfig {
  config: {
    enableEms: boolean;
    enableZipFinder: boolean;
    zipFindableNations: { nationCd: string }[];
    disableZipNations: { nationCd: string }[];
    enableLimitedNation: boolean;
    limitedNations: { nationCd: string; memo: string }[];
    limitedMemo: string;
  };
  nations: { nationCd: string; nationName: string; nationNameKr: string; premiumCd: string }[];
}

async function overseaConfig(): Promise<OverseaConfig> {
  const res = await post(t, kim, '/api/member-svc/oversea-config-and-nation', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: OverseaConfig }>().data;
}

describe('oversea-config-and-nation', () => {
  it('answers the seeded settings, the EMS nations and every limited nation with its memo', async () => {
    const { config, nations } = await overseaConfig();
    expect(config).toMatchObject({
      enableEms: true,
      enableZipFinder: true,
      enableLimitedNation: true,
      limitedMemo: DEMO_OVERSEA_SETTINGS.limitedMemo,
    });
    expect(nations.length).toBeGreaterThan(30);
    expect(nations.find((n) => n.nationCd === 'US')).toEqual({
      nationCd: 'US',
      nationName: 'UNITED STATES OF AMERICA',
      nationNameKr: '미국',
      premiumCd: '31',
    });
    const limited = new Map(config.limitedNations.map((n) => [n.nationCd, n.memo]));
    // the shop's own list, with the memos staff wrote
    for (const n of DEMO_LIMITED_NATIONS) expect(limited.get(n.nationCd)).toBe(n.memo);
    // the postal service's stops, with the service's memo
    expect(limited.get('RU')).toContain('러시아');
    expect(limited.has('US')).toBe(false);
    expect(config.zipFindableNations).toContainEqual({ nationCd: 'US' });
    expect(config.disableZipNations).toContainEqual({ nationCd: 'HK' });
  });

  it('follows the settings row: the shop list off keeps only the service stops; no row, no EMS', async () => {
    const db = t.database.db;
    try {
      await db.execute(sql`update oversea_settings set enable_limited_nation = false`);
      const off = await overseaConfig();
      expect(off.config.enableLimitedNation).toBe(false);
      const codes = off.config.limitedNations.map((n) => n.nationCd);
      expect(codes).toContain('RU');
      expect(codes).not.toContain('BR');

      await db.execute(sql`delete from oversea_settings`);
      expect((await overseaConfig()).config.enableEms).toBe(false);
    } finally {
      await db.execute(sql`delete from oversea_settings`);
      await db.execute(sql`insert into oversea_settings (settings_id, enable_ems, enable_zip_finder,
        enable_limited_nation, limited_memo) values (1, true, true, true, ${DEMO_OVERSEA_SETTINGS.limitedMemo})`);
    }
  });
});

/** The EMS table as the data set has it: the first bracket at least as heavy, the nation's zone. */
const FEES = JSON.parse(
  readFileSync(
    new URL('../../../../simulators/src/postcode/datasets/ems-fees.json', import.meta.url),
    'utf8',
  ),
) as {
  services: Record<string, { brackets: { upToGrams: number; fees: Record<string, number> }[] }>;
};
const ZONES: Record<string, number> = { US: 3, JP: 1, MX: 4, HK: 1 };
const tableFee = (nationCd: string, premiumCd: string, grams: number) =>
  FEES.services[premiumCd]!.brackets.find((b) => b.upToGrams >= grams)!.fees[ZONES[nationCd]!]!;

const items = (qtys: number[]) =>
  qtys.map((qty, i) => ({ productId: abroad[i]!.productId, qty, cdi: null, cartId: null }));
const gramsOf = (qtys: number[]) => qtys.reduce((g, q, i) => g + abroad[i]!.grams * q, 0);
const productsOf = (qtys: number[]) => qtys.reduce((w, q, i) => w + abroad[i]!.sellPrice * q, 0);

const priceOversea = (body: object) =>
  post(t, kim, '/api/member-svc/calculate-price-oversea', body);

describe('EMS postcode choices', () => {
  it('chains state → city → zip code from the EMS data', async () => {
    const choices = async (call: string, body: object) => {
      const res = await post(t, kim, `/api/member-svc/query-ems-${call}-choices`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { choices: string[] } }>().data.choices;
    };
    const states = await choices('state', { nationCd: 'US' });
    expect(states).toContain('California');
    const cities = await choices('city', { nationCd: 'US', stateFrom: 'California' });
    expect(cities).toContain('Los Angeles');
    const zips = await choices('zipcode', {
      nationCd: 'US',
      stateFrom: 'California',
      cityFrom: 'Los Angeles',
    });
    expect(zips).toContain('90005');
    expect(zips.every((z) => /^\d{5}$/.test(z))).toBe(true);
    // another state's city is not offered; a nation without the finder has no states
    expect(
      await choices('zipcode', { nationCd: 'US', stateFrom: 'Texas', cityFrom: 'Los Angeles' }),
    ).toEqual([]);
    expect(await choices('state', { nationCd: 'HK' })).toEqual([]);
    const bad = await post(t, kim, '/api/member-svc/query-ems-city-choices', { nationCd: 'US' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('stateFrom');
  });
});

describe('calculate-price-oversea', () => {
  it('adds the EMS fee of the nation and the items’ weight from the EMS table', async () => {
    for (const [nationCd, premiumCd, qtys] of [
      ['US', '31', [1, 1]],
      ['US', '31', [3, 2]],
      ['JP', '31', [1, 1]],
      ['MX', '32', [2, 1]],
    ] as const) {
      const res = await priceOversea({ premiumCd, nationCd, items: items([...qtys]) });
      expect(res.statusCode, res.body).toBe(200);
      const fee = tableFee(nationCd, premiumCd, gramsOf([...qtys]));
      expect(res.json().data, `${nationCd} ${qtys.join('+')}`).toMatchObject({
        premiumCd,
        productPriceTotal: productsOf([...qtys]),
        deliveryPriceTotal: fee,
        deliveryPriceOrigin: fee,
        priceTotal: productsOf([...qtys]) + fee,
        fdbIdApplied: null,
        needDelivery: true,
      });
    }
    // heavier parcels cost more
    const light = (
      await priceOversea({ premiumCd: '31', nationCd: 'US', items: items([1]) })
    ).json();
    const heavy = (
      await priceOversea({ premiumCd: '31', nationCd: 'US', items: items([6]) })
    ).json();
    expect(heavy.data.deliveryPriceTotal).toBeGreaterThan(light.data.deliveryPriceTotal);
  });

  it('refuses a limited nation with its memo: the postal service’s and the shop’s', async () => {
    const ru = await priceOversea({ premiumCd: '31', nationCd: 'RU', items: items([1]) });
    expect(ru.statusCode).toBe(422);
    expect(ru.json().error).toMatchObject({ code: 'LIMITED-NATION' });
    expect(ru.json().error.message).toContain('러시아');
    const br = await priceOversea({ premiumCd: '32', nationCd: 'BR', items: items([1]) });
    expect(br.statusCode).toBe(422);
    expect(br.json().error).toEqual({
      code: 'LIMITED-NATION',
      message: DEMO_LIMITED_NATIONS.find((n) => n.nationCd === 'BR')!.memo,
    });
  });

  it('refuses an item that may not go abroad, an unknown nation and another EMS type', async () => {
    const mixed = await priceOversea({
      premiumCd: '31',
      nationCd: 'US',
      items: [...items([1]), { productId: homeOnly, qty: 1, cdi: null, cartId: null }],
    });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().error.code).toBe('OVERSEA-DISABLED');
    const unknown = await priceOversea({ premiumCd: '31', nationCd: 'ZZ', items: items([1]) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toBe('nationCd');
    const premium = await priceOversea({ premiumCd: '32', nationCd: 'US', items: items([1]) });
    expect(premium.statusCode).toBe(400);
    expect(premium.json().error.field).toBe('premiumCd');
  });
});

const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    )
  )[0]!.n;

const RECIPIENT = {
  name: 'Minji Kim',
  phone: '1-213-555-0147',
  email: 'minji.kim@example.com',
  zipCode: '90005',
  addr1: '3600 Wilshire Blvd',
  addr2: 'Suite 1200',
  city: 'Los Angeles',
  state: 'California',
  deliveryNote: 'Leave at the front desk',
  nationCd: 'US',
  premiumCd: '31',
} as const;

async function overseaBody(qtys: number[], oversea: object = {}) {
  const res = await priceOversea({ premiumCd: '31', nationCd: 'US', items: items(qtys) });
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json().data;
  return {
    items: items(qtys),
    fdbIdSelected: '',
    productPriceTotal: p.productPriceTotal,
    deliveryPriceTotal: p.deliveryPriceTotal,
    paymentTypeCd: '신용카드',
    arsPhone: null,
    consent: await consentOf(t),
    oversea: { ...RECIPIENT, ...oversea },
  };
}

const createOversea = (body: object, key?: string) =>
  post(t, kim, '/api/member-svc/order-create-oversea', body, key);

describe('order-create-oversea', () => {
  it('writes the order with the server’s EMS fee and the overseas recipient', async () => {
    const body = await overseaBody([1, 2]);
    const res = await createOversea(body);
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, priceTotal } = res.json().data;
    const fee = tableFee('US', '31', gramsOf([1, 2]));
    expect(priceTotal).toBe(productsOf([1, 2]) + fee);
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select o.is_oversea, o.delivery_price_total, d.oversea_fee, d.nation_cd, d.nation_name,
        d.premium_cd, d.international_phone, d.zipcode, d.city, d.state
        from orders o join order_deliveries d using (order_id) where o.order_id = ${orderId}`,
    );
    expect(row).toEqual({
      is_oversea: true,
      delivery_price_total: fee,
      oversea_fee: fee,
      nation_cd: 'US',
      nation_name: 'UNITED STATES OF AMERICA',
      premium_cd: '31',
      international_phone: RECIPIENT.phone,
      zipcode: RECIPIENT.zipCode,
      city: RECIPIENT.city,
      state: RECIPIENT.state,
    });
    const detail = (await orderDetail(t, kim, orderId)).json().data;
    expect(detail.deliveryInfo).toMatchObject({
      isOversea: true,
      name: RECIPIENT.name,
      internationalPhone: RECIPIENT.phone,
      internationalAddr0: 'Los Angeles, California, UNITED STATES OF AMERICA',
    });
  });

  it('refuses a missing, malformed or non-English field, naming it, writing nothing', async () => {
    const body = await overseaBody([1]);
    const before = await count('orders');
    const cases: [object, string][] = [
      [{ name: ' ' }, 'oversea.name'],
      [{ phone: '' }, 'oversea.phone'],
      [{ phone: '010 1234 5678' }, 'oversea.phone'],
      [{ email: '' }, 'oversea.email'],
      [{ email: 'minji.example.com' }, 'oversea.email'],
      [{ nationCd: '' }, 'oversea.nationCd'],
      [{ zipCode: '' }, 'oversea.zipCode'],
      [{ addr1: '' }, 'oversea.addr1'],
      [{ city: '' }, 'oversea.city'],
      [{ state: '' }, 'oversea.state'],
      [{ name: '김민지' }, 'oversea.name'],
      [{ addr1: '윌셔 대로 3600' }, 'oversea.addr1'],
      [{ addr2: '1200호' }, 'oversea.addr2'],
      [{ city: '로스앤젤레스' }, 'oversea.city'],
      [{ deliveryNote: '문 앞에 놓아 주세요' }, 'oversea.deliveryNote'],
      [{ premiumCd: '32' }, 'oversea.premiumCd'],
    ];
    for (const [change, field] of cases) {
      const res = await createOversea({ ...body, oversea: { ...body.oversea, ...change } });
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(res.json().error.field, JSON.stringify(change)).toBe(field);
      expect(res.json().error.message).toMatch(/[가-힣]/);
    }
    expect(await count('orders')).toBe(before);
  });

  it('needs no zip code for a nation without one', async () => {
    const priced = (
      await priceOversea({ premiumCd: '31', nationCd: 'HK', items: items([1]) })
    ).json().data;
    const res = await createOversea({
      ...(await overseaBody([1])),
      deliveryPriceTotal: priced.deliveryPriceTotal,
      oversea: { ...RECIPIENT, nationCd: 'HK', zipCode: '', state: 'Kowloon', city: 'Mong Kok' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(priced.deliveryPriceTotal).toBe(tableFee('HK', '31', gramsOf([1])));
  });

  it('refuses totals that differ from the server’s and a limited nation, writing nothing', async () => {
    const body = await overseaBody([1]);
    const before = await count('orders');
    const cheaper = await createOversea({
      ...body,
      deliveryPriceTotal: body.deliveryPriceTotal - 100,
    });
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().error.code).toBe('PRICE-MISMATCH');
    // the domestic fee instead of the EMS fee
    const domestic = await createOversea({ ...body, deliveryPriceTotal: 1500 });
    expect(domestic.statusCode).toBe(409);
    const limited = await createOversea({
      ...body,
      oversea: {
        ...body.oversea,
        nationCd: 'RU',
        zipCode: '101000',
        state: 'Moscow',
        city: 'Moscow',
      },
    });
    expect(limited.statusCode).toBe(422);
    expect(limited.json().error.code).toBe('LIMITED-NATION');
    expect(await count('orders')).toBe(before);
  });

  it('makes one order for concurrent submissions with one Idempotency-Key', async () => {
    const body = await overseaBody([2]);
    const before = await count('orders');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createOversea(body, 'pay-oversea-idem')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await count('orders')).toBe(before + 1);
    const other = await createOversea(
      { ...body, oversea: { ...body.oversea, addr2: 'Suite 1300' } },
      'pay-oversea-idem',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY-MISMATCH');
  }, 60_000);
});
