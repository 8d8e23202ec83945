import { describe, expect, it } from 'vitest';
import { CheckoutMessage } from './checkout-messages.ts';
import { emsPostcodeChoice, overseaPhoneOf, overseaRecipientForm } from './checkout-forms.ts';
import { firstRefusal } from './refusal.ts';

const parts = { phoneCountry: '1', phoneArea: '213', phoneNumber1: '555', phoneNumber2: '0142' };

describe('the overseas recipient form', () => {
  it('joins the four phone parts with hyphens, leaving out an empty area code', () => {
    expect(overseaPhoneOf({ ...parts, phoneNumber2: ' ' })).toBe('');
    expect(overseaPhoneOf(parts)).toBe('1-213-555-0142');
    expect(overseaPhoneOf({ ...parts, phoneCountry: ' 852 ', phoneArea: '' })).toBe('852-555-0142');
  });

  it('names the joined phone "phone" and needs no zip code where the country has none', () => {
    const form = {
      ...parts,
      name: 'Minji Kim',
      email: 'minji@example.com',
      nationCd: 'HK',
      zipCode: '',
      addr1: '1 Nathan Rd',
      addr2: '',
      city: 'Mong Kok',
      state: 'Kowloon',
      deliveryNote: '',
    };
    expect(firstRefusal(overseaRecipientForm({ zipRequired: false }), form)).toBeNull();
    expect(firstRefusal(overseaRecipientForm({ zipRequired: true }), form)).toEqual({
      field: 'zipCode',
      message: CheckoutMessage.oversea.missing.zipCode,
    });
    expect(
      firstRefusal(overseaRecipientForm({ zipRequired: false }), { ...form, phoneNumber2: '' }),
    ).toEqual({ field: 'phone', message: CheckoutMessage.oversea.missing.phone });
    expect(
      firstRefusal(overseaRecipientForm({ zipRequired: false }), { ...form, phoneNumber2: '01a' }),
    ).toEqual({ field: 'phone', message: CheckoutMessage.oversea.phoneFormat });
  });
});

describe('the EMS postcode choice', () => {
  const chosen = { state: 'California', city: 'Irvine', zipCode: '92618' };
  it('is used with the state, the city and the zip code', () => {
    expect(firstRefusal(emsPostcodeChoice, chosen)).toBeNull();
  });
  it.each(['state', 'city', 'zipCode'] as const)('refuses a choice without its %s', (part) => {
    expect(firstRefusal(emsPostcodeChoice, { ...chosen, [part]: '' })).toEqual({
      field: part,
      message: 'State, City, and Zip Code를 모두 선택해주세요.',
    });
  });
});
