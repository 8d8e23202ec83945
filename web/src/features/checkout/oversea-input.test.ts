import { describe, expect, it } from 'vitest';
import {
  EMPTY_OVERSEA_FORM,
  joinPhone,
  overseaInputOf,
  overseaProblem,
  type OverseaForm,
} from './oversea-input.ts';

const complete: OverseaForm = {
  ...EMPTY_OVERSEA_FORM,
  name: 'Minji Kim',
  email: 'minji@example.com',
  phoneCountry: '1',
  phoneArea: '213',
  phoneNumber1: '555',
  phoneNumber2: '0142',
  nationCd: 'US',
  zipCode: '90005',
  addr1: '3600 Wilshire Blvd',
  city: 'Los Angeles',
  state: 'California',
};

describe('overseas recipient form', () => {
  it('joins the four phone parts with hyphens, leaving out an empty area code', () => {
    expect(joinPhone(complete)).toBe('1-213-555-0142');
    expect(joinPhone({ ...complete, phoneCountry: '852', phoneArea: '' })).toBe('852-555-0142');
  });

  it('names the first missing field in the spec order', () => {
    expect(overseaProblem(EMPTY_OVERSEA_FORM, true)).toEqual({ kind: 'missing', field: 'name' });
    const cases: [Partial<OverseaForm>, string][] = [
      [{ phoneNumber2: '' }, 'phone'],
      [{ email: ' ' }, 'email'],
      [{ email: 'minji.example.com' }, 'emailFormat'],
      [{ nationCd: '' }, 'nation'],
      [{ zipCode: '' }, 'zipCode'],
      [{ addr1: '' }, 'addr1'],
      [{ city: '' }, 'city'],
      [{ state: '' }, 'state'],
    ];
    for (const [change, field] of cases) {
      expect(overseaProblem({ ...complete, ...change }, true)).toEqual({ kind: 'missing', field });
    }
  });

  it('does not ask for a zip code in a country without them', () => {
    expect(overseaProblem({ ...complete, zipCode: '' }, false)).toBeNull();
  });

  it('refuses any field not written in English', () => {
    expect(overseaProblem({ ...complete, addr2: '101동' }, true)).toEqual({
      kind: 'notEnglish',
      field: 'addr2',
    });
    expect(overseaProblem({ ...complete, name: '김민지' }, true)).toEqual({
      kind: 'notEnglish',
      field: 'name',
    });
    expect(overseaProblem(complete, true)).toBeNull();
  });

  it('makes the order call’s overseas object', () => {
    expect(overseaInputOf({ ...complete, name: ' Minji Kim ' }, '31')).toEqual({
      name: 'Minji Kim',
      phone: '1-213-555-0142',
      email: 'minji@example.com',
      zipCode: '90005',
      addr1: '3600 Wilshire Blvd',
      addr2: '',
      city: 'Los Angeles',
      state: 'California',
      deliveryNote: '',
      nationCd: 'US',
      premiumCd: '31',
    });
  });
});
