import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { newDeliveryAddress } from '@shop/contract/checkout-addresses.ts';
import {
  firstPaymentRefusal,
  overseaPhoneOf,
  overseaRecipientForm,
  type OverseaRecipientForm,
} from '@shop/contract/checkout-forms.ts';
import { firstRefusal, type Refusal } from '@shop/contract/refusal.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { consentOf, SEOJUN_CDI, orderBody, post } from '../../test/checkout-test-kit.ts';

/**
 * One table of inputs per form, sent to the server and checked by the form's schema (what the
 * web's react-hook-form resolver runs): both refuse the same input with the same field and the
 * same words, and let the same input through.
 */

let t: TestApp;
let kim: SignedIn;
/** A general paper book that may go abroad. */
let abroad: number;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  const [row] = await queryRows<{ product_id: number }>(
    t.database.db,
    sql`select product_id from products where root_category_id in (1236, 2683, 2684, 2685)
      and kind = 'book' and can_buy and not is_supple and sell_price > 0 and can_oversea
      order by product_id limit 1`,
  );
  abroad = row!.product_id;
});
afterAll(async () => {
  await t?.close();
});

const O = CheckoutMessage.oversea;
const RECIPIENT: OverseaRecipientForm = {
  name: 'Minji Kim',
  phoneCountry: '1',
  phoneArea: '213',
  phoneNumber1: '555',
  phoneNumber2: '0142',
  email: 'minji.kim@example.com',
  nationCd: 'US',
  zipCode: '90005',
  addr1: '3600 Wilshire Blvd',
  addr2: 'Suite 1200',
  city: 'Los Angeles',
  state: 'California',
  deliveryNote: 'Leave at the front desk',
};
const NO_PHONE = { phoneCountry: '', phoneArea: '', phoneNumber1: '', phoneNumber2: '' };

const overseaTable: [string, Partial<OverseaRecipientForm>, Refusal | null][] = [
  ['complete', {}, null],
  ['no area code', { phoneArea: '' }, null],
  ['name missing', { name: ' ' }, { field: 'name', message: O.missing.name }],
  ['name in Korean', { name: '김민지' }, { field: 'name', message: O.notEnglish }],
  [
    'Korean name before a missing phone',
    { name: '김민지', ...NO_PHONE },
    { field: 'name', message: O.notEnglish },
  ],
  ['phone missing', NO_PHONE, { field: 'phone', message: O.missing.phone }],
  ['phone with a letter', { phoneNumber1: '55S' }, { field: 'phone', message: O.phoneFormat }],
  ['phone without number 2', { phoneNumber2: '' }, { field: 'phone', message: O.missing.phone }],
  ['email missing', { email: '' }, { field: 'email', message: O.missing.email }],
  ['email without @', { email: 'minji.example.com' }, { field: 'email', message: O.emailFormat }],
  ['country missing', { nationCd: '' }, { field: 'nationCd', message: O.missing.nationCd }],
  ['zip code missing', { zipCode: '' }, { field: 'zipCode', message: O.missing.zipCode }],
  ['address 1 missing', { addr1: '' }, { field: 'addr1', message: O.missing.addr1 }],
  ['address 2 in Korean', { addr2: '1200호' }, { field: 'addr2', message: O.notEnglish }],
  ['city missing', { city: '' }, { field: 'city', message: O.missing.city }],
  ['state missing', { state: ' ' }, { field: 'state', message: O.missing.state }],
  [
    'note in Korean',
    { deliveryNote: '문 앞에 놓아 주세요' },
    { field: 'deliveryNote', message: O.notEnglish },
  ],
];

describe('the overseas recipient: server and form, one table', () => {
  it.each(overseaTable)('%s', async (_, change, expected) => {
    const form = { ...RECIPIENT, ...change };
    // the form: zip required unless the country has none (US has one; '' is not a country)
    expect(firstRefusal(overseaRecipientForm({ zipRequired: true }), form)).toEqual(expected);

    const priced = await post(t, kim, '/api/member-svc/calculate-price-oversea', {
      premiumCd: '31',
      nationCd: 'US',
      items: [{ productId: abroad, qty: 1, cdi: null }],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const { phoneCountry, phoneArea, phoneNumber1, phoneNumber2, ...rest } = form;
    const res = await post(t, kim, '/api/member-svc/order-create-oversea', {
      items: [{ productId: abroad, qty: 1, cdi: null }],
      fdbIdSelected: '',
      productPriceTotal: priced.json().data.productPriceTotal,
      deliveryPriceTotal: priced.json().data.deliveryPriceTotal,
      paymentTypeCd: '신용카드',
      arsPhone: null,
      consent: await consentOf(t),
      oversea: {
        ...rest,
        phone: overseaPhoneOf({ phoneCountry, phoneArea, phoneNumber1, phoneNumber2 }),
        premiumCd: '31',
      },
    });
    if (!expected) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      field: `oversea.${expected.field}`,
      message: expected.message,
    });
  });
});

const paymentTable: [string, Record<string, unknown>, Refusal | null][] = [
  ['card', {}, null],
  ['ARS with a mobile number', { paymentTypeCd: 'ARS', arsPhone: '010-2345-6789' }, null],
  [
    'no method',
    { paymentTypeCd: null },
    { field: 'paymentTypeCd', message: CheckoutMessage.choosePayment },
  ],
  [
    'ARS without a number',
    { paymentTypeCd: 'ARS', arsPhone: ' ' },
    { field: 'arsPhone', message: CheckoutMessage.arsPhone },
  ],
  [
    'ARS to a landline',
    { paymentTypeCd: 'ARS', arsPhone: '02-123-4567' },
    { field: 'arsPhone', message: CheckoutMessage.arsPhoneFormat },
  ],
  [
    'no address',
    { deliveryId: null },
    { field: 'deliveryId', message: CheckoutMessage.chooseDelivery },
  ],
  [
    'no method and no address',
    { paymentTypeCd: null, deliveryId: null },
    { field: 'paymentTypeCd', message: CheckoutMessage.choosePayment },
  ],
];

describe('the payment choice: server and pay page, one table', () => {
  it.each(paymentTable)('%s', async (_, change, expected) => {
    const body = {
      ...(await orderBody(t, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], {
        fdbIdSelected: '',
      })),
      ...change,
    };
    const priceTotal = body.productPriceTotal + body.deliveryPriceTotal;
    expect(priceTotal).toBeGreaterThan(0);
    expect(
      firstPaymentRefusal({
        priceTotal,
        paymentTypeCd: body.paymentTypeCd as never,
        arsPhone: body.arsPhone as string | null,
        needsAddress: true,
        deliveryId: body.deliveryId as number | null,
      }),
    ).toEqual(expected);

    const res = await post(t, kim, '/api/member-svc/order-create', body);
    if (!expected) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected);
  });
});

const A = CheckoutMessage.newAddress;
const NEW_ADDRESS = {
  deliveryName: '할머니 댁',
  name: '김민지',
  mobile: '010-2345-6789',
  zipcode: '01700',
  addr1: '서울 노원구 중계로 201',
  addr2: '101동 1203호',
  deliveryNote: null,
  isDefault: false,
};
const newAddressTable: [string, Partial<typeof NEW_ADDRESS>, Refusal | null][] = [
  ['no label', { deliveryName: ' ' }, { field: 'deliveryName', message: A.deliveryName }],
  ['no recipient', { name: '' }, { field: 'name', message: A.name }],
  ['no mobile', { mobile: '' }, { field: 'mobile', message: A.mobile }],
  ['a landline', { mobile: '02-123-4567' }, { field: 'mobile', message: A.mobileFormat }],
  ['no address searched', { zipcode: '', addr1: '' }, { field: 'zipcode', message: A.addr1 }],
  ['no detail address', { addr2: '  ' }, { field: 'addr2', message: A.addr2 }],
  // last: it saves the address
  ['complete', {}, null],
];

describe('the new address of the chooser: server and form, one table', () => {
  it.each(newAddressTable)('%s', async (_, change, expected) => {
    const input = { ...NEW_ADDRESS, ...change };
    expect(firstRefusal(newDeliveryAddress, input)).toEqual(expected);
    const res = await post(t, kim, '/api/bridge/creverse-delivery-create', input);
    if (!expected) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject(expected);
  });
});
