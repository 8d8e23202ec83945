import type { OverseaInput } from '@shop/contract/checkout.ts';

/** The overseas recipient form as typed (spec 2 §3 Overseas input); the phone in four parts. */
export interface OverseaForm {
  name: string;
  email: string;
  phoneCountry: string;
  phoneArea: string;
  phoneNumber1: string;
  phoneNumber2: string;
  nationCd: string;
  zipCode: string;
  addr1: string;
  addr2: string;
  city: string;
  state: string;
  deliveryNote: string;
}

export const EMPTY_OVERSEA_FORM: OverseaForm = {
  name: '',
  email: '',
  phoneCountry: '',
  phoneArea: '',
  phoneNumber1: '',
  phoneNumber2: '',
  nationCd: '',
  zipCode: '',
  addr1: '',
  addr2: '',
  city: '',
  state: '',
  deliveryNote: '',
};

/** Fields that must be written in English (printable ASCII: letters, digits, punctuation). */
export const ENGLISH_FIELDS = [
  'name',
  'email',
  'zipCode',
  'addr1',
  'addr2',
  'city',
  'state',
  'deliveryNote',
] as const satisfies readonly (keyof OverseaForm)[];
export type EnglishField = (typeof ENGLISH_FIELDS)[number];

const ENGLISH = /^[\x20-\x7E]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEnglish = (value: string): boolean => ENGLISH.test(value);

/** Country code, area code, number 1, number 2 joined by hyphens; an empty area code is left out. */
export function joinPhone(f: OverseaForm): string {
  return [f.phoneCountry, f.phoneArea, f.phoneNumber1, f.phoneNumber2]
    .map((p) => p.trim())
    .filter(Boolean)
    .join('-');
}

export type OverseaProblem =
  { kind: 'missing'; field: MissingField } | { kind: 'notEnglish'; field: EnglishField };
export type MissingField =
  'name' | 'phone' | 'email' | 'emailFormat' | 'nation' | 'zipCode' | 'addr1' | 'city' | 'state';

/**
 * The first problem of the form, in the spec's order (spec 2 §5 Overseas delivery): name, phone,
 * email, country, zip code (unless the country has none), address line 1, city, state; then any
 * field not written in English.
 */
export function overseaProblem(f: OverseaForm, zipRequired: boolean): OverseaProblem | null {
  const missing = (field: MissingField): OverseaProblem => ({ kind: 'missing', field });
  if (!f.name.trim()) return missing('name');
  if (!f.phoneCountry.trim() || !f.phoneNumber1.trim() || !f.phoneNumber2.trim()) {
    return missing('phone');
  }
  if (!f.email.trim()) return missing('email');
  if (!EMAIL.test(f.email.trim())) return missing('emailFormat');
  if (!f.nationCd) return missing('nation');
  if (zipRequired && !f.zipCode.trim()) return missing('zipCode');
  if (!f.addr1.trim()) return missing('addr1');
  if (!f.city.trim()) return missing('city');
  if (!f.state.trim()) return missing('state');
  const foreign = ENGLISH_FIELDS.find((field) => !isEnglish(f[field]));
  return foreign ? { kind: 'notEnglish', field: foreign } : null;
}

/** The overseas object of order-create-oversea. */
export function overseaInputOf(f: OverseaForm, premiumCd: '31' | '32'): OverseaInput {
  return {
    name: f.name.trim(),
    phone: joinPhone(f),
    email: f.email.trim(),
    zipCode: f.zipCode.trim(),
    addr1: f.addr1.trim(),
    addr2: f.addr2.trim(),
    city: f.city.trim(),
    state: f.state.trim(),
    deliveryNote: f.deliveryNote.trim(),
    nationCd: f.nationCd,
    premiumCd,
  };
}
