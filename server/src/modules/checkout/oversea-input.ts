import type { OverseaInput } from '@shop/contract/checkout.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * The server's check of the overseas recipient (spec 2 §5 Overseas delivery), in the spec's
 * order: name, phone, email, country, zip code (unless the country has none), address line 1,
 * city, state; then every field must be written in English. The texts are the pay page's own
 * (web/src/features/checkout/checkout-ko.ts), so a browser that skipped its check reads the same.
 * The field is named as the body has it (`oversea.<field>`).
 */
const MISSING = {
  name: '받는 분 이름을 영문으로 입력하세요.',
  phone: '연락처의 국가번호와 전화번호를 입력하세요.',
  email: '이메일을 입력하세요.',
  nationCd: '배송 국가를 선택하세요.',
  zipCode: '우편번호(Zip Code)를 입력하세요.',
  addr1: '주소(Address 1)를 입력하세요.',
  city: '도시(City)를 입력하세요.',
  state: '주/도(State)를 입력하세요.',
} as const;
const EMAIL_FORMAT = '이메일 형식이 올바르지 않습니다.';
const PHONE_FORMAT = '연락처는 숫자와 하이픈(-)으로 입력하세요.';
const NOT_ENGLISH = '해외 배송지는 영문으로만 입력할 수 있습니다.';

const ENGLISH = /^[\x20-\x7E]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Country code, area code (may be left out), number 1, number 2 joined by hyphens. */
const PHONE = /^\+?\d{1,4}(-\d{1,8}){2,3}$/;

const ENGLISH_FIELDS = [
  'name',
  'email',
  'zipCode',
  'addr1',
  'addr2',
  'city',
  'state',
  'deliveryNote',
] as const satisfies readonly (keyof OverseaInput)[];

/** Throws 400 naming the first field that is missing, malformed or not in English. */
export function assertOverseaInput(input: OverseaInput, zipRequired: boolean): void {
  const refuse = (field: keyof OverseaInput, message: string) => {
    throw badRequest(message, `oversea.${field}`);
  };
  const required = ['name', 'phone', 'email', 'nationCd', 'zipCode', 'addr1', 'city', 'state'];
  for (const field of required as (keyof typeof MISSING)[]) {
    if (field === 'zipCode' && !zipRequired) continue;
    if (!input[field].trim()) refuse(field, MISSING[field]);
    if (field === 'phone' && !PHONE.test(input.phone)) refuse('phone', PHONE_FORMAT);
    if (field === 'email' && !EMAIL.test(input.email)) refuse('email', EMAIL_FORMAT);
  }
  const foreign = ENGLISH_FIELDS.find((field) => !ENGLISH.test(input[field]));
  if (foreign) refuse(foreign, NOT_ENGLISH);
}
